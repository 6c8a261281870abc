import path from 'node:path';

import multipart from '@fastify/multipart';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { idParamsSchema, listQuerySchema } from '@landed/shared/schemas/common';
import {
  DOCUMENT_LIMITS,
  DOCUMENT_MESSAGES,
  documentResponseSchema,
  documentsResponseSchema,
} from '@landed/shared/schemas/user-area';

import { HttpError, notFound } from '#server/lib/http-errors.ts';
import type { UploadSpec } from '#server/lib/uploads.ts';
import { multipartOptions, receiveUpload } from '#server/lib/uploads.ts';
import { deleteUpload } from '#server/operations/uploads/delete-upload.ts';
import { toUpload } from '#server/plugins/app/uploads/uploads-repository.ts';
import { errorResponses } from '#server/routes/route-schema.ts';

const DOCUMENT_UPLOAD: UploadSpec = {
  field: 'file',
  maxBytes: DOCUMENT_LIMITS.maxBytes,
  mimeTypes: DOCUMENT_LIMITS.mimeTypes,
  messages: {
    notMultipart: 'Upload the file as multipart/form-data in the field "file".',
    noFile: 'file: Choose a file to upload.',
    empty: 'file: The file is empty.',
    tooLarge: 'The file is larger than 10 MB.',
    wrongType: 'Only PDF, JPEG or PNG files can be uploaded.',
  },
};

// A file name safe to store and to send back: no folders, no control characters, bounded.
export function safeFileName(raw: string | undefined, extension: string): string {
  const base = path
    .basename((raw ?? '').replaceAll('\\', '/'))
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f"<>|:*?]/g, '')
    .trim()
    .slice(0, 150)
    // The cut may split a surrogate pair; a lone half cannot be percent-encoded for download.
    .toWellFormed();
  return base || `document.${extension}`;
}

// RFC 6266: an ASCII fallback plus the UTF-8 name.
function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replaceAll('"', "'");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

const documentRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, multipartOptions(DOCUMENT_UPLOAD.maxBytes));

  app.get(
    '/documents',
    {
      schema: {
        summary: "The signed-in user's uploaded documents",
        querystring: listQuerySchema,
        response: { 200: documentsResponseSchema },
      },
    },
    async (request) => {
      const { rows, total } = await app.uploadsRepository.listForUser(
        request.user!.id,
        request.query,
      );
      return { documents: rows.map(toUpload), total };
    },
  );

  app.post(
    '/documents',
    {
      config: { upload: DOCUMENT_UPLOAD },
      schema: {
        summary:
          'Upload a document (multipart, field "file"; PDF, JPEG or PNG, at most 10 MB; at most 20 documents and 100 MB per user)',
        consumes: ['multipart/form-data'],
        response: {
          201: documentResponseSchema,
          ...errorResponses(400, 413, 415),
        },
      },
    },
    async (request, reply) => {
      const upload = await receiveUpload(request, DOCUMENT_UPLOAD);
      const stored = await app.uploadsRepository.createWithinQuota(
        {
          userId: request.user!.id,
          fileName: safeFileName(upload.fileName, upload.extension),
          mimeType: upload.mimeType,
          content: upload.content,
        },
        {
          maxFiles: DOCUMENT_LIMITS.maxFilesPerUser,
          maxTotalBytes: DOCUMENT_LIMITS.maxTotalBytesPerUser,
        },
      );
      if ('refused' in stored) {
        const message =
          stored.refused === 'files'
            ? DOCUMENT_MESSAGES.tooManyFiles
            : DOCUMENT_MESSAGES.tooManyBytes;
        throw new HttpError({ statusCode: 413, message, code: 'DOCUMENT_QUOTA' });
      }
      return reply.code(201).send({ document: toUpload(stored.row) });
    },
  );

  app.get(
    '/documents/:id',
    {
      schema: {
        summary: 'Download one of your documents',
        params: idParamsSchema,
        response: errorResponses(404),
      },
    },
    async (request, reply) => {
      const row = await app.uploadsRepository.findForUser(request.params.id, request.user!.id);
      if (!row) throw notFound('Document not found.');
      // Bytes, not JSON: sent through the untyped reply (the schema documents the errors).
      return (reply as FastifyReply)
        .header('content-type', row.mimeType)
        .header('content-disposition', contentDisposition(row.fileName))
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(row.content));
    },
  );

  app.delete(
    '/documents/:id',
    {
      schema: {
        summary: 'Delete one of your documents',
        params: idParamsSchema,
        response: {
          204: z.null().describe('Deleted'),
          ...errorResponses(404),
        },
      },
    },
    async (request, reply) => {
      await deleteUpload(app, { userId: request.user!.id, documentId: request.params.id });
      return reply.code(204).send(null);
    },
  );
};

export default documentRoutes;
