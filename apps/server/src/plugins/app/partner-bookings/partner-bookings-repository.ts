// A partner's bookings for its students, its CSV uploads and its approval queue (issue 27
// items 2 and 3; docs/decisions/093, 094). Written for a whole intake at once: a fixed number
// of queries per upload, whatever its size.
import { and, desc, eq, inArray, isNull, lt, max, sql } from 'drizzle-orm';

import type { PartnerBooking, PartnerSource } from '@landed/shared/schemas/partner-bookings';

import type { DbOrTx } from '#server/db/client.ts';
import { countRows, paged } from '#server/db/paged.ts';
import {
  bookingSelections,
  bookings,
  consentRecords,
  partnerImports,
  partners,
  users,
} from '#server/db/schema.ts';
import { newBookingRef } from '#server/plugins/app/bookings/bookings-repository.ts';
import type { NewBooking, NewSelection } from '#server/plugins/app/bookings/bookings-repository.ts';
import { repositoryPlugin } from '#server/plugins/app/repository-plugin.ts';

type BookingRow = typeof bookings.$inferSelect;
export type PartnerImportRecord = typeof partnerImports.$inferSelect;

// The consent a student gives to share a booking with a partner: one purpose per partner.
export const partnerConsentPurpose = (partnerId: string) => `partner-sharing:${partnerId}`;

