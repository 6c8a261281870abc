// Everything under /api/partner belongs to a partner user's organisation (issue 27,
// docs/decisions/091): who may call it is declared once here for the prefix (401 without a
// session, 403 for anyone but an active partner user of an active partner, with two-factor on
// under ADMIN_MFA=required). Each route then reads `request.partnerUser.partnerId`, never a
// partner named by the caller. Add each section's routes here, one file (or folder) each.
import type { FastifyInstance } from 'fastify';

import { requirePartnerUser } from '#server/plugins/app/partners/partner-auth.ts';
import { bearerAuth, schemaDefaults } from '#server/routes/route-schema.ts';
import approvalRoutes from './approvals.ts';
import bookingRoutes from './bookings.ts';
import importRoutes from './imports.ts';
import meRoutes from './me.ts';
import arrivalsRoutes from './arrivals.ts';
import commissionsRoutes from './commissions.ts';
import invoicesRoutes from './invoices.ts';

export default async function partnerRoutes(app: FastifyInstance) {
  schemaDefaults(app, { tags: ['partner'], security: bearerAuth, errors: [401, 403] });
  // Before the body is read: a refused caller learns nothing about the schema.
  app.addHook('onRequest', requirePartnerUser);
  await app.register(meRoutes);
  await app.register(bookingRoutes);
  await app.register(importRoutes);
  await app.register(approvalRoutes);
  await app.register(arrivalsRoutes);
  await app.register(invoicesRoutes);
  await app.register(commissionsRoutes);
}
