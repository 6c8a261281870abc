import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import {
  arrivalsExportQuerySchema,
  arrivalsQuerySchema,
  arrivalsResponseSchema,
  dispatchSettingsBodySchema,
  dispatchSettingsResponseSchema,
  terminalParamsSchema,
} from '@landed/shared/schemas/arrivals';

import { can } from '@landed/shared/permissions';

import { sendCsv } from '#server/lib/csv.ts';
import { actorOf, signedInActorOf } from '#server/operations/audit.ts';
import { exportArrivals } from '#server/operations/arrivals/export-arrivals.ts';
import { listArrivals } from '#server/operations/arrivals/list-arrivals.ts';
import { setMeetingPointPhoto } from '#server/operations/arrivals/set-meeting-point-photo.ts';
import { updateDispatchSettings } from '#server/operations/arrivals/update-dispatch-settings.ts';
import { COSTLY_ROUTE_LIMITS, perAccount } from '#server/plugins/external/rate-limit.ts';
import {
  IMAGE,
  IMAGE_UPLOAD_SUMMARY,
  acceptImages,
  imageUploadErrors,
  receiveImage,
} from '#server/routes/image-upload.ts';
import {
  liveStreamResponse,
  liveStreamSchema,
  openLiveStream,
} from '#server/routes/live-stream.ts';
import { errorResponses, schemaDefaults } from '#server/routes/route-schema.ts';

// The arrivals board (docs/decisions/060): read by every role that reads bookings; the
// default meeting point is changed by those who change bookings.
const arrivalsRoutes: FastifyPluginAsyncZod = async (app) => {
  schemaDefaults(app, { errors: [400] });

  app.get(
    '/',
    {
      schema: {
        summary:
          'Pending and Confirmed bookings arriving between two days (Melbourne), by day and time',
        querystring: arrivalsQuerySchema,
        response: { 200: arrivalsResponseSchema },
      },
    },
    async (request) => {
      const { limit, page, ...query } = request.query;
      return listArrivals(app, { query, limit, page });
    },
  );

  // Live (issue 35): every booking's change, so two dispatchers' screens stay in step.
  app.get(
    '/live',
    {
      schema: {
        summary: 'The board live: an event stream naming each booking that changes',
        ...liveStreamSchema,
        response: { 200: liveStreamResponse, ...errorResponses(429) },
      },
    },
    async (request, reply) =>
      openLiveStream({
        request,
        reply,
        accepts: () => true,
        stillAllowed: async () => {
          await app.authenticate(request);
          return can(request.user?.adminRole, 'bookings:read') && !request.user?.partnerId;
        },
      }),
  );

  app.get(
    '/export',
    {
      config: { rateLimit: perAccount(COSTLY_ROUTE_LIMITS.csvExport) },
      schema: {
        summary: 'The arrivals board as CSV (the whole range, same filters)',
        querystring: arrivalsExportQuerySchema,
        response: errorResponses(429),
      },
    },
    async (request, reply) => {
      const { csv, from, to } = await exportArrivals(app, {
        actor: actorOf(request),
        query: request.query,
      });
      return sendCsv(reply as FastifyReply, { name: `arrivals-${from}-to-${to}`, csv });
    },
  );

  app.get(
    '/settings',
    {
      schema: {
        summary:
          'How pickups run: the default meeting point, and the hours before an arrival after which a student cannot change it',
        response: { 200: dispatchSettingsResponseSchema },
      },
    },
    async () => ({ settings: await app.arrivalsRepository.dispatchSettings() }),
  );

  app.put(
    '/settings',
    {
      schema: {
        summary: 'Set the default meeting point and/or the arrival-change cut-off',
        body: dispatchSettingsBodySchema,
        response: { 200: dispatchSettingsResponseSchema },
      },
    },
    async (request) => ({
      settings: await updateDispatchSettings(app, {
        actor: actorOf(request),
        patch: request.body,
      }),
    }),
  );

  // One meeting-point photo per terminal (issue 35 item 3; docs/decisions/135).
  await acceptImages(app);
  app.put(
    '/settings/meeting-point-photos/:terminal',
    {
      config: { upload: IMAGE },
      schema: {
        summary: `Upload the photo of a terminal's meeting point ${IMAGE_UPLOAD_SUMMARY}`,
        consumes: ['multipart/form-data'],
        params: terminalParamsSchema,
        response: { 200: dispatchSettingsResponseSchema, ...imageUploadErrors },
      },
    },
    async (request) => {
      const image = await receiveImage(request);
      return {
        settings: await setMeetingPointPhoto(app, {
          actor: signedInActorOf(request),
          terminal: request.params.terminal,
          image,
        }),
      };
    },
  );

  app.delete(
    '/settings/meeting-point-photos/:terminal',
    {
      schema: {
        summary: "Remove a terminal's meeting-point photo",
        params: terminalParamsSchema,
        response: { 200: dispatchSettingsResponseSchema },
      },
    },
    async (request) => ({
      settings: await setMeetingPointPhoto(app, {
        actor: signedInActorOf(request),
        terminal: request.params.terminal,
        image: null,
      }),
    }),
  );
};

export default arrivalsRoutes;
