// Campaigns: the sources and mediums the admin keeps, the links marketing builds,
// and landing views counted per day. No table here holds a patient's data: a view is a count.
import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { cities, products } from './schema';
import { staffUsers } from './staff-schema';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** The utm_source and utm_medium values a link may use. */
export const campaignChannels = pgTable(
  'campaign_channels',
  {
    /** 'source' | 'medium' */
    kind: text('kind').notNull(),
    value: text('value').notNull(),
    createdBy: text('created_by').references(() => staffUsers.id),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.value] }),
    check('campaign_channels_kind_ck', sql`${t.kind} in ('source', 'medium')`),
  ],
);

/** A link built in the console: the page, the parameters, the address, who and when. */
export const campaignLinks = pgTable(
  'campaign_links',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    /** 'product' | 'city' | 'scans' | 'deal' */
    page: text('page').notNull(),
    productId: integer('product_id').references(() => products.id),
    dealCode: text('deal_code'),
    source: text('source').notNull(),
    medium: text('medium').notNull(),
    campaign: text('campaign').notNull(),
    content: text('content'),
    url: text('url').notNull(),
    createdBy: text('created_by')
      .notNull()
      .references(() => staffUsers.id),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('campaign_links_created_idx').on(t.createdAt.desc()),
    check('campaign_links_page_ck', sql`${t.page} in ('product', 'city', 'scans', 'deal')`),
  ],
);

/** Landing views by day, page and campaign: counted by the beacon, never per person. */
export const campaignViews = pgTable(
  'campaign_views',
  {
    day: date('day').notNull(),
    path: text('path').notNull(),
    cityId: integer('city_id'),
    productId: integer('product_id'),
    source: text('source').notNull(),
    medium: text('medium').notNull(),
    campaign: text('campaign').notNull(),
    views: integer('views').notNull().default(0),
  },
  (t) => [
    unique('campaign_views_key').on(t.day, t.path, t.source, t.medium, t.campaign),
    index('campaign_views_campaign_idx').on(t.campaign, t.day),
  ],
);
