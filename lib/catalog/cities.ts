import { asc, eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/connect';
import { areas, cities } from '@/lib/db/schema';
import type { Area, City } from './types';
import { cachedRead } from '@/lib/cache/cached-read';

const cityColumns = { id: cities.id, slug: cities.slug, name: cities.name, state: cities.state };

export async function listCities(db: Db): Promise<City[]> {
  return db.select(cityColumns).from(cities).orderBy(asc(cities.sortOrder));
}

/** Case-insensitive: marketing links sometimes say /Hyderabad/. */
export async function getCityBySlug(db: Db, slug: string): Promise<City | null> {
  const [city] = await db
    .select(cityColumns)
    .from(cities)
    .where(eq(cities.slug, slug.toLowerCase()))
    .limit(1);
  return city ?? null;
}

export async function getCityById(db: Db, id: number): Promise<City | null> {
  const [city] = await db.select(cityColumns).from(cities).where(eq(cities.id, id)).limit(1);
  return city ?? null;
}

export async function listAreas(db: Db, cityId: number): Promise<Area[]> {
  return db
    .select({ id: areas.id, name: areas.name, urlSlug: areas.urlSlug })
    .from(areas)
    .where(eq(areas.cityId, cityId))
    .orderBy(asc(areas.name), asc(areas.id));
}

/** The cities, in their order; they change only with a catalogue edit. */
export function cachedCities(): Promise<City[]> {
  return cachedRead(['cities'], { tags: ['cities'], revalidate: 3_600 }, listCities);
}

/** The city of an address's decoded segment, letter case aside; undefined for none. */
export async function cachedCityBySlug(segment: string | null | undefined) {
  const slug = segment?.toLowerCase();
  return slug ? (await cachedCities()).find((c) => c.slug === slug) : undefined;
}
