import { createRng } from '@/lib/db/seed/prng';
import {
  CONVERSION_EVENTS,
  drawOf100,
  reportConversion,
  shouldReportChatConversion,
} from './conversion';

describe('conversion sampling (docs/product.md, Constants)', () => {
  it('reports when the draw of 1-100 is at or below 70', () => {
    expect(drawOf100(() => 0)).toBe(1);
    expect(drawOf100(() => 0.999999)).toBe(100);
    expect(shouldReportChatConversion(() => 0.69)).toBe(true); // draw 70
    expect(shouldReportChatConversion(() => 0.7)).toBe(false); // draw 71
  });

  it('reports about 70% of clicks with a seeded random', () => {
    const random = createRng(20261121).next;
    let reported = 0;
    for (let i = 0; i < 10_000; i++) if (shouldReportChatConversion(random)) reported++;
    expect(reported).toBeGreaterThan(6_800);
    expect(reported).toBeLessThan(7_200);
  });
});

describe('reportConversion', () => {
  it('pushes a documented event to window.dataLayer', () => {
    const w = globalThis as unknown as { window?: unknown; dataLayer?: unknown[] };
    w.window = w;
    reportConversion('call', { href: 'tel:+914045200000' });
    reportConversion('chat');
    expect(w.dataLayer).toEqual([
      { event: CONVERSION_EVENTS.call, href: 'tel:+914045200000' },
      { event: CONVERSION_EVENTS.chat },
    ]);
    delete w.window;
    delete w.dataLayer;
  });
});
