// What PostgreSQL (or PGlite) said when a statement failed. Drizzle wraps the driver's error in
// its own (`cause`); both drivers give SQLSTATE `code` and, for constraint errors, the
// constraint's or column's name.
export interface DatabaseErrorFields {
  code: string;
  constraint?: string;
  column?: string;
}

export const UNIQUE_VIOLATION = '23505';
export const NOT_NULL_VIOLATION = '23502';
export const SERIALIZATION_FAILURE = '40001';
export const DEADLOCK = '40P01';

export function databaseErrorOf(error: unknown): DatabaseErrorFields | null {
  for (let e: unknown = error, depth = 0; e && depth < 4; depth++) {
    const fields = e as Partial<DatabaseErrorFields> & { cause?: unknown };
    if (typeof fields.code === 'string' && /^[0-9A-Z]{5}$/.test(fields.code))
      return fields as DatabaseErrorFields;
    e = fields.cause;
  }
  return null;
}

/** The unique constraint a failed statement broke, or null for any other failure. */
export function brokenUniqueConstraint(error: unknown): string | null {
  const fields = databaseErrorOf(error);
  return fields?.code === UNIQUE_VIOLATION ? (fields.constraint ?? null) : null;
}
