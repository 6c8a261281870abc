// Password reset tokens (DECISIONS "Accounts"): only the SHA-256 of a token is stored; a
// token is valid for an hour and works once; issuing a new one retires the older ones.
import { and, count, eq, gt, gte, isNull } from 'drizzle-orm';

import type { DbOrTx } from '#server/db/client.ts';
import { passwordResetTokens, users } from '#server/db/schema.ts';
import { repositoryPlugin } from '#server/plugins/app/repository-plugin.ts';

export const RESET_TOKEN_LIFETIME_MS = 60 * 60_000;
// Reset mails one address can cause per hour; beyond that the answer stays the same but no
// mail is sent (docs/decisions/031-password-reset.md).
export const RESET_REQUESTS_PER_HOUR = 5;

export function createPasswordResetsRepository(db: DbOrTx) {
  return {
    // Issues a token for the user unless the address has had RESET_REQUESTS_PER_HOUR in the
    // last hour. The user row is locked for the count, so concurrent requests on several
    // instances cannot slip past the limit. Older unused tokens stop working.
    async issue(
      input: { userId: string; tokenHash: string; now: Date },
      tx: DbOrTx = db,
    ): Promise<'issued' | 'throttled'> {
      const { userId, tokenHash, now } = input;
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
      const hourAgo = new Date(now.getTime() - 60 * 60_000);
      const [recent] = await tx
        .select({ value: count() })
        .from(passwordResetTokens)
        .where(
          and(eq(passwordResetTokens.userId, userId), gte(passwordResetTokens.createdAt, hourAgo)),
        );
      if ((recent?.value ?? 0) >= RESET_REQUESTS_PER_HOUR) return 'throttled';
      await tx
        .update(passwordResetTokens)
        .set({ usedAt: now })
        .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
      await tx.insert(passwordResetTokens).values({
        userId,
        tokenHash,
        createdAt: now,
        expiresAt: new Date(now.getTime() + RESET_TOKEN_LIFETIME_MS),
      });
      return 'issued';
    },

    // The first link of accounts made for their owners by a partner (issue 27,
    // docs/decisions/093): a password to set, from the invitation mail. Brand-new accounts have
    // no earlier token and no requests to count; the link lives as long as a staff invitation.
    async issueForNewAccounts(
      input: {
        tokens: Array<{ userId: string; tokenHash: string }>;
        now: Date;
        lifetimeMs: number;
      },
      tx: DbOrTx = db,
    ): Promise<void> {
      const { tokens, now, lifetimeMs } = input;
      if (tokens.length === 0) return;
      await tx.insert(passwordResetTokens).values(
        tokens.map((t) => ({
          ...t,
          createdAt: now,
          expiresAt: new Date(now.getTime() + lifetimeMs),
        })),
      );
    },

    // The user a token belongs to, if it is unused and unexpired.
    async findValid(tokenHash: string, now: Date, tx: DbOrTx = db): Promise<string | undefined> {
      const [row] = await tx
        .select({ userId: passwordResetTokens.userId })
        .from(passwordResetTokens)
        .where(
          and(
            eq(passwordResetTokens.tokenHash, tokenHash),
            isNull(passwordResetTokens.usedAt),
            gt(passwordResetTokens.expiresAt, now),
          ),
        );
      return row?.userId;
    },

    // Uses the token up (atomically: of two concurrent uses, one wins) and retires every other
    // token of the same user. Returns the user id, or undefined if the token was not valid.
    async consume(tokenHash: string, now: Date, tx: DbOrTx = db): Promise<string | undefined> {
      const [row] = await tx
        .update(passwordResetTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(passwordResetTokens.tokenHash, tokenHash),
            isNull(passwordResetTokens.usedAt),
            gt(passwordResetTokens.expiresAt, now),
          ),
        )
        .returning({ userId: passwordResetTokens.userId });
      if (!row) return undefined;
      await tx
        .update(passwordResetTokens)
        .set({ usedAt: now })
        .where(and(eq(passwordResetTokens.userId, row.userId), isNull(passwordResetTokens.usedAt)));
      return row.userId;
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    passwordResetsRepository: ReturnType<typeof createPasswordResetsRepository>;
  }
}

export default repositoryPlugin('passwordResetsRepository', createPasswordResetsRepository);
