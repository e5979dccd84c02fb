import { z } from 'zod';

// Every environment variable the app reads, with its default. README "Configuration"
// lists the same names; keep the two together.
const postgresUrl = z
  .string()
  .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://');

export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** PGlite data folder, used when DATABASE_URL is not set. */
  DATA_DIR: z.string().min(1).default('.data'),
  /** PostgreSQL primary; when set, PGlite is not used. */
  DATABASE_URL: postgresUrl.optional(),
  /** Comma-separated read replicas of DATABASE_URL. */
  DATABASE_REPLICA_URLS: z
    .string()
    .optional()
    .transform((v) =>
      v
        ? v
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean)
        : [],
    )
    .pipe(z.array(postgresUrl)),
  /** Connections per pool (primary and each replica). */
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  /** Seed of the catalogue PRNG: same seed, same rows. */
  SEED: z.coerce.number().int().min(0).max(2_147_483_647).default(20261121),
});

export type Env = z.infer<typeof envSchema>;

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  return result.data;
}
