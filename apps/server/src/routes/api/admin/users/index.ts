import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import {
  adminUpdateUserBodySchema,
  adminUserResponseSchema,
  adminUsersQuerySchema,
  adminUsersResponseSchema,
  onboardingStepBodySchema,
  onboardingStepParamsSchema,
  userDocumentParamsSchema,
} from '@landed/shared/schemas/admin';
import type { AdminUserDetail, AdminUserListItem } from '@landed/shared/schemas/admin';
import type { AdminRole } from '@landed/shared/constants';
import { can } from '@landed/shared/permissions';
import { endedSessionsResponseSchema } from '@landed/shared/schemas/auth';
import { errorResponseSchema, idParamsSchema } from '@landed/shared/schemas/common';
import { z } from 'zod';

import { sendCsv } from '#server/lib/csv.ts';
import { notFound } from '#server/lib/http-errors.ts';
import { revokeUserSessions } from '#server/operations/users/revoke-user-sessions.ts';
import { setOnboardingStep } from '#server/operations/users/set-onboarding-step.ts';
import { updateUser } from '#server/operations/users/update-user.ts';
import { actorOf, signedInActorOf } from '#server/operations/audit.ts';
import { exportUsers } from '#server/operations/users/export-users.ts';
import { COSTLY_ROUTE_LIMITS, perAccount } from '#server/plugins/external/rate-limit.ts';
import { readUserUpload } from '#server/operations/uploads/read-user-upload.ts';
import { deleteUserAccount } from '#server/operations/users/delete-account.ts';
import { toUpload } from '#server/plugins/app/uploads/uploads-repository.ts';
import { onboardingProgress } from '#server/plugins/app/onboarding/onboarding-repository.ts';
import type { UserRow } from '#server/plugins/app/users/users-repository.ts';
import { toMe } from '#server/plugins/app/users/users-repository.ts';
import { errorResponses, schemaDefaults } from '#server/routes/route-schema.ts';

function toListItem(row: UserRow): AdminUserListItem {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    type: row.userType,
    university: row.university,
    // admin §3's User carries the profile and the team's notes.
    profile: toMe(row).profile,
    notes: row.notes,
    adminRole: row.adminRole,
    suspended: row.suspended,
    status: row.suspended ? 'Suspended' : 'Active',
    createdAt: row.createdAt.toISOString(),
    lastSignInAt: row.lastSignInAt ? row.lastSignInAt.toISOString() : null,
  };
}

const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  schemaDefaults(app, { errors: [400, 404] });

  // The documents only for a role that may open them ('documents:read'): their names alone
  // ("passport-scan.pdf") are the student's business.
  async function detail(id: string, viewer: AdminRole | null): Promise<AdminUserDetail> {
    const row = await app.usersRepository.findById(id);
    if (!row) throw notFound('User not found.');
    const [bookings, documents, onboarding] = await Promise.all([
      app.bookingsRepository.listForUser(id, { limit: 100, page: 1 }),
      can(viewer, 'documents:read')
        ? app.uploadsRepository.listForUser(id, { limit: 100, page: 1 })
        : { rows: [] },
      app.onboardingRepository.list(id),
    ]);
    const me = toMe(row);
    return {
      ...toListItem(row),
      arrival: me.arrival,
      bookings: bookings.bookings,
      documents: documents.rows.map(toUpload),
      onboarding,
      progress: onboardingProgress(onboarding),
    };
  }

  app.get(
    '/',
    {
      schema: {
        summary: 'Users, searched by name or e-mail',
        querystring: adminUsersQuerySchema,
        response: { 200: adminUsersResponseSchema },
      },
    },
    async (request) => {
      const { rows, total } = await app.usersRepository.listForAdmin(request.query);
      return { users: rows.map(toListItem), total };
    },
  );

  // The filtered list as a CSV download; cells are safe from spreadsheet formula injection.
  app.get(
    '/export',
    {
      config: {
        permission: 'users:manage',
        rateLimit: perAccount(COSTLY_ROUTE_LIMITS.csvExport),
      },
      schema: {
        summary: 'Export the (filtered) user list as CSV',
        querystring: z.strictObject({ search: z.string().trim().max(200).optional() }),
        response: errorResponses(429),
      },
    },
    async (request, reply) => {
      const csv = await exportUsers(app, {
        actor: actorOf(request),
        search: request.query.search,
      });
      return sendCsv(reply as FastifyReply, { name: 'users', csv });
    },
  );

  app.get(
    '/:id',
    {
      schema: {
        summary: 'A user’s profile, bookings, documents, arrival, onboarding and notes',
        params: idParamsSchema,
        response: { 200: adminUserResponseSchema },
      },
    },
    async (request) => ({ user: await detail(request.params.id, request.user!.adminRole) }),
  );

  app.patch(
    '/:id',
    {
      schema: {
        summary: 'Suspend or reactivate a user, or write notes',
        params: idParamsSchema,
        body: adminUpdateUserBodySchema,
        response: { 200: adminUserResponseSchema, 409: errorResponseSchema },
      },
    },
    async (request) => {
      await updateUser(app, {
        actor: signedInActorOf(request),
        userId: request.params.id,
        ...request.body,
      });
      return { user: await detail(request.params.id, request.user!.adminRole) };
    },
  );

  app.patch(
    '/:id/onboarding/:step',
    {
      config: { permission: 'bookings:write' },
      schema: {
        summary: 'Set one onboarding step of a user',
        params: onboardingStepParamsSchema,
        body: onboardingStepBodySchema,
        response: { 200: adminUserResponseSchema },
      },
    },
    async (request) => {
      await setOnboardingStep(app, {
        actor: signedInActorOf(request),
        userId: request.params.id,
        step: request.params.step,
        status: request.body.status,
      });
      return { user: await detail(request.params.id, request.user!.adminRole) };
    },
  );

  // Signs the user out everywhere (a lost phone, a shared computer, a suspected takeover);
  // "users: suspend" in the role matrix.
  app.post(
    '/:id/sessions/revoke',
    {
      config: { permission: 'users:manage' },
      schema: {
        summary: 'End every session of a user (their tokens stop working)',
        params: idParamsSchema,
        response: { 200: endedSessionsResponseSchema },
      },
    },
    async (request) => ({
      ended: await revokeUserSessions(app, {
        actor: signedInActorOf(request),
        userId: request.params.id,
      }),
    }),
  );

  app.get(
    '/:id/documents/:docId',
    {
      config: { permission: 'documents:read' },
      schema: {
        summary: 'Download a user’s document',
        params: userDocumentParamsSchema,
      },
    },
    async (request, reply) => {
      const row = await readUserUpload(app, {
        actor: signedInActorOf(request),
        userId: request.params.id,
        documentId: request.params.docId,
      });
      return (reply as FastifyReply)
        .header('content-type', row.mimeType)
        .header(
          'content-disposition',
          `attachment; filename*=UTF-8''${encodeURIComponent(row.fileName)}`,
        )
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(row.content));
    },
  );

  // Issue 16: an administrator erases a user's account as the user could (decision 065).
  app.delete(
    '/:id',
    {
      config: { permission: 'users:manage' },
      schema: {
        summary: 'Delete a user’s account (personal data erased; bookings kept, anonymised)',
        params: idParamsSchema,
        response: { 204: z.null().describe('Deleted') },
      },
    },
    async (request, reply) => {
      await deleteUserAccount(app, { actor: signedInActorOf(request), userId: request.params.id });
      return reply.code(204).send(null);
    },
  );
};

export default usersRoutes;
