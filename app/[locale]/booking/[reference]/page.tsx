import type { Metadata } from 'next';
import { DeliveryList } from '@/components/messages/delivery-list';
import { deliveryOf } from '@/lib/messages/status';
import { cookies } from 'next/headers';
import { notFound } from 'next/navigation';
import '@/components/booking/booking.css';
import { BookingActions } from '@/components/booking/booking-actions';
import { FastingCountdown } from '@/components/booking/fasting-countdown';
import { HttpError } from '@/lib/server-api/errors';
import { ownedBookingFor } from '@/lib/booking/owned';
import {
  ACTIVE,
  CANCELLED,
  mapLink,
  STATUS_LABELS,
  type BookingStatus,
} from '@/lib/booking/client';
import { bookingTimeline } from '@/lib/booking/timeline';
import { hasReport } from '@/lib/booking/report';
import { alternativesFor } from '@/lib/booking/alternatives';
import { Alternatives } from '@/components/booking/alternatives';
import { BookingTimeline } from '@/components/booking/booking-timeline';
import { indiaDate, indiaTime } from '@/lib/locale/india';
import { SERVICE_NAMES } from '@/lib/booking/client';
import type { Service } from '@/lib/catalog/types';
import { formatRupees } from '@/lib/locale/india';
import { getDb } from '@/lib/db';
import { dayLabel } from '@/lib/locale/india';

// Personal: read per request, never cached, never indexed.
export const dynamic = 'force-dynamic';
export const metadata: Metadata = {
  title: 'Your booking',
  robots: { index: false, follow: false },
};

type Params = Promise<{ reference: string }>;

export default async function BookingPage({ params }: { params: Params }) {
  const reference = decodeURIComponent((await params).reference);
  const jar = await cookies();
  // Its patient's session or this browser's access cookie; anyone else gets the 404 page.
  const details = await ownedBookingFor(await getDb(), (n) => jar.get(n)?.value, reference).catch(
    (error: unknown) => {
      if (error instanceof HttpError && error.status === 404) return null;
      throw error;
    },
  );
  if (!details) notFound();

  const { row, product, centre } = details;
  const when = `${dayLabel(indiaDate(row.slotStart))}, ${indiaTime(row.slotStart)}`;
  const status = row.status as BookingStatus;
  const cancelled = CANCELLED.includes(status);
  // Moved or cancelled by the patient only while it has not begun.
  const changeable = ACTIVE.includes(status);
  // Centre names usually start with the organisation's, and addresses carry area and PIN code.
  const centreName = centre.name.startsWith(centre.organisationName)
    ? centre.name
    : `${centre.organisationName}, ${centre.name}`;
  const address = centre.address.includes(centre.pincode)
    ? centre.address
    : `${centre.address}, ${centre.areaName} ${centre.pincode}`;
  const place = `${centreName}, ${address}`;
  const mapHref = mapLink(place);
  const testPrice = row.price + row.nightSurcharge;
  const db = await getDb();
  const [delivery, timeline, withReport, loggedIn] = await Promise.all([
    deliveryOf(db, row.id),
    bookingTimeline(db, row),
    hasReport(db, row.id),
    ownedBookingFor(db, (n) => jar.get(n)?.value, reference, { sessionOnly: true }).then(
      () => true,
      () => false,
    ),
  ]);
  // Declined by the centre, or a home collection that came late: other times are offered.
  const rebook =
    status === 'cancelled_by_centre' || (row.lateAt !== null && ACTIVE.includes(status));
  const alternatives = rebook ? await alternativesFor(db, details) : null;
  const report = withReport
    ? {
        loggedIn,
        href: loggedIn
          ? `/api/booking/${row.reference}/report/`
          : `/login/?next=${encodeURIComponent(`/booking/${row.reference}/`)}`,
      }
    : null;

  return (
    <div className="page booking-page">
      <section className="card" aria-labelledby="booking-title">
        <p className={cancelled ? 'badge badge-off' : 'badge badge-on'}>{STATUS_LABELS[status]}</p>
        <h1 id="booking-title">
          {product.name} · {when}
        </h1>
        <p className="muted">
          Booking <strong>{row.reference}</strong> for {row.patientName}
        </p>
        <dl className="booking-summary">
          <dt>Service</dt>
          <dd>{SERVICE_NAMES[row.service as Service]}</dd>
          <dt>When</dt>
          <dd>{when} (India time)</dd>
          <dt>Where</dt>
          <dd>
            {row.service === 'home-service' ? (
              <>
                At home: {row.address}, {row.pincode}
                {row.landmark ? ` (near ${row.landmark})` : ''}. Sample collected by{' '}
                {centre.organisationName}.
              </>
            ) : (
              <>
                {centreName}
                <br />
                {address}
                <br />
                <a href={mapHref} rel="noopener">
                  Open in Maps
                </a>
              </>
            )}
          </dd>
        </dl>
      </section>

      <section className="card" aria-labelledby="booking-price">
        <h2 id="booking-price">Price, paid at the centre</h2>
        <dl className="price-summary">
          <dt>{product.name}</dt>
          <dd>{formatRupees(testPrice)}</dd>
          {row.nightSurcharge !== 0 && (
            <>
              <dt className="muted">Night price after 8PM (usual {formatRupees(row.price)})</dt>
              <dd />
            </>
          )}
          {row.homeCollectionFee > 0 && (
            <>
              <dt>Home collection</dt>
              <dd>{formatRupees(row.homeCollectionFee)}</dd>
            </>
          )}
          {row.creditApplied > 0 && (
            <>
              <dt>Credit for a late collection</dt>
              <dd>−{formatRupees(row.creditApplied)}</dd>
            </>
          )}
          <dt>
            <strong>Total</strong>
          </dt>
          <dd>
            <strong>{formatRupees(row.total)}</strong>
          </dd>
        </dl>
      </section>

      <BookingTimeline timeline={timeline} status={status} report={report} />
      {alternatives && <Alternatives items={alternatives} />}

      {changeable && (
        <section className="card" aria-labelledby="booking-prep">
          <h2 id="booking-prep">Preparing for your test</h2>
          <FastingCountdown
            slotStart={row.slotStart.toISOString()}
            fastingHours={product.isFastingRequired ? (product.fastingHours ?? 8) : null}
          />
          {product.preparationHtml && (
            // Catalogue HTML is written by our own team (lib/db/seed/data), not by visitors.
            <div className="prose" dangerouslySetInnerHTML={{ __html: product.preparationHtml }} />
          )}
        </section>
      )}

      <section className="card" aria-labelledby="booking-messages">
        <h2 id="booking-messages">Messages to you</h2>
        <DeliveryList lines={delivery} />
      </section>

      <BookingActions
        reference={row.reference}
        productRandomId={product.randomId}
        centreId={centre.id}
        cancelled={!changeable}
        calendarHref={`/api/booking/${row.reference}/calendar.ics`}
      />
    </div>
  );
}
