// What the consoles' own client components take from the staff screens: the request client and
// its messages, and the error line that offers to log in again.
export { goTo, problemOf, staffHttp } from './api';
export { ActionError } from './action-error';
