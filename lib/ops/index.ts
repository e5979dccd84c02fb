// The operations feature's server entry: setting a centre's price, for the centre's own console.
import 'server-only';

export { setCentrePrice } from './prices';
