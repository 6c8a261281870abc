import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import {
  addAdminBodySchema,
  adminTeamMemberResponseSchema,
  adminTeamResponseSchema,
  changeAdminRoleBodySchema,
} from '@landed/shared/schemas/admin';
import { idParamsSchema } from '@landed/shared/schemas/common';

import { addAdmin } from '#server/operations/admin-users/add-admin.ts';
import { changeAdminRole } from '#server/operations/admin-users/change-admin-role.ts';
import { signedInActorOf } from '#server/operations/audit.ts';
import type { UserRow } from '#server/plugins/app/users/users-repository.ts';
import { errorResponses } from '#server/routes/route-schema.ts';

const errors = errorResponses(400, 401, 403, 404, 409);
const toMember = (row: UserRow) => ({
  _id: row.id,
  name: row.name,
  email: row.email,
  role: row.adminRole!,
});

// The admin team (admin §2 "Admin roles table"): Super Admin only.
const adminUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        summary: 'The admin team',
        response: { 200: adminTeamResponseSchema, ...errors },
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
        summary: 'Add an existing user to the team with a role (default Support Admin)',
        body: addAdminBodySchema,
        response: { 201: adminTeamMemberResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const row = await addAdmin(app, {
        actor: signedInActorOf(request),
        email: request.body.email,
        role: request.body.role,
      });
      return reply.code(201).send({ admin: toMember(row) });
    },
  );

  app.patch(
    '/:id',
    {
      schema: {
        summary: 'Change a team member’s role',
        params: idParamsSchema,
        body: changeAdminRoleBodySchema,
        response: { 200: adminTeamMemberResponseSchema, ...errors },
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
        response: { 200: z.object({ removed: z.literal(true) }), ...errors },
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
