import { and, eq } from 'drizzle-orm';
import { auditLog } from '@/lib/db/staff-schema';
import { createTestDb, type TestDb } from '@/lib/db/testing';
import { HttpError } from '@/lib/server-api/errors';
import { parseQuery } from '@/lib/server-api/validation';
import { centreOptions, type StaffViewer } from '@/lib/staff';
import { bookingFiltersSchema, parseFilterParams } from './filters';
import { SEARCH_PAGE_SIZE, searchBookings } from './search';
import {
  ASHA_PHONE,
  DAY,
  NEXT_DAY,
  OLD_RUN,
  seedBookingsScenario,
  type BookingsScenario,
} from '@/lib/testing/bookings-scenario';

let t: TestDb;
let s: BookingsScenario;

beforeAll(async () => {
  t = await createTestDb();
  s = await seedBookingsScenario(t.db);
});
afterAll(async () => {
  await t?.close();
});

/** The filters as the API reads them from its query string. */
const filters = (query: string) =>
  parseQuery(new Request(`http://localhost/api/staff/bookings/?${query}`), bookingFiltersSchema);

async function references(viewer: StaffViewer, query = '') {
  const result = await searchBookings(t.db, viewer, filters(query));
  return result.bookings.map((b) => b.reference);
}

async function statusOf(promise: Promise<unknown>) {
  try {
    await promise;
    return 200;
  } catch (error) {
    if (error instanceof HttpError) return error.status;
    throw error;
  }
}

const ALL = 4 + OLD_RUN;

describe('for admin and operations agents', () => {
  it('lists every centre’s latest bookings first, 50 to a page, the next page where it left off', async () => {
    for (const viewer of [s.viewers.admin, s.viewers.agent]) {
      const first = await searchBookings(t.db, viewer, filters(''));
      expect(first.bookings).toHaveLength(SEARCH_PAGE_SIZE);
      const { ashaMri, raviByAgent, ashaHome, meenaB } = s.bookings;
      expect(first.bookings.slice(0, 4).map((b) => b.reference)).toEqual(
        [raviByAgent, meenaB, ashaHome, ashaMri].map((b) => b.reference),
      );
      const slots = first.bookings.map((b) => b.slot_start);
      expect([...slots].sort().reverse()).toEqual(slots);
      expect(first.next_before).not.toBeNull();

      const second = await searchBookings(t.db, viewer, filters(`before=${first.next_before}`));
      expect(second.bookings).toHaveLength(ALL - SEARCH_PAGE_SIZE);
      expect(second.next_before).toBeNull();
      const seen = new Set([...first.bookings, ...second.bookings].map((b) => b.reference));
      expect(seen.size).toBe(ALL);
    }
  });

  it('describes each row: slot in India, test, centre and organisation, service, total, who made it', async () => {
    const [row] = (await searchBookings(t.db, s.viewers.agent, filters(`date=${NEXT_DAY}`)))
      .bookings;
    expect(row).toEqual({
      reference: s.bookings.raviByAgent.reference,
      slot_start: s.bookings.raviByAgent.slotStart.toISOString(),
      slot_date: NEXT_DAY,
      slot_time: '09:00',
      product_name: 'MRI Brain',
      centre: {
        id: s.centres.a1.id,
        name: 'Nirmal Imaging Ameerpet',
        organisation_name: 'Nirmal Imaging',
      },
      service: 'walkin',
      patient_name: 'Ravi Kumar',
      phone_masked: '91XXXXXX80',
      status: 'cancelled_by_patient',
      total: 3750,
      made_by_agent: true,
    });
  });
});

