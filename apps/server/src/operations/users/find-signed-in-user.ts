import type { FastifyInstance } from 'fastify';

import { MESSAGES } from '@landed/shared/constants';

import { unauthorized } from '#server/lib/http-errors.ts';
import type { UserRow } from '#server/plugins/app/users/users-repository.ts';

// The signed-in user's row, read afresh. The session was checked a moment ago; a user deleted
// since has no session either.
export async function findSignedInUser(app: FastifyInstance, userId: string): Promise<UserRow> {
  const user = await app.usersRepository.findById(userId);
  if (!user) throw unauthorized(MESSAGES.sessionExpired, 'SESSION_EXPIRED');
  return user;
}
