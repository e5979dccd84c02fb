// The simulated storefront's database and who works on it: an embedded PostgreSQL (PGlite)
// loaded from the seeded catalogue (made once and kept in the temporary folder, like the tests'
// template), the ops agents and one staff member per partner organisation.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { PGLITE_EXTENSIONS, wrapPglite, type Db, type DbHandle } from '@/lib/db/connect';
import { MIGRATIONS_FOLDER } from '@/lib/db/migrate';
import { rowsOf } from '@/lib/db/rows';
import { seedDatabase } from '@/lib/db/seed';
import { ensurePgliteTemplate } from '@/lib/db/testing';
import { staffUsers } from '@/lib/db/staff-schema';
import { productPath } from '@/lib/catalog/urls';
import type { StaffViewer } from '@/lib/staff/viewer';
import type { LeadAgent } from '@/lib/lead-queue/claim';

/** The catalogue seed the storefront ships with (SEED's default), at scale 1. */
export const CATALOGUE_SEED = 20261121;

const SEED_SOURCES = path.join(process.cwd(), 'lib/db/seed');

function seededTemplatePath(): string {
  const hash = createHash('sha256');
  for (const folder of [MIGRATIONS_FOLDER, SEED_SOURCES, path.join(SEED_SOURCES, 'data')]) {
    if (!existsSync(folder)) continue;
    for (const file of readdirSync(folder).sort()) {
      const full = path.join(folder, file);
      if (/\.(sql|ts|json)$/.test(file) && !file.includes('.test.'))
        hash.update(readFileSync(full));
    }
  }
  hash.update(String(CATALOGUE_SEED));
  return path.join(os.tmpdir(), `storefront-sim-${hash.digest('hex').slice(0, 16)}.tar.gz`);
}

/** The migrated and seeded database as a dump: about 25 s to make once, 2 s to load. */
async function seededTemplate(): Promise<Blob> {
  const file = seededTemplatePath();
  if (!existsSync(file)) {
    const migrated = await readFile(await ensurePgliteTemplate());
    const client = await PGlite.create({
      loadDataDir: new Blob([migrated]),
      extensions: PGLITE_EXTENSIONS,
    });
    await seedDatabase(wrapPglite(client).db, { seed: CATALOGUE_SEED, scale: 1 });
    const dump = await client.dumpDataDir('gzip');
    await client.close();
    const partial = `${file}.${process.pid}.partial`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, file);
  }
  return new Blob([await readFile(file)]);
}

/** One (centre, product) the catalogue offers, with what a patient chooses by. */
export interface Offer {
  centreId: number;
  organisationId: number;
  cityId: number;
  city: string;
  productRandomId: string;
  /** The product page a call-me is sent from. */
  page: string;
  fasting: boolean;
  home: boolean;
  popularity: number;
  opensAt: string;
  closesAt: string;
}

export class World {
  private client!: PGlite;
  private handle!: DbHandle;
  private open = false;
  offers: Offer[] = [];
  agents: LeadAgent[] = [];
  private centreStaff = new Map<number, StaffViewer>();

  /** The database as the servers see it now: a closed one fails every statement. */
  get db(): Db {
    if (!this.open) throw new DatabaseDown();
    return this.handle.primary;
  }

  static async create(agentCount: number): Promise<World> {
    const world = new World();
    world.client = await PGlite.create({
      loadDataDir: await seededTemplate(),
      extensions: PGLITE_EXTENSIONS,
    });
    world.handle = wrapPglite(world.client);
    world.open = true;
    await world.loadOffers();
    await world.addStaff(agentCount);
    return world;
  }

  /** The database goes down (its data kept, as on disk); statements fail until `restart`. */
  async stop(): Promise<Blob> {
    const data = await this.client.dumpDataDir('none');
    this.open = false;
    await this.client.close();
    return data;
  }

  async restart(data: Blob): Promise<void> {
    this.client = await PGlite.create({ loadDataDir: data, extensions: PGLITE_EXTENSIONS });
    this.handle = wrapPglite(this.client);
    this.open = true;
  }

  async close(): Promise<void> {
    if (this.open) await this.client.close();
    this.open = false;
  }

  private async loadOffers(): Promise<void> {
    const rows = rowsOf<{
      centre_id: number;
      organisation_id: number;
      city_id: number;
      city: string;
      city_slug: string;
      random_id: string;
      url_slug: string;
      is_fasting_required: boolean;
      home: boolean;
      popularity: number;
      opens_at: string;
      closes_at: string;
    }>(
      await this.db.execute(sql`
        select cp.centre_id, c.organisation_id, cp.city_id, ci.name as city, ci.slug as city_slug,
          p.random_id, p.url_slug, p.is_fasting_required, p.popularity, c.opens_at::text, c.closes_at::text,
          (cp.home_service_available and c.home_service and p.home_service_allowed) as home
        from centre_prices cp
        join centres c on c.id = cp.centre_id
        join products p on p.id = cp.product_id
        join cities ci on ci.id = cp.city_id
        order by cp.city_id, cp.product_id, cp.centre_id`),
    );
    this.offers = rows.map((r) => ({
      centreId: r.centre_id,
      organisationId: r.organisation_id,
      cityId: r.city_id,
      city: r.city,
      productRandomId: r.random_id,
      page: productPath(r.city_slug, r.url_slug, r.random_id),
      fasting: r.is_fasting_required,
      home: r.home,
      popularity: r.popularity,
      opensAt: r.opens_at,
      closesAt: r.closes_at,
    }));
  }

  private async addStaff(agentCount: number): Promise<void> {
    const organisations = [...new Set(this.offers.map((o) => o.organisationId))].sort(
      (a, b) => a - b,
    );
    const centresOf = new Map<number, number[]>();
    const centres = rowsOf<{ id: number; organisation_id: number }>(
      await this.db.execute(sql`select id, organisation_id from centres order by id`),
    );
    for (const c of centres) {
      centresOf.set(c.organisation_id, [...(centresOf.get(c.organisation_id) ?? []), c.id]);
    }
    const agents = Array.from({ length: agentCount }, (_, k) => ({
      id: `sim-agent-${k + 1}`,
      name: `Agent ${k + 1}`,
      email: `agent${k + 1}@sim.invalid`,
      role: 'ops_agent',
      organisationId: null as number | null,
    }));
    const staff = organisations.map((org) => ({
      id: `sim-centre-${org}`,
      name: `Front desk ${org}`,
      email: `desk${org}@sim.invalid`,
      role: 'centre_staff',
      organisationId: org as number | null,
    }));
    await this.db
      .insert(staffUsers)
      .values(
        [...agents, ...staff].map((s) => ({ ...s, emailVerified: true, twoFactorEnabled: true })),
      );
    this.agents = agents.map((a) => ({ id: a.id, email: a.email, ip: '127.0.0.1' }));
    for (const s of staff) {
      this.centreStaff.set(s.organisationId!, {
        id: s.id,
        email: s.email,
        name: s.name,
        role: 'centre_staff',
        organisationId: s.organisationId,
        centreIds: centresOf.get(s.organisationId!) ?? [],
        enrolled: true,
        sessionId: `sim-session-${s.organisationId}`,
        ip: '127.0.0.1',
      });
    }
  }

  /** The front desk of the centre's organisation. */
  deskOf(organisationId: number): StaffViewer {
    return this.centreStaff.get(organisationId)!;
  }
}

/** What a request meets while the database is restarting. */
export class DatabaseDown extends Error {
  constructor() {
    super('The database is restarting.');
  }
}
