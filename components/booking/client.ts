// The booking's access form apart, for its not-found page (a Client Component), which loads
// nothing else of the feature.
export { BookingAccessForm } from './access-form';
