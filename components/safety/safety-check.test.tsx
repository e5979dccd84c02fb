/** @jest-environment jsdom */
import { useState } from 'react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { PatientFacts, SafetyAnswers, TestFacts } from '@/lib/safety/client';
import { renderIntl } from '@/lib/testing/intl';
import { SafetyCheck } from './safety-check';

// The messages are read from disk as on the server (lib/i18n/messages).
jest.mock('../../lib/server-api/server-only', () => ({}));

const MRI: TestFacts = { categoryCode: 'mri', urlSlug: 'mri-brain', fasting: false };
const SUGAR: TestFacts = {
  categoryCode: 'pathology',
  urlSlug: 'fasting-blood-sugar',
  fasting: true,
};
const ABDOMEN: TestFacts = {
  categoryCode: 'ultrasound',
  urlSlug: 'ultrasound-whole-abdomen',
  fasting: false,
};
const WOMAN: PatientFacts = { gender: 'female', age: 30 };
const MAN: PatientFacts = { gender: 'male', age: 30 };

function Check({
  test,
  patient,
  whose = null,
  onChange = () => {},
}: {
  test: TestFacts;
  patient: PatientFacts;
  whose?: string | null;
  onChange?: (next: SafetyAnswers) => void;
}) {
  const [value, setValue] = useState<SafetyAnswers>({ answers: {} });
  return (
    <SafetyCheck
      test={test}
      patient={patient}
      whose={whose}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
      callBack={<button type="button">Call me back</button>}
    />
  );
}

const group = (name: string | RegExp) => screen.getByRole('group', { name });

it('asks a woman of 30 booking an MRI whether she is pregnant, and a man not', () => {
  const { unmount } = render(<Check test={MRI} patient={WOMAN} />);
  expect(group('Before the test: a few safety questions')).toBeInTheDocument();
  expect(screen.getByText('About you')).toBeInTheDocument();
  expect(group('Pregnant, or could be?')).toBeInTheDocument();
  expect(within(group(/pacemaker/)).getByLabelText('Yes')).toBeInTheDocument();
  expect(screen.getByLabelText('Weight in kg')).toHaveAttribute('inputmode', 'numeric');
  expect(screen.getByText(/a safety screening, not a diagnosis/)).toBeInTheDocument();
  unmount();

  render(<Check test={MRI} patient={MAN} whose="Ravi" />);
  expect(screen.getByText('About Ravi')).toBeInTheDocument();
  expect(group(/pacemaker/)).toBeInTheDocument();
  expect(screen.queryByRole('group', { name: 'Pregnant, or could be?' })).toBeNull();
});

it('a pacemaker stops the online booking: the reason, its source and the way to a call', () => {
  const onChange = jest.fn();
  render(<Check test={MRI} patient={MAN} onChange={onChange} />);
  expect(screen.queryByRole('alert')).toBeNull();

  fireEvent.click(within(group(/pacemaker/)).getByLabelText('Yes'));
  expect(onChange).toHaveBeenLastCalledWith({ answers: { pacemaker: 'yes' } });
  const panel = screen.getByRole('alert');
  expect(panel).toHaveTextContent('This test cannot be booked online with this answer');
  expect(panel).toHaveTextContent(/radiologist has to check the exact model/);
  const source = within(panel).getByRole('link', { name: /ACR Manual on MR Safety/ });
  expect(source).toHaveAttribute('rel', 'noopener');
  expect(source.getAttribute('href')).toMatch(/^https:\/\/www\.acr\.org\//);
  expect(within(panel).getByRole('button', { name: 'Call me back' })).toBeInTheDocument();
  expect(panel).toHaveTextContent(/Change the answer above/);

  fireEvent.click(within(group(/pacemaker/)).getByLabelText('No'));
  expect(screen.queryByRole('alert')).toBeNull();
});

it('an implant asks which one, and the weight is a whole number of kg', () => {
  const onChange = jest.fn();
  render(<Check test={MRI} patient={MAN} onChange={onChange} />);
  expect(screen.queryByLabelText(/Which one/)).toBeNull();
  fireEvent.click(within(group(/Any other implant/)).getByLabelText('Yes'));
  fireEvent.change(screen.getByLabelText(/Which one/), { target: { value: 'Knee, Zimmer' } });
  expect(onChange).toHaveBeenLastCalledWith({
    answers: { implants: 'yes' },
    details: { implants: 'Knee, Zimmer' },
  });
  fireEvent.change(screen.getByLabelText('Weight in kg'), { target: { value: '72' } });
  expect(onChange.mock.lastCall[0].answers.weight).toBe(72);
  fireEvent.change(screen.getByLabelText('Weight in kg'), { target: { value: '' } });
  expect(onChange.mock.lastCall[0].answers).not.toHaveProperty('weight');
});

it('a fasting lab test with diabetes on insulin shows the insulin instruction', () => {
  render(<Check test={SUGAR} patient={WOMAN} />);
  const diabetes = group('Diabetes, treated with');
  expect(
    within(diabetes)
      .getAllByRole('radio')
      .map((r) => r.getAttribute('value')),
  ).toEqual(['no', 'tablets', 'insulin']);
  expect(screen.queryByRole('region', { name: 'Your preparation' })).toBeNull();
  fireEvent.click(within(diabetes).getByLabelText('Insulin'));
  const preparation = screen.getByRole('region', { name: 'Your preparation' });
  expect(preparation).toHaveTextContent(/Do not stop or change your insulin/);
  expect(within(preparation).getByRole('link', { name: /ICMR/ })).toBeInTheDocument();
});

it("an abdominal ultrasound asks nothing and shows the test's own preparation", () => {
  render(<Check test={ABDOMEN} patient={WOMAN} />);
  expect(screen.queryByRole('group')).toBeNull();
  expect(screen.queryByRole('radio')).toBeNull();
  const preparation = screen.getByRole('region', { name: 'Your preparation' });
  expect(preparation).toHaveTextContent(/Do not eat for 6 to 8 hours/);
  expect(preparation).toHaveTextContent(/Come with a full bladder/);
});

it('in Hindi the questions, answers and outcome are Hindi', () => {
  renderIntl(<Check test={MRI} patient={WOMAN} />, { locale: 'hi' });
  expect(screen.queryByText('Before the test: a few safety questions')).toBeNull();
  const all = screen.getAllByRole('group');
  expect(all[0]!.querySelector('legend')!.textContent).toMatch(/[\u0900-\u097F]/);
  fireEvent.click(within(all[1]!).getAllByRole('radio')[0]!);
  expect(screen.getByRole('alert').textContent).toMatch(/[\u0900-\u097F]{3}/);
  expect(screen.queryByText(/cannot be booked online/)).toBeNull();
});
