// The browser cookies of SPEC.md point 3, each kept 30 minutes (point 9).

export const COOKIES = {
  phoneNumber: 'phone_number',
  customerAreaId: 'customer_area_id',
  popUpShown: 'pop_up_shown',
  shownFancyCallus: 'shown_fancy_callus',
} as const;

export const COOKIE_MINUTES = 30;

export function setCookie(name: string, value: string, minutes = COOKIE_MINUTES) {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${minutes * 60}; Path=/; SameSite=Lax${secure}`;
}

export function readCookie(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const at = part.indexOf('=');
    if (at < 0) continue;
    if (part.slice(0, at).trim() === name) return decodeURIComponent(part.slice(at + 1).trim());
  }
  return null;
}
