'use client';

import { useState } from 'react';
import { telHref } from '@/lib/env/site';
import { bookingHash } from '@/lib/product-page/page-inputs';
import { homeServiceOf, useLive } from './live-context';
import { Popup } from '@/components/ui/popup';

export const SURVEY_QUESTION = 'When are you looking to get the test';

/** SPEC.md point 4, survey: 'Yes' books; 'No' asks when, or offers a call for questions. */
export function Survey() {
  const live = useLive();
  const [open, setOpen] = useState(false);
  const [questions, setQuestions] = useState(false);
  const book = () => {
    setOpen(false);
    live.go(bookingHash(homeServiceOf(live)));
  };

  return (
    <section className="card survey" aria-labelledby="survey">
      <h2 id="survey">{SURVEY_QUESTION}?</h2>
      <p className="muted">Within the next 2 days?</p>
      <div className="survey-answers">
        <button type="button" className="button" onClick={book}>
          Yes
        </button>
        <button type="button" className="button button-outline" onClick={() => setOpen(true)}>
          No
        </button>
      </div>
      <Popup open={open} onClose={() => setOpen(false)} title={SURVEY_QUESTION}>
        <div className="survey-options">
          <button type="button" className="button button-outline" onClick={book}>
            After 2 Days
          </button>
          <button type="button" className="button button-outline" onClick={book}>
            Next week
          </button>
          <button
            type="button"
            className="button button-outline"
            onClick={() => setQuestions(true)}
          >
            I have questions
          </button>
        </div>
        {questions && (
          <p className="survey-call">
            <a href={telHref(live.inputs.sitePhone)} className="button" data-conversion="call">
              Call us: {live.inputs.sitePhone}
            </a>
          </p>
        )}
      </Popup>
    </section>
  );
}
