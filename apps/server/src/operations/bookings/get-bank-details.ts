import type { FastifyInstance } from 'fastify';

import type { Locale } from '@landed/shared/locales';
import type { BankDetailsResponse } from '@landed/shared/schemas/booking';

import { builtInText } from '#server/db/seed/data/translations/built-in-texts.ts';
import { checkBankDetails, isSeededPhone } from '#server/operations/setup/check-bank-details.ts';

// The bank account a student pays into (GET /api/booking/bank-details). While it is still the
// seed's placeholder account, none of it: a student must never transfer money to
// "000-000 (placeholder)". They are told how to reach the business instead, and a value the
// seed made up (a bank phone, a branch address) is left out of a real account too
// (docs/decisions/079).
// `locale`: the payment instructions read in that language while they are the built-in ones
// (docs/decisions/081).
export async function getBankDetails(
  app: FastifyInstance,
  { locale }: { locale?: Locale | undefined } = {},
): Promise<BankDetailsResponse> {
  const [bank, cms] = await Promise.all([
    app.bookingsRepository.bankDetails(),
    app.cmsRepository.get(),
  ]);
  const contact = {
    email: cms?.contactEmail ?? '',
    phone: cms && !isSeededPhone(cms.contactPhone) ? cms.contactPhone : '',
  };
  // Cards are offered whenever the keys are set, even before the bank account is entered.
  const cards = {
    gstRegistered: cms?.gstRegistered ?? true,
    ...(app.stripe ? { cards: true as const } : {}),
  };
  const check = checkBankDetails(bank);
  if (!check.ready) return { bankDetails: null, contact, ...cards };
  const shown = {
    ...bank,
    bankInstructions: builtInText({
      locale,
      english: bank.bankInstructions,
      field: 'bankInstructions',
    }),
  };
  for (const field of check.placeholders) shown[field] = '';
  return { bankDetails: shown, contact, ...cards };
}
