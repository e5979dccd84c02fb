// The deals feature's components, for the deal page and the product page's promo widget.
export { DealPoints } from './deal-points';
export { DealTests } from './deal-tests';
export { PromoWidget } from './promo-widget';
