'use client';

import { useState, type FormEvent, type ReactNode } from 'react';
import { RequestError } from '@/lib/browser-api/client';
import type { CentreSettingsView } from '@/lib/centre-console/centre-view';
import { PostForm, ReadyButton } from '@/components/ui/ready-form';
import { ActionError, goTo, staffHttp } from '@/components/staff/client';

type Body = Record<string, unknown>;

/** Posts a change, reloads the page on success, and keeps the error (and its data) otherwise. */
function useChange(url: string) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const send = async (body: Body) => {
    setPending(true);
    setError(null);
    try {
      await staffHttp.post(url, body);
      goTo(window.location.pathname);
    } catch (e) {
      setError(e);
      setPending(false);
    }
  };
  return { pending, error, send };
}

const fieldsOf = (event: FormEvent<HTMLFormElement>) =>
  Object.fromEntries(new FormData(event.currentTarget).entries()) as Record<string, string>;

/** "YYYY-MM-DD" and "HH:MM" in India as an instant. */
const indiaIso = (date: string, time: string) => new Date(`${date}T${time}:00+05:30`).toISOString();

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="card" aria-label={title}>
      <h2>{title}</h2>
      {children}
    </section>
  );
}

/** A slot or day closed while it has bookings: the server names them and asks what to do. */
function BookingsQuestion({
  error,
  onAnswer,
}: {
  error: unknown;
  onAnswer: (extra: Body) => void;
}) {
  const [reason, setReason] = useState('');
  if (!(error instanceof RequestError) || error.subCode !== 'has_bookings') return null;
  const refs = (error.extraData.bookings as string[]) ?? [];
  return (
    <div className="staff-form" role="group" aria-label="What to do with its bookings">
      <p>
        {refs.length} booking(s) here: {refs.join(', ')}.
      </p>
      <button
        type="button"
        className="button button-secondary"
        onClick={() => onAnswer({ bookings: 'keep' })}
      >
        Keep them
      </button>
      <label>
        Why, for the patients
        <input value={reason} onChange={(e) => setReason(e.target.value)} maxLength={300} />
      </label>
      <button
        type="button"
        className="button"
        disabled={reason.trim().length < 3}
        onClick={() => onAnswer({ bookings: 'cancel', reason })}
      >
        Cancel them for the patients
      </button>
    </div>
  );
}

