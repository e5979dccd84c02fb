/** The storefront's name, used in titles and the header. */
export const SITE_NAME = 'DiagnoBook';
