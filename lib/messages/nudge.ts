// The server's queue as lib/messages/server.ts started it, read without loading the runtime
// (which runs booking's deadlines, so importing it here would make the two features' entries a
// loop).
const holder = globalThis as typeof globalThis & {
  __storefrontMessaging?: Promise<{ nudge(): void }>;
};

/** After a booking or a change of one: its first message is queued now, not at the next sweep. */
export function nudgeMessages(): void {
  void holder.__storefrontMessaging?.then((m) => m.nudge()).catch(() => undefined);
}
