// The centre console's schedule and price routes share one shape: the member admitted to the
// 'partner' area, the centre id read from the address (a malformed one is not found), the body
// checked, the change made for the member's own centre only.
import type { NextRequest } from 'next/server';
import type { z } from 'zod';
import { HttpError } from '@/lib/server-api/errors';
import { parseJsonBody } from '@/lib/server-api/validation';
import { withStaffApi, type StaffContext } from '@/lib/staff';

type Context = { params: Promise<{ id: string }> };

export function centreRoute<S extends z.ZodType>(
  schema: S,
  change: (staff: StaffContext, centreId: number, body: z.infer<S>) => Promise<unknown>,
) {
  return withStaffApi('partner', async (request: NextRequest, staff, { params }: Context) => {
    const { id } = await params;
    if (!/^\d{1,9}$/.test(id)) throw new HttpError(404, 'not_found', 'That was not found.');
    const body = await parseJsonBody(request, schema);
    const result = await change(staff, Number(id), body);
    return Response.json({ ok: true, ...(result ?? {}) });
  });
}
