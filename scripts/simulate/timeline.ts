// The simulator's clock: events in time order, run one at a time, each awaited before the next,
// so a run depends only on its seed. Equal times run in the order they were scheduled.

export type Action = () => Promise<void> | void;

interface Entry {
  at: number;
  seq: number;
  run: Action;
  /** A periodic tick (a sweep, the cron): it alone does not keep the day running. */
  background: boolean;
}

const before = (a: Entry, b: Entry) => a.at < b.at || (a.at === b.at && a.seq < b.seq);

/** A binary heap of events: a day schedules a few hundred thousand. */
export class Timeline {
  private heap: Entry[] = [];
  private seq = 0;
  private foreground = 0;
  /** The simulated time, in epoch milliseconds: the `now` every real function is given. */
  now: number;

  constructor(start: number) {
    this.now = start;
  }

  get date(): Date {
    return new Date(this.now);
  }

  /** Runs `run` at `at` (or now, for a time already past). */
  at(at: number, run: Action, background = false): void {
    const entry = { at: Math.max(at, this.now), seq: this.seq++, run, background };
    if (!background) this.foreground++;
    const h = this.heap;
    h.push(entry);
    let k = h.length - 1;
    while (k > 0) {
      const parent = (k - 1) >> 1;
      if (!before(h[k]!, h[parent]!)) break;
      [h[k], h[parent]] = [h[parent]!, h[k]!];
      k = parent;
    }
  }

  after(ms: number, run: Action): void {
    this.at(this.now + ms, run);
  }

  /** Runs `run` every `ms` from `first` until `until`. */
  every(ms: number, first: number, until: number, run: Action): void {
    const tick = async () => {
      await run();
      if (this.now + ms < until) this.at(this.now + ms, tick, true);
    };
    this.at(first, tick, true);
  }

  private pop(): Entry | undefined {
    const h = this.heap;
    const top = h[0];
    const last = h.pop();
    if (h.length > 0 && last) {
      h[0] = last;
      let k = 0;
      for (;;) {
        const l = 2 * k + 1;
        const r = l + 1;
        let m = k;
        if (l < h.length && before(h[l]!, h[m]!)) m = l;
        if (r < h.length && before(h[r]!, h[m]!)) m = r;
        if (m === k) break;
        [h[k], h[m]] = [h[m]!, h[k]!];
        k = m;
      }
    }
    return top;
  }

  /**
   * Runs every event due before `end`, or until only ticks are left and `settled` says nothing
   * waits on them; returns how many events ran.
   */
  async runUntil(
    end: number,
    settled: () => Promise<boolean> = async () => false,
  ): Promise<number> {
    let ran = 0;
    for (let next = this.pop(); next && next.at < end; next = this.pop()) {
      if (!next.background) this.foreground--;
      this.now = next.at;
      await next.run();
      ran++;
      if (this.foreground === 0 && next.background && (await settled())) break;
    }
    return ran;
  }
}
