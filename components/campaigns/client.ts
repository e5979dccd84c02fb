// The beacon alone, for the root layout: the patient pages load nothing of the staff screens.
export { CampaignBeacon } from './beacon';
