// Whether this server process is shutting down. Shared through globalThis because the custom
// server (scripts/serve.mjs, through tsx) and the route handlers (Next's bundle) each have their
// own copy of this module.
const holder = globalThis as typeof globalThis & { __storefrontDraining?: boolean };

export function markDraining(): void {
  holder.__storefrontDraining = true;
}

export function isDraining(): boolean {
  return holder.__storefrontDraining === true;
}
