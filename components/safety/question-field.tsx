'use client';

import { useId, useState } from 'react';
import { QUESTIONS, type Answer, type QuestionId } from '@/lib/safety/client';
import { useSafetyTexts } from './texts';

/** One question: a yes/no or choice group of radios (its own fieldset), or a weight in kg. */
export function QuestionField({
  question,
  answer,
  detail,
  onAnswer,
  onDetail,
}: {
  question: QuestionId;
  answer: Answer | undefined;
  detail: string;
  onAnswer: (answer: Answer | undefined) => void;
  onDetail: (detail: string) => void;
}) {
  const t = useSafetyTexts();
  const id = useId();
  const kind = QUESTIONS[question];
  // The typed text stays as typed ("7" on the way to "70"); only a whole number answers.
  const [typed, setTyped] = useState(typeof answer === 'number' ? String(answer) : '');
  if (kind.kind === 'number') {
    return (
      <div className="safety-question safety-number" data-question={question}>
        <label htmlFor={`${id}-n`}>{t(`questions.${question}`)}</label>
        <input
          id={`${id}-n`}
          name={`safety_${question}`}
          type="number"
          inputMode="numeric"
          min={kind.min}
          max={kind.max}
          step={1}
          value={typed}
          onChange={(event) => {
            const text = event.target.value;
            setTyped(text);
            onAnswer(/^\d{1,3}$/.test(text.trim()) ? Number(text.trim()) : undefined);
          }}
        />
      </div>
    );
  }
  const options =
    kind.kind === 'choice'
      ? kind.options.map((option) => ({ value: option, label: t(`choices.${option}`) }))
      : [
          { value: 'yes' as const, label: t('yes') },
          { value: 'no' as const, label: t('no') },
        ];
  return (
    <fieldset className={`safety-question safety-${kind.kind}`} data-question={question}>
      <legend>{t(`questions.${question}`)}</legend>
      <div className="safety-options">
        {options.map((option) => (
          <label key={option.value} className="safety-option">
            <input
              type="radio"
              name={`${id}-${question}`}
              value={option.value}
              checked={answer === option.value}
              onChange={() => onAnswer(option.value)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      {kind.kind === 'yesno' && kind.detail && answer === 'yes' && (
        <div className="safety-detail">
          <label htmlFor={`${id}-d`}>{t(`questions.${question}Detail`)}</label>
          <input
            id={`${id}-d`}
            name={`safety_${question}_detail`}
            type="text"
            maxLength={200}
            value={detail}
            onChange={(event) => onDetail(event.target.value)}
          />
        </div>
      )}
    </fieldset>
  );
}
