// The product page's components, for app/'s product page to compose.
export { AboutBanner } from './about-banner';
export { BottomBar } from './bottom-bar';
export { CallMeCard } from './call-me-card';
export { CallUsBanner } from './call-us-banner';
export { Faqs } from './faqs';
export { ProductHero } from './hero';
export { LiveChatButton, LiveReviews } from './live-features';
export { LowestPriceAreas } from './lowest-price-areas';
export { NightPricing } from './night-pricing';
export { PartnerList } from './partner-list';
export { Preparation } from './preparation';
export { ProductLive } from './product-live';
export { SimilarTests } from './similar-tests';
export { Survey } from './survey';
