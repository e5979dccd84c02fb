'use client';

import { useState } from 'react';
import { telHref } from '@/lib/env/site';
import { bookingHash } from '@/lib/product-page/page-inputs';
import { homeServiceOf, useLive } from './live-context';
import { Popup } from '@/components/ui/popup';
import { useProductTexts } from './texts';

/** The English question (the messages' productPage.survey in every language). */
export const SURVEY_QUESTION = 'When are you looking to get the test';

/** docs/product.md, States, survey: 'Yes' books; 'No' asks when, or offers a call for questions. */
export function Survey() {
  const t = useProductTexts();
  const live = useLive();
  const [open, setOpen] = useState(false);
  const [questions, setQuestions] = useState(false);
  const book = () => {
    setOpen(false);
    live.go(bookingHash(homeServiceOf(live)));
  };

  return (
    <section className="card survey" aria-labelledby="survey">
      <h2 id="survey">{t('survey.heading')}</h2>
      <p className="muted">{t('survey.soon')}</p>
      <div className="survey-answers">
        <button type="button" className="button" onClick={book}>
          {t('survey.yes')}
        </button>
        <button type="button" className="button button-outline" onClick={() => setOpen(true)}>
          {t('survey.no')}
        </button>
      </div>
      <Popup open={open} onClose={() => setOpen(false)} title={t('survey.question')}>
        <div className="survey-options">
          <button type="button" className="button button-outline" onClick={book}>
            {t('survey.afterTwoDays')}
          </button>
          <button type="button" className="button button-outline" onClick={book}>
            {t('survey.nextWeek')}
          </button>
          <button
            type="button"
            className="button button-outline"
            onClick={() => setQuestions(true)}
          >
            {t('survey.questions')}
          </button>
        </div>
        {questions && (
          <p className="survey-call">
            <a href={telHref(live.inputs.sitePhone)} className="button" data-conversion="call">
              {t('survey.callUs', { phone: live.inputs.sitePhone })}
            </a>
          </p>
        )}
      </Popup>
    </section>
  );
}
