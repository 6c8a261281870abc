import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { idParamsSchema } from '@landed/shared/schemas/common';
import {
  DRIVER_MESSAGES,
  driverBodySchema,
  driverResponseSchema,
  driversQuerySchema,
  driversResponseSchema,
  updateDriverBodySchema,
} from '@landed/shared/schemas/drivers';

import { notFound } from '#server/lib/http-errors.ts';
import { actorOf, signedInActorOf } from '#server/operations/audit.ts';
import { createDriver } from '#server/operations/drivers/create-driver.ts';
import { removeDriver } from '#server/operations/drivers/remove-driver.ts';
import { setDriverPhoto } from '#server/operations/drivers/set-driver-photo.ts';
import { updateDriver } from '#server/operations/drivers/update-driver.ts';
import { driversWithRatings } from '#server/operations/drivers/with-ratings.ts';
import { driverColumns, toDriver } from '#server/plugins/app/drivers/drivers-repository.ts';
import {
  IMAGE,
  IMAGE_UPLOAD_SUMMARY,
  acceptImages,
  imageUploadErrors,
  receiveImage,
} from '#server/routes/image-upload.ts';
import { schemaDefaults } from '#server/routes/route-schema.ts';
import driverAccessRoutes from './access.ts';

// The drivers who do pickups (docs/decisions/060): read by every role that reads bookings,
// changed by those who change bookings (the SECTIONS line in ../index.ts).
const driversRoutes: FastifyPluginAsyncZod = async (app) => {
  schemaDefaults(app, { errors: [400, 404, 409] });
  await app.register(driverAccessRoutes);

  app.get(
    '/',
    {
      schema: {
        summary: 'Drivers by name (removed ones left out)',
        querystring: driversQuerySchema,
        response: { 200: driversResponseSchema },
      },
    },
    async (request) => {
      const { rows, total } = await app.driversRepository.list(request.query);
      return { drivers: await driversWithRatings(app, rows), total };
    },
  );

  app.get(
    '/:id',
    {
      schema: {
        summary: 'One driver',
        params: idParamsSchema,
        response: { 200: driverResponseSchema },
      },
    },
    async (request) => {
      const row = await app.driversRepository.findById(request.params.id);
      if (!row || row.isDeleted) throw notFound(DRIVER_MESSAGES.notFound);
      const [driver] = await driversWithRatings(app, [row]);
      return { driver: driver! };
    },
  );

  app.post(
    '/',
    {
      schema: {
        summary: 'Add a driver',
        body: driverBodySchema,
        response: { 201: driverResponseSchema },
      },
    },
    async (request, reply) => {
      const row = await createDriver(app, {
        actor: actorOf(request),
        driver: driverColumns(request.body),
      });
      return reply.code(201).send({ driver: toDriver(row) });
    },
  );

  app.patch(
    '/:id',
    {
      schema: {
        summary: 'Change a driver’s details, or mark them active or inactive',
        params: idParamsSchema,
        body: updateDriverBodySchema,
        response: { 200: driverResponseSchema },
      },
    },
    async (request) => {
      const row = await updateDriver(app, {
        actor: actorOf(request),
        id: request.params.id,
        patch: driverColumns(request.body),
      });
      return { driver: toDriver(row) };
    },
  );

  // The driver's photo, shown to their students on the pass (issue 35 item 3).
  await acceptImages(app);
  app.put(
    '/:id/photo',
    {
      config: { upload: IMAGE },
      schema: {
        summary: `Upload the driver's photo ${IMAGE_UPLOAD_SUMMARY}; it replaces the one before`,
        consumes: ['multipart/form-data'],
        params: idParamsSchema,
        response: { 200: driverResponseSchema, ...imageUploadErrors },
      },
    },
    async (request) => {
      const image = await receiveImage(request);
      const row = await setDriverPhoto(app, {
        actor: signedInActorOf(request),
        id: request.params.id,
        image,
      });
      return { driver: toDriver(row) };
    },
  );

  app.delete(
    '/:id/photo',
    {
      schema: {
        summary: "Remove the driver's photo",
        params: idParamsSchema,
        response: { 200: driverResponseSchema },
      },
    },
    async (request) => {
      const row = await setDriverPhoto(app, {
        actor: signedInActorOf(request),
        id: request.params.id,
        image: null,
      });
      return { driver: toDriver(row) };
    },
  );

  app.delete(
    '/:id',
    {
      schema: {
        summary:
          'Remove a driver (kept on the bookings they drove; 409 while they have pickups to come)',
        params: idParamsSchema,
        response: { 200: z.object({ deleted: z.literal(true) }) },
      },
    },
    async (request) => {
      await removeDriver(app, { actor: actorOf(request), id: request.params.id });
      return { deleted: true as const };
    },
  );
};

export default driversRoutes;
