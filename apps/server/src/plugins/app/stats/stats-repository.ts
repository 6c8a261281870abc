import { and, count, eq, gte, isNull, ne, sql, sum } from 'drizzle-orm';

import { TIME_ZONE } from '@landed/shared/constants';
import { addDays, melbourneDate } from '@landed/shared/dates';
import type { Stats } from '@landed/shared/schemas/admin';

import type { DbOrTx } from '#server/db/client.ts';
import {
  bookingSelections,
  bookings,
  inquiries,
  payments,
  refunds,
  users,
} from '#server/db/schema.ts';
import { repositoryPlugin } from '#server/plugins/app/repository-plugin.ts';

// The Overview (DECISIONS "Administrators"): students only (administrators are not counted),
// Active = signed in during the last 30 days, Revenue = verified payments less the refunds paid
// (issue 26; docs/decisions/086): money given back is not revenue.
export function createStatsRepository(db: DbOrTx) {
  return {
    async stats(now: Date): Promise<Stats> {
      // Students with an account: not staff, not deleted (docs/decisions/065).
      const students = and(isNull(users.adminRole), isNull(users.deletedAt));
      const since = new Date(now.getTime() - 30 * 86_400_000);
      const [[total], [active], [custom], [fixed], [unread], [revenue], [refunded]] =
        await Promise.all([
          db.select({ n: count() }).from(users).where(students),
          db
            .select({ n: count() })
            .from(users)
            .where(and(students, gte(users.lastSignInAt, since))),
          db.select({ n: count() }).from(bookings).where(eq(bookings.isCustom, true)),
          db.select({ n: count() }).from(bookings).where(eq(bookings.isCustom, false)),
          db.select({ n: count() }).from(inquiries).where(eq(inquiries.status, 'Unread')),
          db
            .select({ cents: sum(payments.amountCents) })
            .from(payments)
            .where(eq(payments.status, 'Verified')),
          db
            .select({ cents: sum(refunds.amountCents) })
            .from(refunds)
            .where(eq(refunds.status, 'Paid')),
        ]);

      // Sign-ups per Melbourne day for the last 30 days, days without any included.
      const today = melbourneDate(now);
      const first = addDays(today, -29);
      // The zone is written into the SQL (a constant, not input) so that the select and the
      // group-by are the same expression; as a bound parameter each would get its own.
      const zone = sql.raw(`'${TIME_ZONE}'`);
      const day = sql<string>`to_char(${users.createdAt} at time zone ${zone}, 'YYYY-MM-DD')`;
      const signups = await db
        .select({ date: day, count: count() })
        .from(users)
        .where(and(students, sql`${day} >= ${first}`))
        .groupBy(day);
      const byDay = new Map(signups.map((s) => [s.date, s.count]));
      const signupsPerDay = Array.from({ length: 30 }, (_, i) => {
        const date = addDays(first, i);
        return { date, count: byDay.get(date) ?? 0 };
      });

      // Bookings per fixed package, and per service for custom ones (not counting cancelled).
      const live = ne(bookings.status, 'Cancelled');
      const perPackage = await db
        .select({ name: bookings.packageName, count: count() })
        .from(bookings)
        .where(and(live, eq(bookings.isCustom, false)))
        .groupBy(bookings.packageName);
      const perService = await db
        .select({ name: bookingSelections.serviceName, count: count() })
        .from(bookingSelections)
        .innerJoin(bookings, eq(bookingSelections.bookingId, bookings.id))
        .where(live)
        .groupBy(bookingSelections.serviceName);
      const bookingsPerPackage = [
        ...perPackage,
        ...perService.map((s) => ({ name: `Custom: ${s.name}`, count: s.count })),
      ].sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));

      const university = sql<string>`coalesce(nullif(trim(${users.university}), ''), 'Not given')`;
      const perUniversity = await db
        .select({ university, count: count() })
        .from(users)
        .where(students)
        .groupBy(university);
      const usersPerUniversity = perUniversity.sort(
        (a, b) => b.count - a.count || a.university.localeCompare(b.university),
      );

      return {
        totalUsers: total?.n ?? 0,
        activeUsers: active?.n ?? 0,
        customPackages: custom?.n ?? 0,
        bookings: fixed?.n ?? 0,
        inquiries: unread?.n ?? 0,
        revenue: (Number(revenue?.cents ?? 0) - Number(refunded?.cents ?? 0)) / 100,
        charts: { signupsPerDay, bookingsPerPackage, usersPerUniversity },
      };
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    statsRepository: ReturnType<typeof createStatsRepository>;
  }
}

export default repositoryPlugin('statsRepository', createStatsRepository);
