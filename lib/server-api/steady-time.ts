/**
 * Runs `work` and answers no sooner than `floorMs` after it began, so that which branch it took
 * (a booking's number or another, a code sent or not) does not show in the response time. The
 * floor is set well above the slow branch's usual time; a failure is held to it too.
 */
export async function inSteadyTime<T>(floorMs: number, work: () => Promise<T>): Promise<T> {
  const until = performance.now() + floorMs;
  const settle = () =>
    new Promise((resolve) => setTimeout(resolve, Math.max(0, until - performance.now())));
  try {
    const result = await work();
    await settle();
    return result;
  } catch (error) {
    await settle();
    throw error;
  }
}
