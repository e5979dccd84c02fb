// `npm run simulate -- --day 2026-12-01 --seed 7 --bookings 10000 --leads 2000 [...]`
import { parseArgs } from 'node:util';

export const FAILURES = ['centre', 'sms', 'kill', 'db'] as const;
export type Failure = (typeof FAILURES)[number];

export interface SimOptions {
  /** The day simulated, India's calendar. */
  day: string;
  seed: number;
  bookings: number;
  leads: number;
  /** Agents on the call-back queue in call hours; null: as many each hour as the staffing forecast says. */
  agents: number | null;
  /** The share of home collections whose technician arrives after the window's end + 30 min. */
  lateShare: number;
  /** The injected failures: a centre that never answers, the SMS provider down an hour, an app server killed, the database restarted. */
  failures: Failure[];
  /** Where the HTML report goes (none when empty). */
  out: string;
}

const HELP = `Usage: npm run simulate -- [options]
  --day YYYY-MM-DD     the day simulated (default 2026-12-01)
  --seed N             the simulation's seed (default 7)
  --bookings N         booking attempts over the day (default 10000)
  --leads N            call-me requests over the day (default 2000)
  --agents N           agents on the call-back queue in every call hour (default: each hour's
                       agents from the staffing forecast of the day's arrival pattern)
  --late-share X       share of home collections that come late (default 0.08)
  --failures LIST      centre,sms,kill,db (default all), or none
  --out FILE           the HTML report (default simulate-report.html)`;

function count(name: string, raw: string, min: number, max: number): number {
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) {
    throw new Error(`--${name} must be a whole number from ${min} to ${max} (got '${raw}').`);
  }
  return n;
}

export function parseOptions(argv: string[]): SimOptions | 'help' {
  const { values } = parseArgs({
    args: argv,
    options: {
      day: { type: 'string', default: '2026-12-01' },
      seed: { type: 'string', default: '7' },
      bookings: { type: 'string', default: '10000' },
      leads: { type: 'string', default: '2000' },
      agents: { type: 'string' },
      'late-share': { type: 'string', default: '0.08' },
      failures: { type: 'string', default: FAILURES.join(',') },
      out: { type: 'string', default: 'simulate-report.html' },
      help: { type: 'boolean', default: false },
    },
    strict: true,
  });
  if (values.help) return 'help';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(values.day) || Number.isNaN(Date.parse(values.day))) {
    throw new Error(`--day must be a date, YYYY-MM-DD (got '${values.day}').`);
  }
  const leads = count('leads', values.leads, 0, 100_000);
  const lateShare = Number(values['late-share']);
  if (!(lateShare >= 0 && lateShare <= 1)) throw new Error('--late-share must be from 0 to 1.');
  const failures =
    values.failures === 'none'
      ? []
      : values.failures.split(',').map((f) => {
          if (!(FAILURES as readonly string[]).includes(f)) {
            throw new Error(`--failures takes ${FAILURES.join(', ')} or none (got '${f}').`);
          }
          return f as Failure;
        });
  return {
    day: values.day,
    seed: count('seed', values.seed, 0, 2 ** 31),
    bookings: count('bookings', values.bookings, 0, 200_000),
    leads,
    agents: values.agents ? count('agents', values.agents, 1, 500) : null,
    lateShare,
    failures,
    out: values.out,
  };
}

export { HELP };
