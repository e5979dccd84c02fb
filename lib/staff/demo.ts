// One demo staff account per role on the embedded database (never in production, never on
// PostgreSQL), so that someone trying `npm start` can open the staff side at once. The logins
// are kept in a file beside the data (mode 0600) and printed at every start.
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/connect';
import { organisations } from '@/lib/db/schema';
import { staffUsers } from '@/lib/db/staff-schema';
import type { StaffAuth } from './auth';
import { createEnrolled, newStaffPassword } from './provision';
import { STAFF_ROLES, type StaffRole } from './roles';

export interface DemoLogin {
  role: StaffRole;
  email: string;
  password: string;
  totpSecret: string;
  organisation?: string;
}

export const demoEmail = (role: StaffRole) =>
  `demo-${role.replace('_', '-')}@staff.diagnobook.test`;

export function demoFile(dataDir: string): string {
  return path.resolve(`${dataDir}-staff-demo.json`);
}

export async function readDemoLogins(file: string): Promise<DemoLogin[]> {
  return existsSync(file) ? (JSON.parse(await readFile(file, 'utf8')) as DemoLogin[]) : [];
}

/** Creates the demo accounts that are missing; gives back every demo login known. */
export async function ensureDemoStaff(auth: StaffAuth, db: Db, file: string): Promise<DemoLogin[]> {
  const known = await readDemoLogins(file);
  const [org] = await db
    .select({ id: organisations.id, name: organisations.name })
    .from(organisations)
    .orderBy(asc(organisations.id))
    .limit(1);
  let changed = false;
  for (const role of STAFF_ROLES) {
    const email = demoEmail(role);
    const [exists] = await db
      .select({ id: staffUsers.id })
      .from(staffUsers)
      .where(eq(staffUsers.email, email));
    if (exists) continue;
    const password = newStaffPassword();
    const centreStaff = role === 'centre_staff' && org;
    const { secret } = await createEnrolled(auth, db, {
      email,
      name: `Demo ${role.replace('_', ' ')}`,
      password,
      role,
      ...(centreStaff ? { organisationId: org.id } : {}),
    });
    const login: DemoLogin = {
      role,
      email,
      password,
      totpSecret: secret,
      ...(centreStaff ? { organisation: org.name } : {}),
    };
    const index = known.findIndex((k) => k.email === email);
    if (index >= 0) known[index] = login;
    else known.push(login);
    changed = true;
  }
  if (changed) await writeFile(file, JSON.stringify(known, null, 2), { mode: 0o600 });
  return known;
}

export function describeDemoLogins(logins: DemoLogin[]): string {
  const lines = logins.map(
    (l) =>
      `  ${l.role.padEnd(12)} ${l.email}  password ${l.password}  TOTP secret ${l.totpSecret}${
        l.organisation ? `  (${l.organisation})` : ''
      }`,
  );
  return [
    'Demo staff accounts (embedded database, not production) at /ops/login/:',
    ...lines,
    '  Add the TOTP secret to an authenticator app for the login code.',
  ].join('\n');
}
