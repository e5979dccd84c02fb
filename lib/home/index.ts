// The home feature's server entry: the popular tests call's wire contract.
export { popularTestsQuery, popularTestsResponse, type PopularTests } from './contract';
