import '@/lib/server-api/server-only';
import { parseEnv, type Env } from './schema';

let cached: Env | undefined;

/** The validated environment of this server process (parsed once, fails with a clear message). */
export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}
