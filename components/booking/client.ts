// The booking feature's client components apart, for client code elsewhere: the booking's access
// form, which its not-found page (a Client Component) shows.
export { BookingAccessForm } from './access-form';
