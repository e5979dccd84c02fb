// Runs once as a server process starts, before it takes a request (never during `next build`):
// a bad or unsafe configuration stops the process here with a message naming it, instead of
// failing on the first request.
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { startOrStop } = await import('./lib/env/startup');
  startOrStop(process.env);
}
