// Data kept under an e-mail address (inquiries, newsletter subscriptions, consent records) is
// an account's only once the account has proved it holds the address, and from then on by the
// account's id, not by the address (issue 24, docs/decisions/074-data-keyed-by-address.md).
import type { FastifyInstance } from 'fastify';

import type { DbOrTx } from '#server/db/client.ts';

// Every way an account proves its address calls this, in the transaction that marks it
// verified: a confirmation link (verify or change), a password reset, Google, the start-up
// Super Admin, an accepted staff invitation. What the address holds without an owner becomes
// the account's.
export async function claimProvedAddress(
  app: FastifyInstance,
  { userId, email }: { userId: string; email: string },
  tx: DbOrTx,
): Promise<void> {
  await app.personalDataRepository.claimByAddress({ userId, email }, tx);
}

// The account a new row kept under `email` belongs to at once: the one holding the address,
// if it has proved it; otherwise none (the row waits for whoever proves it).
export async function verifiedOwnerOf(
  app: FastifyInstance,
  email: string,
  tx: DbOrTx,
): Promise<string | null> {
  const user = await app.usersRepository.findByEmail(email.trim().toLowerCase(), tx);
  return user?.emailVerified && !user.deletedAt ? user.id : null;
}
