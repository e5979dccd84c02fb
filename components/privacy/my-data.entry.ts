// My data's entry: its forms, apart from index.ts (in every page's footer) and client.ts (in the
// product page's forms) so that no other page's script carries them.
export { EraseForm } from './erase-form';
export { PrivacyChoicesForm } from './privacy-choices';
