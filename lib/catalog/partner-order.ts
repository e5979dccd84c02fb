// The product page's order of partners (docs/product.md, Partner order): cheapest first, and
// among partners whose lowest prices are within PRICE_BAND of each other, those whose centres
// keep their report promise ahead of those that often do not. A partner with fewer than
// MIN_REPORTS reports due in the last 90 days is neither: too few to judge either way. Price
// still decides across bands, so a good record never puts a dearer partner first by more than
// the band's few percent.
import type { CentreReportRecord } from './report-record';

/** Reports due before a partner's record counts, for or against it. */
export const MIN_REPORTS = 20;
/** Prices within 5% of a band's first (cheapest) price are one band. */
export const PRICE_BAND = 0.05;
/** On time at least this often: keeps its promise. */
export const GOOD_SHARE = 0.9;
/** On time less often than this: often late. */
export const POOR_SHARE = 0.75;

/** A partner's reports due in the last 90 days and how many were on time; null: too few. */
export interface ReportRecord {
  onTime: number;
  total: number;
}

/** The record of a partner's centres together, or null when they had too few reports. */
export function partnerRecord(
  centreIds: number[],
  records: Map<number, CentreReportRecord>,
): ReportRecord | null {
  let onTime = 0;
  let total = 0;
  for (const id of centreIds) {
    const r = records.get(id);
    if (r) {
      onTime += r.onTime;
      total += r.total;
    }
  }
  return total >= MIN_REPORTS ? { onTime, total } : null;
}

/** 1: keeps its report promise; -1: often late; 0: in between, or too few reports to say. */
export function standing(record: ReportRecord | null): 1 | 0 | -1 {
  if (record === null) return 0;
  const share = record.onTime / record.total;
  return share >= GOOD_SHARE ? 1 : share < POOR_SHARE ? -1 : 0;
}

/**
 * Partners already in price order (cheapest, then rating, then name) put in bands of
 * PRICE_BAND, each band by standing, the price order kept within a standing.
 */
export function orderPartners<T extends { minPrice: number; reportRecord: ReportRecord | null }>(
  partners: T[],
): T[] {
  const bands: T[][] = [];
  let bandStart = -1;
  for (const p of partners) {
    if (bands.length === 0 || p.minPrice > bandStart * (1 + PRICE_BAND)) {
      bands.push([]);
      bandStart = p.minPrice;
    }
    bands.at(-1)!.push(p);
  }
  return bands.flatMap((band) =>
    band
      .map((p, k) => ({ p, k, s: standing(p.reportRecord) }))
      .sort((a, b) => b.s - a.s || a.k - b.k)
      .map(({ p }) => p),
  );
}
