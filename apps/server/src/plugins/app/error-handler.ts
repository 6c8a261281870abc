// The one error handler: every failure becomes {message} (plus optional code and details)
// with the status codes of DECISIONS.md. Bad input is a 4xx, never a 500; a 5xx is masked and
// logged, never a stack trace.
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

import { MESSAGES } from '@landed/shared/constants';
import type { ErrorResponse } from '@landed/shared/schemas/common';

import { databaseErrorCode, isDatabaseUnavailable } from '#server/db/unavailable.ts';
import { HttpError } from '#server/lib/http-errors.ts';
import { multipartRefusal } from '#server/lib/uploads.ts';

const CONTEXT_NAMES: Record<string, string> = {
  body: 'Request body',
  querystring: 'Query',
  params: 'Path',
  headers: 'Headers',
};

const UNAVAILABLE = {
  status: 503,
  body: { message: MESSAGES.databaseUnavailable, code: 'UNAVAILABLE' },
} as const;

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
  // A multipart body the parser could not read, on a route that read its parts itself.
  if (!(error instanceof HttpError)) error = multipartRefusal(error) ?? error;
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
  if (isDatabaseUnavailable(error)) return UNAVAILABLE;
  const code = databaseErrorCode(error);
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

// The safety net under isDatabaseUnavailable: an error it does not recognise, raised while the
// database cannot even answer `select 1`, is still the outage's doing (a driver's new wording,
// a wrapper not seen before). Bounded: the answer never waits more than a second for it.
const PROBE_MS = 1_000;
async function databaseAnswers(app: FastifyInstance): Promise<boolean> {
  if (!app.hasDecorator('database')) return true;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), PROBE_MS);
  });
  try {
    return await Promise.race([
      app.database.ping().then(
        () => true,
        () => false,
      ),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

export default fp(
  async function errorHandler(app: FastifyInstance) {
    app.setErrorHandler(async (error: FastifyError, request, reply) => {
      let { status, body } = toErrorResponse(error);
      if (status === 500 && !(await databaseAnswers(app))) {
        ({ status, body } = UNAVAILABLE);
        request.log.error(
          { err: error },
          'database unavailable, with an error not recognised as such (add it to db/unavailable.ts)',
        );
      } else if (status === 503) {
        // Expected while the database is away (one line per request, no stack).
        request.log.warn({ code: databaseErrorCode(error) }, 'database unavailable');
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
