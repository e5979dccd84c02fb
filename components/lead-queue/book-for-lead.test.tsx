/** @jest-environment jsdom */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import type { CallerMember } from '@/lib/booking/client';
import { indiaDate } from '@/lib/locale/india';
import { screenCentre, screenSlot } from '@/lib/testing/booking-screen';
import { BookForLead } from './book-for-lead';

// The agent's booking screen for a lead: "Who is this test for?" offers the caller's members
// from the staff family route, and the booking goes to the staff booking route.

jest.mock('@/components/staff/client', () => ({
  ...jest.requireActual('@/components/staff/client'),
  goTo: jest.fn(),
}));

const LEAD = 41;
const PHONE = '9876511111';
const DATE = indiaDate(new Date(Date.now() + 2 * 86_400_000));
const centre = screenCentre();
const slot = screenSlot(DATE);
const MEMBERS: CallerMember[] = [
  {
    id: 11,
    name: 'Lakshmi Devi',
    relation: 'mother',
    age: 68,
    gender: 'female',
    child: false,
    phone_verified: true,
    phone_masked: '******2345',
    addresses: [],
  },
  {
    id: 12,
    name: 'Arjun Iyer',
    relation: 'son',
    age: 27,
    gender: 'male',
    child: false,
    phone_verified: false,
    phone_masked: null,
    addresses: [],
  },
];

let fetchMock: jest.Mock;
// jsdom has no Response: the client reads only these of one.
const json = (body: unknown, status = 200) => ({
  ok: status < 400,
  status,
  json: async () => body,
});

beforeEach(() => {
  fetchMock = jest.fn(async (url: string) => {
    if (url.startsWith('/api/booking/centres/')) return json({ centres: [centre] });
    if (url.startsWith('/api/booking/slots/'))
      return json({ date: DATE, dates: [DATE], slots: [slot] });
    if (url === `/api/staff/leads/${LEAD}/family/`) return json({ members: MEMBERS });
    if (url === `/api/staff/leads/${LEAD}/book/`)
      return json({ booking: { page_url: '/ops/bookings/DX-ABCDEF/' } }, 201);
    return json({ reason: 'no', error_code: 404, sub_code: 'not_found', extra_data: {} }, 404);
  });
  global.fetch = fetchMock as unknown as typeof fetch;
});

// A test the safety check asks nothing of; the MRI's questions have a test of their own below.
const NO_CHECK = { categoryCode: 'pathology', urlSlug: 'complete-blood-count', fasting: false };
const MRI = { categoryCode: 'mri', urlSlug: 'mri-brain', fasting: false };

function renderScreen(test = NO_CHECK) {
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <BookForLead
        leadId={LEAD}
        phone={PHONE}
        productRandomId="ay5jt4"
        productName="MRI Brain"
        cityId={1}
        service="walkin"
        test={test}
      />
    </SWRConfig>,
  );
}

/** What the screen sent to the staff booking route. */
function booked() {
  const call = fetchMock.mock.calls.find(([url]) => url === `/api/staff/leads/${LEAD}/book/`);
  return JSON.parse(call![1].body as string);
}

async function pickSlot() {
  fireEvent.click(await screen.findByRole('radio', { name: /Alpha Imaging Banjara Hills/ }));
  fireEvent.click(await screen.findByRole('button', { name: /15:00/ }));
}

it("offers the caller's members with their verified numbers masked; picking one fills and locks the patient, and books for them", async () => {
  renderScreen();
  await pickSlot();
  expect(await screen.findByRole('group', { name: 'Who is this test for?' })).toBeInTheDocument();
  expect(fetchMock).toHaveBeenCalledWith(`/api/staff/leads/${LEAD}/family/`, expect.anything());
  expect(screen.getByLabelText('The caller (account holder)')).toBeChecked();
  expect(screen.getByLabelText('Arjun Iyer (Son, 27) · no verified number')).not.toBeChecked();
  fireEvent.click(screen.getByLabelText('Lakshmi Devi (Mother, 68) · ******2345'));
  expect(screen.getByLabelText('Full name')).toHaveValue('Lakshmi Devi');
  expect(screen.getByLabelText('Full name')).toHaveAttribute('readonly');
  expect(screen.getByLabelText('Age')).toHaveValue('68');
  expect(screen.getByLabelText('Gender')).toBeDisabled();
  fireEvent.click(screen.getByRole('button', { name: 'Confirm booking' }));
  await waitFor(() => expect(booked()).toBeDefined());
  expect(booked()).toMatchObject({
    member_id: 11,
    patient: { name: 'Lakshmi Devi', age: 68, gender: 'female', phone: PHONE },
  });
  expect(booked().save_member).toBeUndefined();
});

it("keeps someone new for the caller; a child's declaration is the caller's, ticked by the agent", async () => {
  renderScreen();
  await pickSlot();
  fireEvent.click(await screen.findByLabelText('Someone new'));
  fireEvent.click(screen.getByLabelText('Save to My family'));
  fireEvent.change(screen.getByLabelText('Full name'), { target: { value: 'Diya Iyer' } });
  fireEvent.change(screen.getByLabelText('Age'), { target: { value: '7' } });
  fireEvent.change(screen.getByLabelText('Gender'), { target: { value: 'female' } });
  fireEvent.change(screen.getByLabelText('Relation'), { target: { value: 'daughter' } });
  fireEvent.change(screen.getByLabelText('Date of birth'), { target: { value: '2019-05-04' } });
  // The guardian's own words, as the agent read them out.
  const declared = screen.getByLabelText(
    /^I read this to the caller and they declared it: “I am this child’s parent or lawful guardian/,
  );
  fireEvent.click(declared);
  fireEvent.click(screen.getByRole('button', { name: 'Confirm booking' }));
  await waitFor(() => expect(booked()).toBeDefined());
  expect(booked()).toMatchObject({
    patient: { name: 'Diya Iyer', age: 7 },
    save_member: { relation: 'daughter', birth_date: '2019-05-04', guardian: true },
  });
  expect(booked().member_id).toBeUndefined();
});

it('an MRI answer that needs a doctor stops the booking, with no call back offered on a call', async () => {
  renderScreen(MRI);
  await pickSlot();
  fireEvent.click(await screen.findByLabelText('Lakshmi Devi (Mother, 68) · ******2345'));
  const pacemaker = screen.getByRole('group', { name: /pacemaker/ });
  fireEvent.click(within(pacemaker).getByLabelText('Yes'));
  const panel = screen.getByRole('alert');
  expect(panel).toHaveTextContent(/transfer the caller to the centre's radiologist/);
  expect(within(panel).queryByRole('button')).toBeNull();
  expect(screen.getByRole('button', { name: 'Confirm booking' })).toBeDisabled();
});
