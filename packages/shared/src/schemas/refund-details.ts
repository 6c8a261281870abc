// Where a refund by bank transfer is paid (issue 26; docs/decisions/086, 101): an Australian
// account (BSB and account number) or an overseas one the way its country's banks know it: the
// bank's SWIFT/BIC and the account number, with the IBAN where the country uses IBANs, the IFSC
// of the branch in India, and the CNAPS code in China when the student has it. Checked here, on
// both sides, so a mistyped IBAN never reaches the person paying the refund.
import { z } from 'zod';

import { isCountryCode, usesIban } from '../countries.ts';

export const REFUND_DETAILS_MESSAGES = {
  accountNameRequired: 'Enter the name on the account.',
  accountNameTooLong: 'The name must be at most 100 characters.',
  bsbInvalid: 'Enter a BSB of 6 digits, like 123-456.',
  accountNumberInvalid: 'Enter an account number of 4 to 10 digits.',
  overseasAccountNumberInvalid: 'Enter the account number: 4 to 34 letters or digits.',
  ibanRequired: 'Banks in this country use IBANs: enter the IBAN of the account.',
  ibanInvalid: 'Enter a valid IBAN, like DE89 3704 0044 0532 0130 00.',
  swiftInvalid: 'Enter a SWIFT/BIC code of 8 or 11 characters, like DEUTDEFF.',
  ifscInvalid: 'Enter the IFSC of the branch: 11 characters, like SBIN0001234.',
  cnapsInvalid: 'A CNAPS code has 12 digits.',
  bankNameRequired: 'Enter the name of the bank.',
  bankNameTooLong: 'The bank name must be at most 100 characters.',
  countryRequired: 'Choose the country of the bank.',
  countryAustralia: 'For an account in Australia, choose "In Australia" and give its BSB.',
  kindRequired: 'Choose an Australian or an overseas account.',
  // The PUT's own (the account owner's proof; docs/decisions/101).
  passwordRequired: 'Enter your current password to change your refund account.',
  recentSignInRequired: 'Please sign in again to change your refund account.',
  // `kind: "accountPaidFrom"` when no paying account is on offer (docs/decisions/108).
  noAccountPaidFrom: 'We have no account you paid from to send your refund to.',
} as const;

// ISO 13616: move the first four characters to the end, letters become 10..35, and the number
// leaves 1 when divided by 97. Done in pieces, so no big integers are needed.
export function isValidIban(value: string): boolean {
  const iban = value.replace(/\s+/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const digits = (iban.slice(4) + iban.slice(0, 4)).replace(/[A-Z]/g, (c) =>
    String(c.charCodeAt(0) - 55),
  );
  let rest = 0;
  for (let i = 0; i < digits.length; i += 7)
    rest = Number(String(rest) + digits.slice(i, i + 7)) % 97;
  return rest === 1;
}

// ISO 9362: bank (4 letters), country (2 letters), location (2), optional branch (3).
export const isValidSwift = (value: string) =>
  /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(value.replace(/\s+/g, '').toUpperCase());

// The Reserve Bank of India's branch code: bank (4 letters), 0, branch (6).
export const isValidIfsc = (value: string) => /^[A-Z]{4}0[A-Z0-9]{6}$/.test(value);

const accountName = z
  .string({ error: REFUND_DETAILS_MESSAGES.accountNameRequired })
  .trim()
  .min(1, { error: REFUND_DETAILS_MESSAGES.accountNameRequired })
  .max(100, { error: REFUND_DETAILS_MESSAGES.accountNameTooLong });

// A code as typed ("de89 3704…", "sbin0001234"): no spaces, capitals; '' when left empty.
const code = z
  .string()
  .max(60)
  .transform((v) => v.replace(/[\s-]+/g, '').toUpperCase())
  .optional();

const australianShape = {
  kind: z.literal('australian'),
  accountName,
  // '123-456', '123 456' or '123456', kept as six digits.
  bsb: z
    .string({ error: REFUND_DETAILS_MESSAGES.bsbInvalid })
    .trim()
    .regex(/^\d{3}[- ]?\d{3}$/, { error: REFUND_DETAILS_MESSAGES.bsbInvalid })
    .transform((v) => v.replace(/\D/g, '')),
  accountNumber: z
    .string({ error: REFUND_DETAILS_MESSAGES.accountNumberInvalid })
    .transform((v) => v.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{4,10}$/, { error: REFUND_DETAILS_MESSAGES.accountNumberInvalid })),
};

