import { getTranslations } from 'next-intl/server';
import type { RemindersText } from './reminders-switch';

/** The reminders switch's words in the page's language, read on the server. */
export async function remindersText(): Promise<RemindersText> {
  const t = await getTranslations('reminders');
  return {
    off: t('off'),
    on: t('on'),
    turnOn: t('turnOn'),
    stop: t('stop'),
    failed: t('failed'),
    wait: t('wait'),
  };
}
