'use client';

import { useMemo, useRef, useState, type ReactNode } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import type { BookingCentreView, SlotView } from '@/lib/booking/contract';
import { indiaDate, indiaTime } from '@/lib/locale/india';
import { formatRupees } from '@/lib/locale/india';
import type { Service } from '@/lib/catalog/types';
import { RequestError } from '@/lib/browser-api/client';
import type { AuthApi } from '@/lib/accounts/client';
import type { ChosenArea } from '@/lib/catalog/types';
import { createBookingApi, type BookingApi, type BookingRequest } from '@/lib/booking/api';
import { COOKIES, readCookie } from '@/lib/cookies/browser';
import { normaliseIndianMobile } from '@/lib/locale/mobile-normalise';
import { PhoneCode } from '@/components/accounts/client';
import { SafetyCheck, useSafetyTexts } from '@/components/safety';
import {
  assess,
  hasCheck,
  type PatientFacts,
  type SafetyAnswers,
  type TestFacts,
} from '@/lib/safety/client';
import { CentrePicker } from './centre-picker';
import {
  EMPTY_PATIENT,
  PatientForm,
  sameAddress,
  withAddress,
  type PatientFields,
} from './patient-form';
import { ConsentLine, MarketingBox } from '@/components/privacy/client';
import { SlotPicker } from './slot-picker';
import { PostForm, ReadyButton } from '@/components/ui/ready-form';
import { localDayLabel, localDueLabel } from '@/lib/i18n/local-dates';
import english from '@/lib/i18n/messages/en/booking.json';
import type { FeatureTranslator } from '@/lib/i18n/feature-messages';
import { DEFAULT_LOCALE } from '@/lib/i18n/locales';
import { useBookingTexts } from './texts';
import {
  bornChild,
  NO_SAVE,
  SaveMemberFields,
  WhoForPicker,
  type SaveMember,
  type WhoFor,
} from './who-for';

const defaultApi = createBookingApi();

/** The report's time promised at booking: the slot's start and the centre's hours (India time). */
function reportDue(slot: SlotView, centre: BookingCentreView): Date {
  return new Date(Date.parse(slot.start) + centre.report_hours * 3_600_000);
}

function newKey(): string {
  return crypto.randomUUID();
}

/**
 * What went wrong, in the page's language. English pages show the server's own words, as
 * before; other languages, the words of a known refusal or a plain one of their own (the
 * server's reasons are written in English for every client).
 */
export function problemOf(error: RequestError, t: FeatureTranslator): string {
  if (t.locale === DEFAULT_LOCALE) return error.message;
  const known = error.subCode && error.subCode in english.errors.known ? error.subCode : null;
  if (known) return t(`errors.known.${known}`);
  if (error.status === 400) return t('errors.invalid');
  if (error.status === 429) return t('errors.tooMany');
  if (error.status === null) return t('errors.network');
  return t('errors.generic');
}

/** Field errors of a 400 answer, by the form's field names. */
function fieldErrors(error: RequestError, t: FeatureTranslator): Record<string, string> {
  const fields = (error.extraData.fields ?? []) as { field: string; message: string }[];
  const byName: Record<string, string> = {};
  for (const f of fields) {
    const name = f.field
      .replace(/^patient\./, '')
      .replace(/^save_member\./, '')
      .replace(/^address\.line$/, 'address')
      .replace(/^address\./, '');
    byName[name] ??= t.locale === DEFAULT_LOCALE ? f.message : t('errors.field');
  }
  return byName;
}

/**
 * The booking screen: centre, date and slot, patient, then an all-in summary and Confirm.
 * A confirmed booking opens its own page.
 */
