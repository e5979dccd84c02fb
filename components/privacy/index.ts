// The privacy feature's components for other features: the consent line and marketing box of
// the forms that take a number (call-me, booking).
export { ConsentLine, MarketingBox } from './consent-line';
