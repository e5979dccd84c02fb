// The ids of the catalogue as the wire carries them: one schema each, shared by every
// feature's contract, the pages' params and the proxy's product-path patterns.
import { z } from 'zod';

/** A product's public id inside a pattern: 6 letters or digits (any case on the way in). */
export const PRODUCT_ID_SOURCE = '[A-Za-z0-9]{6}';
/** The id as stored and as canonical addresses carry it: lower-case. */
export const CANONICAL_PRODUCT_ID_SOURCE = '[a-z0-9]{6}';
export const PRODUCT_ID = new RegExp(`^${PRODUCT_ID_SOURCE}$`);
/** A product page's path, /<city>/<product slug>/<product id>/: its three segments. */
export const PRODUCT_PATH = new RegExp(`^/([^/]+)/([^/]+)/(${PRODUCT_ID_SOURCE})/?$`);

/** A product id from a page's query string: lower-cased, or undefined when it is not one. */
export const productIdParam = z
  .string()
  .regex(PRODUCT_ID)
  .transform((s) => s.toLowerCase())
  .optional()
  .catch(undefined);

/** A yes/no in a query string. */
export const flag = z
  .enum(['true', 'false', '1', '0', 'True', 'False'])
  .transform((v) => v === 'true' || v === '1' || v === 'True');
/** The message of a missing or mistyped field. */
export const required = (expected: string) => (issue: { input: unknown }) =>
  issue.input === undefined ? 'is required' : `must be ${expected}`;
/** An id in a query string: digits only, within a Postgres integer. */
export const id = z
  .string({ error: required('a number') })
  .regex(/^[0-9]{1,10}$/, 'must be a whole number')
  .transform(Number)
  .refine((n) => n >= 1 && n <= 2_147_483_647, 'must be between 1 and 2147483647');
/** An id in a JSON body. */
export const bodyId = z
  .number({ error: required('a number') })
  .int('must be a whole number')
  .min(1, 'must be positive')
  .max(2_147_483_647, 'is too large');
export const randomId = z
  .string({ error: required('a product id') })
  .regex(PRODUCT_ID, 'must be a 6-character product id')
  .transform((v) => v.toLowerCase());
