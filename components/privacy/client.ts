// The privacy feature's browser-safe components for other features: the consent line and the
// marketing box of the forms that take a number (call-me, booking). The notices' server
// components are in index.ts, apart, so no client bundle pulls the settings in.
export { ConsentLine, MarketingBox } from './consent-line';
