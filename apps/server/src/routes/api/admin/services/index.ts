import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';

import {
  CATALOGUE_ERRORS,
  adminServiceResponseSchema,
  createdServiceResponseSchema,
  adminServicesQuerySchema,
  adminServicesResponseSchema,
  serviceBodySchema,
  serviceVisibilityBodySchema,
  uploadResponseSchema,
} from '@landed/shared/schemas/admin-catalogue';

import { conflict } from '#server/lib/http-errors.ts';
import { mediaUrl } from '#server/lib/media-url.ts';
import { actorOf } from '#server/operations/audit.ts';
import { uploadImage } from '#server/operations/media/upload-image.ts';
import { toAdminService } from '#server/plugins/app/services/services-repository.ts';
import {
  IMAGE,
  IMAGE_UPLOAD_SUMMARY,
  acceptImages,
  imageUploadErrors,
  receiveImage,
} from '#server/routes/image-upload.ts';
import { errorResponses } from '#server/routes/route-schema.ts';
import { catalogueRoutes } from '#server/routes/api/admin/catalogue-routes.ts';

const errors = errorResponses(400, 404, 409);

// Services (admin §2 "Admin services screen", §7): list, add, edit, soft delete, restore,
// visibility, and the image upload of the dashboard's service form.
const servicesRoutes: FastifyPluginAsyncZod = async (app) => {
  await acceptImages(app);
  const store = app.servicesRepository;
  const slugTaken = () => conflict(CATALOGUE_ERRORS.service.slugTaken, 'SLUG_TAKEN');
  await app.register(
    catalogueRoutes({
      kind: 'service',
      store,
      answerKey: 'service',
      toAdmin: toAdminService,
      schemas: {
        query: adminServicesQuerySchema,
        list: adminServicesResponseSchema,
        body: serviceBodySchema,
        item: adminServiceResponseSchema,
      },
      summaries: {
        list: 'Services, with search, category and visibility filters',
        create: 'Add a service',
        update: 'Edit a service (its address stays unless a slug is given)',
        delete: 'Delete a service (soft: it can be restored)',
        restore: 'Restore a deleted service',
      },
      list: async (query: z.infer<typeof adminServicesQuerySchema>) => {
        const { rows, total, categories } = await store.listForAdmin(query);
        return { services: rows.map(toAdminService), total, categories };
      },
      create: async ({ slug, ...fields }: z.infer<typeof serviceBodySchema>, tx) => {
        if (slug && (await store.slugTaken(slug, undefined, tx))) throw slugTaken();
        return store.create(
          { ...fields, slug: slug ?? (await store.freeSlug(fields.title, tx)) },
          tx,
        );
      },
      // admin §7 reads "created service": the entry itself, and under `service` as every
      // other write answers.
      created: {
        schema: createdServiceResponseSchema,
        answer: (service) => ({ ...service, service }),
      },
      update: async ({ slug, ...fields }: z.infer<typeof serviceBodySchema>, current, tx) => {
        if (slug && slug !== current.slug && (await store.slugTaken(slug, current.id, tx))) {
          throw slugTaken();
        }
        // No `translations`: the stored ones stay (and are not logged as changed).
        const { translations, ...english } = fields;
        return { ...english, ...(translations ? { translations } : {}), ...(slug ? { slug } : {}) };
      },
      switches: [
        {
          path: 'visibility',
          summary: 'Publish or hide a service',
          body: serviceVisibilityBodySchema,
          action: 'visibility_changed',
          patch: ({ visibility }: z.infer<typeof serviceVisibilityBodySchema>) => ({ visibility }),
        },
      ],
      extraRoutes: (scope) => {
        scope.post(
          '/upload',
          {
            config: { upload: IMAGE },
            schema: {
              summary: `Upload a service image ${IMAGE_UPLOAD_SUMMARY}`,
              consumes: ['multipart/form-data'],
              response: {
                201: uploadResponseSchema,
                ...errors,
                ...imageUploadErrors,
              },
            },
          },
          async (request, reply) => {
            const row = await uploadImage(app, {
              actor: { ...actorOf(request), id: request.user!.id },
              image: await receiveImage(request),
            });
            return reply.code(201).send({ url: mediaUrl(row.id) });
          },
        );
      },
    }),
  );
};

export default servicesRoutes;
