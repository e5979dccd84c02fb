// Calls a route handler as Next would, with a Request built here.
import { NextRequest } from 'next/server';
import { asResponse, type JsonAnswer } from '@/lib/server-api/json-answer';
import { apiError } from './api-error';

const ORIGIN = 'http://127.0.0.1:3000';
type Context = { params: Promise<Record<string, string>> };
type Handler = (request: NextRequest, context: Context) => Promise<Response | JsonAnswer>;

const context: Context = { params: Promise.resolve({}) };

export async function callGet(handler: Handler, path: string, headers: HeadersInit = {}) {
  const response = asResponse(
    await handler(new NextRequest(`${ORIGIN}${path}`, { headers }), context),
  );
  return { status: response.status, headers: response.headers, body: await response.json() };
}

export async function callPost(
  handler: Handler,
  path: string,
  body: unknown,
  options: { headers?: Record<string, string>; raw?: boolean; ip?: string } = {},
) {
  const request = new NextRequest(`${ORIGIN}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': options.ip ?? '203.0.113.7',
      ...options.headers,
    },
    body: options.raw ? (body as string) : JSON.stringify(body),
  });
  const response = asResponse(await handler(request, context));
  return { status: response.status, headers: response.headers, body: await response.json() };
}

export { apiError };
