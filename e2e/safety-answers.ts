import type { Page } from '@playwright/test';

/**
 * Answers the booking screen's safety questions as a patient with nothing to declare: "No" to
 * each yes/no, a choice's first option, 70 kg; `overrides` answers some otherwise (by question
 * id: 'yes', 'no', a choice's value, or a weight). Call it after the patient's gender and age:
 * the pregnancy question depends on them. A test without questions leaves nothing to answer.
 */
export async function answerSafety(
  page: Page,
  overrides: Record<string, string | number> = {},
): Promise<void> {
  const questions = page.locator('form.booking-screen .safety-questions [data-question]');
  const count = await questions.count();
  for (let i = 0; i < count; i++) {
    const question = questions.nth(i);
    const id = (await question.getAttribute('data-question'))!;
    const wanted = overrides[id];
    const number = question.locator('input[type="number"]');
    if ((await number.count()) > 0) {
      await number.fill(String(wanted ?? 70));
      continue;
    }
    const radio =
      wanted === undefined
        ? question.locator('input[type="radio"][value="no"]').first()
        : question.locator(`input[type="radio"][value="${wanted}"]`);
    await ((await radio.count()) > 0 ? radio : question.getByRole('radio').first()).check();
  }
}
