import type { FastifyInstance, FastifyRequest } from 'fastify';

import type { DbOrTx } from '#server/db/client.ts';
import type { UserRow } from '#server/plugins/app/users/users-repository.ts';

// Tells the account's owner by mail that its two-factor sign-in changed: turned on or off, or a
// recovery code used (with how many are left).
export async function mailTwoFactorChange(
  app: FastifyInstance,
  {
    user,
    change,
    codesLeft,
    tx,
  }: {
    user: Pick<UserRow, 'email' | 'name' | 'locale'>;
    change: 'enabled' | 'disabled' | 'recovery-code-used';
    codesLeft?: number;
    tx?: DbOrTx;
  },
): Promise<void> {
  const data = { name: user.name, change, ...(codesLeft === undefined ? {} : { codesLeft }) };
  await app.mail.enqueue(
    { template: 'two-factor-changed', to: user.email, data, locale: user.locale },
    tx,
  );
}

// The security log's entry for a change the account's owner made to their two-factor sign-in.
export async function recordTwoFactorChange(
  app: FastifyInstance,
  {
    request,
    user,
    action,
  }: { request: FastifyRequest; user: Pick<UserRow, 'id' | 'email'>; action: string },
): Promise<void> {
  await app.recordSecurityEvent(request, {
    action,
    actorId: user.id,
    actorEmail: user.email,
    entityType: 'user',
    entityId: user.id,
  });
}
