// The product page's order of partners: price first; within a 5% band, a partner that keeps its
// report promise rises and one often late sinks; with too few reports, neither.
import {
  MIN_REPORTS,
  orderPartners,
  partnerRecord,
  standing,
  type ReportRecord,
} from './partner-order';

const rec = (onTime: number, total: number): ReportRecord => ({ onTime, total });
const row = (name: string, minPrice: number, reportRecord: ReportRecord | null = null) => ({
  name,
  minPrice,
  reportRecord,
});
const names = (rows: { name: string }[]) => rows.map((r) => r.name);

describe('orderPartners', () => {
  it('keeps the price order when no partner has a record', () => {
    const rows = [row('A', 1000), row('B', 1020), row('C', 1200)];
    expect(names(orderPartners(rows))).toEqual(['A', 'B', 'C']);
  });

  it('puts a partner that keeps its promise ahead within 5% of the price, not beyond', () => {
    const good = rec(115, 120);
    // 1040 is within 5% of 1000: it rises; 1060 is not: price decides.
    expect(names(orderPartners([row('A', 1000), row('B', 1040, good)]))).toEqual(['B', 'A']);
    expect(names(orderPartners([row('A', 1000), row('B', 1060, good)]))).toEqual(['A', 'B']);
  });

  it('sinks a partner often late within its band, keeps the rest in price order', () => {
    const poor = rec(70, 100); // 70%
    const middling = rec(80, 100); // 80%: neither
    expect(
      names(
        orderPartners([
          row('A', 1000, poor),
          row('B', 1010, middling),
          row('C', 1030),
          row('D', 2000, poor),
        ]),
      ),
    ).toEqual(['B', 'C', 'A', 'D']);
  });

  it('gives a record of too few reports no effect', () => {
    const few = partnerRecord([1], new Map([[1, { centreId: 1, onTime: 19, total: 19 }]]));
    expect(few).toBeNull();
    expect(names(orderPartners([row('A', 1000), row('B', 1010, few)]))).toEqual(['A', 'B']);
  });
});

describe('partnerRecord and standing', () => {
  it("adds up the partner's centres and needs MIN_REPORTS of them", () => {
    const records = new Map([
      [1, { centreId: 1, onTime: 9, total: 10 }],
      [2, { centreId: 2, onTime: 10, total: 10 }],
      [3, { centreId: 3, onTime: 0, total: 50 }],
    ]);
    expect(MIN_REPORTS).toBe(20);
    expect(partnerRecord([1, 2, 4], records)).toEqual({ onTime: 19, total: 20 });
    expect(partnerRecord([1], records)).toBeNull();
  });

  it('judges at 90% and under 75%', () => {
    expect([rec(18, 20), rec(17, 20), rec(15, 20), rec(14, 20), null].map(standing)).toEqual([
      1, 0, 0, -1, 0,
    ]);
  });
});
