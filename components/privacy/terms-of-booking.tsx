import { MY_BOOKINGS_PATH } from '@/lib/catalog/urls';
import { env } from '@/lib/env';
import { SITE_NAME, telHref } from '@/lib/env/site';
import { PRIVACY_PATH, TERMS_DATE } from './links';
import { NoticeDate } from './notice-date';

/**
 * The terms of booking: prices, payment, cancelling and moving (the rules of lib/booking/manage.ts
 * and lib/booking/schedule.ts), what happens when a visit fails, reports, preparation and age.
 * It promises only what the site and the operations team do today.
 */
export function TermsOfBooking() {
  const { SITE_PHONE } = env();
  const phone = (
    <a href={telHref(SITE_PHONE)} data-conversion="call">
      {SITE_PHONE}
    </a>
  );
  return (
    <article className="page prose-page">
      <h1>Terms of booking</h1>
      <NoticeDate date={TERMS_DATE} />
      <p>
        These terms apply when you book a test or scan through {SITE_NAME}. We list partner
        diagnostic centres and book your appointment with them. The centre carries out the test.
      </p>

      <h2>Prices</h2>
      <p>
        Each price is the centre&apos;s own, shown as the centre sets it. Before you confirm a
        booking, you see the full price:
      </p>
      <ul>
        <li>the test&apos;s price;</li>
        <li>
          for some MRI and CT scans, a night price for slots from 8 PM. It is shown on the slot
          before you pick it;
        </li>
        <li>a home-collection fee, only where the centre charges one.</li>
      </ul>
      <p>There is no booking fee and nothing else to pay.</p>

      <h2>Paying</h2>
      <ul>
        <li>You pay at the centre. For home collection, you pay the person who collects.</li>
        <li>Nothing is paid online. This site never asks for card, UPI or bank details.</li>
      </ul>

      <h2>Booking</h2>
      <ul>
        <li>
          To book, you confirm your mobile number with a one-time code sent to it by SMS. The
          booking is then kept under that number.
        </li>
        <li>
          Your booking has its own page, with the test, centre, time and price. Find it in{' '}
          <a href={MY_BOOKINGS_PATH}>My bookings</a>.
        </li>
        <li>A patient under 18 is booked by a parent or guardian.</li>
      </ul>

      <h2>Cancelling and moving a booking</h2>
      <ul>
        <li>Both are free.</li>
        <li>You can do either at any time before the slot starts, on your booking&apos;s page.</li>
        <li>
          You can move it to another free time at the same centre, from today to 13 days ahead. To
          change the centre, cancel and book again.
        </li>
        <li>
          A night slot shows its night price before you pick it. The booking page shows the new
          total.
        </li>
        <li>
          Once the slot has started, the booking can no longer be changed or cancelled on the site.
          Call us on {phone} if you need help.
        </li>
      </ul>

      <h2>If the centre cannot do your test</h2>
      <p>
        Sometimes a centre is closed, a machine is down, or a technician or sample collector does
        not come.
      </p>
      <ul>
        <li>You pay nothing for a visit that did not happen.</li>
        <li>
          Call us on {phone}. We book you again at the same or another centre, at the price you
          booked. Or we cancel the booking, if you prefer.
        </li>
      </ul>

      <h2>Preparing for your test</h2>
      <p>
        Follow the preparation shown on the test&apos;s page and on your booking&apos;s page, for
        example how many hours to fast. If you could not prepare, move the booking to a later time
        before the slot starts.
      </p>

      <h2>Reports</h2>
      <ul>
        <li>The centre makes your report and gives it to you.</li>
        <li>
          The report time we show is the usual time for that test. The centre can tell you when
          yours will be ready.
        </li>
        <li>
          We do not read or explain results. Please ask your doctor about what a report means.
        </li>
      </ul>

      <h2>Your data</h2>
      <p>
        How we use the details you give us, and how to see or delete them, is in our{' '}
        <a href={PRIVACY_PATH}>privacy notice</a>.
      </p>

      <h2>Questions</h2>
      <p>Call us on {phone}.</p>
    </article>
  );
}
