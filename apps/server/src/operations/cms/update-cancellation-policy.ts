import type { FastifyInstance } from 'fastify';

import { policyOrDefault } from '@landed/shared/schemas/cancellation';
import type {
  CancellationPolicy,
  CancellationPolicyResponse,
} from '@landed/shared/schemas/cancellation';

import { notFound } from '#server/lib/http-errors.ts';
import type { Actor } from '#server/operations/audit.ts';
import { audit } from '#server/operations/audit.ts';

// The Super Admin sets the cancellation policy, or goes back to the defaults with null
// (docs/decisions/085). Logged with before and after, like the bank details: it decides money.
// A refund already created keeps its amount; the policy decides the cancellations after it.
export async function updateCancellationPolicy(
  app: FastifyInstance,
  { actor, policy }: { actor: Actor; policy: CancellationPolicy | null },
): Promise<CancellationPolicyResponse> {
  return app.db.transaction(async (tx) => {
    const before = await app.cmsRepository.lock(tx);
    if (!before) throw notFound('The site texts are missing.');
    const updated = await app.cmsRepository.update({ cancellationPolicy: policy }, tx);
    await audit(app, {
      actor,
      action: 'cancellation_policy.updated',
      entity: { type: 'cms', id: before.id },
      details: {
        before: policyOrDefault(before.cancellationPolicy),
        after: policyOrDefault(updated.cancellationPolicy),
        isDefault: policy === null,
      },
      tx,
    });
    return { policy: policyOrDefault(updated.cancellationPolicy), isDefault: policy === null };
  });
}
