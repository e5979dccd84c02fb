'use client';

// The features the product page composes, fed from its live state: each feature takes what
// it needs as props and knows nothing of the page.
import type { ComponentProps } from 'react';
import { CallMeForm } from '@/components/call-me';
import { ChatButton } from '@/components/chat';
import { Reviews } from '@/components/reviews/client';
import type { CustomerCenterReviews } from '@/lib/reviews/client';
import { useLive } from './live-context';

export function LiveReviews({ initial }: { initial: CustomerCenterReviews | null }) {
  const { api, inputs } = useLive();
  return <Reviews initial={initial} scope={inputs} calls={api} />;
}

export function LiveChatButton({ navigate }: { navigate?: (url: string) => void }) {
  const { api, inputs, random } = useLive();
  return <ChatButton page={inputs} calls={api} random={random} navigate={navigate} />;
}

export function LiveCallMeForm(
  props: Omit<ComponentProps<typeof CallMeForm>, 'calls' | 'knownPhone' | 'onPromise'>,
) {
  const { api, basicInfo, promised } = useLive();
  const knownPhone = basicInfo?.is_logged_in ? basicInfo.customer_phone : null;
  return <CallMeForm {...props} calls={api} knownPhone={knownPhone} onPromise={promised} />;
}
