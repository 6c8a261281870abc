import type { FastifyInstance } from 'fastify';

import type { PartnerTerms } from '@landed/shared/schemas/partners';
import { PARTNER_MESSAGES, partnerTermsProblem } from '@landed/shared/schemas/partners';

import type { DbOrTx } from '#server/db/client.ts';
import { badRequest } from '#server/lib/http-errors.ts';

// What a whole partner's terms must satisfy beyond each field's own shape (docs/decisions/091):
// the commission rule between kind, type and value, and packages and services that exist. A
// PATCH is checked after it is merged with what is stored.
export async function checkPartnerTerms(
  app: FastifyInstance,
  {
    terms,
    tx,
  }: {
    terms: PartnerTerms & { allowedPackageIds: string[]; allowedServiceKeys: string[] };
    tx: DbOrTx;
  },
): Promise<void> {
  const problem = partnerTermsProblem(terms);
  if (problem) throw badRequest(problem, 'PARTNER_TERMS');
  const missing = await app.partnersRepository.missingCatalogueEntries(
    { packageIds: terms.allowedPackageIds, serviceKeys: terms.allowedServiceKeys },
    tx,
  );
  if (missing.packageIds.length > 0)
    throw badRequest(PARTNER_MESSAGES.unknownPackage, 'PARTNER_TERMS');
  if (missing.serviceKeys.length > 0)
    throw badRequest(PARTNER_MESSAGES.unknownService, 'PARTNER_TERMS');
}
