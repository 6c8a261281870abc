import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import {
  addAdminBodySchema,
  adminTeamMemberResponseSchema,
  adminTeamResponseSchema,
  changeAdminRoleBodySchema,
  invitationResponseSchema,
} from '@landed/shared/schemas/admin';
import { idParamsSchema } from '@landed/shared/schemas/common';

import { addAdmin } from '#server/operations/admin-users/add-admin.ts';
import { changeAdminRole } from '#server/operations/admin-users/change-admin-role.ts';
import { signedInActorOf } from '#server/operations/audit.ts';
import type { UserRow } from '#server/plugins/app/users/users-repository.ts';
import { toInvitation } from '#server/routes/api/admin/invitations/index.ts';
import { schemaDefaults } from '#server/routes/route-schema.ts';

const toMember = (row: UserRow) => ({
  _id: row.id,
  name: row.name,
  email: row.email,
  role: row.adminRole!,
});

// The admin team (admin §2 "Admin roles table"): Super Admin only.
const adminUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  schemaDefaults(app, { errors: [400, 404, 409] });

  app.get(
    '/',
    {
      schema: {
        summary: 'The admin team',
        response: { 200: adminTeamResponseSchema },
      },
    },
    async () => {
      const rows = await app.usersRepository.listAdmins();
      return { admins: rows.map(toMember), total: rows.length };
    },
  );

  app.post(
    '/',
    {
      schema: {
        summary: 'Give an address a staff role (default Support Admin), or invite it',
        description:
          'A role goes only to a verified address (docs/decisions/075). An account whose address is verified gets the role at once: 201 {admin}. An address without an account is sent an invitation by e-mail (an open one to it is refreshed): 202 {invitation}; the role takes effect when the link is opened (POST /api/auth/invitations/accept). An account that has not confirmed its address: 409 EMAIL_NOT_VERIFIED; already on the team: 409 ALREADY_ADMIN.',
        body: addAdminBodySchema,
        response: {
          201: adminTeamMemberResponseSchema,
          202: invitationResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const outcome = await addAdmin(app, {
        actor: signedInActorOf(request),
        email: request.body.email,
        role: request.body.role,
      });
      if (outcome.kind === 'invited') {
        return reply.code(202).send({ invitation: toInvitation(outcome.invitation) });
      }
      return reply.code(201).send({ admin: toMember(outcome.user) });
    },
  );

  app.patch(
    '/:id',
    {
      schema: {
        summary: 'Change a team member’s role',
        params: idParamsSchema,
        body: changeAdminRoleBodySchema,
        response: { 200: adminTeamMemberResponseSchema },
      },
    },
    async (request) => {
      const row = await changeAdminRole(app, {
        actor: signedInActorOf(request),
        userId: request.params.id,
        role: request.body.role,
      });
      return { admin: toMember(row) };
    },
  );

  app.delete(
    '/:id',
    {
      schema: {
        summary: 'Remove someone from the team (their account stays)',
        params: idParamsSchema,
        response: { 200: z.object({ removed: z.literal(true) }) },
      },
    },
    async (request) => {
      await changeAdminRole(app, {
        actor: signedInActorOf(request),
        userId: request.params.id,
        role: null,
      });
      return { removed: true as const };
    },
  );
};

export default adminUsersRoutes;
