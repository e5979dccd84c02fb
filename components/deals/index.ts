// The deals feature's server components: the product page's promo widget.
export { PromoWidget } from './promo-widget';