export function CentreForms({ centre }: { centre: CentreSettingsView }) {
  const base = `/api/partner/centres/${centre.id}`;
  const settings = useChange(`${base}/settings/`);
  const slots = useChange(`${base}/slots/`);
  const days = useChange(`${base}/closed-dates/`);
  const prices = useChange(`${base}/prices/`);
  const [slotBody, setSlotBody] = useState<Body | null>(null);
  const [dayBody, setDayBody] = useState<Body | null>(null);
  const s = centre.settings;
  const next = `/partner/centres/${centre.id}/`;

  const number = (name: keyof typeof s, label: string, min: number, max: number) => (
    <label>
      {label}
      <input name={name} type="number" min={min} max={max} defaultValue={s[name]} required />
    </label>
  );

  return (
    <>
      <Card title="Hours, slots and promises">
        <PostForm
          className="staff-form"
          onSubmit={(e) => {
            e.preventDefault();
            const f = fieldsOf(e);
            void settings.send({
              opens_at: f.opens_at,
              closes_at: f.closes_at,
              slot_minutes: Number(f.slot_minutes),
              slot_capacity: Number(f.slot_capacity),
              ack_minutes: Number(f.ack_minutes),
              late_credit: Number(f.late_credit),
              home_window_minutes: Number(f.home_window_minutes),
            });
          }}
        >
          <label>
            Opens at
            <input name="opens_at" type="time" defaultValue={s.opens_at} required />
          </label>
          <label>
            Closes at
            <input name="closes_at" type="time" defaultValue={s.closes_at} required />
          </label>
          {number('slot_minutes', 'Slot length (minutes)', 10, 240)}
          {number('slot_capacity', 'Patients per slot', 1, 100)}
          {number('ack_minutes', 'Minutes to accept a booking (opening hours)', 5, 1440)}
          {number('late_credit', 'Credit for a late home collection (₹)', 0, 5000)}
          {number('home_window_minutes', 'Home collection window (minutes)', 30, 240)}
          <ReadyButton type="submit" className="button" disabled={settings.pending}>
            Save
          </ReadyButton>
          <ActionError error={settings.error} loginNext={next} />
        </PostForm>
      </Card>

      <Card title="Block a slot">
        <PostForm
          className="staff-form"
          onSubmit={(e) => {
            e.preventDefault();
            const f = fieldsOf(e);
            const body = { slot_start: indiaIso(f.date!, f.time!), blocked: true };
            setSlotBody(body);
            void slots.send(body);
          }}
        >
          <label>
            Day
            <input name="date" type="date" required />
          </label>
          <label>
            Slot starting at
            <input name="time" type="time" required />
          </label>
          <ReadyButton type="submit" className="button" disabled={slots.pending}>
            Block
          </ReadyButton>
        </PostForm>
        <BookingsQuestion
          error={slots.error}
          onAnswer={(extra) => void slots.send({ ...slotBody, ...extra })}
        />
        <ActionError error={slots.error} loginNext={next} />
        {centre.blocked_slots.length > 0 && (
          <ul className="day-list">
            {centre.blocked_slots.map((b) => (
              <li key={b.slot_start} className="day-booking">
                {b.label} (blocked{b.booked ? `, ${b.booked} kept` : ''}){' '}
                <ReadyButton
                  className="button button-secondary"
                  onClick={() => void slots.send({ slot_start: b.slot_start, blocked: false })}
                >
                  Open again
                </ReadyButton>
              </li>
            ))}
          </ul>
        )}
      </Card>

      <Card title="Close a day">
        <PostForm
          className="staff-form"
          onSubmit={(e) => {
            e.preventDefault();
            const f = fieldsOf(e);
            const body = { date: f.date, closed: true, reason: f.reason || undefined };
            setDayBody(body);
            void days.send(body);
          }}
        >
          <label>
            Day
            <input name="date" type="date" required />
          </label>
          <label>
            Reason
            <input name="reason" maxLength={300} placeholder="Diwali" />
          </label>
          <ReadyButton type="submit" className="button" disabled={days.pending}>
            Close the day
          </ReadyButton>
        </PostForm>
        <BookingsQuestion
          error={days.error}
          onAnswer={(extra) => void days.send({ ...dayBody, ...extra })}
        />
        <ActionError error={days.error} loginNext={next} />
        {centre.closed_dates.length > 0 && (
          <ul className="day-list">
            {centre.closed_dates.map((d) => (
              <li key={d.date} className="day-booking">
                {d.date}: {d.reason}{' '}
                <ReadyButton
                  className="button button-secondary"
                  onClick={() => void days.send({ date: d.date, closed: false })}
                >
                  Open again
                </ReadyButton>
              </li>
            ))}
          </ul>
        )}
      </Card>

      <Card title="Prices">
        <ActionError error={prices.error} loginNext={next} />
        <ul className="day-list">
          {centre.prices.map((p) => (
            <li key={p.product_random_id} className="day-booking">
              <PostForm
                className="price-row"
                onSubmit={(e) => {
                  e.preventDefault();
                  const f = fieldsOf(e);
                  void prices.send({
                    product_random_id: p.product_random_id,
                    price: Number(f.price),
                    list_price: Number(f.list_price),
                    // Empty: the test's own report time.
                    report_hours: f.report_hours?.trim() ? Number(f.report_hours) : null,
                  });
                }}
              >
                <strong>{p.name}</strong>
                <label>
                  Price (₹)
                  <input name="price" type="number" min={1} defaultValue={p.price} required />
                </label>
                <label>
                  List price (₹)
                  <input
                    name="list_price"
                    type="number"
                    min={1}
                    defaultValue={p.list_price}
                    required
                  />
                </label>
                <label>
                  Report in (hours; empty: the test&apos;s {p.product_report_hours})
                  <input
                    name="report_hours"
                    type="number"
                    min={1}
                    max={720}
                    defaultValue={p.report_hours ?? ''}
                    placeholder={String(p.product_report_hours)}
                  />
                </label>
                <ReadyButton
                  type="submit"
                  className="button button-secondary"
                  disabled={prices.pending}
                >
                  Save
                </ReadyButton>
              </PostForm>
            </li>
          ))}
        </ul>
      </Card>
    </>
  );
}
