// A logged-in patient for route tests: the Cookie header of a new session for a number.
import { createSession, SESSION_COOKIE } from '@/lib/accounts/session';
import type { Db } from '@/lib/db/connect';
import { users } from '@/lib/db/schema';

export async function loggedIn(db: Db, phone: string): Promise<{ cookie: string; userId: number }> {
  const [user] = await db
    .insert(users)
    .values({ phone })
    .onConflictDoUpdate({ target: users.phone, set: { phone } })
    .returning({ id: users.id });
  const { token } = await createSession(db, user!.id);
  return { cookie: `${SESSION_COOKIE}=${token}`, userId: user!.id };
}
