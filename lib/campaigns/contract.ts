// The wire contract of the campaign routes. Browser-safe.
import { z } from 'zod';
import { calendarDate, dateProblem } from '@/lib/locale/calendar-date';
import { indiaDate } from '@/lib/locale/india';

/** POST /api/campaigns/view/: the landing page's address as the browser shows it. */
export const viewBody = z.object({
  page: z
    .string({ error: 'is required' })
    .min(1, 'is required')
    .max(2048, 'is too long')
    .startsWith('/', 'must be a path on this site'),
});

/** A campaign name or content label: lower-case words joined by hyphens or underscores. */
export const SLUG = /^[a-z0-9]+(?:[-_][a-z0-9]+)*$/;
const slug = (what: string) =>
  z
    .string({ error: 'is required' })
    .trim()
    .min(2, 'is too short')
    .max(60, 'is too long')
    .regex(SLUG, `must be a ${what} in lower case: letters, digits, and - or _ between words`);

export const LINK_PAGES = ['product', 'city', 'scans', 'deal'] as const;
export type LinkPage = (typeof LINK_PAGES)[number];

/** POST /api/ops/campaigns/links/: what the link builder sends. */
export const linkBody = z
  .object({
    city_id: z.coerce.number({ error: 'must be a city' }).int().positive('must be a city'),
    page: z.enum(LINK_PAGES, { error: 'must be a product page, the city page, scans or a deal' }),
    product_random_id: z.string().trim().max(20).optional(),
    deal_code: z.string().trim().max(60).optional(),
    /** A scans tab: a category code ("mri"). */
    tab: z
      .string()
      .trim()
      .max(40)
      .regex(/^[a-z0-9-]*$/, 'must be a category code')
      .optional(),
    source: z.string({ error: 'is required' }).trim().min(1, 'is required').max(40),
    medium: z.string({ error: 'is required' }).trim().min(1, 'is required').max(40),
    campaign: slug('campaign name'),
    content: z.union([z.literal(''), slug('content label')]).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.page === 'product' && !v.product_random_id)
      ctx.addIssue({ code: 'custom', path: ['product_random_id'], message: 'choose a test' });
    if (v.page === 'deal' && !v.deal_code)
      ctx.addIssue({ code: 'custom', path: ['deal_code'], message: 'choose a deal' });
  });
export type LinkBody = z.infer<typeof linkBody>;

export const CHANNEL_KINDS = ['source', 'medium'] as const;

/** POST /api/ops/campaigns/channels/: the admin adds (or removes) a source or medium. */
export const channelBody = z.object({
  kind: z.enum(CHANNEL_KINDS, { error: 'must be source or medium' }),
  value: z
    .string({ error: 'is required' })
    .trim()
    .min(2, 'is too short')
    .max(40, 'is too long')
    .regex(SLUG, 'must be lower case: letters, digits, and - or _ between words'),
  remove: z.boolean().optional(),
});

/** The report's counts: what rows of the same key add up. */
export const COUNT_COLUMNS = [
  'views',
  'leads',
  'bookedLeads',
  'bookings',
  'cancellations',
  'bookedValue',
] as const;

/** The report's columns, each one it can be sorted by. */
export const SORTS = [
  'campaign',
  'city',
  'product',
  ...COUNT_COLUMNS,
  'viewToLead',
  'leadToBooking',
] as const;
export type Sort = (typeof SORTS)[number];

/** The longest range the report (and its chart of one bar per day) covers. */
export const MAX_REPORT_DAYS = 366;

/** The report's query: a date range (India dates, both included), a sort, chosen campaigns. */
export const reportQuery = z
  .object({
    from: calendarDate.optional(),
    to: calendarDate.optional(),
    sort: z.enum(SORTS, { error: 'is not a column of the report' }).optional(),
    dir: z.enum(['asc', 'desc'], { error: 'must be asc or desc' }).optional(),
  })
  // Only between two good dates: a wrong one already has its own message.
  .superRefine((q, ctx) => {
    if (!q.from || dateProblem(q.from) || (q.to && dateProblem(q.to))) return;
    const to = q.to ?? indiaDate(new Date());
    if (q.from > to) {
      ctx.addIssue(
        q.to
          ? { code: 'custom', path: ['to'], message: 'must not be before from' }
          : { code: 'custom', path: ['from'], message: 'must not be after today' },
      );
    } else if (Date.parse(to) - Date.parse(q.from) > (MAX_REPORT_DAYS - 1) * 86_400_000) {
      ctx.addIssue({
        code: 'custom',
        path: ['from'],
        message: `must be at most ${MAX_REPORT_DAYS} days before ${to} (both included)`,
      });
    }
  });
export type ReportQuery = z.infer<typeof reportQuery>;
