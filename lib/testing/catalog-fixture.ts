// Small hand-checkable catalogues for tests: each call inserts one row with sensible defaults.
import type { Db } from '@/lib/db/connect';
import * as s from '@/lib/db/schema';

export function fixture(db: Db) {
  let ids = 0;
  const nextRandomId = () => `t${String(++ids).padStart(5, '0')}`;
  return {
    async city(name: string) {
      const slug = name.toLowerCase();
      const [row] = await db
        .insert(s.cities)
        .values({ slug, name, state: 'Test State', sortOrder: ++ids })
        .returning();
      return row!;
    },
    async area(cityId: number, name: string) {
      const [row] = await db
        .insert(s.areas)
        .values({ cityId, name, urlSlug: name.toLowerCase().replace(/ /g, '-'), pincode: '500001' })
        .returning();
      return row!;
    },
    async category(code: string, name: string) {
      const [row] = await db
        .insert(s.categories)
        .values({ code, name, sortOrder: ++ids })
        .returning();
      return row!;
    },
    async product(
      categoryId: number,
      name: string,
      extra: Partial<typeof s.products.$inferInsert> = {},
    ) {
      const [row] = await db
        .insert(s.products)
        .values({
          randomId: nextRandomId(),
          name,
          urlSlug: name.toLowerCase().replace(/ /g, '-'),
          categoryId,
          aliases: [],
          isFastingRequired: false,
          faqs: [],
          homeServiceAllowed: false,
          showNightPricing: false,
          reportHours: 24,
          popularity: 100,
          ...extra,
        })
        .returning();
      return row!;
    },
    async organisation(name: string) {
      const slug = name.toLowerCase().replace(/ /g, '-');
      const [row] = await db
        .insert(s.organisations)
        .values({ slug, name, imageUrl: `/partner-logos/${slug}.svg`, kind: 'multi' })
        .returning();
      return row!;
    },
    async centre(
      organisationId: number,
      area: { id: number; cityId: number },
      rating: { sum: number; count: number } = { sum: 0, count: 0 },
      extra: Partial<typeof s.centres.$inferInsert> = {},
    ) {
      const [row] = await db
        .insert(s.centres)
        .values({
          organisationId,
          cityId: area.cityId,
          areaId: area.id,
          name: `Centre ${++ids}`,
          address: 'Road No. 1',
          opensAt: '08:00:00',
          closesAt: '20:00:00',
          closedWeekdays: [],
          slotMinutes: 30,
          slotCapacity: 2,
          homeService: false,
          homeCollectionFee: 0,
          ratingSum: rating.sum,
          ratingCount: rating.count,
          ...extra,
        })
        .returning();
      return row!;
    },
    async price(
      centre: { id: number; cityId: number },
      productId: number,
      price: number,
      listPrice: number,
      homeServiceAvailable = false,
    ) {
      await db.insert(s.centrePrices).values({
        centreId: centre.id,
        productId,
        cityId: centre.cityId,
        price,
        listPrice,
        homeServiceAvailable,
      });
    },
    async review(
      centreId: number,
      rating: number,
      createdAt: string,
      extra: Partial<typeof s.reviews.$inferInsert> = {},
    ) {
      const [row] = await db
        .insert(s.reviews)
        .values({
          centreId,
          customerName: `Patient ${++ids}`,
          rating,
          comments: 'Clean centre and quick report.',
          showPartnerReviews: true,
          createdAt: new Date(createdAt),
          ...extra,
        })
        .returning();
      return row!;
    },
  };
}