describe('each filter narrows the list', () => {
  it('by reference, in any case and with or without its DX-', async () => {
    const wanted = s.bookings.ashaHome.reference;
    expect(await references(s.viewers.admin, `reference=${wanted.toLowerCase()}`)).toEqual([
      wanted,
    ]);
    expect(await references(s.viewers.admin, `reference=${wanted.slice(3)}`)).toEqual([wanted]);
  });

  it('by the patient’s number, as it is typed', async () => {
    const spaced = encodeURIComponent(`+91 ${ASHA_PHONE.slice(0, 5)} ${ASHA_PHONE.slice(5)}`);
    expect(await references(s.viewers.admin, `number=${spaced}`)).toEqual([
      s.bookings.ashaHome.reference,
      s.bookings.ashaMri.reference,
    ]);
  });

  it('by centre', async () => {
    expect(await references(s.viewers.admin, `centre=${s.centres.a1.id}`)).toEqual([
      s.bookings.raviByAgent.reference,
      s.bookings.ashaMri.reference,
    ]);
  });

  it('by the India date of the slot', async () => {
    expect(await references(s.viewers.admin, `date=${DAY}`)).toEqual([
      s.bookings.meenaB.reference,
      s.bookings.ashaHome.reference,
      s.bookings.ashaMri.reference,
    ]);
    expect(await references(s.viewers.admin, 'date=2026-11-26')).toEqual([]);
  });

  it('by status', async () => {
    expect(await references(s.viewers.admin, 'status=cancelled_by_patient')).toEqual([
      s.bookings.raviByAgent.reference,
    ]);
    const confirmed = await searchBookings(t.db, s.viewers.admin, filters('status=confirmed'));
    expect(confirmed.bookings.every((b) => b.status === 'confirmed')).toBe(true);
    expect(confirmed.bookings.map((b) => b.reference)).not.toContain(
      s.bookings.raviByAgent.reference,
    );
  });

  it('by who made it', async () => {
    expect(await references(s.viewers.admin, 'made_by=agent')).toEqual([
      s.bookings.raviByAgent.reference,
    ]);
    expect(await references(s.viewers.admin, `made_by=patient&centre=${s.centres.a1.id}`)).toEqual([
      s.bookings.ashaMri.reference,
    ]);
  });

  it('by several filters at once', async () => {
    expect(
      await references(
        s.viewers.admin,
        `number=${ASHA_PHONE}&date=${DAY}&centre=${s.centres.a2.id}`,
      ),
    ).toEqual([s.bookings.ashaHome.reference]);
  });
});

