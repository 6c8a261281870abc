import type { FastifyInstance } from 'fastify';

import { BANK_FIELDS, BUSINESS_FIELDS } from '@landed/shared/schemas/admin-content';
import type { UpdateCmsBody } from '@landed/shared/schemas/admin-content';

import { notFound } from '#server/lib/http-errors.ts';
import type { Actor } from '#server/operations/audit.ts';
import { audit } from '#server/operations/audit.ts';
import type { CmsRow } from '#server/plugins/app/cms/cms-repository.ts';

const isBankField = (key: string) => (BANK_FIELDS as readonly string[]).includes(key);
const isBusinessField = (key: string) => (BUSINESS_FIELDS as readonly string[]).includes(key);

// Updates the site texts and/or the bank details (admin §7 PUT /api/admin/cms/{id}; who may
// change which is the route's permission). The log gets one entry for bank details and one for
// texts, naming the fields that really changed.
export async function updateSiteTexts(
  app: FastifyInstance,
  { actor, id, patch }: { actor: Actor; id: string; patch: UpdateCmsBody },
): Promise<CmsRow> {
  return app.db.transaction(async (tx) => {
    const before = await app.cmsRepository.lock(tx);
    if (!before || before.id !== id) throw notFound('The site texts are missing.');
    const updated = await app.cmsRepository.update(patch as Partial<CmsRow>, tx);
    const changed = Object.keys(patch).filter(
      (k) =>
        JSON.stringify(before[k as keyof CmsRow]) !== JSON.stringify(updated[k as keyof CmsRow]),
    );
    const pick = (row: CmsRow, fields: string[]) =>
      Object.fromEntries(fields.map((f) => [f, row[f as keyof CmsRow]]));
    const bankChanged = changed.filter(isBankField);
    const businessChanged = changed.filter(isBusinessField);
    const textChanged = changed.filter((k) => !isBankField(k) && !isBusinessField(k));
    const entity = { type: 'cms', id: before.id };
    // Bank changes keep before/after: where customers send money matters most. So does the
    // seller on invoices (decision 061): the ABN and GST registration are legal facts.
    const kept = [
      { action: 'bank.updated', fields: bankChanged },
      { action: 'business.updated', fields: businessChanged },
    ];
    for (const { action, fields } of kept.filter((k) => k.fields.length)) {
      const details = { fields, before: pick(before, fields), after: pick(updated, fields) };
      await audit(app, { actor, action, entity, details, tx });
    }
    if (textChanged.length) {
      await audit(app, {
        actor,
        action: 'cms.updated',
        entity,
        details: { fields: textChanged },
        tx,
      });
    }
    return updated;
  });
}
