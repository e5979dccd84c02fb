import { env } from '@/lib/env';
import { SITE_NAME } from '@/lib/env/site';
import { PRIVACY_NOTICE_VERSION } from '@/lib/privacy/client';
import { GrievanceContact } from './contact';
import { CookieList } from './cookie-list';
import { MY_DATA_PATH, TERMS_PATH } from './links';
import { NoticeDate } from './notice-date';

/**
 * The privacy notice (DPDP Act 2023, DPDP Rules 2025): what is collected for each purpose, how
 * long it is kept, who sees it, the patient's rights and where to complain. Every period and
 * contact comes from the settings, so the notice says what the running site does.
 */
export function PrivacyNotice() {
  const {
    LEAD_RETENTION_DAYS,
    OTP_RETENTION_DAYS,
    SMS_OUTBOX_RETENTION_DAYS,
    SESSION_IDLE_DAYS,
    SESSION_ABSOLUTE_DAYS,
  } = env();
  return (
    <article className="page prose-page">
      <h1>Privacy notice</h1>
      <NoticeDate date={PRIVACY_NOTICE_VERSION} version={PRIVACY_NOTICE_VERSION} />
      <p>
        This notice tells you, in plain words, what we collect about you, why, how long we keep it,
        who sees it, and how you can see, download or delete it. It follows India&apos;s Digital
        Personal Data Protection Act, 2023 and the DPDP Rules, 2025.
      </p>
      <nav aria-label="On this page">
        <ul>
          <li>
            <a href="#who-we-are">Who we are</a>
          </li>
          <li>
            <a href="#what-we-collect">What we collect and why</a>
          </li>
          <li>
            <a href="#how-long">How long we keep it</a>
          </li>
          <li>
            <a href="#who-sees-it">Who sees it</a>
          </li>
          <li>
            <a href="#your-rights">Your rights, and how to use them</a>
          </li>
          <li>
            <a href="#complaints">Questions and complaints</a>
          </li>
          <li>
            <a href="#cookies">Cookies</a>
          </li>
        </ul>
      </nav>

      <h2 id="who-we-are">Who we are</h2>
      <p>
        {SITE_NAME} runs this website. We help you compare diagnostic centres and book a test at one
        of our partner centres.
      </p>
      <p>
        We decide what personal data is collected here and why. So under the DPDP Act we are the
        &ldquo;data fiduciary&rdquo; for it.
      </p>

      <h2 id="what-we-collect">What we collect and why</h2>
      <p>We collect only what each purpose needs, and use it only for that purpose.</p>

      <h3>When you ask us to call you back</h3>
      <ul>
        <li>Your mobile number.</li>
        <li>The page you asked from, which tells us the test and the city.</li>
        <li>Our team&apos;s notes about the call, and how it ended.</li>
      </ul>
      <p>Why: to call you back about that test.</p>

      <h3>When you book a test</h3>
      <ul>
        <li>The patient&apos;s name, age and gender.</li>
        <li>The mobile number.</li>
        <li>For home collection: the address, PIN code and landmark.</li>
        <li>The test, the centre, the time and the price.</li>
      </ul>
      <p>
        Why: to book the appointment, so the centre can carry it out, and so you can see and manage
        it. A parent or guardian books for a patient under 18.
      </p>

      <h3>When the centre uploads your report</h3>
      <ul>
        <li>The test report, a PDF file, as the centre uploads it.</li>
      </ul>
      <p>
        Why: so you can download it. Only you can download it, after you log in with a code sent to
        your number.
      </p>

      <h3>When you log in</h3>
      <ul>
        <li>Your mobile number.</li>
        <li>The one-time codes we send you by SMS. We store them only in scrambled form.</li>
        <li>Your login sessions: when each started and when it was last used.</li>
        <li>
          A mark for each browser that logged in with your number, so strangers asking for codes
          cannot lock you out.
        </li>
      </ul>
      <p>Why: to check that the number is yours, and to keep you logged in.</p>

      <h3>Marketing messages</h3>
      <p>
        Only if you tick the separate box that asks for them. It is never ticked for you, and you
        can book without it. You can withdraw this consent at any time, as easily as you gave it.
      </p>

      <h3>To keep the site safe</h3>
      <p>
        To stop abuse, such as someone asking for many codes, we count requests per mobile number
        and per internet (IP) address. Each count lasts an hour at most.
      </p>

      <h3>What we do not collect</h3>
      <ul>
        <li>No payment data: you pay at the centre, nothing online.</li>
        <li>No advertising or tracking cookies, and no other company&apos;s scripts.</li>
        <li>Our server logs leave out mobile numbers, names and addresses.</li>
        <li>
          If you tap &ldquo;Whatsapp Chat&rdquo;, we note at most which page you came from, not who
          you are. The chat itself happens on WhatsApp.
        </li>
      </ul>

      <h2 id="how-long">How long we keep it</h2>
      <ul>
        <li>
          Call-back requests: {LEAD_RETENTION_DAYS} days after your last request or our last call
          about it. Then we delete them.
        </li>
        <li>One-time codes: {OTP_RETENTION_DAYS} days. Then we delete them.</li>
        <li>
          Where we keep a copy of an SMS we send you: {SMS_OUTBOX_RETENTION_DAYS} days. Then we
          delete it.
        </li>
        <li>
          Login sessions: until they end, then we delete them. A session ends after{' '}
          {SESSION_IDLE_DAYS} days without use, and at most {SESSION_ABSOLUTE_DAYS} days after you
          log in. You can also log out.
        </li>
        <li>
          Bookings: we keep them for the centre&apos;s accounts. After you delete your data, they no
          longer have the patient&apos;s name, mobile number, address, age or gender.
        </li>
        <li>
          Test reports: until you delete your data. Deleting your data deletes your reports too, so
          download them first: each has its link on My data. The centre that did your test may keep
          its own records of it; ask the centre about them.
        </li>
      </ul>

      <h2 id="who-sees-it">Who sees it</h2>
      <ul>
        <li>
          The partner centre you booked with sees your booking, so it can carry out the test, and
          uploads your report. Our staff do not open reports.
        </li>
        <li>
          Our operations team sees call-back requests and bookings, to call you and to help with
          your booking. Lists show numbers masked, like 98XXXXXX10. Each time staff show your full
          number or open your booking, it is recorded in an audit trail.
        </li>
        <li>
          When we send you an SMS, the company that delivers it gets your number and the message,
          only to deliver it.
        </li>
        <li>Nobody else.</li>
        <li>We do not sell your data.</li>
      </ul>

      <h2 id="your-rights">Your rights, and how to use them</h2>
      <p>
        You can do most of this yourself, at any time, at <a href={MY_DATA_PATH}>My data</a>. Log in
        there with a code sent to your number. Then you can:
      </p>
      <ul>
        <li>see everything we hold about your number;</li>
        <li>download it as a file, with a link to each of your test reports;</li>
        <li>delete it;</li>
        <li>
          choose &ldquo;Do not call me&rdquo;: we stop calling you and close your open call-back
          requests. The link in the messages we send does the same;
        </li>
        <li>withdraw your consent to marketing messages.</li>
      </ul>
      <p>
        <strong>What stays after you delete your data.</strong> We keep a one-way fingerprint of
        your number, not the number itself, so that &ldquo;Do not call me&rdquo; still holds (only
        if you chose it). From each booking we keep only its reference, test, centre, time and
        price, for the centre&apos;s accounts. Our staff audit trail, which cannot be changed, keeps
        which staff member opened which booking or request and when, with numbers masked (like
        98XXXXXX10) and never your name or address. Your test reports are deleted: we keep no copy.
      </p>
      <p>
        To correct or complete your data, or to name someone who may act for you if you cannot,
        write to our grievance officer (below).
      </p>

      <h2 id="complaints">Questions and complaints</h2>
      <GrievanceContact />
      <p>We aim to answer within 7 days, and always within 90 days.</p>
      <p>
        If you are not satisfied with our answer, you may complain to the Data Protection Board of
        India, set up under the DPDP Act, 2023. Its online complaint service can be reached from the
        website of the Ministry of Electronics and Information Technology, meity.gov.in.
      </p>

      <h2 id="cookies">Cookies</h2>
      <p>
        We use only cookies that make the site work, or that remember a choice you made on it. None
        is for advertising or tracking, and no other company sets cookies through our site.
      </p>
      <CookieList />

      <h2>Changes to this notice</h2>
      <p>
        When we change this notice, we publish the new version here with its date. See also our{' '}
        <a href={TERMS_PATH}>terms of booking</a>.
      </p>
    </article>
  );
}
