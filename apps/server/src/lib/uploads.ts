// File uploads (multipart/form-data), one way for every route that takes one
// (docs/decisions/045-malformed-uploads.md): the parser's limits, reading the one file, and
// what a malformed, truncated or oversized body is answered (400, 413, 415; never a 500).
import type { FastifyMultipartOptions } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';

import { HttpError, badRequest } from './http-errors.ts';

export type UploadSpec = {
  field: string; // the form field that carries the file
  maxBytes: number;
  // Decided by the content, never by the name or declared type. 'text': a text file (a bank
  // statement), refused when it is not UTF-8 or holds NUL bytes, as binary files do.
  mimeTypes: readonly string[] | 'text';
  messages: {
    notMultipart: string;
    noFile: string;
    empty: string;
    tooLarge: string;
    wrongType: string;
  };
};

declare module 'fastify' {
  interface FastifyContextConfig {
    // Set on an upload route: the API reference documents its multipart body from it.
    upload?: UploadSpec;
  }
}

export const MALFORMED_MULTIPART = 'The upload is not a well-formed multipart/form-data body.';
export const TOO_MANY_PARTS = 'The upload has more parts than the form takes: send one file.';

// For @fastify/multipart in an upload route's scope. One file, a few small text fields (a
// browser may add some), nothing else; each limit crossed is a 413.
export function multipartOptions(maxBytes: number): FastifyMultipartOptions {
  return {
    limits: {
      fileSize: maxBytes,
      files: 1,
      fields: 5,
      parts: 10,
      fieldSize: 1024,
      headerPairs: 20,
    },
  };
}

// Errors the multipart parser (@fastify/multipart over @fastify/busboy) raises on a body it
// cannot read. busboy's carry no code, only these messages (lib/types/multipart.js,
// deps/dicer/lib/Dicer.js, deps/streamsearch/sbmh.js).
const PARSER_MESSAGES = new Set([
  'Multipart: Boundary not found',
  'Boundary required',
  'Unexpected end of multipart data',
  'Unsupported Content-Type.',
  'Missing Content-Type-header.',
  'The needle cannot be an empty String/Buffer.', // an empty boundary
  'The needle cannot have a length bigger than 256.', // a boundary over 252 characters
]);

// The answer to an error raised while reading a multipart body, or null when it is not one.
// Used by the error handler too, so a route that reads parts itself gets the same answers.
export function multipartRefusal(error: unknown): HttpError | null {
  if (!(error instanceof Error)) return null;
  switch ((error as { code?: unknown }).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new HttpError({
        statusCode: 413,
        message: 'The file is too large.',
        code: 'FILE_TOO_LARGE',
      });
    case 'FST_FILES_LIMIT':
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new HttpError({ statusCode: 413, message: TOO_MANY_PARTS, code: 'TOO_MANY_PARTS' });
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new HttpError({
        statusCode: 415,
        message: 'Send the upload as multipart/form-data.',
        code: 'NOT_MULTIPART',
      });
    case 'FST_PROTO_VIOLATION': // a field named __proto__, constructor, ...
    case 'FST_MP_PREMATURE_CLOSE':
    case 'FST_INVALID_JSON_FIELD_ERROR':
      return badRequest(MALFORMED_MULTIPART, 'MALFORMED_MULTIPART');
  }
  if (
    PARSER_MESSAGES.has(error.message) ||
    error.message.endsWith('terminated early due to unexpected end of multipart data')
  ) {
    return badRequest(MALFORMED_MULTIPART, 'MALFORMED_MULTIPART');
  }
  return null;
}

const MAX_FILE_NAME = 1024;

export type ReceivedUpload = {
  content: Buffer;
  fileName: string | undefined;
  mimeType: string;
  extension: string;
};

// Reads the whole body: the one file in `spec.field` (text fields are ignored), then on to the
// closing boundary, so a truncated body or a second file is refused rather than half-read.
// Anything the parser throws is the body's fault: 400 unless a limit says 413.
export async function receiveUpload(
  request: FastifyRequest,
  spec: UploadSpec,
): Promise<ReceivedUpload> {
  if (!request.isMultipart()) {
    throw new HttpError({
      statusCode: 415,
      message: spec.messages.notMultipart,
      code: 'NOT_MULTIPART',
    });
  }
  let file: { content: Buffer; fileName: string | undefined } | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== spec.field) throw badRequest(spec.messages.noFile, 'NO_FILE');
      // No file system names a file this long: a part header the parser cut at its limit.
      if ((part.filename?.length ?? 0) > MAX_FILE_NAME) {
        throw badRequest(`${spec.field}: The file name is too long.`, 'FILE_NAME_TOO_LONG');
      }
      file = { content: await part.toBuffer(), fileName: part.filename };
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if ((error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new HttpError({
        statusCode: 413,
        message: spec.messages.tooLarge,
        code: 'FILE_TOO_LARGE',
      });
    }
    throw multipartRefusal(error) ?? badRequest(MALFORMED_MULTIPART, 'MALFORMED_MULTIPART');
  }
  if (!file) throw badRequest(spec.messages.noFile, 'NO_FILE');
  if (file.content.byteLength === 0) throw badRequest(spec.messages.empty, 'EMPTY_FILE');
  if (spec.mimeTypes === 'text') {
    if (!isText(file.content)) {
      throw new HttpError({
        statusCode: 415,
        message: spec.messages.wrongType,
        code: 'UNSUPPORTED_FILE_TYPE',
      });
    }
    return { ...file, mimeType: 'text/plain', extension: 'txt' };
  }
  const detected = await fileTypeFromBuffer(file.content);
  if (!detected || !spec.mimeTypes.includes(detected.mime)) {
    throw new HttpError({
      statusCode: 415,
      message: spec.messages.wrongType,
      code: 'UNSUPPORTED_FILE_TYPE',
    });
  }
  return { ...file, mimeType: detected.mime, extension: detected.ext };
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

function isText(content: Buffer): boolean {
  if (content.includes(0)) return false;
  try {
    utf8.decode(content);
    return true;
  } catch {
    return false;
  }
}
