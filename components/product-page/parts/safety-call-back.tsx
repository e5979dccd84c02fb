'use client';

import { useState } from 'react';
import english from '@/lib/i18n/messages/en/safety.json';
import { useFeatureMessages } from '@/lib/i18n/feature-messages';
import { Popup } from '@/components/ui/popup';
import { LiveCallMeForm } from '../live-features';

/**
 * The booking screen's way on when a safety answer stops the online booking: the page's own
 * call-me form in a popup. The promise it gets shows above the booking screen.
 */
export function SafetyCallBack() {
  const t = useFeatureMessages('safety', english);
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="button" onClick={() => setOpen(true)}>
        {t('blocks.callButton')}
      </button>
      <Popup open={open} onClose={() => setOpen(false)} title={t('blocks.callButton')}>
        <p>{t('blocks.call')}</p>
        <LiveCallMeForm tooltip="nearBy" pointing="center" onSuccess={() => setOpen(false)} />
      </Popup>
    </>
  );
}
