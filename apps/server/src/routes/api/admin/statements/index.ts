import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { errorResponseSchema, idParamsSchema } from '@landed/shared/schemas/common';
import {
  STATEMENT_LIMITS,
  dismissStatementLineBodySchema,
  linkStatementLineBodySchema,
  saveStatementLayoutBodySchema,
  statementImportResponseSchema,
  statementImportsQuerySchema,
  statementImportsResponseSchema,
  statementImportResultSchema,
  statementLineResponseSchema,
  statementNeedsMappingSchema,
  verifyExactResponseSchema,
} from '@landed/shared/schemas/statements';

import { notFound } from '#server/lib/http-errors.ts';
import type { UploadSpec } from '#server/lib/uploads.ts';
import { multipartOptions, receiveUpload } from '#server/lib/uploads.ts';
import { signedInActorOf } from '#server/operations/audit.ts';
import { dismissStatementLine } from '#server/operations/bank-statements/dismiss-statement-line.ts';
import { importStatement } from '#server/operations/bank-statements/import-statement.ts';
import { linkStatementLine } from '#server/operations/bank-statements/link-statement-line.ts';
import { verifyStatementMatches } from '#server/operations/bank-statements/verify-statement-matches.ts';
import { COSTLY_ROUTE_LIMITS, perAccount } from '#server/plugins/external/rate-limit.ts';
import { schemaDefaults } from '#server/routes/route-schema.ts';

const STATEMENT_UPLOAD: UploadSpec = {
  field: 'file',
  maxBytes: STATEMENT_LIMITS.maxBytes,
  mimeTypes: 'text',
  messages: {
    notMultipart: 'Upload the statement as multipart/form-data in the field "file".',
    noFile: 'file: Choose a bank statement to upload.',
    empty: 'file: The file is empty.',
    tooLarge: 'The statement is larger than 5 MB: export a shorter period.',
    wrongType: 'Upload a bank statement as CSV, OFX or camt.053 XML, as your bank exports it.',
  },
};

// The Finance screen (issue 26 item 4; docs/decisions/088): bank statements imported, matched
// to bookings, and exact matches verified in one action.
const statementsRoutes: FastifyPluginAsyncZod = async (app) => {
  schemaDefaults(app, { errors: [400, 404, 409] });

  await app.register(multipart, multipartOptions(STATEMENT_UPLOAD.maxBytes));

  app.get(
    '/',
    {
      schema: {
        summary: 'The import history: who imported which statement, when, and what it matched',
        querystring: statementImportsQuerySchema,
        response: { 200: statementImportsResponseSchema },
      },
    },
    async (request) => app.bankStatementsRepository.list(request.query),
  );

  app.post(
    '/',
    {
      config: {
        upload: STATEMENT_UPLOAD,
        rateLimit: perAccount(COSTLY_ROUTE_LIMITS.statementImport),
      },
      schema: {
        summary:
          'Import a bank statement (multipart, field "file"; CommBank, NAB, ANZ or Westpac CSV, a CSV mapped before, OFX or camt.053; at most 5 MB). A CSV whose columns are not recognised answers 200 with needsMapping and imports nothing.',
        consumes: ['multipart/form-data'],
        response: {
          201: statementImportResultSchema,
          200: statementNeedsMappingSchema,
          413: errorResponseSchema,
          415: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const upload = await receiveUpload(request, STATEMENT_UPLOAD);
      const result = await importStatement(app, {
        actor: signedInActorOf(request),
        fileName: upload.fileName || 'statement',
        content: upload.content,
      });
      // An import made is created; a layout to map first creates nothing.
      return 'needsMapping' in result ? reply.code(200).send(result) : reply.code(201).send(result);
    },
  );

  app.put(
    '/layouts',
    {
      schema: {
        summary:
          'Remember which columns of a CSV layout hold the date, the amount and the description',
        body: saveStatementLayoutBodySchema,
        response: { 204: z.null().describe('Remembered') },
      },
    },
    async (request, reply) => {
      await app.bankStatementsRepository.saveLayout(request.body.headerKey, request.body.mapping);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/:id',
    {
      schema: {
        summary: 'One import with its credit lines and what each matched',
        params: idParamsSchema,
        response: { 200: statementImportResponseSchema },
      },
    },
    async (request) => {
      const found = await app.bankStatementsRepository.find(request.params.id);
      if (!found) throw notFound('Statement import not found.');
      return found;
    },
  );

  app.post(
    '/:id/verify-exact',
    {
      config: { rateLimit: perAccount(COSTLY_ROUTE_LIMITS.statementImport) },
      schema: {
        summary: 'Verify every exact match of an import, as verifying each payment by hand does',
        params: idParamsSchema,
        response: { 200: verifyExactResponseSchema },
      },
    },
    async (request) =>
      verifyStatementMatches(app, {
        actor: signedInActorOf(request),
        importId: request.params.id,
      }),
  );

  // A mismatched or unmatched credit, decided by a person (docs/decisions/103).
  app.post(
    '/lines/:id/link',
    {
      // Verifying issues an invoice (a PDF) and a mail, as verify-exact does.
      config: { rateLimit: perAccount(COSTLY_ROUTE_LIMITS.statementImport) },
      schema: {
        summary:
          'Link a mismatched or unmatched credit to the booking it pays (by reference) and verify the payment, as verifying an exact match does. A booking its partner pays on account is refused (409).',
        params: idParamsSchema,
        body: linkStatementLineBodySchema,
        response: { 200: statementLineResponseSchema },
      },
    },
    async (request) => ({
      line: await linkStatementLine(app, {
        actor: signedInActorOf(request),
        lineId: request.params.id,
        bookingRef: request.body.bookingRef,
      }),
    }),
  );

  app.post(
    '/lines/:id/dismiss',
    {
      schema: {
        summary:
          'Dismiss a mismatched or unmatched credit with a reason: it leaves the lines to act on and stays listed as dismissed',
        params: idParamsSchema,
        body: dismissStatementLineBodySchema,
        response: { 200: statementLineResponseSchema },
      },
    },
    async (request) => ({
      line: await dismissStatementLine(app, {
        actor: signedInActorOf(request),
        lineId: request.params.id,
        reason: request.body.reason,
      }),
    }),
  );
};

export default statementsRoutes;
