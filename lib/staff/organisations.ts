import { asc, eq } from 'drizzle-orm';
import { HttpError } from '@/lib/server-api/errors';
import type { Db } from '@/lib/db/connect';
import { areas, centres, cities, organisations } from '@/lib/db/schema';

export async function listOrganisations(db: Db) {
  return db
    .select({ id: organisations.id, name: organisations.name })
    .from(organisations)
    .orderBy(asc(organisations.name));
}

export async function centresOf(db: Db, organisationId: number) {
  const [org] = await db
    .select({ id: organisations.id })
    .from(organisations)
    .where(eq(organisations.id, organisationId));
  if (!org) throw new HttpError(404, 'organisation_not_found', 'That organisation was not found.');
  return db
    .select({ id: centres.id, name: centres.name, area: areas.name, city: cities.name })
    .from(centres)
    .innerJoin(areas, eq(areas.id, centres.areaId))
    .innerJoin(cities, eq(cities.id, centres.cityId))
    .where(eq(centres.organisationId, organisationId))
    .orderBy(asc(cities.name), asc(areas.name), asc(centres.name));
}
