// Everything the database holds about one person, in one place: gathered for "Download my
// data" and erased for "Delete my account" (issue 16; docs/decisions/065). A new table that
// holds personal data must be added here: the erasure test scans every text column of every
// table for the deleted person's e-mail and name.
import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';

import type { DbOrTx } from '#server/db/client.ts';
import {
  adjustmentNotes,
  auditLogs,
  bookingEvents,
  bookingSelections,
  bookings,
  calendarFeeds,
  consentRecords,
  documents,
  emailVerificationTokens,
  inquiries,
  inquiryReplies,
  invoices,
  loginThrottles,
  mailOutbox,
  messagingPreferences,
  mfaRecoveryCodes,
  newsletterSubscribers,
  notifications,
  onboardingSteps,
  outboundMessages,
  passwordResetTokens,
  payments,
  pushSubscriptions,
  refunds,
  sessions,
  signInTokens,
  statementLines,
  users,
} from '#server/db/schema.ts';
import { repositoryPlugin } from '#server/plugins/app/repository-plugin.ts';

export const DELETED_USER_NAME = 'Deleted user';

// The mail an account is sent about itself at its own address (not about a booking, which
// `bookingId` finds; not the notice of a change, which goes to an address the account left).
const OWN_ACCOUNT_MAIL = [
  'welcome',
  'verify-email',
  'password-reset',
  'email-change-confirm',
  'two-factor-changed',
  'refund-account-changed',
  'documents-expiring',
] as const;

// The address a deleted account's row keeps: unique, never deliverable (RFC 2606 .invalid).
export const deletedEmailFor = (userId: string) => `deleted-${userId}@deleted.invalid`;

