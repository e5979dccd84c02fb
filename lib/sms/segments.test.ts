/** @jest-environment node */
import { smsSegments } from './segments';

describe('smsSegments', () => {
  it('counts plain GSM-7 text in 160 septets, then 153 a part', () => {
    expect(smsSegments('')).toEqual({ encoding: 'GSM-7', units: 0, segments: 1 });
    expect(smsSegments('a'.repeat(160))).toEqual({ encoding: 'GSM-7', units: 160, segments: 1 });
    expect(smsSegments('a'.repeat(161)).segments).toBe(2);
    expect(smsSegments('a'.repeat(306)).segments).toBe(2);
    expect(smsSegments('a'.repeat(307)).segments).toBe(3);
    // Line breaks, @ and £ are in the default alphabet.
    expect(smsSegments('@£\n\r$').encoding).toBe('GSM-7');
  });

  it('counts an extension character as two septets, never split between parts', () => {
    expect(smsSegments('€')).toEqual({ encoding: 'GSM-7', units: 2, segments: 1 });
    expect(smsSegments('[]{}~^|\\').units).toBe(16);
    expect(smsSegments(`${'a'.repeat(158)}€`).segments).toBe(1);
    expect(smsSegments(`${'a'.repeat(159)}€`).segments).toBe(2);
    // 152 septets then an escape pair: the pair moves whole to the second part.
    const split = smsSegments(`${'a'.repeat(152)}€${'a'.repeat(152)}`);
    expect(split.units).toBe(306);
    expect(split.segments).toBe(3);
    expect(smsSegments(`${'a'.repeat(151)}€${'a'.repeat(153)}`).segments).toBe(2);
  });

  it('sends any other character as UCS-2: 70 units, then 67 a part', () => {
    expect(smsSegments('₹')).toEqual({ encoding: 'UCS-2', units: 1, segments: 1 });
    expect(smsSegments('क'.repeat(70))).toEqual({ encoding: 'UCS-2', units: 70, segments: 1 });
    expect(smsSegments('క'.repeat(71)).segments).toBe(2);
    expect(smsSegments('क'.repeat(134)).segments).toBe(2);
    expect(smsSegments('क'.repeat(135)).segments).toBe(3);
    // One Devanagari letter among Latin text makes the whole text UCS-2.
    expect(smsSegments(`${'a'.repeat(70)}क`)).toEqual({
      encoding: 'UCS-2',
      units: 71,
      segments: 2,
    });
  });

  it('counts a character outside the basic plane as two units, never split', () => {
    expect(smsSegments('🙂')).toEqual({ encoding: 'UCS-2', units: 2, segments: 1 });
    expect(smsSegments(`${'a'.repeat(68)}🙂`).segments).toBe(1);
    expect(smsSegments(`${'a'.repeat(69)}🙂`).segments).toBe(2);
    // 134 units would fill two parts, but the pair cannot start at the 67th unit.
    expect(smsSegments(`${'a'.repeat(65)}🙂${'a'.repeat(67)}`).segments).toBe(2);
    expect(smsSegments(`${'a'.repeat(66)}🙂${'a'.repeat(66)}`)).toEqual({
      encoding: 'UCS-2',
      units: 134,
      segments: 3,
    });
  });
});
