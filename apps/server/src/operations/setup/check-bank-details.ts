import type { BankDetails } from '@landed/shared/schemas/booking';

import { seedCms } from '#server/db/seed/data/cms.ts';
import type { CmsRow } from '#server/plugins/app/cms/cms-repository.ts';

// How a placeholder is known (docs/decisions/079): a value is one while it is still exactly
// what a fresh install was seeded with and the seed marked it as made up. No flag is stored: an
// owner who types the real value has fixed it, whatever screen or API call they used, and an
// older database seeded with the same values is recognised too.
const BANK_FIELDS = [
  'bankName',
  'accountHolder',
  'accountNumber',
  'routingNumber',
  'swiftCode',
  'iban',
  'branch',
  'bankAddress',
  'bankPhone',
  'bankEmail',
] as const satisfies ReadonlyArray<keyof BankDetails>;
type BankField = (typeof BANK_FIELDS)[number];

// What students need to make a transfer at all: without them there is nothing to pay into.
const REQUIRED: readonly BankField[] = ['accountHolder', 'accountNumber', 'routingNumber'];

// The seed's made-up values ('000-000 (placeholder)', ...), read from the seed itself so the
// two cannot drift apart.
const SEEDED_PLACEHOLDERS = new Map<BankField, string>(
  BANK_FIELDS.filter((field) => /placeholder/i.test(seedCms[field])).map((field) => [
    field,
    seedCms[field],
  ]),
);

// The seed's support number is made up as well (+61 3 9000 0000): it is not a way to reach the
// business.
export function isSeededPhone(phone: string): boolean {
  return phone.trim() === '' || phone.trim() === seedCms.contactPhone;
}

export const BANK_FIELD_LABELS: Record<BankField, string> = {
  bankName: 'Bank name',
  accountHolder: 'Account holder',
  accountNumber: 'Account number',
  routingNumber: 'BSB',
  swiftCode: 'SWIFT code',
  iban: 'IBAN',
  branch: 'Branch',
  bankAddress: 'Bank address',
  bankPhone: 'Bank phone',
  bankEmail: 'Payments e-mail',
};

export type BankDetailsCheck = {
  // Students may be shown the account: every required field set, none a placeholder.
  ready: boolean;
  // Fields still holding the seed's placeholder; never shown to students.
  placeholders: BankField[];
  // Required fields left empty.
  empty: BankField[];
};

export function checkBankDetails(bank: Pick<CmsRow, BankField> | BankDetails): BankDetailsCheck {
  const placeholders = BANK_FIELDS.filter(
    (field) => SEEDED_PLACEHOLDERS.get(field) === bank[field].trim(),
  );
  const empty = REQUIRED.filter((field) => bank[field].trim() === '');
  const ready = empty.length === 0 && !REQUIRED.some((field) => placeholders.includes(field));
  return { ready, placeholders, empty };
}
