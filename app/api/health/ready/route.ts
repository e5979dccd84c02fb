// Readiness for the load balancer: 200 while this server can serve (its database answers, and
// Redis when configured), 503 in the shared error shape otherwise and from the moment it starts
// draining. /api/health/ stays the cheap liveness answer.
import { withRedis } from '@/lib/cache/redis';
import { pingDatabase } from '@/lib/db';
import { env } from '@/lib/env';
import { isDraining } from '@/lib/server-process/draining';
import { checkReadiness, type Probe } from '@/lib/server-process/readiness';
import { errorResponse, methodNotAllowed } from '@/lib/server-api/errors';

export const dynamic = 'force-dynamic';

export async function GET() {
  const probes: Record<string, Probe> = {
    database: pingDatabase,
  };
  if (env().REDIS_URL) probes.redis = () => withRedis((redis) => redis.ping());
  const { ready, checks } = await checkReadiness(probes, isDraining());
  if (ready) {
    return Response.json({ status: 'ready', checks }, { headers: { 'Cache-Control': 'no-store' } });
  }
  const failing = Object.entries(checks)
    .filter(([, v]) => v !== 'ok')
    .map(([k]) => k);
  return errorResponse(
    503,
    `This server is not ready: ${failing.join(', ')}.`,
    'not_ready',
    { checks },
    { 'Retry-After': '2' },
  );
}

export const POST = methodNotAllowed('GET');