const overseasShape = {
  kind: z.literal('overseas'),
  accountName,
  bankName: z
    .string({ error: REFUND_DETAILS_MESSAGES.bankNameRequired })
    .trim()
    .min(1, { error: REFUND_DETAILS_MESSAGES.bankNameRequired })
    .max(100, { error: REFUND_DETAILS_MESSAGES.bankNameTooLong }),
  // ISO 3166-1 alpha-2: it decides which of the codes below the account needs.
  country: z
    .string({ error: REFUND_DETAILS_MESSAGES.countryRequired })
    .trim()
    .toUpperCase()
    .refine(isCountryCode, { error: REFUND_DETAILS_MESSAGES.countryRequired })
    .refine((c) => c !== 'AU', { error: REFUND_DETAILS_MESSAGES.countryAustralia }),
  swift: z
    .string({ error: REFUND_DETAILS_MESSAGES.swiftInvalid })
    .transform((v) => v.replace(/\s+/g, '').toUpperCase())
    .refine(isValidSwift, { error: REFUND_DETAILS_MESSAGES.swiftInvalid }),
  accountNumber: code,
  iban: code,
  ifsc: code,
  cnaps: code,
};

type OverseasInput = {
  country: string;
  accountNumber?: string | undefined;
  iban?: string | undefined;
  ifsc?: string | undefined;
  cnaps?: string | undefined;
};

// What the country asks for. Where IBANs are used the IBAN is the account (its number is then
// optional); elsewhere the account number is, and an IBAN given anyway is dropped by `clean`.
function checkOverseas(value: OverseasInput, ctx: z.RefinementCtx) {
  const issue = (path: string, message: string) =>
    ctx.addIssue({ code: 'custom', path: [path], message });
  const { country, accountNumber, iban, ifsc, cnaps } = value;
  if (accountNumber && !/^[A-Z0-9]{4,34}$/.test(accountNumber))
    issue('accountNumber', REFUND_DETAILS_MESSAGES.overseasAccountNumberInvalid);
  if (usesIban(country)) {
    if (!iban) issue('iban', REFUND_DETAILS_MESSAGES.ibanRequired);
    else if (!isValidIban(iban)) issue('iban', REFUND_DETAILS_MESSAGES.ibanInvalid);
  } else if (!accountNumber) {
    issue('accountNumber', REFUND_DETAILS_MESSAGES.overseasAccountNumberInvalid);
  }
  if (country === 'IN' && !isValidIfsc(ifsc ?? ''))
    issue('ifsc', REFUND_DETAILS_MESSAGES.ifscInvalid);
  if (country === 'CN' && cnaps && !/^\d{12}$/.test(cnaps))
    issue('cnaps', REFUND_DETAILS_MESSAGES.cnapsInvalid);
}

// The account as stored and as staff read it (and, masked, as its owner reads it back).
export const refundDetailsOutputSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('australian'),
    accountName: z.string(),
    bsb: z.string().describe('6 digits'),
    accountNumber: z.string(),
  }),
  z.object({
    kind: z.literal('overseas'),
    accountName: z.string(),
    // '' only on an account given before issue 31 without one.
    bankName: z.string(),
    country: z.string().describe('ISO 3166-1 alpha-2'),
    swift: z.string(),
    accountNumber: z.string().optional(),
    iban: z.string().optional().describe('Only where the country uses IBANs'),
    ifsc: z.string().optional().describe('India'),
    cnaps: z.string().optional().describe('China'),
  }),
]);
export type RefundDetails = z.infer<typeof refundDetailsOutputSchema>;

// Keeps only the codes the country uses, so a stored account never carries an IBAN for China.
function clean(value: RefundDetails): RefundDetails {
  if (value.kind === 'australian') {
    const { kind, accountName, bsb, accountNumber } = value;
    return { kind, accountName, bsb, accountNumber };
  }
  const { accountName, bankName, country, swift, accountNumber, iban, ifsc, cnaps } = value;
  return {
    kind: 'overseas',
    accountName,
    bankName,
    country,
    swift,
    ...(accountNumber ? { accountNumber } : {}),
    ...(iban && usesIban(country) ? { iban } : {}),
    ...(ifsc && country === 'IN' ? { ifsc } : {}),
    ...(cnaps && country === 'CN' ? { cnaps } : {}),
  };
}

