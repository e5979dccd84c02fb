// The chat feature's server entry: the conversation log's wire contract and its record.
import '@/lib/server-api/server-only';
export { conversationLogBody, conversationLogResponse, type ConversationLog } from './contract';
export { startConversation, type ConversationInput } from './conversations';
