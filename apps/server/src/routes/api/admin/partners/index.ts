import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { idParamsSchema } from '@landed/shared/schemas/common';
import {
  PARTNER_MESSAGES,
  createPartnerBodySchema,
  partnerDetailResponseSchema,
  partnerResponseSchema,
  partnersQuerySchema,
  partnersResponseSchema,
  updatePartnerBodySchema,
} from '@landed/shared/schemas/partners';

import { notFound } from '#server/lib/http-errors.ts';
import { actorOf } from '#server/operations/audit.ts';
import { createPartner } from '#server/operations/partners/accounts/create-partner.ts';
import { updatePartner } from '#server/operations/partners/accounts/update-partner.ts';
import { toPartner } from '#server/plugins/app/partners/partners-repository.ts';
import { errorResponses } from '#server/routes/route-schema.ts';
import invitationsRoutes, { toPartnerInvitation } from './invitations.ts';

const errors = errorResponses(400, 404, 409);

// Partners (issue 27, docs/decisions/091): universities and agents, their terms and their
// people. Super Admin only (`partners:manage`, the SECTIONS line in ../index.ts).
const partnersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        summary: 'Partners by name',
        querystring: partnersQuerySchema,
        response: { 200: partnersResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { rows, total } = await app.partnersRepository.list(request.query);
      return { partners: rows.map(toPartner), total };
    },
  );

  app.post(
    '/',
    {
      schema: {
        summary: 'Add a partner (a referral code is drawn for it)',
        description:
          'Commission only for agents: percent in basis points (1250 = 12.5 %) up to 10000, fixed in cents up to 100000; none with 0. Allowed packages (ids) and services (custom service keys) must exist; empty lists allow everything public.',
        body: createPartnerBodySchema,
        response: { 201: partnerResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const row = await createPartner(app, { actor: actorOf(request), partner: request.body });
      return reply.code(201).send({ partner: toPartner(row) });
    },
  );

  app.get(
    '/:id',
    {
      schema: {
        summary: 'One partner, its users and its open invitations',
        params: idParamsSchema,
        response: { 200: partnerDetailResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      const row = await app.partnersRepository.find(id);
      if (!row) throw notFound(PARTNER_MESSAGES.notFound);
      const [members, invitations] = await Promise.all([
        app.usersRepository.listByPartner(id),
        app.invitationsRepository.listOpenForPartner(id),
      ]);
      return {
        partner: toPartner(row),
        users: members.map((user) => ({
          _id: user.id,
          name: user.name,
          email: user.email,
          mfaEnabled: user.totpEnabledAt !== null,
          suspended: user.suspended,
        })),
        invitations: invitations.map(toPartnerInvitation),
      };
    },
  );

  app.patch(
    '/:id',
    {
      schema: {
        summary: 'Change a partner’s details or terms (only the fields sent)',
        params: idParamsSchema,
        body: updatePartnerBodySchema,
        response: { 200: partnerResponseSchema, ...errors },
      },
    },
    async (request) => {
      const row = await updatePartner(app, {
        actor: actorOf(request),
        id: request.params.id,
        patch: request.body,
      });
      return { partner: toPartner(row) };
    },
  );

  await app.register(invitationsRoutes);
};

export default partnersRoutes;
