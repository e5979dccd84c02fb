// The visitor's city, remembered in a cookie (written in the browser by
// components/home/remember-city, read by the home page on the server).

export const CITY_COOKIE = 'customer_city';
/** A year: a patient's city rarely changes. */
export const CITY_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;
