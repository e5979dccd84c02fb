import { env } from '@/lib/env';
import { SITE_NAME, telHref } from '@/lib/env/site';
import { ACCESSIBILITY_STATEMENT_DATE } from './links';
import { NoticeDate } from './notice-date';

/**
 * The accessibility statement: the standard aimed at, how the site is checked (what e2e/ really
 * runs), the gaps known today, and how to report a barrier. Keep it true: when a check or a gap
 * changes, change this text.
 */
export function AccessibilityStatement() {
  const { GRIEVANCE_OFFICER_EMAIL, SITE_PHONE } = env();
  return (
    <article className="page prose-page">
      <h1>Accessibility statement</h1>
      <NoticeDate date={ACCESSIBILITY_STATEMENT_DATE} />
      <p>
        We want everyone to be able to find a test, compare prices and book on {SITE_NAME},
        including people who use a screen reader, a keyboard, zoom or a small phone.
      </p>

      <h2>The standard we aim for</h2>
      <p>
        The Web Content Accessibility Guidelines (WCAG) 2.2, level AA. This statement covers the
        pages patients use, not our staff tools.
      </p>

      <h2>How we check</h2>
      <ul>
        <li>
          Automated checks with axe (axe-core) run in our end-to-end tests, on a phone-sized and on
          a desktop-sized screen. They cover the home, city, test, search, scans, partner centre and
          offer pages, the booking screen and a popup, log in, My bookings, a booking&apos;s page,
          and these notices. A serious or critical problem fails the tests.
        </li>
        <li>
          Tests check that pages fit a 360 px wide phone, a 390 px phone and a desktop, without
          scrolling sideways.
        </li>
        <li>
          We build with standard links, buttons and form fields, which work with a keyboard and with
          screen readers. Popups keep the keyboard inside them, close with the Escape key, and
          return you to where you were.
        </li>
        <li>
          At 200% zoom on a desktop screen, pages still fit the window without scrolling sideways.
        </li>
      </ul>

      <h2>What does not work well yet</h2>
      <ul>
        <li>
          Logging in, and confirming your number before you book, needs a code sent by SMS. There is
          no voice call or email option yet. A code works for 10 minutes, and you can ask for a new
          one. Phones that offer to fill in the code from the SMS can do so.
        </li>
        <li>
          When you move backwards through a page with the keyboard (Shift+Tab), the bar at the top
          can cover the link that has focus. On a phone, the price bar at the bottom of a
          test&apos;s page can do the same when you move forwards.
        </li>
        <li>
          On screens narrower than 360 px, or at 400% zoom, the bar at the top is wider than the
          screen: the &ldquo;Whatsapp Chat&rdquo; button is cut off and the page scrolls sideways.
        </li>
        <li>The site is in English only.</li>
        <li>
          &ldquo;Open in Maps&rdquo; opens Google Maps, and &ldquo;Whatsapp Chat&rdquo; opens
          WhatsApp. How accessible they are is up to those services.
        </li>
      </ul>

      <h2>Tell us about a barrier</h2>
      <p>If something on the site is hard or impossible for you to use, please tell us:</p>
      <ul>
        <li>
          Call{' '}
          <a href={telHref(SITE_PHONE)} data-conversion="call">
            {SITE_PHONE}
          </a>
          .
        </li>
        <li>
          Email <a href={`mailto:${GRIEVANCE_OFFICER_EMAIL}`}>{GRIEVANCE_OFFICER_EMAIL}</a>.
        </li>
      </ul>
      <p>
        Tell us the page and what went wrong. We aim to reply within 7 days. If you cannot book on
        the site, ask for a call back on the test&apos;s page: our team can book the test for you on
        that call.
      </p>
    </article>
  );
}
