// Who may call /api/partner/* (issue 27, docs/decisions/091): a signed-in, active user who
// belongs to an active partner organisation, with two-factor sign-in on under
// ADMIN_MFA=required, like staff (docs/decisions/054). Every partner route reads its
// organisation from `request.partnerUser`, never from what the caller sends, so a partner user
// reaches no other partner's data.
import type { FastifyRequest } from 'fastify';

import { MESSAGES } from '@landed/shared/constants';

import { forbidden } from '#server/lib/http-errors.ts';

// A hook (onRequest or preHandler): 401 without a valid session, 403 for anyone else.
export async function requirePartnerUser(request: FastifyRequest): Promise<void> {
  const app = request.server;
  if (!request.user) await app.authenticate(request);
  const user = request.user!;
  const deny = async ({
    reason,
    message,
    code,
  }: {
    reason: string;
    message: string;
    code: string;
  }) => {
    await app.recordSecurityEvent(request, {
      action: 'security.access_denied',
      actorId: user.id,
      actorEmail: user.email,
      details: { route: request.routeOptions.url, method: request.method, reason },
    });
    return forbidden(message, code);
  };
  // A staff role and a partner are never held together (docs/decisions/091); should a row ever
  // carry both, neither side answers it.
  if (!user.partnerId || user.adminRole) {
    throw await deny({
      reason: 'not a partner user',
      message: MESSAGES.forbidden,
      code: 'NOT_PARTNER',
    });
  }
  const partner = await app.partnersRepository.find(user.partnerId);
  if (!partner?.active) {
    throw await deny({
      reason: 'partner inactive',
      message: MESSAGES.partnerInactive,
      code: 'PARTNER_INACTIVE',
    });
  }
  if (app.config.adminMfa === 'required' && !user.totpEnabledAt) {
    throw await deny({
      reason: 'two-factor sign-in not set up',
      message: MESSAGES.mfaRequiredForPartners,
      code: 'MFA_REQUIRED',
    });
  }
  request.partnerUser = { userId: user.id, partnerId: partner.id, partner };
}
