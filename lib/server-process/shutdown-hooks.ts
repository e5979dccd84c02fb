// What must be closed when the process stops (database pools, Redis connections), registered by
// whoever opened it and run once by the server after its last request. On globalThis for the
// same reason as draining.ts.
import { withTimeout } from './timeout';

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
      try {
        await withTimeout(Promise.resolve().then(hook), timeoutMs, 'timed out');
      } catch {
        failed.push(name);
      }
    }),
  );
  hooks().clear();
  return failed;
}
