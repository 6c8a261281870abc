import { and, eq, inArray, isNull, sql } from 'drizzle-orm';

import type { DbOrTx } from '#server/db/client.ts';
import { messagingPreferences, outboundMessages, users } from '#server/db/schema.ts';
import type { OutboundMessageStatus } from '#server/db/schema.ts';
import { repositoryPlugin } from '#server/plugins/app/repository-plugin.ts';

export type MessagingPreferencesRow = typeof messagingPreferences.$inferSelect;
export type OutboundMessageRow = typeof outboundMessages.$inferSelect;

// A student's SMS/WhatsApp choices and the messages sent to their phone (docs/decisions/133).
export function createMessagingRepository(db: DbOrTx) {
  return {
    async preferences(userId: string, tx: DbOrTx = db) {
      const [row] = await tx
        .select()
        .from(messagingPreferences)
        .where(eq(messagingPreferences.userId, userId));
      return row;
    },

    // Each channel given is set, with the time it was said.
    async setPreferences(
      userId: string,
      { sms, whatsapp, at }: { sms?: boolean; whatsapp?: boolean; at: Date },
      tx: DbOrTx = db,
    ): Promise<MessagingPreferencesRow> {
      const changes = {
        ...(sms === undefined ? {} : { sms, smsChangedAt: at }),
        ...(whatsapp === undefined ? {} : { whatsapp, whatsappChangedAt: at }),
        updatedAt: at,
      };
      const [row] = await tx
        .insert(messagingPreferences)
        .values({ userId, ...changes })
        .onConflictDoUpdate({ target: messagingPreferences.userId, set: changes })
        .returning();
      return row!;
    },

    // A WhatsApp message came from this number (any of its written forms): the accounts with
    // that phone get it as their last inbound time. The number of accounts found.
    async recordWhatsAppInbound(
      { numbers, at }: { numbers: string[]; at: Date },
      tx: DbOrTx = db,
    ): Promise<number> {
      const owners = await tx
        .select({ id: users.id })
        .from(users)
        .where(
          and(
            isNull(users.deletedAt),
            inArray(sql`regexp_replace(${users.phone}, '[^0-9+]', '', 'g')`, numbers),
          ),
        );
      for (const { id } of owners) {
        await tx
          .insert(messagingPreferences)
          .values({ userId: id, whatsappLastInboundAt: at, updatedAt: at })
          .onConflictDoUpdate({
            target: messagingPreferences.userId,
            set: { whatsappLastInboundAt: at, updatedAt: at },
          });
      }
      return owners.length;
    },

    async createOutbound(
      values: typeof outboundMessages.$inferInsert,
      tx: DbOrTx = db,
    ): Promise<OutboundMessageRow> {
      const [row] = await tx.insert(outboundMessages).values(values).returning();
      return row!;
    },

    async outboundBySid(twilioSid: string, tx: DbOrTx = db) {
      const [row] = await tx
        .select()
        .from(outboundMessages)
        .where(eq(outboundMessages.twilioSid, twilioSid));
      return row;
    },

    async setOutboundStatus(
      id: string,
      change: { status: OutboundMessageStatus; errorCode: string | null; at: Date },
      tx: DbOrTx = db,
    ): Promise<void> {
      await tx
        .update(outboundMessages)
        .set({ status: change.status, errorCode: change.errorCode, statusAt: change.at })
        .where(eq(outboundMessages.id, id));
    },

    async outboundForBooking(bookingId: string, tx: DbOrTx = db) {
      return tx
        .select()
        .from(outboundMessages)
        .where(eq(outboundMessages.bookingId, bookingId))
        .orderBy(outboundMessages.createdAt);
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    messagingRepository: ReturnType<typeof createMessagingRepository>;
  }
}

export default repositoryPlugin('messagingRepository', createMessagingRepository);
