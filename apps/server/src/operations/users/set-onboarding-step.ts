import type { FastifyInstance } from 'fastify';

import type { OnboardingStatus, OnboardingStepKey } from '@landed/shared/constants';

import { notFound } from '#server/lib/http-errors.ts';
import type { SignedInActor } from '#server/operations/audit.ts';
import { audit } from '#server/operations/audit.ts';

// An administrator sets one of a user's onboarding steps (admin user profile modal).
export async function setOnboardingStep(
  app: FastifyInstance,
  {
    actor,
    userId,
    step,
    status,
  }: {
    actor: SignedInActor;
    userId: string;
    step: OnboardingStepKey;
    status: OnboardingStatus;
  },
): Promise<void> {
  await app.db.transaction(async (tx) => {
    const user = await app.usersRepository.findById(userId, tx);
    if (!user) throw notFound('User not found.');
    const before = (await app.onboardingRepository.list(userId, tx)).find(
      (s) => s.key === step,
    )!.status;
    if (before === status) return;
    await app.onboardingRepository.set({ userId, step, status }, tx);
    await audit(app, {
      actor,
      action: 'onboarding.step_set',
      entity: { type: 'user', id: userId },
      details: { email: user.email, step, before, after: status },
      tx,
    });
  });
}
