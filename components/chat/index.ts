// The chat feature's components, for the pages that compose it.
export { ChatButton, CHAT_LABELS, type ChatPage } from './chat-button';
export { ConversionLinks } from './conversion-links';
