import type { SafetyAnswersView } from '@/lib/booking-desk/safety';

/**
 * The patient's safety answers, each question as they read it with the answer, the ones that
 * matter marked; then the preparation they were given. Operations call back about these.
 */
export function SafetyAnswers({ safety }: { safety: SafetyAnswersView }) {
  return (
    <section className="card safety-answers" aria-labelledby="booking-safety">
      <h2 id="booking-safety">Safety answers before the test</h2>
      {safety.unreadable && (
        <p className="staff-error">
          The answers are kept but could not be opened: ask the patient again.
        </p>
      )}
      {!safety.unreadable && safety.answers.length === 0 && (
        <p className="muted">No answers to safety questions are kept with this booking.</p>
      )}
      {safety.answers.length > 0 && (
        <table className="staff-table staff-facts">
          <tbody>
            {safety.answers.map((line) => (
              <tr key={line.question}>
                <th scope="row">{line.question}</th>
                <td>
                  {line.matters ? <strong>{line.answer}</strong> : line.answer}
                  {line.detail ? ` (${line.detail})` : ''}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <h3>Instructions the patient was given</h3>
      {safety.instructions.length === 0 ? (
        <p className="muted">None.</p>
      ) : (
        <ul>
          {safety.instructions.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
