import { randomInt } from 'node:crypto';

import type { FastifyInstance } from 'fastify';

import { REFERRAL_CODE_ALPHABET, REFERRAL_CODE_LENGTH } from '@landed/shared/schemas/partners';

import type { Actor } from '#server/operations/audit.ts';
import { audit } from '#server/operations/audit.ts';
import { checkPartnerTerms } from '#server/operations/partners/accounts/check-partner-terms.ts';
import type {
  PartnerFields,
  PartnerRow,
} from '#server/plugins/app/partners/partners-repository.ts';

// A referral code nobody can guess from another (random, not a sequence or the name), short
// enough to read out: 8 of 31 letters and digits, about 40 bits.
export function newReferralCode(): string {
  let code = '';
  for (let i = 0; i < REFERRAL_CODE_LENGTH; i += 1) {
    code += REFERRAL_CODE_ALPHABET[randomInt(REFERRAL_CODE_ALPHABET.length)];
  }
  return code;
}

const CODE_ATTEMPTS = 5;

// Adds a partner with its terms and a referral code of its own (docs/decisions/091, 092).
export async function createPartner(
  app: FastifyInstance,
  { actor, partner }: { actor: Actor; partner: PartnerFields },
): Promise<PartnerRow> {
  return app.db.transaction(async (tx) => {
    await checkPartnerTerms(app, { terms: partner, tx });
    let created: PartnerRow | undefined;
    // A code already taken (one chance in a trillion) is drawn again; the unique index decides,
    // so two instances creating partners at once never share one.
    for (let attempt = 0; !created && attempt < CODE_ATTEMPTS; attempt += 1) {
      created = await app.partnersRepository.create({ ...partner, code: newReferralCode() }, tx);
    }
    if (!created) throw new Error('Could not draw a free referral code');
    await audit(app, {
      actor,
      action: 'partner.created',
      entity: { type: 'partner', id: created.id },
      details: {
        name: created.name,
        kind: created.kind,
        code: created.code,
        billingMode: created.billingMode,
        commissionType: created.commissionType,
        commissionValue: created.commissionValue,
        requiresApproval: created.requiresApproval,
      },
      tx,
    });
    return created;
  });
}
