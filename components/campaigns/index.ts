export { CampaignBeacon } from './beacon';
