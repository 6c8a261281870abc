import type { FastifyInstance } from 'fastify';

import documentRoutes from './documents.ts';
import meRoutes from './me.ts';
import notificationRoutes from './notifications.ts';
import passwordRoutes from './password.ts';
import sessionsRoutes from './sessions.ts';

// Everything under /api/user belongs to the signed-in user: authentication is declared once
// here for the whole prefix.
export default async function userRoutes(app: FastifyInstance) {
  app.addHook('onRequest', app.authenticate);
  await app.register(meRoutes);
  await app.register(passwordRoutes);
  await app.register(sessionsRoutes);
  await app.register(notificationRoutes);
  await app.register(documentRoutes);
}
