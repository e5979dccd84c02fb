import { waitForQuiet } from './quiet';

/** A meter that burns `busy` ms of CPU per window for its first `busyWindows` windows. */
function fakeMachine(busyWindows: number, busy: number, idle = 1) {
  let cpu = 0;
  let windows = 0;
  return {
    meter: () => cpu,
    sleep: async (ms: number) => {
      cpu += windows < busyWindows ? busy : idle;
      windows += 1;
      void ms;
    },
  };
}

describe('waiting for a quiet machine before a measurement', () => {
  it('starts after the first window whose CPU is under the share', async () => {
    const m = fakeMachine(3, 400);
    expect(await waitForQuiet([m.meter], { sleep: m.sleep, windowMs: 500 })).toEqual({
      waitedMs: 2000,
      quiet: true,
    });
  });

  it('adds every meter up: two servers each under the share may be over it together', async () => {
    // 15 ms each per 500 ms window: 3% alone, 6% together, over 5%.
    const a = fakeMachine(2, 15, 0);
    const b = fakeMachine(2, 15, 0);
    const sleep = async (ms: number) => {
      await a.sleep(ms);
      await b.sleep(ms);
    };
    expect(await waitForQuiet([a.meter, b.meter], { sleep, windowMs: 500 })).toEqual({
      waitedMs: 1500,
      quiet: true,
    });
  });

  it('gives up after the longest wait and says the machine was not quiet', async () => {
    const m = fakeMachine(1_000, 400);
    expect(
      await waitForQuiet([m.meter], { sleep: m.sleep, windowMs: 500, maxWaitMs: 3000 }),
    ).toEqual({ waitedMs: 3000, quiet: false });
  });
});
