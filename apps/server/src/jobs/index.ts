// Every entry point that is not an HTTP request, in one place (jobs/README.md): the start-up
// tasks, run in order before the app is ready, and the periodic jobs, each started on every
// instance once the app is ready. Registered once, from app.ts, after the repositories.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import clearDriverLocations from './clear-driver-locations.ts';
import deleteOldPartnerImports from './delete-old-partner-imports.ts';
import ensureSuperAdmin from './ensure-super-admin.ts';
import expireUploads from './expire-uploads.ts';
import resealLegacySecrets from './reseal-legacy-secrets.ts';
import runPartnerMonthEnd from './run-partner-month-end.ts';
import sendArrivalMessages from './send-arrival-messages.ts';
import sendCardRefunds from './send-card-refunds.ts';
import sendPartnerDigests from './send-partner-digests.ts';
import sendReminders from './send-reminders.ts';
import trackFlights from './track-flights.ts';

// Each periodic job's `run`, for tests and for a run on demand.
declare module 'fastify' {
  interface FastifyInstance {
    reminders: { run: () => Promise<number> };
    documentRetention: { run: () => Promise<{ noticed: number; deleted: number }> };
    cardRefunds: { run: () => Promise<{ sent: number }> };
    partnerJobs: {
      digests: () => Promise<number>;
      monthEnd: () => Promise<{ invoices: number; statements: number }>;
      uploads: () => Promise<number>;
    };
    flights: { track: () => Promise<{ lookedUp: number }> };
    driverLocations: { clear: () => Promise<number> };
    arrivalMessages: { run: () => Promise<number> };
  }
}

export default fp(
  async function jobs(app: FastifyInstance) {
    await ensureSuperAdmin(app);
    await resealLegacySecrets(app);

    app.decorate('reminders', { run: sendReminders(app) });
    app.decorate('documentRetention', { run: expireUploads(app) });
    app.decorate('cardRefunds', { run: sendCardRefunds(app) });
    app.decorate('partnerJobs', {
      digests: sendPartnerDigests(app),
      monthEnd: runPartnerMonthEnd(app),
      uploads: deleteOldPartnerImports(app),
    });
    app.decorate('flights', { track: trackFlights(app) });
    app.decorate('driverLocations', { clear: clearDriverLocations(app) });
    app.decorate('arrivalMessages', { run: sendArrivalMessages(app) });
  },
  {
    name: 'jobs',
    dependencies: [
      'users-repository',
      'audit-repository',
      'personal-data-repository',
      'refunds-repository',
      'bookings-repository',
      'notifications-repository',
      'uploads-repository',
      'card-payments-repository',
      'stripe',
      'partners-repository',
      'partner-bookings-repository',
      'partner-invoices-repository',
      'commissions-repository',
      'arrivals-repository',
      'flights-repository',
      'driver-jobs-repository',
      'arrival-messages-repository',
      'push-subscriptions-repository',
      'web-push',
      'mail',
    ],
  },
);
