import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { idParamsSchema } from '@landed/shared/schemas/common';
import {
  notificationSchema,
  notificationsQuerySchema,
  notificationsResponseSchema,
  onboardingResponseSchema,
} from '@landed/shared/schemas/user-area';
import { z } from 'zod';

import { notFound } from '#server/lib/http-errors.ts';
import { toNotification } from '#server/plugins/app/notifications/notifications-repository.ts';
import { onboardingProgress } from '#server/plugins/app/onboarding/onboarding-repository.ts';
import { errorResponses } from '#server/routes/route-schema.ts';

const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/notifications',
    {
      schema: {
        summary: 'Notifications and reminders, newest first',
        querystring: notificationsQuerySchema,
        response: { 200: notificationsResponseSchema },
      },
    },
    async (request) => {
      const { rows, total, unread } = await app.notificationsRepository.listForUser(
        request.user!.id,
        request.query,
      );
      return {
        notifications: rows.map((r) => toNotification(r.notification, r.passRef)),
        total,
        unread,
      };
    },
  );

  app.patch(
    '/notifications/:id/read',
    {
      schema: {
        summary: 'Mark a notification as read',
        params: idParamsSchema,
        response: {
          200: z.object({ notification: notificationSchema }),
          ...errorResponses(404),
        },
      },
    },
    async (request) => {
      const row = await app.notificationsRepository.markRead(request.params.id, request.user!.id);
      if (!row) throw notFound('Notification not found.');
      return { notification: toNotification(row) };
    },
  );

  app.get(
    '/onboarding',
    {
      schema: {
        summary: 'Onboarding checklist and progress',
        response: { 200: onboardingResponseSchema },
      },
    },
    async (request) => {
      const steps = await app.onboardingRepository.list(request.user!.id);
      return { steps, progress: onboardingProgress(steps) };
    },
  );
};

export default notificationRoutes;
