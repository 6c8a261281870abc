import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import type { Permission } from '@landed/shared/permissions';
import { can } from '@landed/shared/permissions';
import type { AdminCms, BusinessDetails } from '@landed/shared/schemas/admin-content';
import {
  BANK_FIELDS,
  BUSINESS_FIELDS,
  CMS_TEXT_FIELDS,
  adminCmsResponseSchema,
  cmsIdParamsSchema,
  updateCmsBodySchema,
} from '@landed/shared/schemas/admin-content';
import type { BankDetails } from '@landed/shared/schemas/booking';
import type { Translations } from '@landed/shared/schemas/translations';

import { notFound } from '#server/lib/http-errors.ts';
import { actorOf } from '#server/operations/audit.ts';
import { updateSiteTexts } from '#server/operations/cms/update-site-texts.ts';
import type { CmsRow } from '#server/plugins/app/cms/cms-repository.ts';
import { errorResponses } from '#server/routes/route-schema.ts';
import cancellationPolicyRoutes from './cancellation-policy.ts';

const errors = errorResponses(400, 404);

function toAdminCms(row: CmsRow): AdminCms {
  const picked = Object.fromEntries(CMS_TEXT_FIELDS.map((f) => [f, row[f]])) as Omit<
    AdminCms,
    '_id' | 'translations' | 'updatedAt'
  >;
  return {
    _id: row.id,
    ...picked,
    translations: row.translations as Translations<'cms'>,
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toBank(row: CmsRow): BankDetails {
  return Object.fromEntries(BANK_FIELDS.map((f) => [f, row[f]])) as BankDetails;
}

function toBusiness(row: CmsRow): BusinessDetails {
  return {
    businessName: row.businessName,
    abn: row.abn,
    businessAddress: row.businessAddress,
    gstRegistered: row.gstRegistered,
  };
}

// What the Content tab reads back: bank and business details only for those who manage them.
function cmsAnswer(row: CmsRow, request: FastifyRequest) {
  const manages = can(request.user!.adminRole, 'bank:manage');
  return {
    cms: toAdminCms(row),
    bank: manages ? toBank(row) : null,
    business: manages ? toBusiness(row) : null,
  };
}

// Site texts and their translations need content rights; bank details and the business on
// invoices (decision 061) need the bank permission (Super Admin only). Keys that are neither (the
// _id and updatedAt of a copy read back) need nothing more.
const CONTENT_KEYS: readonly string[] = [...CMS_TEXT_FIELDS, 'translations'];
function cmsPermission(request: FastifyRequest): Permission[] {
  const keys = Object.keys((request.body as Record<string, unknown> | null) ?? {});
  const needed: Permission[] = [];
  const guarded: readonly string[] = [...BANK_FIELDS, ...BUSINESS_FIELDS];
  if (keys.some((k) => guarded.includes(k))) needed.push('bank:manage');
  if (needed.length === 0 || keys.some((k) => CONTENT_KEYS.includes(k)))
    needed.push('content:write');
  return needed;
}

const cmsRoutes: FastifyPluginAsyncZod = async (app) => {
  // GET, PUT /cancellation-policy (docs/decisions/085).
  await app.register(cancellationPolicyRoutes);

  app.get(
    '/',
    {
      schema: {
        summary: 'Site texts (and bank details for those who manage them)',
        response: { 200: adminCmsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const row = await app.cmsRepository.get();
      if (!row) throw notFound('The site texts are missing.');
      return cmsAnswer(row, request);
    },
  );

  // admin §7: PUT /api/admin/cms/{id} with CMS and bank fields.
  app.put(
    '/:id',
    {
      config: { permission: cmsPermission },
      schema: {
        summary: 'Update site texts, bank details and/or the business on invoices',
        params: cmsIdParamsSchema,
        body: updateCmsBodySchema,
        response: { 200: adminCmsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const row = await updateSiteTexts(app, {
        actor: actorOf(request),
        id: request.params.id,
        patch: request.body,
      });
      return cmsAnswer(row, request);
    },
  );
};

export default cmsRoutes;
