import { errorResponse } from '@/lib/server-api/errors';

// Any /api/ address no route claims: a 404 in the shared shape rather than an HTML page.
const unknown = () => errorResponse(404, 'There is no such API address.', 'unknown_endpoint');

export const GET = unknown;
export const POST = unknown;
export const PUT = unknown;
export const PATCH = unknown;
export const DELETE = unknown;
