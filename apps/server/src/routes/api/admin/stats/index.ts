import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { formatCalendarDate } from '@landed/shared/dates';
import { can } from '@landed/shared/permissions';
import type { SystemNotification } from '@landed/shared/schemas/admin';
import { statsSchema, systemNotificationsResponseSchema } from '@landed/shared/schemas/admin';

import { getLowRatings } from '#server/operations/ratings/get-low-ratings.ts';
import { errorResponses } from '#server/routes/route-schema.ts';
import { COSTLY_ROUTE_LIMITS, perAccount } from '#server/plugins/external/rate-limit.ts';

// ": now 14 Feb 2027 06:40, flight MU737" for an arrival change (docs/decisions/064).
function arrivalSummary(details: Record<string, unknown>): string {
  const text = (key: string) => (typeof details[key] === 'string' ? details[key] : '');
  const date = text('preferredDate');
  if (!date) return '';
  const when = [formatCalendarDate(date), text('arrivalTime')].filter(Boolean).join(' ');
  const flight = text('flightNumber') ? `, flight ${text('flightNumber')}` : '';
  return `: now ${when}${flight}`;
}

// What each System Notifications line says. Roles without the logs see no e-mail addresses.
function describe(
  entry: { category: string; action: string; actorEmail: string; details: Record<string, unknown> },
  withPeople: boolean,
): string {
  const who = withPeople && entry.actorEmail ? ` (${entry.actorEmail})` : '';
  const ref = typeof entry.details.bookingId === 'string' ? ` ${entry.details.bookingId}` : '';
  const labels: Record<string, string> = {
    'booking.created': `New booking${ref}`,
    'booking.cancelled': `Booking${ref} cancelled by the student`,
    'payment.claimed': `Payment to verify for${ref}`,
    'booking.chat_message': `New chat message on${ref} (answer from the arrivals board)`,
    'booking.arrival_changed': `Arrival changed for${ref}${
      entry.details.shortNotice === true ? ' (short notice)' : ''
    }${arrivalSummary(entry.details)}`,
    'auth.locked_out': 'A sign-in address was locked after repeated failures',
    'security.rate_limited': 'A client hit a rate limit',
    'security.access_denied': 'Access to the back-office was refused',
    'auth.login_failed': 'Failed sign-in',
    'mail.failed': 'An e-mail could not be delivered',
  };
  return `${labels[entry.action] ?? entry.action.replaceAll('.', ' ').replaceAll('_', ' ')}${who}`;
}

const TYPE_OF: Record<string, SystemNotification['type']> = {
  error: 'error',
  suspicious: 'suspicious',
  booking: 'booking',
};

const statsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/stats',
    {
      // Counts and sums over every booking and payment.
      config: { rateLimit: perAccount(COSTLY_ROUTE_LIMITS.stats) },
      schema: {
        summary: 'Overview: the six stat cards and the three charts',
        response: { 200: statsSchema, ...errorResponses(429) },
      },
    },
    async () => ({
      ...(await app.statsRepository.stats(app.config.now())),
      lowRatings: await getLowRatings(app),
    }),
  );

  app.get(
    '/system-notifications',
    {
      schema: {
        summary: 'Recent error, suspicious, booking and other events from the log',
        response: { 200: systemNotificationsResponseSchema },
      },
    },
    async (request) => {
      const withPeople = can(request.user!.adminRole, 'logs:read');
      const rows = await app.auditRepository.recent(
        ['error', 'suspicious', 'booking', 'other'],
        12,
      );
      return {
        notifications: rows.map((r) => ({
          _id: r.id,
          type: TYPE_OF[r.category] ?? 'other',
          message: describe(r, withPeople),
          createdAt: r.createdAt.toISOString(),
          done: r.doneAt !== null,
        })),
      };
    },
  );
};

export default statsRoutes;
