// Who may call /api/partner/* (issue 27): an active member of an active partner organisation,
// never an administrator. Helper Q1 owns this file; this copy has its shape until it is merged.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

import { MESSAGES } from '@landed/shared/constants';

import { forbidden, unauthorized } from '#server/lib/http-errors.ts';
import type { PartnerRow } from './partners-repository.ts';

export type PartnerUser = { userId: string; partnerId: string; partner: PartnerRow };

export const NOT_A_PARTNER_USER = 'This area is for the people of a partner organisation.';

declare module 'fastify' {
  interface FastifyInstance {
    // preHandler, after authenticate: 401 without a session, 403 for anyone else.
    requirePartnerUser: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    partnerUser: PartnerUser | null;
  }
}

export default fp(
  async function partnerAuth(app: FastifyInstance) {
    app.decorateRequest('partnerUser', null);
    app.decorate('requirePartnerUser', async (request: FastifyRequest) => {
      const user = request.user;
      if (!user) throw unauthorized(MESSAGES.notSignedIn, 'NOT_SIGNED_IN');
      const row = user.adminRole ? undefined : await app.usersRepository.findById(user.id);
      const partner = row?.partnerId ? await app.partnersRepository.find(row.partnerId) : undefined;
      if (!partner || !partner.active) throw forbidden(NOT_A_PARTNER_USER, 'NOT_A_PARTNER_USER');
      request.partnerUser = { userId: user.id, partnerId: partner.id, partner };
    });
  },
  { name: 'partner-auth', dependencies: ['auth', 'users-repository', 'partners-repository'] },
);
