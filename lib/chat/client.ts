// The chat feature's browser-safe entry: its browser call.
export { chatCalls, type ChatCalls } from './api';
export { CONVERSION_EVENTS } from './conversion';
