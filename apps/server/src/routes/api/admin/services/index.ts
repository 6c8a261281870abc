import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import {
  CATALOGUE_ERRORS,
  IMAGE_UPLOAD,
  adminServiceResponseSchema,
  createdServiceResponseSchema,
  adminServicesQuerySchema,
  adminServicesResponseSchema,
  serviceBodySchema,
  serviceVisibilityBodySchema,
  uploadResponseSchema,
} from '@landed/shared/schemas/admin-catalogue';
import { errorResponseSchema, idParamsSchema } from '@landed/shared/schemas/common';

import { conflict } from '../../../../lib/http-errors.ts';
import type { UploadSpec } from '../../../../lib/uploads.ts';
import { multipartOptions, receiveUpload } from '../../../../lib/uploads.ts';
import {
  changeCatalogueEntry,
  createCatalogueEntry,
} from '../../../../plugins/app/admin/manage-catalogue.ts';
import { toAdminService } from '../../../../plugins/app/services/services-repository.ts';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};
const security = [{ bearerAuth: [] }];
// SVG is not on the list: it can carry script.
const IMAGE: UploadSpec = { field: 'image', ...IMAGE_UPLOAD, messages: CATALOGUE_ERRORS.upload };

// The image's public address (routes/api/media): same origin, so the CSP lets it show.
export const mediaUrl = (id: string) => `/api/media/${id}`;

// Services (admin §2 "Admin services screen", §7): list, add, edit, soft delete, restore,
// visibility, and the image upload of the dashboard's service form.
const servicesRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, multipartOptions(IMAGE.maxBytes));
  const store = app.servicesRepository;

  app.get(
    '/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Services, with search, category and visibility filters',
        security,
        querystring: adminServicesQuerySchema,
        response: { 200: adminServicesResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { rows, total, categories } = await store.listForAdmin(request.query);
      return { services: rows.map(toAdminService), total, categories };
    },
  );

  app.post(
    '/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Add a service',
        security,
        body: serviceBodySchema,
        // admin §7 reads "created service": the entry itself, and under `service` as every
        // other write answers.
        response: { 201: createdServiceResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { slug, ...fields } = request.body;
      const row = await createCatalogueEntry(app, {
        kind: 'service',
        admin: request.user!,
        ip: request.ip,
        create: async (tx) => {
          if (slug && (await store.slugTaken(slug, undefined, tx))) {
            throw conflict(CATALOGUE_ERRORS.service.slugTaken, 'SLUG_TAKEN');
          }
          return store.create(
            { ...fields, slug: slug ?? (await store.freeSlug(fields.title, tx)) },
            tx,
          );
        },
      });
      const service = toAdminService(row);
      return reply.code(201).send({ ...service, service });
    },
  );

  app.post(
    '/upload',
    {
      config: { upload: IMAGE },
      schema: {
        tags: ['admin'],
        summary:
          'Upload a service image (multipart, field "image"; PNG, JPEG, WebP or GIF, at most 5 MB)',
        security,
        consumes: ['multipart/form-data'],
        response: {
          201: uploadResponseSchema,
          ...errors,
          413: errorResponseSchema,
          415: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const { content, mimeType } = await receiveUpload(request, IMAGE);
      const admin = request.user!;
      const row = await app.db.transaction(async (tx) => {
        const media = await app.mediaRepository.create(
          { mimeType, content, uploadedBy: admin.id },
          tx,
        );
        await app.auditRepository.write(
          {
            category: 'admin',
            action: 'media.uploaded',
            actorId: admin.id,
            actorEmail: admin.email,
            entityType: 'media',
            entityId: media.id,
            details: { mimeType: media.mimeType, sizeBytes: media.sizeBytes },
            ip: request.ip,
          },
          tx,
        );
        return media;
      });
      return reply.code(201).send({ url: mediaUrl(row.id) });
    },
  );

  app.put(
    '/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Edit a service (its address stays unless a slug is given)',
        security,
        params: idParamsSchema,
        body: serviceBodySchema,
        response: { 200: adminServiceResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { slug, ...fields } = request.body;
      const row = await changeCatalogueEntry(app, {
        kind: 'service',
        store,
        id: request.params.id,
        admin: request.user!,
        ip: request.ip,
        action: 'updated',
        change: async (current, tx) => {
          if (slug && slug !== current.slug && (await store.slugTaken(slug, current.id, tx))) {
            throw conflict(CATALOGUE_ERRORS.service.slugTaken, 'SLUG_TAKEN');
          }
          return { ...fields, ...(slug ? { slug } : {}) };
        },
      });
      return { service: toAdminService(row) };
    },
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Delete a service (soft: it can be restored)',
        security,
        params: idParamsSchema,
        response: { 200: adminServiceResponseSchema, ...errors },
      },
    },
    async (request) => {
      const row = await changeCatalogueEntry(app, {
        kind: 'service',
        store,
        id: request.params.id,
        admin: request.user!,
        ip: request.ip,
        action: 'deleted',
        change: () => ({ isDeleted: true }),
      });
      return { service: toAdminService(row) };
    },
  );

  app.post(
    '/:id/restore',
    {
      schema: {
        tags: ['admin'],
        summary: 'Restore a deleted service',
        security,
        params: idParamsSchema,
        response: { 200: adminServiceResponseSchema, ...errors },
      },
    },
    async (request) => {
      const row = await changeCatalogueEntry(app, {
        kind: 'service',
        store,
        id: request.params.id,
        admin: request.user!,
        ip: request.ip,
        action: 'restored',
        change: () => ({ isDeleted: false }),
      });
      return { service: toAdminService(row) };
    },
  );

  app.patch(
    '/:id/visibility',
    {
      schema: {
        tags: ['admin'],
        summary: 'Publish or hide a service',
        security,
        params: idParamsSchema,
        body: serviceVisibilityBodySchema,
        response: { 200: adminServiceResponseSchema, ...errors },
      },
    },
    async (request) => {
      const row = await changeCatalogueEntry(app, {
        kind: 'service',
        store,
        id: request.params.id,
        admin: request.user!,
        ip: request.ip,
        action: 'visibility_changed',
        change: () => ({ visibility: request.body.visibility }),
      });
      return { service: toAdminService(row) };
    },
  );
};

export default servicesRoutes;