export function createPartnerBookingsRepository(db: DbOrTx) {
  // The consent each of these students gave this partner, latest first.
  async function consentsOf(partnerId: string, userIds: string[], tx: DbOrTx) {
    if (userIds.length === 0) return new Map<string, Date>();
    const rows = await tx
      .select({ userId: consentRecords.userId, at: max(consentRecords.createdAt) })
      .from(consentRecords)
      .where(
        and(
          eq(consentRecords.purpose, partnerConsentPurpose(partnerId)),
          eq(consentRecords.action, 'granted'),
          inArray(consentRecords.userId, userIds),
        ),
      )
      .groupBy(consentRecords.userId);
    return new Map(rows.flatMap((r) => (r.userId && r.at ? [[r.userId, r.at] as const] : [])));
  }

  async function toPartnerBookings(
    partnerId: string,
    rows: Array<{ booking: BookingRow; email: string }>,
    tx: DbOrTx,
  ): Promise<PartnerBooking[]> {
    const consents = await consentsOf(
      partnerId,
      [...new Set(rows.map((r) => r.booking.userId))],
      tx,
    );
    return rows.map(({ booking: b, email }) => ({
      _id: b.id,
      bookingId: b.bookingRef,
      studentName: b.contactName,
      studentEmail: email,
      studentId: b.studentId,
      packageName: b.packageName,
      preferredDate: b.preferredDate,
      arrivalTime: b.arrivalTime,
      flightNumber: b.flightNumber,
      status: b.status,
      paymentStatus: b.paymentStatus,
      totalPrice: b.totalPriceCents / 100,
      source: (b.partnerSource ?? 'booked') as PartnerSource,
      billedToPartner: b.billedToPartner,
      approvalStatus: (b.approvalStatus ?? null) as PartnerBooking['approvalStatus'],
      approvalReason: b.approvalReason,
      studentConsent: b.studentConsent,
      // Per booking: a consent the student gave to an earlier booking says nothing of this one
      // (it would tell the partner the address had an account).
      consentedAt:
        b.studentConsent === 'Awaiting' || b.studentConsent === 'Refused'
          ? null
          : (consents.get(b.userId)?.toISOString() ?? null),
      createdAt: b.createdAt.toISOString(),
    }));
  }

  return {
    // The active partner university whose name a student gave (case aside), if any.
    async universityNamed(
      university: string,
      tx: DbOrTx = db,
    ): Promise<typeof partners.$inferSelect | undefined> {
      const name = university.trim();
      if (!name) return undefined;
      const [partner] = await tx
        .select()
        .from(partners)
        .where(
          and(
            eq(partners.kind, 'University'),
            eq(partners.active, true),
            sql`lower(${partners.name}) = lower(${name})`,
          ),
        )
        .limit(1);
      return partner;
    },

    async recordConsents(
      rows: Array<{ userId: string; email: string; partnerId: string; source: string; ip: string }>,
      tx: DbOrTx = db,
    ): Promise<void> {
      if (rows.length === 0) return;
      await tx.insert(consentRecords).values(
        rows.map((r) => ({
          userId: r.userId,
          email: r.email,
          purpose: partnerConsentPurpose(r.partnerId),
          action: 'granted',
          source: r.source,
          ip: r.ip,
        })),
      );
    },

    async usersByEmail(emails: string[], tx: DbOrTx = db) {
      if (emails.length === 0) return [];
      return tx.select().from(users).where(inArray(users.email, emails));
    },

    // Which of these import keys this partner already booked.
    async bookedKeys(partnerId: string, keys: string[], tx: DbOrTx = db): Promise<Set<string>> {
      if (keys.length === 0) return new Set();
      const rows = await tx
        .select({ key: bookings.externalId })
        .from(bookings)
        .where(and(eq(bookings.partnerId, partnerId), inArray(bookings.externalId, keys)));
      return new Set(rows.flatMap((r) => (r.key ? [r.key] : [])));
    },

    // Inserts the bookings with their selections in a few statements. A row whose import key
    // this partner booked meanwhile is left out (the unique key decides, on every instance); a
    // row that only drew a reference already in use is tried again with another.
    async insertMany(
      rows: Array<{ booking: NewBooking; selections: NewSelection[] }>,
      tx: DbOrTx = db,
    ): Promise<BookingRow[]> {
      const created: BookingRow[] = [];
      let pending = rows;
      for (let attempt = 0; attempt < 5 && pending.length > 0; attempt++) {
        const inserted = await tx
          .insert(bookings)
          .values(pending.map((r) => ({ ...r.booking, bookingRef: newBookingRef() })))
          .onConflictDoNothing()
          .returning();
        created.push(...inserted);
        const insertedKeys = new Set(inserted.map((b) => b.externalId));
        const missing = pending.filter((r) => !insertedKeys.has(r.booking.externalId ?? null));
        const partnerId = pending[0]?.booking.partnerId;
        const taken =
          partnerId && missing.length > 0
            ? await this.bookedKeys(
                partnerId,
                missing.flatMap((r) => (r.booking.externalId ? [r.booking.externalId] : [])),
                tx,
              )
            : new Set<string>();
        pending = missing.filter((r) => !r.booking.externalId || !taken.has(r.booking.externalId));
      }
      const byKey = new Map(rows.map((r) => [r.booking.externalId, r.selections]));
      const selections = created.flatMap((b) =>
        (byKey.get(b.externalId) ?? []).map((s) => ({ ...s, bookingId: b.id })),
      );
      if (selections.length > 0) await tx.insert(bookingSelections).values(selections);
      return created;
    },

    async listForPartner(
      input: { partnerId: string; limit: number; page: number; awaitingOnly?: boolean },
      tx: DbOrTx = db,
    ): Promise<{ bookings: PartnerBooking[]; total: number }> {
      const where = and(
        eq(bookings.partnerId, input.partnerId),
        input.awaitingOnly ? eq(bookings.approvalStatus, 'Awaiting') : undefined,
      );
      const query = tx
        .select({ booking: bookings, email: users.email })
        .from(bookings)
        .innerJoin(users, eq(users.id, bookings.userId))
        .where(where)
        .orderBy(
          input.awaitingOnly ? bookings.preferredDate : desc(bookings.createdAt),
          desc(bookings.id),
        );
      const { rows, total } = await paged(query.$dynamic(), {
        counting: countRows(bookings, where, tx),
        limit: input.limit,
        page: input.page,
      });
      return { bookings: await toPartnerBookings(input.partnerId, rows, tx), total };
    },

    async findForPartner(
      input: { partnerId: string; bookingId: string; forUpdate?: boolean },
      tx: DbOrTx = db,
    ): Promise<PartnerBooking | undefined> {
      const query = tx
        .select({ booking: bookings, email: users.email })
        .from(bookings)
        .innerJoin(users, eq(users.id, bookings.userId))
        .where(and(eq(bookings.id, input.bookingId), eq(bookings.partnerId, input.partnerId)));
      const rows = input.forUpdate ? await query.for('update', { of: bookings }) : await query;
      return rows.length ? (await toPartnerBookings(input.partnerId, rows, tx))[0] : undefined;
    },

    async toPartnerBookings(partnerId: string, rows: BookingRow[], tx: DbOrTx = db) {
      const emails = await tx
        .select({ id: users.id, email: users.email })
        .from(users)
        .where(
          inArray(
            users.id,
            rows.map((r) => r.userId),
          ),
        );
      const byId = new Map(emails.map((e) => [e.id, e.email]));
      return toPartnerBookings(
        partnerId,
        rows.map((booking) => ({ booking, email: byId.get(booking.userId) ?? '' })),
        tx,
      );
    },

    // ------------------------------------------------------------ CSV uploads

    async createImport(
      input: {
        partnerId: string;
        createdBy: string;
        fileName: string;
        rows: Record<string, unknown>[];
        createdAt: Date;
      },
      tx: DbOrTx = db,
    ): Promise<PartnerImportRecord> {
      const [row] = await tx.insert(partnerImports).values(input).returning();
      return row!;
    },

    // The upload, locked until the transaction ends: two confirmations of one upload run one
    // after the other, and the second finds it confirmed.
    async lockImport(
      input: { partnerId: string; importId: string },
      tx: DbOrTx,
    ): Promise<PartnerImportRecord | undefined> {
      const [row] = await tx
        .select()
        .from(partnerImports)
        .where(
          and(eq(partnerImports.id, input.importId), eq(partnerImports.partnerId, input.partnerId)),
        )
        .for('update');
      return row;
    },

    async markImportConfirmed(
      input: { importId: string; created: number; skipped: number; now: Date },
      tx: DbOrTx,
    ): Promise<void> {
      await tx
        .update(partnerImports)
        // The rows are the students' data, needed only until booked: dropped now
        // (docs/decisions/106); the counts answer a second confirmation.
        .set({
          confirmedAt: input.now,
          created: input.created,
          skipped: input.skipped,
          rows: [],
        })
        .where(and(eq(partnerImports.id, input.importId), isNull(partnerImports.confirmedAt)));
    },

    // Uploads older than the cut-off, confirmed or not, deleted (docs/decisions/106). Answers
    // how many.
    async deleteImportsBefore(cutoff: Date, tx: DbOrTx = db): Promise<number> {
      const deleted = await tx
        .delete(partnerImports)
        .where(lt(partnerImports.createdAt, cutoff))
        .returning({ id: partnerImports.id });
      return deleted.length;
    },

    // An erased account's rows taken out of every stored upload: the rows whose e-mail cell is
    // the address, in any case (docs/decisions/106).
    async scrubImportRows(email: string, tx: DbOrTx = db): Promise<void> {
      await tx.execute(sql`
        update ${partnerImports}
        set rows = coalesce(
          (select jsonb_agg(r) from jsonb_array_elements(${partnerImports.rows}) r
            where lower(trim(coalesce(r->'cells'->>'email', ''))) <> lower(${email})),
          '[]'::jsonb)
        where exists (select 1 from jsonb_array_elements(${partnerImports.rows}) r
          where lower(trim(coalesce(r->'cells'->>'email', ''))) = lower(${email}))`);
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    partnerBookingsRepository: ReturnType<typeof createPartnerBookingsRepository>;
  }
}

export default repositoryPlugin('partnerBookingsRepository', createPartnerBookingsRepository);
