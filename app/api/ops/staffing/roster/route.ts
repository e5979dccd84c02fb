import { changeRoster, rosterForm, STAFFING_PAGE } from '@/lib/staffing';
import { methodNotAllowed } from '@/lib/server-api/errors';
import { parseFormBody } from '@/lib/server-api/validation';
import { audit, withStaffApi } from '@/lib/staff';

export const dynamic = 'force-dynamic';

/**
 * The roster's form on the staffing page (a plain form post, so it works without JavaScript):
 * the admin adds a shift or removes one, audited in the same transaction, and is sent back to
 * the page (303). A refused form answers in the shared error shape.
 */
export const POST = withStaffApi('roster', async (request, { viewer, db }) => {
  const form = await parseFormBody(request, rosterForm);
  await changeRoster(db, form, (tx, change) =>
    audit(tx, viewer, {
      action: change.action,
      recordType: 'staff',
      recordId: change.staffUserId,
      detail: change.detail,
    }),
  );
  return new Response(null, { status: 303, headers: { Location: `${STAFFING_PAGE}#roster` } });
});

export const GET = methodNotAllowed('POST');
