// The logged-in account's family members as the booking screen offers them. Booking reads them
// through the family feature's entry, so the screen needs no other feature's route.
import { requirePatient } from '@/lib/accounts';
import { savedAddressesOf } from '@/lib/booking';
import type { BookingMembersResponse } from '@/lib/booking/client';
import { getDb } from '@/lib/db';
import { listMembers } from '@/lib/family';
import { methodNotAllowed } from '@/lib/server-api/errors';
import { withApi } from '@/lib/server-api/handler';
import { PRIVATE } from '@/lib/server-api/responses';

export const dynamic = 'force-dynamic';

/** The account's members with their saved addresses, in the order they were added; 401 without a live session. */
export const GET = withApi(async (request) => {
  const db = await getDb();
  const patient = await requirePatient(db, request);
  const addresses = await savedAddressesOf(db, patient.userId);
  const answer: BookingMembersResponse = {
    members: (await listMembers(db, patient.userId, new Date())).map((m) => ({
      id: m.id,
      name: m.name,
      relation: m.relation,
      birth_date: m.birthDate,
      age: m.age,
      gender: m.gender,
      child: m.child,
      addresses: addresses.get(m.id) ?? [],
    })),
  };
  return Response.json(answer, { headers: PRIVATE });
});

export const POST = methodNotAllowed('GET');
