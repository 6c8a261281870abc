import type { FastifyInstance } from 'fastify';

import { bearerAuth, schemaDefaults } from '#server/routes/route-schema.ts';
import approvalRoutes from './approvals.ts';
import bookingRoutes from './bookings.ts';
import importRoutes from './imports.ts';

// Everything under /api/partner is for the people of a partner organisation, about their own
// organisation only (issue 27): 401 without a session, 403 for students and staff, declared once
// here for the prefix. Both run before the body is read, so nobody else learns what a body
// would have been told.
export default async function partnerRoutes(app: FastifyInstance) {
  schemaDefaults(app, { tags: ['partner'], security: bearerAuth });
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', app.requirePartnerUser);
  await app.register(bookingRoutes);
  await app.register(importRoutes);
  await app.register(approvalRoutes);
}