export function BookingScreen({
  productRandomId,
  productName,
  cityId,
  service,
  centreId,
  customerPhone,
  api = defaultApi,
  authApi,
  navigate = (url: string) => window.location.assign(url),
  area,
  now,
  areaSearch,
  forFamily = false,
  test,
  callBack = null,
}: {
  productRandomId: string;
  productName: string;
  cityId: number;
  service: Service;
  centreId: number | null;
  customerPhone: string | null;
  api?: BookingApi;
  /** The one-time code calls (tests pass fakes). */
  authApi?: AuthApi;
  navigate?: (url: string) => void;
  /** The area the patient chose on the page: its centres come first. */
  area: ChosenArea | null;
  /** Injectable so tests pin the clock. */
  now: () => Date;
  /** The page's area search, shown above the centres. */
  areaSearch: ReactNode;
  /**
   * Who the test is for: a logged-in patient is asked, and an agent booking for a caller asks
   * them ('agent': the members show their verified numbers masked, and a child's guardian
   * declaration is the caller's, ticked by the agent).
   */
  forFamily?: boolean | 'agent';
  /** What the safety check needs of the test: null where the caller has none to give. */
  test: TestFacts | null;
  /** The page's way to ask for a call back, offered when an answer stops the booking. */
  callBack?: ReactNode;
}) {
  const t = useBookingTexts();
  const safetyTexts = useSafetyTexts();
  const { mutate } = useSWRConfig();
  const home = service === 'home-service';
  const centres = useSWR(['booking-centres', productRandomId, cityId], () =>
    api.centres({ product_random_id: productRandomId, city_id: cityId }),
  );
  const [centre, setCentre] = useState<BookingCentreView | null>(null);
  const [slot, setSlot] = useState<SlotView | null>(null);
  // Prefilled with the session's number, else the one given to call-me. (This screen is only
  // ever rendered in the browser, so the cookie can be read here.)
  const [patient, setPatient] = useState<PatientFields>(() => ({
    ...EMPTY_PATIENT,
    phone: customerPhone ?? readCookie(COOKIES.phoneNumber) ?? '',
  }));
  // The session's number may arrive after the screen opened (the basic info call answers).
  const [sessionPhone, setSessionPhone] = useState(customerPhone);
  if (sessionPhone !== customerPhone) {
    setSessionPhone(customerPhone);
    if (customerPhone && !patient.phone.trim()) setPatient({ ...patient, phone: customerPhone });
  }
  // The number proven with a one-time code: the session's, or one confirmed here (which logs
  // the visitor in). The server books only for that number.
  const [proven, setProven] = useState<string | null>(null);
  const [sessionLost, setSessionLost] = useState(false);
  const verifiedPhone = proven ?? (sessionLost ? null : customerPhone);
  const typedPhone = normaliseIndianMobile(patient.phone);
  const phoneVerified = typedPhone !== null && typedPhone === verifiedPhone;
  const [pending, setPending] = useState(false);
  const [marketing, setMarketing] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [nearest, setNearest] = useState<string[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const key = useRef<{ body: string; key: string } | null>(null);
  // Who the test is for: only a logged-in patient has saved members to choose from.
  const askWho = forFamily !== false && customerPhone !== null && !sessionLost;
  const agent = forFamily === 'agent';
  const family = useSWR(askWho ? ['booking-members', customerPhone] : null, () => api.members());
  const [whoFor, setWhoFor] = useState<WhoFor>('me');
  const [saving, setSaving] = useState<SaveMember>(NO_SAVE);
  const members = family.data?.members ?? [];
  const member = askWho ? (members.find((m) => m.id === whoFor) ?? null) : null;
  // Home collection offers the saved addresses in this city of whoever the test is for ("Me"
  // has those of the account's 'self' member, if saved).
  const addressesFor = (who: WhoFor) => {
    const owner =
      who === 'me' ? members.find((m) => m.relation === 'self') : members.find((m) => m.id === who);
    return home && owner ? owner.addresses.filter((a) => a.city_id === cityId) : [];
  };
  const savedAddresses = askWho ? addressesFor(whoFor) : [];
  const chooseWho = (next: WhoFor) => {
    const picked = members.find((m) => m.id === next);
    let fields = patient;
    // A member's details are theirs; leaving a member clears them for typing.
    if (picked) {
      fields = { ...fields, name: picked.name, age: String(picked.age), gender: picked.gender };
    } else if (member) {
      fields = { ...fields, name: '', age: '', gender: '' };
    }
    // Their default address comes with them; a saved one of the person left goes.
    const [usual] = addressesFor(next);
    if (usual) fields = withAddress(fields, usual);
    else if (savedAddresses.some((a) => sameAddress(a, fields))) fields = withAddress(fields, null);
    setPatient(fields);
    if (next !== 'new') setSaving(NO_SAVE);
    setWhoFor(next);
  };
  const saveNew = askWho && whoFor === 'new' && saving.save;
  // No offers for a child: the box is not shown, and the server keeps none anyway.
  const child =
    (member?.child ?? false) ||
    (patient.age.trim() !== '' && Number(patient.age) < 18) ||
    (saveNew && bornChild(saving.birthDate, now()));

  // The centre named in the address, once the list is here.
  const preselected = centres.data?.centres.find((c) => c.id === centreId) ?? null;
  const chosen = centre ?? preselected;

  // The safety questions are about whoever the test is for: a chosen member, or as typed.
  const [answers, setAnswers] = useState<SafetyAnswers>({ answers: {} });
  const facts: PatientFacts = member
    ? { gender: member.gender, age: member.age }
    : { gender: patient.gender, age: patient.age.trim() === '' ? NaN : Number(patient.age) };
  const checked = test !== null && hasCheck(test);
  const { gender, age } = facts;
  const assessment = useMemo(
    () => (checked ? assess(test!, { gender, age }, answers) : null),
    [checked, test, gender, age, answers],
  );
  const asks = (assessment?.asked.length ?? 0) > 0;
  const safetyHold = !assessment
    ? null
    : assessment.missing.length > 0
      ? safetyTexts('answerAll')
      : assessment.blocks.length > 0
        ? safetyTexts('blocks.title')
        : null;
  const kept = asks ? assessment!.kept : null;

  const fee = home && chosen ? chosen.home_collection_fee : 0;
  const testPrice = slot?.price ?? chosen?.price ?? null;

  const body = useMemo((): BookingRequest | null => {
    if (!chosen || !slot) return null;
    return {
      product_random_id: productRandomId,
      centre_id: chosen.id,
      service,
      slot_start: slot.start,
      patient: {
        name: patient.name,
        age: Number(patient.age),
        gender: patient.gender as BookingRequest['patient']['gender'],
        phone: patient.phone,
      },
      ...(home
        ? {
            address: {
              line: patient.address,
              pincode: patient.pincode,
              ...(patient.landmark.trim() ? { landmark: patient.landmark } : {}),
            },
          }
        : {}),
      ...(member ? { member_id: member.id } : {}),
      ...(saveNew
        ? {
            save_member: {
              relation: saving.relation as NonNullable<BookingRequest['save_member']>['relation'],
              birth_date: saving.birthDate,
              ...(saving.guardian ? { guardian: true } : {}),
            },
          }
        : {}),
      ...(marketing && !child ? { marketing_consent: true } : {}),
      ...(kept ? { safety: kept } : {}),
    };
  }, [
    kept,
    chosen,
    slot,
    productRandomId,
    service,
    patient,
    home,
    marketing,
    member,
    saveNew,
    saving,
    child,
  ]);

  const confirm = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!body || pending || !phoneVerified || safetyHold) return;
    // A retry of the same booking keeps its key, so it can never book twice.
    const text = JSON.stringify(body);
    if (key.current?.body !== text) key.current = { body: text, key: newKey() };
    setPending(true);
    setProblem(null);
    setErrors({});
    setNearest([]);
    try {
      const { booking } = await api.create(body, key.current.key);
      navigate(booking.page_url);
    } catch (error) {
      setPending(false);
      if (!(error instanceof RequestError)) throw error;
      setProblem(problemOf(error, t));
      if (error.status === 400) setErrors(fieldErrors(error, t));
      // The session ended meanwhile, or is another number's: confirm the number again.
      if (error.status === 401 || error.status === 403) {
        setProven(null);
        setSessionLost(true);
      }
      if (error.status === 409) {
        setNearest((error.extraData.nearest_free_slots ?? []) as string[]);
        setSlot(null);
        // Show the slot as full now, and the places left as they are.
        void mutate((k) => Array.isArray(k) && k[0] === 'booking-slots');
      }
    }
  };

  return (
    <PostForm className="booking-screen" onSubmit={confirm} noValidate>
      {/* A form the browser sends by itself still says which language the patient reads. */}
      <input type="hidden" name="language" value={t.locale} />
      <p className="booking-service">
        {t(home ? 'service.home' : 'service.walkin')} · {productName}
      </p>
      {centres.error ? (
        <p role="alert">
          {t('screen.centresFailed')}{' '}
          <button type="button" className="link-button" onClick={() => void centres.mutate()}>
            {t('screen.tryAgain')}
          </button>
        </p>
      ) : !centres.data ? (
        <p className="muted" role="status">
          {t('screen.loadingCentres')}
        </p>
      ) : (
        <>
          {areaSearch}
          <CentrePicker
            // A newly chosen area orders the centres by it.
            key={area?.id ?? 'none'}
            centres={centres.data.centres}
            homeService={home}
            value={chosen?.id ?? null}
            area={area}
            onChange={(c) => {
              setCentre(c);
              setSlot(null);
            }}
          />
        </>
      )}
      {chosen && (
        <SlotPicker
          key={chosen.id}
          api={api}
          productRandomId={productRandomId}
          centreId={chosen.id}
          value={slot}
          onChange={setSlot}
          now={now}
        />
      )}
      {chosen && slot && (
        <p className="report-promise" role="status">
          <strong>
            {chosen.late_credit > 0
              ? t('screen.reportBy', {
                  at: localDueLabel(t.locale, reportDue(slot, chosen)),
                  credit: formatRupees(chosen.late_credit),
                })
              : t('screen.reportByNoCredit', {
                  at: localDueLabel(t.locale, reportDue(slot, chosen)),
                })}
          </strong>{' '}
          <span className="muted">
            {t('screen.reportCounts', {
              hours: chosen.report_hours,
              home: home ? 'yes' : 'no',
              time: indiaTime(new Date(slot.start)),
            })}
          </span>
        </p>
      )}
      {askWho && (
        <WhoForPicker members={members} value={whoFor} onChange={chooseWho} onCall={agent} />
      )}
      <PatientForm
        locked={member !== null}
        savedAddresses={savedAddresses}
        value={patient}
        onChange={setPatient}
        homeService={home}
        errors={errors}
        phoneAddon={
          typedPhone === null ? null : phoneVerified ? (
            <p className="phone-verified">{t('screen.phoneConfirmed')}</p>
          ) : (
            <PhoneCode
              key={typedPhone}
              phone={typedPhone}
              api={authApi}
              onVerified={(phone) => {
                setProven(phone);
                setSessionLost(false);
              }}
            />
          )
        }
      />
      {askWho && whoFor === 'new' && (
        <SaveMemberFields
          value={saving}
          onChange={setSaving}
          now={now}
          errors={errors}
          onCall={agent}
        />
      )}
      {checked && (
        <SafetyCheck
          test={test}
          patient={facts}
          whose={member && member.relation !== 'self' ? member.name : null}
          value={answers}
          onChange={setAnswers}
          callBack={callBack}
          onCall={agent}
        />
      )}
      <section className="booking-total" aria-label={t('screen.summary')}>
        <dl>
          <dt>{productName}</dt>
          <dd>{testPrice === null ? '—' : formatRupees(testPrice)}</dd>
          {fee > 0 && (
            <>
              <dt>{t('screen.homeCollection')}</dt>
              <dd>{formatRupees(fee)}</dd>
            </>
          )}
          <dt>
            <strong>{t('screen.total')}</strong>
          </dt>
          <dd>
            <strong>{testPrice === null ? '—' : formatRupees(testPrice + fee)}</strong>
          </dd>
        </dl>
        {slot?.night && <p className="muted">{t('screen.nightPrice')}</p>}
        {home && chosen && slot && (
          <p className="muted">
            {t('screen.technician', {
              start: indiaTime(new Date(slot.start)),
              end: indiaTime(
                new Date(Date.parse(slot.start) + chosen.home_window_minutes * 60_000),
              ),
            })}
            {chosen.late_credit > 0 &&
              ` ${t('screen.lateCredit', { credit: formatRupees(chosen.late_credit) })}`}
          </p>
        )}
        <p className="muted">{t('screen.noAdvance')}</p>
      </section>
      {problem && (
        <div role="alert" className="booking-problem">
          <p>{problem}</p>
          {nearest.length > 0 && (
            <p>
              {t('screen.nearest', {
                times: nearest
                  .map((start) => {
                    const at = new Date(start);
                    return `${localDayLabel(t.locale, indiaDate(at))} ${indiaTime(at)}`;
                  })
                  .join(', '),
              })}
            </p>
          )}
        </div>
      )}
      <ConsentLine purpose="booking_messages" />
      {!child && (
        <MarketingBox id="booking-marketing" checked={marketing} onChange={setMarketing} />
      )}
      <ReadyButton
        type="submit"
        className="button button-large"
        disabled={!body || pending || !phoneVerified || safetyHold !== null}
        aria-describedby={
          [
            phoneVerified ? null : 'booking-needs-phone',
            safetyHold === null ? null : 'booking-needs-safety',
          ]
            .filter(Boolean)
            .join(' ') || undefined
        }
      >
        {pending ? t('screen.pleaseWait') : t('screen.confirm')}
      </ReadyButton>
      {!phoneVerified && (
        <p id="booking-needs-phone" className="muted">
          {t('screen.needsPhone')}
        </p>
      )}
      {safetyHold !== null && (
        <p id="booking-needs-safety" className="muted">
          {safetyHold}
        </p>
      )}
    </PostForm>
  );
}
