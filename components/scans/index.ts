// The scans feature's components, for the scans page.
export { HashTabs, type Tab } from './hash-tabs';
