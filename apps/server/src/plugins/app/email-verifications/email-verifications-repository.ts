// Links that prove an address belongs to a user (docs/decisions/050): `verify` confirms the
// account's own address, `change` moves the account to a new one. Only the SHA-256 of a token
// is stored; a link lasts 24 hours, works once, and is bound to the user's token version.
import { and, count, eq, gt, gte, isNull } from 'drizzle-orm';

import type { DbOrTx } from '#server/db/client.ts';
import { emailVerificationTokens, users } from '#server/db/schema.ts';
import { repositoryPlugin } from '#server/plugins/app/repository-plugin.ts';

export const EMAIL_LINK_LIFETIME_MS = 24 * 60 * 60_000;
// Links of one purpose one account can cause per hour; beyond that the answer stays the same
// and no mail is sent.
export const EMAIL_LINKS_PER_HOUR = 5;

export type EmailLinkPurpose = 'verify' | 'change';

export type EmailLink = {
  userId: string;
  purpose: EmailLinkPurpose;
  email: string;
  tokenVersion: number;
};

export function createEmailVerificationsRepository(db: DbOrTx) {
  const t = emailVerificationTokens;
  return {
    // Issues a link unless the account has had EMAIL_LINKS_PER_HOUR of this purpose in the
    // last hour (counted under a lock on the user row, so it holds across instances). Older
    // unused links of the same purpose stop working.
    async issue(
      input: EmailLink & { tokenHash: string; now: Date },
      tx: DbOrTx = db,
    ): Promise<'issued' | 'throttled'> {
      const { userId, purpose, now } = input;
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
      const hourAgo = new Date(now.getTime() - 60 * 60_000);
      const [recent] = await tx
        .select({ value: count() })
        .from(t)
        .where(and(eq(t.userId, userId), eq(t.purpose, purpose), gte(t.createdAt, hourAgo)));
      if ((recent?.value ?? 0) >= EMAIL_LINKS_PER_HOUR) return 'throttled';
      await tx
        .update(t)
        .set({ usedAt: now })
        .where(and(eq(t.userId, userId), eq(t.purpose, purpose), isNull(t.usedAt)));
      await tx.insert(t).values({
        userId,
        purpose,
        email: input.email,
        tokenHash: input.tokenHash,
        tokenVersion: input.tokenVersion,
        createdAt: now,
        expiresAt: new Date(now.getTime() + EMAIL_LINK_LIFETIME_MS),
      });
      return 'issued';
    },

    // Uses a link up, atomically (of two concurrent uses one wins). Undefined when the link
    // is unknown, used, retired or expired.
    async consume(tokenHash: string, now: Date, tx: DbOrTx = db): Promise<EmailLink | undefined> {
      const [row] = await tx
        .update(t)
        .set({ usedAt: now })
        .where(and(eq(t.tokenHash, tokenHash), isNull(t.usedAt), gt(t.expiresAt, now)))
        .returning({
          userId: t.userId,
          purpose: t.purpose,
          email: t.email,
          tokenVersion: t.tokenVersion,
        });
      return row;
    },

    // Retires every unused link of the user (the address changed, or the account was taken
    // back from whoever registered it).
    async retireAll(userId: string, now: Date, tx: DbOrTx = db): Promise<void> {
      await tx
        .update(t)
        .set({ usedAt: now })
        .where(and(eq(t.userId, userId), isNull(t.usedAt)));
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    emailVerificationsRepository: ReturnType<typeof createEmailVerificationsRepository>;
  }
}

export default repositoryPlugin('emailVerificationsRepository', createEmailVerificationsRepository);
