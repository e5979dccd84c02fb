'use client';

import type { ReactNode } from 'react';
import type { Assessment, Sourced } from '@/lib/safety/client';
import { useSafetyTexts } from './texts';

function Source({ source }: { source: Sourced<string>['source'] }) {
  const t = useSafetyTexts();
  return (
    <a className="safety-source" href={source.url} rel="noopener" target="_blank">
      {t('source', { title: source.title })}
    </a>
  );
}

/**
 * Why the test cannot be booked online with these answers, each reason with its source, and
 * the way on: a call back (the page's own), or, on an agent's call, what the agent does.
 */
export function BlockPanel({
  blocks,
  callBack,
  onCall,
}: {
  blocks: Assessment['blocks'];
  callBack: ReactNode;
  onCall: boolean;
}) {
  const t = useSafetyTexts();
  return (
    <div role="alert" className="safety-blocks">
      <p className="safety-blocks-title">
        <strong>{t('blocks.title')}</strong>
      </p>
      <ul>
        {blocks.map((block) => (
          <li key={block.id}>
            <p>{t(`blocks.${block.id}`)}</p>
            <Source source={block.source} />
          </li>
        ))}
      </ul>
      {onCall ? (
        // The agent is on the call already: staff screens are English only.
        <p>
          <strong>Do not book: transfer the caller to the centre&apos;s radiologist.</strong>
        </p>
      ) : (
        <>
          <p>{t('blocks.call')}</p>
          {callBack}
        </>
      )}
      <p className="muted">{t('blocks.change')}</p>
    </div>
  );
}

/** This patient's preparation: the test's own, then what their answers add. */
export function Instructions({ instructions }: { instructions: Assessment['instructions'] }) {
  const t = useSafetyTexts();
  return (
    <section className="safety-instructions" aria-label={t('instructions.title')}>
      <h3>{t('instructions.title')}</h3>
      <ul>
        {instructions.map((instruction) => (
          <li key={instruction.id}>
            <p>{t(`instructions.${instruction.id}`)}</p>
            <Source source={instruction.source} />
          </li>
        ))}
      </ul>
    </section>
  );
}
