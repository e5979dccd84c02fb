// Liveness for the load balancer, and the trivial dynamic baseline of `npm run bench`.
export const dynamic = 'force-dynamic';

export function GET() {
  return Response.json({ status: 'ok' }, { headers: { 'Cache-Control': 'no-store' } });
}
