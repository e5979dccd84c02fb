// POST /api/booking/: the booking handler (app/api/booking/handler.ts) served through the Pages
// API router, which costs the server's thread far less per request (lib/server-api/node-route.ts).
import { POST } from '@/app/api/booking/handler';
import { nodeRoute } from '@/lib/server-api/node-route';

// Next reads this literal at build time: the body reaches the handler unparsed.
export const config = { api: { bodyParser: false } };

export default nodeRoute({ POST });
