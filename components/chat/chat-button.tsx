'use client';

import { useState } from 'react';
import { reportConversion, shouldReportChatConversion } from '@/lib/chat/conversion';
import { chatBookingMessage, CHAT_FLOW } from '@/lib/chat/flow';
import { whatsappHref } from '@/lib/env/site';
import type { ChatCalls } from '@/lib/chat/client';
import { useChatTexts } from './texts';

/** The English labels (the messages' chat namespace holds them in every language). */
export const CHAT_LABELS = {
  idle: 'Book your appointment via WhatsApp',
  pending: 'Please Wait...',
} as const;

/**
 * docs/product.md, States, chat booking button: logs a conversation, then opens WhatsApp with the
 * business number, a message asking to book the product, and the conversation's id.
 */
/** The page the chat is about. */
export interface ChatPage {
  productRandomId: string;
  productName: string;
  cityId: number;
  cityName: string;
  whatsappNumber: string;
}

export function ChatButton({
  page: inputs,
  calls: api,
  random,
  navigate = (url: string) => window.location.assign(url),
}: {
  page: ChatPage;
  calls: ChatCalls;
  /** The conversion draw (tests pin it). */
  random: () => number;
  navigate?: (url: string) => void;
}) {
  const t = useChatTexts();
  const [pending, setPending] = useState(false);

  const start = async () => {
    setPending(true);
    if (shouldReportChatConversion(random)) {
      reportConversion('chat', { product_random_id: inputs.productRandomId });
    }
    try {
      const { active_conversation_id: id } = await api.conversationLog({
        ...CHAT_FLOW,
        product_random_id: inputs.productRandomId,
        city_id: inputs.cityId,
      });
      navigate(whatsappHref(inputs.whatsappNumber, chatBookingMessage(inputs, id)));
    } catch (error) {
      window.alert(error instanceof Error ? error.message : String(error));
    }
    // Also after success: a patient coming back from WhatsApp finds the button ready again.
    setPending(false);
  };

  return (
    <button type="button" className="button button-chat" disabled={pending} onClick={start}>
      {pending ? t('pending') : t('idle')}
    </button>
  );
}
