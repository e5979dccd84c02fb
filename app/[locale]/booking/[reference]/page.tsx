import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CLIENT_NAMESPACES } from '@/lib/i18n/client-namespaces';
import { pickMessages } from '@/lib/i18n/messages';
import { PatientDeliveryList } from '@/components/messages';
import { deliveryOf } from '@/lib/messages';
import { cookies } from 'next/headers';
import { notFound } from 'next/navigation';
import '@/components/booking/booking.css';
import { Alternatives } from '@/components/booking/booking-page.entry';
import { BookingActions } from '@/components/booking/booking-page.entry';
import { BookingTimeline } from '@/components/booking/booking-page.entry';
import { FastingCountdown } from '@/components/booking/booking-page.entry';
import { BookedFor } from '@/components/booking/booking-page.entry';
import { Instructions } from '@/components/safety';
import { HttpError } from '@/lib/server-api/errors';
import {
  ownedBookingFor,
  bookedFor,
  bookingTimeline,
  hasReport,
  alternativesFor,
  tailoredPreparation,
} from '@/lib/booking';
import { ACTIVE, CANCELLED, mapLink, type BookingStatus } from '@/lib/booking/client';
import { formatRupees, indiaDate, indiaTime } from '@/lib/locale/india';
import { getDb } from '@/lib/db';
import { calendarOf } from '@/lib/i18n/calendar-names';
import { dayLabelIn } from '@/lib/i18n/calendar';
import { productName, productText } from '@/lib/i18n/content';
import { localePath } from '@/lib/i18n/locales';
import { loginPath } from '@/lib/accounts';

// Personal: read per request, never cached, never indexed.
export const dynamic = 'force-dynamic';
type Params = Promise<{ locale: string; reference: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'bookingPage' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

export default async function BookingPage({ params }: { params: Params }) {
  const { locale, reference: raw } = await params;
  setRequestLocale(locale);
  const reference = decodeURIComponent(raw);
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
  const forMember = bookedFor(row, details.member);
  const testName = productName(locale, product.urlSlug, product.name);
  const preparationHtml =
    productText(locale, product.urlSlug)?.preparationHtml ?? product.preparationHtml;
  const t = await getTranslations('bookingPage');
  const safety = await getTranslations('safety');
  const when = t('when', {
    day: dayLabelIn(indiaDate(row.slotStart), await calendarOf(locale)),
    time: indiaTime(row.slotStart),
  });
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
  const [delivery, timeline, withReport, loggedIn, preparation] = await Promise.all([
    deliveryOf(db, row.id),
    bookingTimeline(db, row),
    hasReport(db, row.id),
    ownedBookingFor(db, (n) => jar.get(n)?.value, reference, { sessionOnly: true }).then(
      () => true,
      () => false,
    ),
    tailoredPreparation(db, details),
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
          : localePath(locale, loginPath(localePath(locale, `/booking/${row.reference}/`))),
      }
    : null;

  return (
    // The booking's client parts (its actions, the fasting countdown, the patient's own
    // preparation) read the booking and safety messages.
    <NextIntlClientProvider
      messages={pickMessages(locale, [...CLIENT_NAMESPACES, 'booking', 'safety'])}
    >
      <div className="page booking-page">
        <section className="card" aria-labelledby="booking-title">
          <p className={cancelled ? 'badge badge-off' : 'badge badge-on'}>
            {t(`statusLabels.${status}`)}
          </p>
          <h1 id="booking-title">{t('heading', { product: testName, when })}</h1>
          <p className="muted">
            {t.rich('bookingFor', {
              reference: row.reference,
              patient: row.patientName ?? '',
              strong: (chunks) => <strong>{chunks}</strong>,
            })}
          </p>
          <BookedFor forMember={forMember} />
          <dl className="booking-summary">
            <dt>{t('service')}</dt>
            <dd>
              {t(row.service === 'home-service' ? 'services.home-service' : 'services.walkin')}
            </dd>
            <dt>{t('whenLabel')}</dt>
            <dd>{t('whenIndia', { when })}</dd>
            <dt>{t('where')}</dt>
            <dd>
              {row.service === 'home-service' ? (
                t(row.landmark ? 'atHomeNear' : 'atHome', {
                  address: row.address ?? '',
                  pincode: row.pincode ?? '',
                  landmark: row.landmark ?? '',
                  organisation: centre.organisationName,
                })
              ) : (
                <>
                  {centreName}
                  <br />
                  {address}
                  <br />
                  <a href={mapHref} rel="noopener">
                    {t('openMaps')}
                  </a>
                </>
              )}
            </dd>
          </dl>
        </section>

        <section className="card" aria-labelledby="booking-price">
          <h2 id="booking-price">{t('price')}</h2>
          <dl className="price-summary">
            <dt>{testName}</dt>
            <dd>{formatRupees(testPrice)}</dd>
            {row.nightSurcharge !== 0 && (
              <>
                <dt className="muted">{t('night', { price: formatRupees(row.price) })}</dt>
                <dd />
              </>
            )}
            {row.homeCollectionFee > 0 && (
              <>
                <dt>{t('homeCollection')}</dt>
                <dd>{formatRupees(row.homeCollectionFee)}</dd>
              </>
            )}
            {row.creditApplied > 0 && (
              <>
                <dt>{t('credit')}</dt>
                <dd>−{formatRupees(row.creditApplied)}</dd>
              </>
            )}
            <dt>
              <strong>{t('total')}</strong>
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
            <h2 id="booking-prep">{t('prep')}</h2>
            <FastingCountdown
              slotStart={row.slotStart.toISOString()}
              fastingHours={product.isFastingRequired ? (product.fastingHours ?? 8) : null}
            />
            {preparation.length > 0 && (
              // This patient's own preparation from their pre-visit answers.
              <>
                <Instructions instructions={preparation} />
                <p className="muted">{safety('screening')}</p>
              </>
            )}
            {preparationHtml && (
              // Catalogue HTML is written by our own team (lib/db/seed/data, lib/i18n/content),
              // not by visitors.
              <div className="prose" dangerouslySetInnerHTML={{ __html: preparationHtml }} />
            )}
          </section>
        )}

        <section className="card" aria-labelledby="booking-messages">
          <h2 id="booking-messages">{t('messages')}</h2>
          <PatientDeliveryList lines={delivery} />
        </section>

        <BookingActions
          reference={row.reference}
          productRandomId={product.randomId}
          centreId={centre.id}
          cancelled={!changeable}
          calendarHref={`/api/booking/${row.reference}/calendar.ics`}
        />
      </div>
    </NextIntlClientProvider>
  );
}
