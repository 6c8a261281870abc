import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import {
  adminBankingQuerySchema,
  adminBankingResponseSchema,
  adminBankingServiceResponseSchema,
  bankingBodySchema,
  visibilityBodySchema,
} from '@landed/shared/schemas/admin-catalogue';
import { errorResponseSchema, idParamsSchema } from '@landed/shared/schemas/common';

import {
  changeCatalogueEntry,
  createCatalogueEntry,
} from '../../../../plugins/app/admin/manage-catalogue.ts';
import type { BankingPatch } from '../../../../plugins/app/banking/banking-repository.ts';
import { toAdminBankingService } from '../../../../plugins/app/banking/banking-repository.ts';
import type { AuthState } from '../../../../plugins/app/users/users-repository.ts';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};
const security = [{ bearerAuth: [] }];

// Banking services (admin §2 "Admin banking screen", §7): list, add, edit, soft delete,
// restore and visibility.
const bankingRoutes: FastifyPluginAsyncZod = async (app) => {
  const store = app.bankingRepository;
  // The authorization layer has let only a signed-in administrator this far.
  type Request = { params: { id: string }; user: AuthState | null; ip: string };
  const change = (request: Request, action: string, patch: BankingPatch) =>
    changeCatalogueEntry(app, {
      kind: 'banking',
      store,
      id: request.params.id,
      admin: request.user!,
      ip: request.ip,
      action,
      change: () => patch,
    });

  app.get(
    '/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Banking services, with search and service category filters',
        security,
        querystring: adminBankingQuerySchema,
        response: { 200: adminBankingResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { rows, total, categories } = await store.listForAdmin(request.query);
      return { services: rows.map(toAdminBankingService), total, categories };
    },
  );

  app.post(
    '/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Add a banking service (external links must be http or https)',
        security,
        body: bankingBodySchema,
        response: { 201: adminBankingServiceResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const row = await createCatalogueEntry(app, {
        kind: 'banking',
        admin: request.user!,
        ip: request.ip,
        create: (tx) => store.create(request.body, tx),
      });
      return reply.code(201).send({ service: toAdminBankingService(row) });
    },
  );

  app.put(
    '/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Edit a banking service',
        security,
        params: idParamsSchema,
        body: bankingBodySchema,
        response: { 200: adminBankingServiceResponseSchema, ...errors },
      },
    },
    async (request) => ({
      service: toAdminBankingService(await change(request, 'updated', request.body)),
    }),
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Delete a banking service (soft: it can be restored)',
        security,
        params: idParamsSchema,
        response: { 200: adminBankingServiceResponseSchema, ...errors },
      },
    },
    async (request) => ({
      service: toAdminBankingService(await change(request, 'deleted', { isDeleted: true })),
    }),
  );

  app.post(
    '/:id/restore',
    {
      schema: {
        tags: ['admin'],
        summary: 'Restore a deleted banking service',
        security,
        params: idParamsSchema,
        response: { 200: adminBankingServiceResponseSchema, ...errors },
      },
    },
    async (request) => ({
      service: toAdminBankingService(await change(request, 'restored', { isDeleted: false })),
    }),
  );

  app.patch(
    '/:id/visibility',
    {
      schema: {
        tags: ['admin'],
        summary: 'Show or hide a banking service',
        security,
        params: idParamsSchema,
        body: visibilityBodySchema,
        response: { 200: adminBankingServiceResponseSchema, ...errors },
      },
    },
    async (request) => ({
      service: toAdminBankingService(
        await change(request, 'visibility_changed', { visibility: request.body.visibility }),
      ),
    }),
  );
};

export default bankingRoutes;
