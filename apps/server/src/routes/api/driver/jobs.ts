// A signed-in driver's jobs, their statuses and photos (issue 35; docs/decisions/130), under
// /api/driver. Every route here answers only the driver of the session cookie.
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import {
  DRIVER_PHOTO_MESSAGES,
  DRIVER_PHOTO_UPLOAD,
  driverJobResponseSchema,
  driverJobsResponseSchema,
  driverPhotoResponseSchema,
  driverStatusBodySchema,
} from '@landed/shared/schemas/meeting';

import { idSchema } from '@landed/shared/schemas/common';

import type { UploadSpec } from '#server/lib/uploads.ts';
import { multipartOptions, receiveUpload } from '#server/lib/uploads.ts';
import { addDriverPhoto } from '#server/operations/drivers/add-driver-photo.ts';
import { getDriverJob, listDriverJobs } from '#server/operations/drivers/driver-jobs.ts';
import { giveDriverStatus } from '#server/operations/drivers/give-driver-status.ts';
import { driverOf, requireDriver } from '#server/plugins/app/driver-access/driver-auth.ts';
import { errorResponses, schemaDefaults } from '#server/routes/route-schema.ts';

const PHOTO: UploadSpec = {
  field: 'photo',
  maxBytes: DRIVER_PHOTO_UPLOAD.maxBytes,
  mimeTypes: DRIVER_PHOTO_UPLOAD.mimeTypes,
  messages: DRIVER_PHOTO_MESSAGES,
};

const bookingParamsSchema = z.object({ bookingId: idSchema });

const jobRoutes: FastifyPluginAsyncZod = async (app) => {
  schemaDefaults(app, { errors: [401] });
  // Before the body is read: without a session nothing is parsed.
  app.addHook('onRequest', requireDriver);
  await app.register(multipart, multipartOptions(PHOTO.maxBytes));

  app.get(
    '/jobs',
    {
      schema: {
        summary: 'The driver’s jobs of today and tomorrow (Melbourne), by pickup time',
        response: { 200: driverJobsResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const { driver } = driverOf(request);
      return listDriverJobs(app, { driver });
    },
  );

  app.get(
    '/jobs/:bookingId',
    {
      schema: {
        summary: 'One of the driver’s jobs (404 for another driver’s)',
        params: bookingParamsSchema,
        response: { 200: driverJobResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const driverId = driverOf(request).driver.id;
      return { job: await getDriverJob(app, { driverId, bookingId: request.params.bookingId }) };
    },
  );

  app.post(
    '/jobs/:bookingId/status',
    {
      schema: {
        summary:
          'Give a job’s status: On my way → At the meeting point → Met the student → Dropped off, or No-show (after the wait, with a note and a photo)',
        description:
          'The same status again answers the job unchanged. 409 for a status out of order, outside the day before to the day after the pickup, or a No-show before the waiting time or without a note and a photo. lat/lng only with the driver’s consent; kept 30 days.',
        params: bookingParamsSchema,
        body: driverStatusBodySchema,
        response: { 200: driverJobResponseSchema, ...errorResponses(400, 404, 409) },
      },
    },
    async (request) => {
      const { driver } = driverOf(request);
      const { job } = await giveDriverStatus(app, {
        driver,
        bookingId: request.params.bookingId,
        body: request.body,
      });
      return { job };
    },
  );

  app.post(
    '/jobs/:bookingId/photo',
    {
      config: { upload: PHOTO },
      schema: {
        summary: 'Upload a photo for a job (multipart, field "photo"; at most 8 MB)',
        consumes: ['multipart/form-data'],
        params: bookingParamsSchema,
        response: { 201: driverPhotoResponseSchema, ...errorResponses(400, 404, 413, 415) },
      },
    },
    async (request, reply) => {
      const { content, mimeType } = await receiveUpload(request, PHOTO);
      const created = await addDriverPhoto(app, {
        driverId: driverOf(request).driver.id,
        bookingId: request.params.bookingId,
        image: { content, mimeType },
      });
      return reply.code(201).send(created);
    },
  );
};

export default jobRoutes;
