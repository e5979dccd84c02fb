// POST /api/aggregator/call_me/: the call-me handler (app/api/aggregator/call_me/handler.ts)
// served through the Pages API router, which costs the server's thread far less per request
// (lib/server-api/node-route.ts).
import { POST } from '@/app/api/aggregator/call_me/handler';
import { nodeRoute } from '@/lib/server-api/node-route';

// Next reads this literal at build time: the body reaches the handler unparsed.
export const config = { api: { bodyParser: false } };

export default nodeRoute({ POST });
