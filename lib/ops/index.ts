// The operations feature's server entry: setting a centre's price, for the centre's own console.
import '@/lib/server-api/server-only';

export { setCentrePrice } from './prices';
