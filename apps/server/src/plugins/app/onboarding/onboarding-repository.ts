import { and, eq, inArray, sql } from 'drizzle-orm';

import type { OnboardingStatus, OnboardingStepKey } from '@landed/shared/constants';
import { ONBOARDING_STEPS } from '@landed/shared/constants';
import type { OnboardingStep } from '@landed/shared/schemas/user-area';

import type { DbOrTx } from '#server/db/client.ts';
import { onboardingSteps } from '#server/db/schema.ts';
import { repositoryPlugin } from '#server/plugins/app/repository-plugin.ts';

// Progress is completed steps over all steps, rounded (public §4).
export function onboardingProgress(steps: Array<{ status: OnboardingStatus }>): number {
  if (steps.length === 0) return 0;
  return Math.round((steps.filter((s) => s.status === 'completed').length / steps.length) * 100);
}

export function createOnboardingRepository(db: DbOrTx) {
  async function set(
    { userId, step, status }: { userId: string; step: OnboardingStepKey; status: OnboardingStatus },
    tx: DbOrTx = db,
  ) {
    await tx
      .insert(onboardingSteps)
      .values({ userId, step, status })
      .onConflictDoUpdate({
        target: [onboardingSteps.userId, onboardingSteps.step],
        set: { status, updatedAt: sql`now()` },
      });
  }

  return {
    set,

    // Every step, in the fixed order; a step without a row is pending.
    async list(userId: string, tx: DbOrTx = db): Promise<OnboardingStep[]> {
      const rows = await tx
        .select()
        .from(onboardingSteps)
        .where(eq(onboardingSteps.userId, userId));
      const byKey = new Map(rows.map((r) => [r.step, r.status]));
      return ONBOARDING_STEPS.map(({ key, label }) => ({
        key,
        label,
        status: byKey.get(key) ?? 'pending',
      }));
    },

    // Moves steps forward only: a booking confirmed after another was completed does not
    // send a completed step back to in progress.
    async advance(
      {
        userId,
        steps,
        status,
      }: {
        userId: string;
        steps: OnboardingStepKey[];
        status: Exclude<OnboardingStatus, 'pending'>;
      },
      tx: DbOrTx = db,
    ): Promise<void> {
      if (steps.length === 0) return;
      const current = await tx
        .select()
        .from(onboardingSteps)
        .where(and(eq(onboardingSteps.userId, userId), inArray(onboardingSteps.step, steps)));
      const statusOf = new Map(current.map((r) => [r.step, r.status]));
      for (const step of steps) {
        const now = statusOf.get(step) ?? 'pending';
        if (now === 'completed' || now === status) continue;
        await set({ userId, step, status }, tx);
      }
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    onboardingRepository: ReturnType<typeof createOnboardingRepository>;
  }
}

export default repositoryPlugin('onboardingRepository', createOnboardingRepository);
