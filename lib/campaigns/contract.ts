// The wire contract of the campaign routes (issue 19). Browser-safe.
import { z } from 'zod';

/** POST /api/campaigns/view/: the landing page's address as the browser shows it. */
export const viewBody = z.object({
  page: z
    .string({ error: 'is required' })
    .min(1, 'is required')
    .max(2048, 'is too long')
    .startsWith('/', 'must be a path on this site'),
});
