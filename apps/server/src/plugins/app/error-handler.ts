// The one error handler: every failure becomes {message} (plus optional code and details)
// with the status codes of DECISIONS.md. Bad input is a 4xx, never a 500; a 5xx is masked and
// logged, never a stack trace.
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

import { MESSAGES } from '@landed/shared/constants';
import type { ErrorResponse } from '@landed/shared/schemas/common';

import { HttpError } from '../../lib/http-errors.ts';

const CONTEXT_NAMES: Record<string, string> = {
  body: 'Request body',
  querystring: 'Query',
  params: 'Path',
  headers: 'Headers',
};

// PostgreSQL error codes (also raised by PGlite) that mean "the database is not reachable".
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '08000',
  '08001',
  '08003',
  '08006',
]);

function errorCode(error: unknown): string | undefined {
  // Drizzle wraps driver errors; the driver's code is on the cause.
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && !code.startsWith('FST_')) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

function isConnectionLost(error: unknown): boolean {
  const code = errorCode(error);
  if (code && UNAVAILABLE_CODES.has(code)) return true;
  const message = error instanceof Error ? error.message : '';
  return /timeout exceeded when trying to connect|Connection terminated|connection is closed|not queryable/i.test(
    message,
  );
}

export function toErrorResponse(error: FastifyError | Error): {
  status: number;
  body: ErrorResponse;
} {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const context = (error as { validationContext?: string }).validationContext ?? 'body';
    const details = error.validation.map((v) => ({
      path: v.instancePath.replace(/^\//, '').replaceAll('/', '.'),
      message: v.message ?? 'Invalid value.',
    }));
    const first = details[0]!;
    const where = first.path || CONTEXT_NAMES[context] || context;
    return {
      status: 400,
      body: { message: `${where}: ${first.message}`, code: 'VALIDATION_ERROR', details },
    };
  }
  if (error instanceof HttpError) {
    return {
      status: error.statusCode,
      body: error.code ? { message: error.message, code: error.code } : { message: error.message },
    };
  }
  const fastifyCode = (error as FastifyError).code;
  switch (fastifyCode) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return { status: 400, body: { message: 'Request body is not valid JSON.' } };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return {
        status: 400,
        body: { message: "Request body is empty but Content-Type is 'application/json'." },
      };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: 413, body: { message: 'Request body is too large.' } };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { status: 415, body: { message: 'Unsupported Content-Type for this request.' } };
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return { status: 400, body: { message: 'Content-Length does not match the body.' } };
  }
  if (isConnectionLost(error)) {
    return { status: 503, body: { message: MESSAGES.databaseUnavailable, code: 'UNAVAILABLE' } };
  }
  const code = errorCode(error);
  if (code === '23505') {
    return { status: 409, body: { message: 'That conflicts with an existing entry.' } };
  }
  // Class 22, "data exception": the database refused a value (out of range, not a real date,
  // bad encoding). Validation should have caught it; the transaction is rolled back, and the
  // client still learns that the request, not the server, was at fault.
  if (code && /^22[0-9A-Z]{3}$/.test(code)) {
    return {
      status: 400,
      body: { message: 'A value in the request cannot be stored.', code: 'INVALID_VALUE' },
    };
  }
  const status = (error as FastifyError).statusCode;
  if (status && status >= 400 && status < 500) {
    return {
      status,
      body: { message: status === 429 ? MESSAGES.tooManyRequests : error.message },
    };
  }
  return { status: 500, body: { message: MESSAGES.serverError } };
}

export default fp(
  async function errorHandler(app: FastifyInstance) {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const { status, body } = toErrorResponse(error);
      if (status === 503) {
        // Expected while the database is away (one line per request, no stack).
        request.log.warn({ code: errorCode(error) }, 'database unavailable');
      } else if (status >= 500) {
        request.log.error({ err: error }, 'request failed');
      } else if (body.code === 'INVALID_VALUE') {
        // A gap in validation worth closing: logged where someone will see it.
        request.log.warn({ err: error }, 'the database refused a value validation let through');
      } else {
        request.log.info({ status, code: body.code, message: body.message }, 'request refused');
      }
      if (status === 503) reply.header('retry-after', '5');
      return reply.code(status).type('application/json; charset=utf-8').send(body);
    });
  },
  { name: 'error-handler' },
);
