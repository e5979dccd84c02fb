// The accounts feature's components that another feature shows (booking's code input).
export { PhoneCode } from './phone-code';
export { NumberAndCode } from './number-and-code';