export function createPersonalDataRepository(db: DbOrTx) {
  return {
    // Every row about the user, as stored (the export shapes it). Documents without their
    // content: `documentContents` streams those. What is kept under an e-mail address
    // (inquiries, the newsletter, consents) only by the account's id: it is the account's once
    // the account has proved the address (claimByAddress), never because the address matches
    // (docs/decisions/074).
    async collect({ userId }: { userId: string }) {
      const [user] = await db.select().from(users).where(eq(users.id, userId));
      const bookingRows = await db
        .select()
        .from(bookings)
        .where(eq(bookings.userId, userId))
        .orderBy(asc(bookings.createdAt));
      const bookingIds = bookingRows.map((b) => b.id);
      const some = bookingIds.length > 0;
      const inquiryRows = await db
        .select()
        .from(inquiries)
        .where(eq(inquiries.userId, userId))
        .orderBy(asc(inquiries.createdAt));
      const inquiryIds = inquiryRows.map((i) => i.id);
      return {
        user,
        bookings: bookingRows,
        selections: some
          ? await db
              .select()
              .from(bookingSelections)
              .where(inArray(bookingSelections.bookingId, bookingIds))
          : [],
        payments: await db
          .select()
          .from(payments)
          .where(eq(payments.userId, userId))
          .orderBy(asc(payments.createdAt)),
        invoices: some
          ? await db.select().from(invoices).where(inArray(invoices.bookingId, bookingIds))
          : [],
        timeline: some
          ? await db
              .select()
              .from(bookingEvents)
              .where(inArray(bookingEvents.bookingId, bookingIds))
              .orderBy(asc(bookingEvents.createdAt), asc(bookingEvents.seq))
          : [],
        notifications: await db
          .select()
          .from(notifications)
          .where(eq(notifications.userId, userId))
          .orderBy(asc(notifications.createdAt)),
        onboarding: await db
          .select()
          .from(onboardingSteps)
          .where(eq(onboardingSteps.userId, userId)),
        documents: await db
          .select({
            id: documents.id,
            fileName: documents.fileName,
            mimeType: documents.mimeType,
            sizeBytes: documents.sizeBytes,
            createdAt: documents.createdAt,
          })
          .from(documents)
          .where(eq(documents.userId, userId))
          .orderBy(asc(documents.createdAt)),
        inquiries: inquiryRows,
        inquiryReplies: inquiryIds.length
          ? await db
              .select()
              .from(inquiryReplies)
              .where(inArray(inquiryReplies.inquiryId, inquiryIds))
          : [],
        sessions: await db
          .select()
          .from(sessions)
          .where(eq(sessions.userId, userId))
          .orderBy(asc(sessions.createdAt)),
        newsletter: await db
          .select()
          .from(newsletterSubscribers)
          .where(eq(newsletterSubscribers.userId, userId)),
        consents: await db
          .select()
          .from(consentRecords)
          .where(eq(consentRecords.userId, userId))
          .orderBy(asc(consentRecords.createdAt)),
        // Arrival-day messages to the phone (docs/decisions/132, 133): the browsers subscribed,
        // the channels chosen, and each SMS or WhatsApp message sent.
        pushSubscriptions: await db
          .select()
          .from(pushSubscriptions)
          .where(eq(pushSubscriptions.userId, userId))
          .orderBy(asc(pushSubscriptions.createdAt)),
        messaging: await db
          .select()
          .from(messagingPreferences)
          .where(eq(messagingPreferences.userId, userId)),
        textMessages: await db
          .select()
          .from(outboundMessages)
          .where(eq(outboundMessages.userId, userId))
          .orderBy(asc(outboundMessages.createdAt)),
      };
    },

    // An account has just proved it holds `email` (a confirmation link, a password reset, Google,
    // an accepted invitation): what was kept under that address and belongs to nobody yet
    // becomes the account's, by id, for good (issue 24, docs/decisions/074). Until then an
    // account reads, exports and erases none of it. Rows another account already holds stay
    // with it (an address can move between accounts only through a verified change).
    async claimByAddress(
      { userId, email }: { userId: string; email: string },
      tx: DbOrTx = db,
    ): Promise<void> {
      const address = email.trim().toLowerCase();
      await tx
        .update(inquiries)
        .set({ userId })
        .where(and(sql`lower(${inquiries.email}) = ${address}`, isNull(inquiries.userId)));
      await tx
        .update(newsletterSubscribers)
        .set({ userId })
        .where(and(eq(newsletterSubscribers.email, address), isNull(newsletterSubscribers.userId)));
      await tx
        .update(consentRecords)
        .set({ userId })
        .where(and(eq(consentRecords.email, address), isNull(consentRecords.userId)));
    },

    // One uploaded file's bytes at a time (they can add up to 100 MB).
    // Bookings still to happen: an account cannot be erased under them (decision 065).
    async openBookings(userId: string, tx: DbOrTx = db): Promise<number> {
      const rows = await tx
        .select({ id: bookings.id })
        .from(bookings)
        .where(
          and(eq(bookings.userId, userId), inArray(bookings.status, ['Pending', 'Confirmed'])),
        );
      return rows.length;
    },

    async documentContent(id: string) {
      const [row] = await db
        .select({ content: documents.content })
        .from(documents)
        .where(eq(documents.id, id));
      return row?.content;
    },

    // Erases the person (docs/decisions/065): what only identifies them goes; bookings,
    // payments and invoices stay for the accounts, with "Deleted user" and no contact details.
    // The row in `users` stays as the owner of those records, emptied, and its e-mail freed.
    async erase(
      {
        userId,
        email,
        name,
        addressProved,
      }: { userId: string; email: string; name: string; addressProved: boolean },
      tx: DbOrTx,
    ): Promise<void> {
      const bookingIds = (
        await tx.select({ id: bookings.id }).from(bookings).where(eq(bookings.userId, userId))
      ).map((b) => b.id);
      for (const table of [
        sessions,
        signInTokens,
        passwordResetTokens,
        emailVerificationTokens,
        mfaRecoveryCodes,
        notifications,
        onboardingSteps,
        documents,
        calendarFeeds,
        messagingPreferences,
        outboundMessages,
        pushSubscriptions,
      ] as const) {
        await tx.delete(table).where(eq(table.userId, userId));
      }
      await tx.delete(loginThrottles).where(eq(loginThrottles.email, email));
      // What was kept under an address goes with the account that proved it, by id: an
      // account that never proved its address erases none of it (docs/decisions/074).
      await tx.delete(newsletterSubscribers).where(eq(newsletterSubscribers.userId, userId));
      await tx.delete(consentRecords).where(eq(consentRecords.userId, userId));
      // Questions sent from the address, and our answers to them.
      await tx.delete(inquiries).where(eq(inquiries.userId, userId));
      // Mail to the person, and mail about their bookings (a driver's job names them). Our
      // answers to inquiries and newsletter confirmations went to whoever holds the address:
      // they are the account's only if it proved the address (decision 074).
      // An account that never proved the address takes away only the mail an account is sent
      // about itself: a driver's jobs, an invitation or another person's mail at that address
      // stay (issue 24 review).
      const toPerson = addressProved
        ? eq(mailOutbox.toAddress, email)
        : and(eq(mailOutbox.toAddress, email), inArray(mailOutbox.template, [...OWN_ACCOUNT_MAIL]));
      await tx
        .delete(mailOutbox)
        .where(
          bookingIds.length > 0
            ? or(toPerson, inArray(mailOutbox.bookingId, bookingIds))
            : toPerson,
        );

      if (bookingIds.length > 0) {
        await tx
          .update(bookings)
          .set({
            contactName: DELETED_USER_NAME,
            contactEmail: '',
            contactPhone: '',
            notes: '',
            flightNumber: '',
            destinationAddress: '',
            updatedAt: sql`now()`,
          })
          .where(inArray(bookings.id, bookingIds));
        // A payment's reference and amount are accounting records, kept like the booking: the
        // reference is what matches the money on the bank statement (issue 26; decision 086).
        // Why staff rejected a claim may name the payer: it goes.
        await tx.update(payments).set({ rejectReason: null }).where(eq(payments.userId, userId));
        // The account a refund was due to (issue 31): a person's bank account, like theirs.
        await tx
          .update(refunds)
          .set({ refundDetails: null, accountChangedAt: null })
          .where(inArray(refunds.bookingId, bookingIds));
        // The account their bookings were paid from, as a bank statement named it (decision
        // 108): sealed for them, and a person's bank account all the same. The line stays (the
        // statement still adds up), its payer's account goes.
        await tx
          .update(statementLines)
          .set({ payerAccount: null })
          .where(inArray(statementLines.bookingId, bookingIds));
        // The tax invoices and adjustment notes stay (5 years), addressed to no one; the
        // payment's reference on the invoice stays with the payment's.
        const noOne = JSON.stringify({ name: DELETED_USER_NAME, email: '' });
        await tx
          .update(invoices)
          .set({ content: sql`jsonb_set(${invoices.content}, '{buyer}', ${noOne}::jsonb, true)` })
          .where(inArray(invoices.bookingId, bookingIds));
        await tx
          .update(adjustmentNotes)
          .set({
            content: sql`jsonb_set(${adjustmentNotes.content}, '{buyer}', ${noOne}::jsonb, true)`,
          })
          .where(inArray(adjustmentNotes.bookingId, bookingIds));
        // The timeline keeps what happened, not the details (flights, addresses, notes).
        await tx
          .update(bookingEvents)
          .set({ details: sql`'{}'::jsonb` })
          .where(inArray(bookingEvents.bookingId, bookingIds));
      }
      // Where the person acted as staff.
      await tx
        .update(bookingEvents)
        .set({ actorName: DELETED_USER_NAME })
        .where(eq(bookingEvents.actorId, userId));
      await tx
        .update(inquiryReplies)
        .set({ authorName: DELETED_USER_NAME })
        .where(eq(inquiryReplies.authorId, userId));

      // The log keeps who did what, without naming the person.
      const jsonText = (value: string) => JSON.stringify(value).slice(1, -1);
      const mentions = (value: string) =>
        sql`strpos(${auditLogs.details}::text, ${jsonText(value)}) > 0`;
      // An account that never proved its address is not the person the address names: its
      // erasure must not blank that person's entries, only its own (issue 24, decision 074).
      const named = or(mentions(email), name.length >= 3 ? mentions(name) : sql`false`);
      const own = or(eq(auditLogs.actorId, userId), eq(auditLogs.entityId, userId));
      await tx
        .update(auditLogs)
        .set({
          details: sql`replace(replace(${auditLogs.details}::text, ${jsonText(email)}, '[deleted]'), ${jsonText(name)}, '[deleted]')::jsonb`,
        })
        .where(addressProved ? named : and(own, named));
      await tx
        .update(auditLogs)
        .set({ actorEmail: '[deleted]', ip: '' })
        .where(
          addressProved
            ? or(eq(auditLogs.actorId, userId), eq(auditLogs.actorEmail, email))
            : eq(auditLogs.actorId, userId),
        );

      await tx
        .update(users)
        .set({
          name: DELETED_USER_NAME,
          email: deletedEmailFor(userId),
          emailVerified: false,
          passwordHash: null,
          googleSubject: null,
          adminRole: null,
          createdByStartup: false,
          firstName: '',
          lastName: '',
          userType: '',
          phone: '',
          university: '',
          locale: 'en',
          arrivalDate: null,
          arrivalTime: null,
          arrivalFlight: null,
          notes: '',
          totpSecret: null,
          totpPendingSecret: null,
          // The account a refund was to be paid into: a person's bank account.
          refundDetails: null,
          totpEnabledAt: null,
          totpLastStep: null,
          lastSignInAt: null,
          tokenVersion: sql`${users.tokenVersion} + 1`,
          deletedAt: sql`now()`,
          updatedAt: sql`now()`,
        })
        .where(eq(users.id, userId));
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    personalDataRepository: ReturnType<typeof createPersonalDataRepository>;
  }
}

export default repositoryPlugin('personalDataRepository', createPersonalDataRepository);
