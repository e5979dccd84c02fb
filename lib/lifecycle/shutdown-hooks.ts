// What must be closed when the process stops (database pools, Redis connections), registered by
// whoever opened it and run once by the server after its last request. On globalThis for the
// same reason as draining.ts.
type Hook = () => Promise<void> | void;

const holder = globalThis as typeof globalThis & { __storefrontShutdownHooks?: Map<string, Hook> };

function hooks(): Map<string, Hook> {
  holder.__storefrontShutdownHooks ??= new Map();
  return holder.__storefrontShutdownHooks;
}

/** Registers (or replaces, by name) something to close at shutdown. */
export function onShutdown(name: string, hook: Hook): void {
  hooks().set(name, hook);
}

/** Runs every hook, each at most `timeoutMs`; a failing hook does not stop the others. */
export async function runShutdownHooks(timeoutMs: number): Promise<string[]> {
  const failed: string[] = [];
  await Promise.all(
    [...hooks()].map(async ([name, hook]) => {
      let timer: NodeJS.Timeout | undefined;
      try {
        await Promise.race([
          Promise.resolve().then(hook),
          new Promise((_, reject) => {
            timer = setTimeout(() => reject(new Error('timed out')), timeoutMs);
          }),
        ]);
      } catch {
        failed.push(name);
      } finally {
        clearTimeout(timer);
      }
    }),
  );
  hooks().clear();
  return failed;
}
