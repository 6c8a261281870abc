// An image upload route's parts, one way for each (a service's image, a driver's photo, a
// terminal's meeting point): what it takes, its parser and its documented answers.
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';

import { CATALOGUE_ERRORS, IMAGE_UPLOAD } from '@landed/shared/schemas/admin-catalogue';
import { errorResponseSchema } from '@landed/shared/schemas/common';

import type { UploadSpec } from '#server/lib/uploads.ts';
import { multipartOptions, receiveUpload } from '#server/lib/uploads.ts';
import type { UploadedImage } from '#server/operations/media/store-image.ts';

// SVG is not on the list: it can carry script.
export const IMAGE: UploadSpec = {
  field: 'image',
  ...IMAGE_UPLOAD,
  messages: CATALOGUE_ERRORS.upload,
};

export const IMAGE_UPLOAD_SUMMARY =
  '(multipart, field "image"; PNG, JPEG, WebP or GIF, at most 5 MB)';

export const imageUploadErrors = { 413: errorResponseSchema, 415: errorResponseSchema };

// The multipart parser for the image routes of this scope.
export async function acceptImages(app: FastifyInstance): Promise<void> {
  await app.register(multipart, multipartOptions(IMAGE.maxBytes));
}

export async function receiveImage(request: FastifyRequest): Promise<UploadedImage> {
  const { content, mimeType } = await receiveUpload(request, IMAGE);
  return { content, mimeType };
}
