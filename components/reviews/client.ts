// The reviews feature's client components, for the product page's live parts.
export { Reviews } from './reviews';
