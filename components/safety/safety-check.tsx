'use client';

import type { ReactNode } from 'react';
import {
  assess,
  questionsFor,
  type Answer,
  type PatientFacts,
  type QuestionId,
  type SafetyAnswers,
  type TestFacts,
} from '@/lib/safety/client';
import { BlockPanel, Instructions } from './outcome';
import { QuestionField } from './question-field';
import { useSafetyTexts } from './texts';

/**
 * The pre-visit safety questions for one test and one patient, and what the answers mean as
 * they are given: a reason the test cannot be booked online, or this patient's preparation.
 * The server decides the same way from the same rules (lib/safety/rules.ts).
 */
export function SafetyCheck({
  test,
  patient,
  whose,
  value,
  onChange,
  callBack = null,
  onCall = false,
}: {
  test: TestFacts;
  patient: PatientFacts;
  /** Whose test: null for the patient themself, else the family member's name. */
  whose: string | null;
  value: SafetyAnswers;
  onChange: (next: SafetyAnswers) => void;
  /** The page's way to ask for a call back, shown when an answer stops the booking. */
  callBack?: ReactNode;
  /** An agent's screen: no call back is offered (the agent is on the call). */
  onCall?: boolean;
}) {
  const t = useSafetyTexts();
  const asked = questionsFor(test, patient);
  const outcome = assess(test, patient, value);
  const setAnswer = (question: QuestionId, answer: Answer | undefined) => {
    const answers = { ...value.answers };
    if (answer === undefined) delete answers[question];
    else answers[question] = answer;
    onChange({ ...value, answers });
  };
  const setDetail = (question: QuestionId, detail: string) =>
    onChange({ ...value, details: { ...value.details, [question]: detail } });
  return (
    <div className="safety-check">
      {asked.length > 0 && (
        <fieldset className="safety-questions">
          <legend>{t('title')}</legend>
          <p className="safety-whose">
            <strong>{whose === null ? t('aboutYou') : t('aboutMember', { name: whose })}</strong>
          </p>
          {asked.map((question) => (
            <QuestionField
              key={question}
              question={question}
              answer={value.answers[question]}
              detail={value.details?.[question] ?? ''}
              onAnswer={(answer) => setAnswer(question, answer)}
              onDetail={(detail) => setDetail(question, detail)}
            />
          ))}
          <p className="muted safety-note">
            {t('screening')} {t('private')}
          </p>
        </fieldset>
      )}
      {outcome.blocks.length > 0 && (
        <BlockPanel blocks={outcome.blocks} callBack={callBack} onCall={onCall} />
      )}
      {outcome.instructions.length > 0 && <Instructions instructions={outcome.instructions} />}
    </div>
  );
}
