import type { FastifyInstance } from 'fastify';

import adminRoutes from './admin/index.ts';
import authRoutes from './auth/index.ts';
import bookingRoutes from './booking/index.ts';
import calendarRoutes from './calendar/index.ts';
import healthRoutes from './health.ts';
import inquiriesRoutes from './inquiries/index.ts';
import mediaRoutes from './media/index.ts';
import partnerRoutes from './partner/index.ts';
import paymentsRoutes from './payments/index.ts';
import publicRoutes from './public/index.ts';
import userRoutes from './user/index.ts';

// Folder = URL: each folder's index.ts is mounted at its path under /api.
export default async function apiRoutes(app: FastifyInstance) {
  await app.register(healthRoutes);
  await app.register(authRoutes, { prefix: '/auth' });
  await app.register(userRoutes, { prefix: '/user' });
  await app.register(publicRoutes, { prefix: '/public' });
  await app.register(bookingRoutes, { prefix: '/booking' });
  await app.register(adminRoutes, { prefix: '/admin' });
  // Partner users (issue 27): their organisation's students, bookings, invoices.
  await app.register(partnerRoutes, { prefix: '/partner' });
  await app.register(inquiriesRoutes, { prefix: '/inquiries' });
  await app.register(mediaRoutes, { prefix: '/media' });
  await app.register(calendarRoutes, { prefix: '/calendar' });
  await app.register(paymentsRoutes, { prefix: '/payments' });
}
