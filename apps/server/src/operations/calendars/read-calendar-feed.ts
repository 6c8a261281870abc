// /api/calendar/{secret}.ics: the upcoming pickups of a feed's owner, for Google Calendar or
// Outlook, which fetch it without signing in (docs/decisions/062). A secret that is unknown,
// revoked, or whose owner may no longer see bookings answers 404.
import type { FastifyInstance } from 'fastify';

import { addDays, melbourneDate } from '@landed/shared/dates';
import { can } from '@landed/shared/permissions';

import { notFound } from '#server/lib/http-errors.ts';
import { renderPickupCalendar } from '#server/lib/ical.ts';
import { hashSecretToken } from '#server/lib/secret-tokens.ts';
import { bookingFlights } from '#server/plugins/app/flights/flights-repository.ts';
import { toPickupEvent } from './to-pickup-event.ts';

export const FEED_NOT_FOUND = 'Calendar feed not found.';

// From a week back (what happened stays in the calendar a little while) to a year ahead.
const DAYS_BACK = 7;
const DAYS_AHEAD = 365;

// <43 URL-safe characters>.ics
const FILE_PATTERN = /^([A-Za-z0-9_-]{43})\.ics$/;

// Whose pickups the feed lists, or null when it must not answer.
async function audienceOf(
  app: FastifyInstance,
  feed: { userId: string | null; driverId: string | null },
): Promise<{ name: string; driverId?: string } | null> {
  if (feed.driverId) {
    const driver = await app.calendarFeedsRepository.findDriver(feed.driverId);
    return driver ? { name: `Landed pickups: ${driver.name}`, driverId: driver.id } : null;
  }
  const user = feed.userId ? await app.usersRepository.findById(feed.userId) : undefined;
  // Staff who left the team, were suspended, or (where it is required) turned two-factor
  // sign-in off no longer get the bookings.
  if (!user || user.suspended || !can(user.adminRole, 'bookings:read')) return null;
  if (app.config.adminMfa === 'required' && !user.totpEnabledAt) return null;
  return { name: 'Landed pickups' };
}

export async function readCalendarFeed(
  app: FastifyInstance,
  { file }: { file: string },
): Promise<string> {
  const secret = FILE_PATTERN.exec(file)?.[1];
  if (!secret) throw notFound(FEED_NOT_FOUND);
  const feed = await app.calendarFeedsRepository.findActiveBySecretHash(hashSecretToken(secret));
  const audience = feed ? await audienceOf(app, feed) : null;
  if (!audience) throw notFound(FEED_NOT_FOUND);
  const now = app.config.now();
  const today = melbourneDate(now);
  const [rows, cms] = await Promise.all([
    app.calendarFeedsRepository.pickups({
      from: addDays(today, -DAYS_BACK),
      to: addDays(today, DAYS_AHEAD),
      ...(audience.driverId ? { driverId: audience.driverId } : {}),
    }),
    app.cmsRepository.get(),
  ]);
  // The live flights, so a driver's calendar moves with the plane (issue 34).
  const { flightOf, pickupTimeOf } = await bookingFlights(
    app.db,
    rows.map(({ booking }) => booking),
  );
  return renderPickupCalendar({
    name: audience.name,
    audience: 'staff',
    now,
    events: rows.map(({ booking, driver }) =>
      toPickupEvent({
        row: booking,
        driver,
        cms,
        appUrl: app.config.appUrl,
        audience: 'staff',
        flight: flightOf(booking),
        pickupTime: pickupTimeOf(booking),
      }),
    ),
  });
}
