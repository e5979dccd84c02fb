import { randomInt } from 'node:crypto';

// A booking's short human-readable reference, read out on the phone: no 0/O, 1/I/L.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const REFERENCE_PATTERN = /^DX-[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{6}$/;

export function newReference(): string {
  let code = '';
  for (let i = 0; i < 6; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return `DX-${code}`;
}
