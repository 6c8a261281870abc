import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import {
  adminPackageResponseSchema,
  adminPackagesQuerySchema,
  adminPackagesResponseSchema,
  mostPopularBodySchema,
  packageBodySchema,
  visibilityBodySchema,
} from '@landed/shared/schemas/admin-catalogue';
import { errorResponseSchema, idParamsSchema } from '@landed/shared/schemas/common';

import {
  changeCatalogueEntry,
  createCatalogueEntry,
} from '../../../../plugins/app/admin/manage-catalogue.ts';
import type { PackagePatch } from '../../../../plugins/app/packages/packages-repository.ts';
import { toAdminPackage } from '../../../../plugins/app/packages/packages-repository.ts';
import type { AuthState } from '../../../../plugins/app/users/users-repository.ts';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};
const security = [{ bearerAuth: [] }];

// Packages (admin §2 "Admin packages screen", §7; base path per DECISIONS): list, add, edit,
// soft delete, restore, visibility and Most Popular.
const packagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const store = app.packagesRepository;
  // The authorization layer has let only a signed-in administrator this far.
  type Request = { params: { id: string }; user: AuthState | null; ip: string };
  const change = (request: Request, action: string, patch: PackagePatch) =>
    changeCatalogueEntry(app, {
      kind: 'package',
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
        summary: 'Packages, with search and type filters, by priority',
        security,
        querystring: adminPackagesQuerySchema,
        response: { 200: adminPackagesResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { rows, total } = await store.listForAdmin(request.query);
      return { packages: rows.map(toAdminPackage), total };
    },
  );

  app.post(
    '/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Add a package (a Standard package needs a price the booking can charge)',
        security,
        body: packageBodySchema,
        response: { 201: adminPackageResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const row = await createCatalogueEntry(app, {
        kind: 'package',
        admin: request.user!,
        ip: request.ip,
        create: (tx) => store.create(request.body, tx),
      });
      return reply.code(201).send({ package: toAdminPackage(row) });
    },
  );

  app.put(
    '/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Edit a package',
        security,
        params: idParamsSchema,
        body: packageBodySchema,
        response: { 200: adminPackageResponseSchema, ...errors },
      },
    },
    async (request) => ({
      package: toAdminPackage(await change(request, 'updated', request.body)),
    }),
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Delete a package (soft: it can be restored)',
        security,
        params: idParamsSchema,
        response: { 200: adminPackageResponseSchema, ...errors },
      },
    },
    async (request) => ({
      package: toAdminPackage(await change(request, 'deleted', { isDeleted: true })),
    }),
  );

  app.post(
    '/:id/restore',
    {
      schema: {
        tags: ['admin'],
        summary: 'Restore a deleted package',
        security,
        params: idParamsSchema,
        response: { 200: adminPackageResponseSchema, ...errors },
      },
    },
    async (request) => ({
      package: toAdminPackage(await change(request, 'restored', { isDeleted: false })),
    }),
  );

  app.patch(
    '/:id/visibility',
    {
      schema: {
        tags: ['admin'],
        summary: 'Show or hide a package',
        security,
        params: idParamsSchema,
        body: visibilityBodySchema,
        response: { 200: adminPackageResponseSchema, ...errors },
      },
    },
    async (request) => ({
      package: toAdminPackage(
        await change(request, 'visibility_changed', { visibility: request.body.visibility }),
      ),
    }),
  );

  app.patch(
    '/:id/most-popular',
    {
      schema: {
        tags: ['admin'],
        summary: 'Mark a package Most Popular, or not',
        security,
        params: idParamsSchema,
        body: mostPopularBodySchema,
        response: { 200: adminPackageResponseSchema, ...errors },
      },
    },
    async (request) => ({
      package: toAdminPackage(
        await change(request, 'most_popular_changed', { mostPopular: request.body.mostPopular }),
      ),
    }),
  );
};

export default packagesRoutes;