// The account, as the form checks it and as it is stored (sealed).
export const refundDetailsSchema = z
  .discriminatedUnion(
    'kind',
    [z.strictObject(australianShape), z.strictObject(overseasShape).superRefine(checkOverseas)],
    { error: REFUND_DETAILS_MESSAGES.kindRequired },
  )
  .transform(clean);
export type RefundDetailsInput = z.input<typeof refundDetailsSchema>;

// An overseas account given before issue 31: IBAN and SWIFT, the country as free text. Still
// read (and paid), its country taken from the IBAN; the next change stores the new shape.
const legacyOverseasSchema = z
  .object({
    kind: z.literal('overseas'),
    accountName: z.string(),
    iban: z.string(),
    swift: z.string(),
    bankName: z.string().optional(),
    country: z.string().optional(),
  })
  .transform((old): RefundDetails => ({
    kind: 'overseas',
    accountName: old.accountName,
    bankName: old.bankName ?? '',
    country: old.iban.slice(0, 2),
    swift: old.swift,
    iban: old.iban,
  }));
export const storedRefundDetailsSchema = z.union([refundDetailsSchema, legacyOverseasSchema]);

const currentPassword = { currentPassword: z.string().max(256).optional() };

// PUT /api/user/refund-details: the account, and the current password (not needed by an account
// without one that signed in within 10 minutes). `kind: "accountPaidFrom"` takes the account
// GET offers as `accountPaidFrom` (the one a bank-statement line paid the booking from,
// docs/decisions/108) instead of typed fields: one `kind` keeps each form's errors on its fields.
export const refundDetailsBodySchema = z
  .discriminatedUnion(
    'kind',
    [
      z.strictObject({ ...australianShape, ...currentPassword }),
      z.strictObject({ ...overseasShape, ...currentPassword }).superRefine(checkOverseas),
      z.strictObject({ kind: z.literal('accountPaidFrom'), ...currentPassword }),
    ],
    { error: REFUND_DETAILS_MESSAGES.kindRequired },
  )
  .transform(({ currentPassword: password, ...rest }) =>
    rest.kind === 'accountPaidFrom'
      ? { currentPassword: password, details: 'accountPaidFrom' as const }
      : { currentPassword: password, details: clean(rest) },
  );
export type RefundDetailsBody = z.input<typeof refundDetailsBodySchema>;

// What GET answers: enough to recognise the account, never enough to reuse it. The branch codes
// (BSB, SWIFT, IFSC, CNAPS) are public and shown whole.
export const maskedRefundDetailsSchema = refundDetailsOutputSchema.describe(
  'Account number and IBAN: the last 3 characters, the rest as •; the BSB as 123-456',
);
export type MaskedRefundDetails = RefundDetails;
export const refundDetailsResponseSchema = z.object({
  refundDetails: maskedRefundDetailsSchema.nullable(),
  // GET only, and only when a Due refund's booking was paid from a bank-statement line that
  // carried the payer's account, and that account is not already the one on record.
  accountPaidFrom: maskedRefundDetailsSchema
    .optional()
    .describe('The account a Due refund was paid from, masked: offered as the refund account'),
});
export type RefundDetailsResponse = z.infer<typeof refundDetailsResponseSchema>;

const lastThree = (value: string) => '•'.repeat(Math.max(0, value.length - 3)) + value.slice(-3);

// The last digits of the account as a mail may name it ("the account ending 678").
export const accountEnding = (details: RefundDetails) =>
  (details.kind === 'overseas' && details.iban
    ? details.iban
    : (details.accountNumber ?? '')
  ).slice(-3);

export function maskRefundDetails(details: RefundDetails): MaskedRefundDetails {
  if (details.kind === 'australian')
    return {
      kind: 'australian',
      accountName: details.accountName,
      bsb: `${details.bsb.slice(0, 3)}-${details.bsb.slice(3)}`,
      accountNumber: lastThree(details.accountNumber),
    };
  const { accountNumber, iban, ...rest } = details;
  return {
    ...rest,
    ...(accountNumber ? { accountNumber: lastThree(accountNumber) } : {}),
    ...(iban ? { iban: lastThree(iban) } : {}),
  };
}
