// Conversion reporting (docs/product.md, Calls and Constants). Events go to window.dataLayer, which
// a tag manager may read; no third-party script is loaded by this site.

export const CONVERSION_EVENTS = {
  chat: 'whatsapp_booking_conversion',
  call: 'call_conversion',
} as const;
export type ConversionKind = keyof typeof CONVERSION_EVENTS;

/** Chat clicks are sampled: reported when a draw of 1-100 is at or below 70. */
export const CHAT_CONVERSION_SAMPLE = 70;

export function drawOf100(random: () => number = Math.random): number {
  return Math.floor(random() * 100) + 1;
}

export function shouldReportChatConversion(random: () => number = Math.random): boolean {
  return drawOf100(random) <= CHAT_CONVERSION_SAMPLE;
}

type DataLayerWindow = Window & { dataLayer?: Record<string, unknown>[] };

export function reportConversion(kind: ConversionKind, detail: Record<string, unknown> = {}) {
  const w = window as DataLayerWindow;
  w.dataLayer ??= [];
  w.dataLayer.push({ event: CONVERSION_EVENTS[kind], ...detail });
}
