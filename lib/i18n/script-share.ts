// How much of a text is in Latin letters: a Hindi or Telugu page that reads mostly in Latin
// letters has English left on it. Words patients read in Latin letters whatever their language
// (MRI, CT, CBC, HbA1c, X-ray, ECG), units, links and the site's name are not counted.
import type { Script } from './locales';

const RANGES: Record<Exclude<Script, 'Latn'>, RegExp> = {
  Deva: /\p{Script=Devanagari}/u,
  Telu: /\p{Script=Telugu}/u,
};

/** A Latin word with two capitals, a digit or a slash: a code or a unit (mmol/L), not prose. */
const CODE = /^(?=.*(?:[A-Z].*[A-Z]|\d|\/))[A-Za-z0-9µ./+-]+$/;
/** Short Latin words that are not prose either: units and the site's name. */
const KEPT = new Set([
  'DiagnoBook',
  'mg',
  'dL',
  'ml',
  'mL',
  'mm',
  'kg',
  'cm',
  'hr',
  'g',
  'µIU',
  'x-ray',
  'X-ray',
  'X-Ray',
]);

/**
 * The share of letters (of this script or Latin) that are Latin, leaving out codes, units and
 * the site's name: 0 for all Devanagari, 1 for all English.
 */
export function latinShare(text: string, script: Exclude<Script, 'Latn'>): number {
  let latin = 0;
  let native = 0;
  for (const word of text.replace(/https?:\/\/\S+/g, ' ').split(/[\s()[\],;:!?"“”'‘’|·–—]+/u)) {
    if (!word || CODE.test(word) || KEPT.has(word)) continue;
    for (const char of word) {
      if (/[A-Za-z]/.test(char)) latin += 1;
      else if (RANGES[script].test(char)) native += 1;
    }
  }
  return latin + native === 0 ? 0 : latin / (latin + native);
}
