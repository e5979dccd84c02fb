// The organisations feature's components, for the public organisation page.
export { CentreDetails } from './centre-card';
export { ProductOffer } from './product-offer';
