import { createTranslator } from 'next-intl';
import { RequestError } from '@/lib/browser-api/client';
import type { FeatureTranslator } from '@/lib/i18n/feature-messages';
import { messagesOf } from '@/lib/i18n/messages';
import { problemOf } from './booking-screen';

const translator = (locale: string) =>
  Object.assign(createTranslator({ locale, messages: messagesOf(locale), namespace: 'booking' }), {
    locale,
  }) as unknown as FeatureTranslator;

const refusal = (status: number | null, subCode: string | null) =>
  new RequestError('That slot is full.', status ?? -1, 'server', status, subCode);

describe('what went wrong with a booking, in the page’s language', () => {
  it('is the server’s own words on an English page, as before', () => {
    expect(problemOf(refusal(409, 'slot_full'), translator('en'))).toBe('That slot is full.');
  });

  it('names a known refusal in Telugu and Hindi, and a plain one otherwise', () => {
    expect(problemOf(refusal(409, 'slot_full'), translator('te'))).toBe(
      'ఆ సమయం ఇప్పుడే బుక్ అయింది: వేరే సమయం ఎంచుకోండి.',
    );
    expect(problemOf(refusal(400, 'invalid_parameter'), translator('hi'))).toBe(
      'कुछ जानकारी जांचनी होगी: नीचे चिह्नित जगहें देखें।',
    );
    expect(problemOf(refusal(503, 'database_unavailable'), translator('hi'))).toBe(
      'हमारी तरफ़ से कुछ गड़बड़ हुई: थोड़ी देर में फिर कोशिश करें।',
    );
  });

  it("names the safety check's refusals in the page's language", () => {
    expect(problemOf(refusal(422, 'safety_needs_doctor'), translator('hi'))).toMatch(
      /^आपके जवाबों को पहले डॉक्टर/,
    );
    expect(problemOf(refusal(422, 'safety_answers_missing'), translator('te'))).toMatch(
      /^దయచేసి పైన ఉన్న భద్రతా ప్రశ్నలకు/,
    );
  });
});
