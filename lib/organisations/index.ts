// The organisations feature's server entry: a public organisation page's data.
import '@/lib/server-api/server-only';
export {
  cachedOrganisationPage,
  listCentreOffers,
  loadOrganisationPage,
  type CentreOffer,
  type OrganisationCentre,
  type OrganisationPageData,
  type OrganisationPrice,
} from './organisation-page';
