// npm run staff:create -- --email a@b.in --role admin [--name "Asha Rao"] [--org <id or slug>]
// Creates a staff account (the first admin, above all) and prints its first password; the
// person sets up their authenticator at their first login.
import { parseArgs } from 'node:util';
import { eq, or } from 'drizzle-orm';
import { organisations } from '@/lib/db/schema';
import { parseEnv } from '@/lib/env/schema';
import { createStaffAccount } from '@/lib/staff/accounts';
import { COMMAND_LINE, newStaffPassword } from '@/lib/staff/provision';
import { STAFF_ROLES, type StaffRole } from '@/lib/staff/roles';
import { staffAuthFor } from '@/lib/staff/secret';
import { openMigrated, run } from './cli-db';

const USAGE = `Usage: npm run staff:create -- --email <email> --role <${STAFF_ROLES.join('|')}> [--name <name>] [--org <organisation id or slug>]`;

run(async () => {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      role: { type: 'string' },
      name: { type: 'string' },
      org: { type: 'string' },
    },
  });
  if (!values.email || !values.role) throw new Error(USAGE);
  if (!(STAFF_ROLES as readonly string[]).includes(values.role))
    throw new Error(`Unknown role. ${USAGE}`);
  const env = parseEnv(process.env);
  const handle = await openMigrated();
  try {
    let organisationId: number | undefined;
    if (values.org) {
      const asId = /^\d+$/.test(values.org) ? Number(values.org) : -1;
      const [org] = await handle.db
        .select({ id: organisations.id })
        .from(organisations)
        .where(or(eq(organisations.id, asId), eq(organisations.slug, values.org)));
      if (!org) throw new Error(`No organisation ${values.org}.`);
      organisationId = org.id;
    }
    const auth = await staffAuthFor(handle.primary, env);
    const password = process.env.STAFF_PASSWORD ?? newStaffPassword();
    const email = values.email.trim().toLowerCase();
    await createStaffAccount(auth, handle.primary, COMMAND_LINE, {
      email,
      name: values.name ?? email.split('@')[0]!,
      password,
      role: values.role as StaffRole,
      organisationId,
    });
    console.log(`Created ${values.role} ${email}. First password: ${password}`);
    console.log('They set up an authenticator app at their first login at /ops/login/.');
  } finally {
    await handle.close();
  }
});
