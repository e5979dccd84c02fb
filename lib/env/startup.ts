import { parseEnv, type Env } from './schema';

/**
 * Why a server with this configuration must not start, or null. The outbox provider sends no
 * message, so on a production server patients would wait for codes that never come.
 */
export function startupRefusal(env: Env): string | null {
  if (
    env.NODE_ENV === 'production' &&
    env.SMS_PROVIDER === 'outbox' &&
    !env.SMS_OUTBOX_IN_PRODUCTION
  ) {
    return [
      'Refusing to start: SMS_PROVIDER is outbox (one-time codes are stored, never sent) on a production server.',
      'Set SMS_PROVIDER=http with SMS_GATEWAY_URL, SMS_GATEWAY_KEY and SMS_SENDER_ID,',
      'or SMS_OUTBOX_IN_PRODUCTION=true where nobody needs a real SMS (a trial, staging, the e2e server).',
    ].join('\n');
  }
  return null;
}

/** The environment checked for a server start: a bad value or a refusal throws. */
export function checkServerStart(source: Record<string, string | undefined>): Env {
  const env = parseEnv(source);
  const refusal = startupRefusal(env);
  if (refusal) throw new Error(refusal);
  return env;
}

export function exitProcess(message: string): never {
  console.error(message);
  process.exit(1);
}

/**
 * What instrumentation.ts runs as a server process starts. Next only logs an error thrown by
 * register() and goes on serving 500s, so a configuration that must not run stops the process.
 */
export function startOrStop(
  source: Record<string, string | undefined>,
  stop: (message: string) => never = exitProcess,
): void {
  try {
    checkServerStart(source);
  } catch (error) {
    stop(error instanceof Error ? error.message : String(error));
  }
}