describe('centre staff see their own centres only', () => {
  it('sees the bookings of their organisation’s centres and nothing of another’s', async () => {
    const { ashaMri, raviByAgent, ashaHome, meenaB } = s.bookings;
    expect(await references(s.viewers.staffA)).toEqual(
      [raviByAgent, ashaHome, ashaMri].map((b) => b.reference),
    );
    expect(await references(s.viewers.staffA, `reference=${meenaB.reference}`)).toEqual([]);
    expect(await references(s.viewers.staffB, `reference=${ashaMri.reference}`)).toEqual([]);
  });

  it('bound to some centres, does not see the organisation’s other centres', async () => {
    expect(await references(s.viewers.staffA1)).toEqual([
      s.bookings.raviByAgent.reference,
      s.bookings.ashaMri.reference,
    ]);
    expect(await references(s.viewers.staffA1, `number=${ASHA_PHONE}`)).toEqual([
      s.bookings.ashaMri.reference,
    ]);
  });

  it('gets 404 for a centre outside their scope, as for one that does not exist', async () => {
    for (const [viewer, centre] of [
      [s.viewers.staffA, s.centres.b1.id],
      [s.viewers.staffA1, s.centres.a2.id],
      [s.viewers.staffB, 999_999],
    ] as const) {
      const error = await searchBookings(t.db, viewer, filters(`centre=${centre}`)).catch(
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(HttpError);
      expect(error).toMatchObject({ status: 404, subCode: 'not_found' });
    }
    expect(await statusOf(searchBookings(t.db, s.viewers.admin, filters('centre=999999')))).toBe(
      200,
    );
  });

  it('is offered only their own centres to pick from', async () => {
    expect((await centreOptions(t.db, s.viewers.staffA1))?.map((c) => c.id)).toEqual([
      s.centres.a1.id,
    ]);
    expect((await centreOptions(t.db, s.viewers.staffA))?.map((c) => c.id).sort()).toEqual(
      [s.centres.a1.id, s.centres.a2.id].sort(),
    );
    expect(await centreOptions(t.db, s.viewers.agent)).toBeNull();
  });

  it('sees nothing when no centre could be resolved, rather than everything', async () => {
    const unresolved = { ...s.viewers.staffA, centreIds: null };
    expect(await references(unresolved)).toEqual([]);
    expect(await references({ ...s.viewers.staffA, centreIds: [] })).toEqual([]);
  });
});

describe('the patient’s number', () => {
  it('is masked in every result', async () => {
    const result = await searchBookings(t.db, s.viewers.admin, filters(''));
    for (const row of result.bookings) expect(row.phone_masked).toMatch(/^\d{2}X{6}\d{2}$/);
    const text = JSON.stringify(result);
    for (const phone of [ASHA_PHONE, '9123456780', '9000000001', '9988776655']) {
      expect(text).not.toContain(phone);
    }
  });

  it('searched for, writes one bookings.searched row with the number masked', async () => {
    const searches = () =>
      t.db
        .select()
        .from(auditLog)
        .where(
          and(
            eq(auditLog.action, 'bookings.searched'),
            eq(auditLog.staffUserId, s.users.staffA.id),
          ),
        );
    const before = (await searches()).length;
    await searchBookings(t.db, s.viewers.staffA, filters(`number=${ASHA_PHONE}&status=confirmed`));
    const rows = await searches();
    expect(rows).toHaveLength(before + 1);
    expect(rows.at(-1)).toMatchObject({
      staffEmail: 'staff-a@example.in',
      recordType: 'bookings',
      recordId: 'search',
      detail: { number: '98XXXXXX10', status: 'confirmed' },
      ip: '10.0.0.7',
    });
    expect(JSON.stringify(rows.at(-1)!.detail)).not.toContain(ASHA_PHONE);
  });

  it('not searched for, audits the bookings the results name, and nothing when none', async () => {
    const searched = async () =>
      t.db
        .select()
        .from(auditLog)
        .where(
          and(eq(auditLog.staffUserId, s.users.agent.id), eq(auditLog.action, 'bookings.searched')),
        );
    const before = (await searched()).length;
    const result = await searchBookings(
      t.db,
      s.viewers.agent,
      filters(`date=${DAY}&status=confirmed`),
    );
    const rows = await searched();
    expect(rows).toHaveLength(before + 1);
    expect(rows.at(-1)!.detail).toEqual({
      date: DAY,
      status: 'confirmed',
      shown: result.bookings.map((b) => b.reference),
    });
    await searchBookings(t.db, s.viewers.agent, filters('date=2027-01-15'));
    expect(await searched()).toHaveLength(before + 1);
  });
});

describe('invalid filters', () => {
  it('are a 400 naming each bad field', () => {
    const error = (() => {
      try {
        filters('reference=XYZ&number=12345&centre=abc&date=2026-02-30&status=open&made_by=me');
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 400, subCode: 'invalid_parameter' });
    const fields = (error as HttpError).extraData.fields as { field: string; message: string }[];
    expect(Object.fromEntries(fields.map((f) => [f.field, f.message]))).toEqual({
      reference: 'must be a booking reference like DX-7KQ2MP',
      number: 'Enter a valid 10-digit mobile number',
      centre: 'must be a whole number',
      date: '2026-02-30 is not a date in the calendar',
      status: 'must be one of the booking statuses',
      made_by: 'must be agent or patient',
    });
  });

  it('give the page a message per field; blank fields mean any', () => {
    expect(parseFilterParams({ number: '', centre: '', date: '24/11/2026', before: 'x' })).toEqual({
      ok: false,
      errors: {
        date: 'must be a date as YYYY-MM-DD',
        before: 'is not a page of this search: start again from the first page',
      },
    });
    expect(parseFilterParams({ reference: ' ', status: '' })).toEqual({ ok: true, filters: {} });
  });
});
