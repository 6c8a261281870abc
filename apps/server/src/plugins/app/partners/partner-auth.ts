// Who may call /api/partner/* (issue 27): a signed-in, active user who belongs to an active
// partner organisation, never a staff member. Every partner route reads its organisation from
// `request.partnerUser`, never from what the caller sends, so a partner user reaches no other
// partner's data. (Helper Q1 owns this file; this is the same shape until it is merged.)
import type { FastifyRequest } from 'fastify';

import { MESSAGES } from '@landed/shared/constants';

import { forbidden } from '#server/lib/http-errors.ts';
import type { PartnerRow } from './partners-repository.ts';

export type PartnerUser = { userId: string; partnerId: string; partner: PartnerRow };

declare module 'fastify' {
  interface FastifyRequest {
    // Set by requirePartnerUser.
    partnerUser: PartnerUser | null;
  }
}

// A hook (onRequest or preHandler): 401 without a valid session, 403 for anyone else.
export async function requirePartnerUser(request: FastifyRequest): Promise<void> {
  const app = request.server;
  if (!request.user) await app.authenticate(request);
  const user = request.user!;
  const row = await app.usersRepository.findById(user.id);
  const partner =
    row?.partnerId && !user.adminRole ? await app.partnersRepository.find(row.partnerId) : null;
  if (!partner?.active) {
    await app.recordSecurityEvent(request, {
      action: 'security.access_denied',
      actorId: user.id,
      actorEmail: user.email,
      details: {
        route: request.routeOptions.url,
        method: request.method,
        reason: 'not a partner user',
      },
    });
    throw forbidden(MESSAGES.forbidden, 'NOT_PARTNER');
  }
  request.partnerUser = { userId: user.id, partnerId: partner.id, partner };
}
