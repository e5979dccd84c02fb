// Which centres' bookings a staff member may see: centre staff their own centres, the other
// roles every centre. Checked on the server for every search and every booking opened.
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '@/lib/db/connect';
import { areas, centres, organisations } from '@/lib/db/schema';
import type { StaffViewer } from './viewer';

/** The centre ids the viewer may see; null: every centre. */
export function centreScope(viewer: StaffViewer): number[] | null {
  // Fails closed: centre staff without a resolved list see nothing rather than everything.
  if (viewer.role === 'centre_staff') return viewer.centreIds ?? [];
  return viewer.centreIds;
}

export interface CentreOption {
  id: number;
  name: string;
  organisation_name: string;
  area_name: string;
}

/** The centres a centre staff member may pick from; null for roles that see every centre. */
export async function centreOptions(db: Db, viewer: StaffViewer): Promise<CentreOption[] | null> {
  const scope = centreScope(viewer);
  if (scope === null) return null;
  if (scope.length === 0) return [];
  return db
    .select({
      id: centres.id,
      name: centres.name,
      organisation_name: organisations.name,
      area_name: areas.name,
    })
    .from(centres)
    .innerJoin(organisations, eq(organisations.id, centres.organisationId))
    .innerJoin(areas, eq(areas.id, centres.areaId))
    .where(inArray(centres.id, scope))
    .orderBy(asc(centres.name), asc(centres.id));
}
