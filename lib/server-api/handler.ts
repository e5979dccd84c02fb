import type { NextRequest } from 'next/server';
import { ZodError } from 'zod';
import { env } from '@/lib/env';
import { logger } from '@/lib/log';
import { errorResponse, HttpError } from './errors';
import { checkOrigin } from './origin';
import { isDatabaseUnavailable } from './unavailable';
import { zodIssues } from './validation';
import type { ApiRequest } from './api-request';
import type { JsonAnswer } from './json-answer';

type Handler<C, R, A> = (request: R, context: C) => Promise<A>;

/**
 * Wraps a route handler so every failure answers the shared error shape with a fitting
 * status (never a stack trace, never a 500 for bad input), and writes from a foreign
 * Origin are refused.
 */
export function withApi<
  C,
  R extends ApiRequest = NextRequest,
  A extends Response | JsonAnswer = Response,
>(handler: Handler<C, R, A>): Handler<C, R, A | Response> {
  return async (request, context) => {
    try {
      checkOrigin(request, env().SITE_URL);
      return await handler(request, context);
    } catch (error) {
      if (error instanceof HttpError) {
        return errorResponse(
          error.status,
          error.message,
          error.subCode,
          error.extraData,
          error.headers,
        );
      }
      if (error instanceof ZodError) {
        return errorResponse(400, 'Some of the details sent are not valid.', 'invalid_parameter', {
          fields: zodIssues(error),
        });
      }
      if (isDatabaseUnavailable(error)) {
        logger.warn({ err: error, path: new URL(request.url).pathname }, 'database unavailable');
        return errorResponse(
          503,
          'We are having trouble reaching our records. Please try again in a few seconds.',
          'database_unavailable',
          {},
          { 'Retry-After': '5' },
        );
      }
      logger.error({ err: error, path: new URL(request.url).pathname }, 'unhandled error');
      return errorResponse(
        500,
        'Something went wrong on our side. Please try again.',
        'internal_error',
      );
    }
  };
}
