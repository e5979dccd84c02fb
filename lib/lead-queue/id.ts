const ID = /^[1-9][0-9]{0,15}$/;

/** A lead id from the address: a positive integer, else null (a lead that does not exist). */
export function parseLeadId(raw: string | undefined): number | null {
  if (!raw || !ID.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) ? id : null;
}
