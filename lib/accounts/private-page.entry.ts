// The patient's own pages' entry (My bookings, My family, My data): kept out of the server
// entry, which the worker loads too, because it brings in Next's page-only redirect.
export { isPatient, patientOrLogin, privatePageMetadata } from './private-page';
