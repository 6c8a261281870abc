import type { FastifyInstance } from 'fastify';

import { bearerAuth, schemaDefaults } from '#server/routes/route-schema.ts';
import documentRoutes from './documents.ts';
import meRoutes from './me.ts';
import mfaRoutes from './mfa.ts';
import notificationRoutes from './notifications.ts';
import passwordRoutes from './password.ts';
import privacyRoutes from './privacy.ts';
import pushSubscriptionRoutes from './push-subscriptions.ts';
import referralRoutes from './referral.ts';
import refundDetailsRoutes from './refund-details.ts';
import sessionsRoutes from './sessions.ts';

// Everything under /api/user belongs to the signed-in user: authentication (and, for the API
// reference, the `user` tag and the session it needs) is declared once here for the prefix.
export default async function userRoutes(app: FastifyInstance) {
  schemaDefaults(app, { tags: ['user'], security: bearerAuth, errors: [401] });
  app.addHook('onRequest', app.authenticate);
  await app.register(meRoutes);
  await app.register(passwordRoutes);
  await app.register(sessionsRoutes);
  await app.register(mfaRoutes);
  await app.register(notificationRoutes);
  await app.register(documentRoutes);
  await app.register(privacyRoutes);
  await app.register(refundDetailsRoutes);
  await app.register(referralRoutes);
  await app.register(pushSubscriptionRoutes);
}
