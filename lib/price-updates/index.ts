// Setting a centre's price, server entry: the operations call that lists and sets prices (with
// its token) and the centre console's own price change.
import '@/lib/server-api/server-only';

export { listCentrePrices, setCentrePrice } from './prices';
export { opsPriceUpdateBody, opsPricesQuery } from './contract';
export { requireOpsToken } from './token';
