// Two-factor sign-in's stored state (docs/decisions/054): the sealed authenticator secret on
// the user row, the step of the newest accepted code, the hashed recovery codes, and the
// challenges already answered (issue 24). Only this
// file touches them. Every "use once" is a single conditional UPDATE, so two instances given
// the same code at the same moment accept it once.
import { and, count, eq, isNull, lt, or } from 'drizzle-orm';

import type { DbOrTx } from '#server/db/client.ts';
import { mfaRecoveryCodes, usedMfaChallenges, users } from '#server/db/schema.ts';
import { repositoryPlugin } from '#server/plugins/app/repository-plugin.ts';

export function createMfaRepository(db: DbOrTx) {
  async function replaceRecoveryCodes(
    { userId, codeHashes, now }: { userId: string; codeHashes: string[]; now: Date },
    tx: DbOrTx = db,
  ): Promise<void> {
    await tx.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, userId));
    await tx
      .insert(mfaRecoveryCodes)
      .values(codeHashes.map((codeHash) => ({ userId, codeHash, createdAt: now })));
  }

  return {
    async recoveryCodesLeft(userId: string, tx: DbOrTx = db): Promise<number> {
      const [row] = await tx
        .select({ n: count() })
        .from(mfaRecoveryCodes)
        .where(and(eq(mfaRecoveryCodes.userId, userId), isNull(mfaRecoveryCodes.usedAt)));
      return row?.n ?? 0;
    },

    // Setup: a new secret waits for its first code (a later setup replaces it).
    async setPending(userId: string, sealedSecret: string, tx: DbOrTx = db): Promise<void> {
      await tx
        .update(users)
        .set({ totpPendingSecret: sealedSecret, updatedAt: new Date() })
        .where(eq(users.id, userId));
    },

    // Turns two-factor on with the pending secret the code was checked against (unless another
    // request turned it on or replaced the secret meanwhile), marking the code's step used and
    // replacing the recovery codes. False when nothing changed.
    async enable(
      input: {
        userId: string;
        sealedSecret: string;
        step: number;
        recoveryCodeHashes: string[];
        now: Date;
      },
      tx: DbOrTx,
    ): Promise<boolean> {
      const updated = await tx
        .update(users)
        .set({
          totpSecret: input.sealedSecret,
          totpPendingSecret: null,
          totpEnabledAt: input.now,
          totpLastStep: input.step,
          updatedAt: input.now,
        })
        .where(
          and(
            eq(users.id, input.userId),
            isNull(users.totpEnabledAt),
            eq(users.totpPendingSecret, input.sealedSecret),
          ),
        )
        .returning({ id: users.id });
      if (updated.length === 0) return false;
      await replaceRecoveryCodes(
        { userId: input.userId, codeHashes: input.recoveryCodeHashes, now: input.now },
        tx,
      );
      return true;
    },

    replaceRecoveryCodes,

    async disable(userId: string, now: Date, tx: DbOrTx = db): Promise<void> {
      await tx
        .update(users)
        .set({
          totpSecret: null,
          totpPendingSecret: null,
          totpEnabledAt: null,
          totpLastStep: null,
          updatedAt: now,
        })
        .where(eq(users.id, userId));
      await tx.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, userId));
    },

    // Marks a code's time step used: true only for the first use of a step newer than any
    // used before (RFC 6238 §5.2; ASVS 2.8.4).
    async useStep(userId: string, step: number, tx: DbOrTx = db): Promise<boolean> {
      const updated = await tx
        .update(users)
        .set({ totpLastStep: step })
        .where(
          and(eq(users.id, userId), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))),
        )
        .returning({ id: users.id });
      return updated.length > 0;
    },

    // Spends a sign-in challenge (its `jti`): true the first time only, on every instance (the
    // primary key decides; a second insert of the same jti waits for the first transaction and
    // then finds it). Rows of challenges that have expired anyway go on the way: an expired
    // challenge is refused before it gets here.
    async useChallenge(
      { jti, expiresAt, now }: { jti: string; expiresAt: Date; now: Date },
      tx: DbOrTx = db,
    ): Promise<boolean> {
      await tx.delete(usedMfaChallenges).where(lt(usedMfaChallenges.expiresAt, now));
      const inserted = await tx
        .insert(usedMfaChallenges)
        .values({ jti, expiresAt })
        .onConflictDoNothing()
        .returning({ jti: usedMfaChallenges.jti });
      return inserted.length > 0;
    },

    // Spends a recovery code: true the first time only.
    async useRecoveryCode(
      { userId, codeHash, now }: { userId: string; codeHash: string; now: Date },
      tx: DbOrTx = db,
    ): Promise<boolean> {
      const updated = await tx
        .update(mfaRecoveryCodes)
        .set({ usedAt: now })
        .where(
          and(
            eq(mfaRecoveryCodes.userId, userId),
            eq(mfaRecoveryCodes.codeHash, codeHash),
            isNull(mfaRecoveryCodes.usedAt),
          ),
        )
        .returning({ id: mfaRecoveryCodes.id });
      return updated.length > 0;
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    mfaRepository: ReturnType<typeof createMfaRepository>;
  }
}

export default repositoryPlugin('mfaRepository', createMfaRepository);
