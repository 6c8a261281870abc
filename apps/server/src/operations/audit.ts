// The one way an operation writes the log (admin §2 Logs; DECISIONS "Administrators"): who
// did it (the actor a handler takes from its request), what, to which entry, and the details,
// in the operation's transaction so a change and its entry land together or not at all.
import type { FastifyInstance, FastifyRequest } from 'fastify';

import { MESSAGES } from '@landed/shared/constants';

import type { DbOrTx } from '#server/db/client.ts';
import { unauthorized } from '#server/lib/http-errors.ts';
import type { AuditCategory } from '#server/plugins/app/audit/audit-repository.ts';

// Who is acting, and from where. `id`/`email` are null/'' for a visitor who is not signed in.
export type Actor = { id: string | null; email: string; ip: string; name?: string };

// Someone signed in: what staff and students act as behind /api/admin, /api/user, /api/booking.
export type SignedInActor = Actor & { id: string };

// The signed-in user behind a request (or nobody), as an operation's actor.
export function actorOf(request: Pick<FastifyRequest, 'user' | 'ip'>): Actor {
  return {
    id: request.user?.id ?? null,
    email: request.user?.email ?? '',
    ip: request.ip,
    ...(request.user ? { name: request.user.name } : {}),
  };
}

// The same for a route behind the sign-in hook, where there is always a user.
export function signedInActorOf(request: Pick<FastifyRequest, 'user' | 'ip'>): SignedInActor {
  if (!request.user) throw unauthorized(MESSAGES.notSignedIn);
  const { id, email, name } = request.user;
  return { id, email, name, ip: request.ip };
}

export type AuditInput = {
  actor: Actor;
  action: string;
  // The entry it is about: its kind (`user`, `blog_post`, …) and id (none for a whole list).
  entity?: { type: string; id?: string };
  details?: Record<string, unknown>;
  // 'admin' unless said otherwise.
  category?: AuditCategory;
  tx?: DbOrTx;
};

export async function audit(app: FastifyInstance, input: AuditInput): Promise<void> {
  const { actor, entity, tx } = input;
  await app.auditRepository.write(
    {
      category: input.category ?? 'admin',
      action: input.action,
      actorId: actor.id,
      actorEmail: actor.email,
      ...(entity ? { entityType: entity.type, entityId: entity.id ?? '' } : {}),
      ...(input.details ? { details: input.details } : {}),
      ip: actor.ip,
    },
    tx,
  );
}
