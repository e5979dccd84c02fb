// The chat's browser call: the conversation log.
import type { HttpClient, RequestOptions } from '@/lib/browser-api/client';
import type { ConversationLog } from './contract';

export function chatCalls(http: HttpClient) {
  return {
    conversationLog: (
      body: {
        source_page_name: string;
        third_party_flow_name: string;
        product_random_id?: string;
        city_id?: number;
      },
      opts?: RequestOptions,
    ) => http.post<ConversationLog>('/api/whatsapp/conversation_log/', body, opts),
  };
}

export type ChatCalls = ReturnType<typeof chatCalls>;
