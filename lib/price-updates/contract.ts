// The wire contract of the operations API /api/ops/prices/ (bearer token).
import { z } from 'zod';
import { bodyId, id, randomId, required } from '@/lib/catalog/ids';

export const opsPricesQuery = z.object({ product_random_id: randomId, city_id: id });

const rupees = z
  .number({ error: required('a whole number of rupees') })
  .int()
  .min(1)
  .max(10_000_000);

export const opsPriceUpdateBody = z
  .object({
    centre_id: bodyId,
    product_random_id: randomId,
    price: rupees,
    list_price: rupees,
  })
  .refine((b) => b.list_price > b.price, { message: 'must be above price', path: ['list_price'] });
