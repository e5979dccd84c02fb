import Link from 'next/link';
import type { ReactNode } from 'react';
import { BOOKING_STATUSES, STATUS_LABELS } from '@/lib/booking/client';
import type { BookingFilters, FilterErrors } from '@/lib/booking-desk/filters';
import { BOOKINGS_PATH } from '@/lib/booking-desk/paths';
import type { CentreOption } from '@/lib/staff/client';

type Field = Exclude<keyof BookingFilters, 'before'>;

const LABELS: Record<Field, string> = {
  reference: 'Reference',
  number: 'Patient’s number',
  centre: 'Centre',
  date: 'Slot date',
  status: 'Status',
  made_by: 'Made by',
};

/** "Slot date must be …" reads as one sentence; a message that is a sentence already stays one. */
function sentence(field: Field, message: string): string {
  return /^[A-Z]/.test(message) ? message : `${LABELS[field]} ${message}`;
}

interface Props {
  /** What was typed, shown back as it was so a mistake can be corrected. */
  values: Record<string, string>;
  errors: FilterErrors;
  /** Centre staff pick one of their centres; null: any centre id may be typed. */
  centres: CentreOption[] | null;
}

/**
 * The search form: a plain GET form, so the filters live in the address (shareable, back
 * button) and it works before any script loads. Messages come from the server's validation.
 */
export function BookingsFilters({ values, errors, centres }: Props) {
  const field = (name: Field, label: string, control: ReactNode) => (
    <label>
      {label}
      {control}
      {errors[name] && (
        <span id={`${name}-error`} className="staff-error">
          {sentence(name, errors[name])}
        </span>
      )}
    </label>
  );
  const described = (name: Field) =>
    errors[name] ? { 'aria-invalid': true, 'aria-describedby': `${name}-error` } : {};

  return (
    <form className="staff-filters" method="get" action={BOOKINGS_PATH} role="search">
      {field(
        'reference',
        LABELS.reference,
        <input
          name="reference"
          defaultValue={values.reference ?? ''}
          placeholder="DX-7KQ2MP"
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          size={11}
          {...described('reference')}
        />,
      )}
      {field(
        'number',
        LABELS.number,
        <input
          name="number"
          type="tel"
          inputMode="tel"
          defaultValue={values.number ?? ''}
          placeholder="98765 43210"
          autoComplete="off"
          size={13}
          {...described('number')}
        />,
      )}
      {centres
        ? field(
            'centre',
            LABELS.centre,
            <select name="centre" defaultValue={values.centre ?? ''} {...described('centre')}>
              <option value="">All my centres</option>
              {centres.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}, {c.area_name}
                </option>
              ))}
            </select>,
          )
        : field(
            'centre',
            'Centre id',
            <input
              name="centre"
              inputMode="numeric"
              defaultValue={values.centre ?? ''}
              autoComplete="off"
              size={7}
              {...described('centre')}
            />,
          )}
      {field(
        'date',
        LABELS.date,
        <input name="date" type="date" defaultValue={values.date ?? ''} {...described('date')} />,
      )}
      {field(
        'status',
        LABELS.status,
        <select name="status" defaultValue={values.status ?? ''} {...described('status')}>
          <option value="">Any</option>
          {BOOKING_STATUSES.map((status) => (
            <option key={status} value={status}>
              {STATUS_LABELS[status]}
            </option>
          ))}
        </select>,
      )}
      {field(
        'made_by',
        LABELS.made_by,
        <select name="made_by" defaultValue={values.made_by ?? ''} {...described('made_by')}>
          <option value="">Anyone</option>
          <option value="agent">An agent</option>
          <option value="patient">The patient</option>
        </select>,
      )}
      <button type="submit" className="button">
        Search
      </button>
      <Link href={BOOKINGS_PATH} prefetch={false}>
        Clear
      </Link>
      {errors.before && (
        // Only an edited or truncated address gets here: the page links are made by the server.
        <p className="staff-error">
          That page of results is not one this search made: search again.
        </p>
      )}
    </form>
  );
}
