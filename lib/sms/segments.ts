// How many SMS a text costs (3GPP TS 23.038 and 23.040). A text of GSM-7 characters alone goes
// as 7-bit septets: 160 in one SMS, 153 in each part of a longer one (the rest carries the
// header that joins them); a character of the extension table (€, [, ~ ...) is an escape and
// the character, two septets, and the two never go to different parts. Any other character
// (every Devanagari or Telugu letter, ₹, curly quotes) sends the whole text as UCS-2: 70 UTF-16
// units in one SMS, 67 in each part, a surrogate pair never split. Gateways bill per part, and
// a Hindi or Telugu message is twice the parts of its English one at the same length.

export type SmsEncoding = 'GSM-7' | 'UCS-2';

export interface SmsSegments {
  encoding: SmsEncoding;
  /** Septets (GSM-7) or UTF-16 units (UCS-2) of the whole text. */
  units: number;
  /** The parts the text goes in. */
  segments: number;
}

/** The GSM 03.38 default alphabet, one septet each. */
const GSM_BASIC = new Set(
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?' +
    '¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
);
/** Its extension table: an escape septet and the character. */
const GSM_EXTENSION = new Set('\f^{}\\[~]|€');

export const GSM_SINGLE = 160;
export const GSM_PART = 153;
export const UCS2_SINGLE = 70;
export const UCS2_PART = 67;

/** Septets of each character, or null when the text needs UCS-2. */
function septets(text: string): number[] | null {
  const sizes: number[] = [];
  for (const char of text) {
    if (GSM_BASIC.has(char)) sizes.push(1);
    else if (GSM_EXTENSION.has(char)) sizes.push(2);
    else return null;
  }
  return sizes;
}

/** Parts needed for units that may not be split (sizes), `part` per part. */
function parts(sizes: number[], part: number): number {
  let count = 1;
  let used = 0;
  for (const size of sizes) {
    if (used + size > part) {
      count += 1;
      used = 0;
    }
    used += size;
  }
  return count;
}

export function smsSegments(text: string): SmsSegments {
  const gsm = septets(text);
  const encoding: SmsEncoding = gsm ? 'GSM-7' : 'UCS-2';
  // UCS-2 sizes: a character outside the basic plane is a surrogate pair, two units.
  const sizes = gsm ?? Array.from(text, (char) => char.length);
  const units = sizes.reduce((sum, size) => sum + size, 0);
  const [single, part] = gsm ? [GSM_SINGLE, GSM_PART] : [UCS2_SINGLE, UCS2_PART];
  const segments = units === 0 ? 1 : units <= single ? 1 : parts(sizes, part);
  return { encoding, units, segments };
}
