// Where a refund by bank transfer is paid (issue 26; docs/decisions/086): an Australian account
// (BSB and account number) or an overseas one (IBAN and SWIFT/BIC). Checked here, on both sides,
// so a mistyped IBAN never reaches the person paying the refund.
import { z } from 'zod';

export const REFUND_DETAILS_MESSAGES = {
  accountNameRequired: 'Enter the name on the account.',
  accountNameTooLong: 'The name must be at most 100 characters.',
  bsbInvalid: 'Enter a BSB of 6 digits, like 123-456.',
  accountNumberInvalid: 'Enter an account number of 4 to 10 digits.',
  ibanInvalid: 'Enter a valid IBAN, like DE89 3704 0044 0532 0130 00.',
  swiftInvalid: 'Enter a SWIFT/BIC code of 8 or 11 characters, like DEUTDEFF.',
  bankNameTooLong: 'The bank name must be at most 100 characters.',
  countryTooLong: 'The country must be at most 60 characters.',
  kindRequired: 'Choose an Australian or an overseas account.',
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

const accountName = z
  .string({ error: REFUND_DETAILS_MESSAGES.accountNameRequired })
  .trim()
  .min(1, { error: REFUND_DETAILS_MESSAGES.accountNameRequired })
  .max(100, { error: REFUND_DETAILS_MESSAGES.accountNameTooLong });

export const australianRefundDetailsSchema = z.strictObject({
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
});

export const overseasRefundDetailsSchema = z.strictObject({
  kind: z.literal('overseas'),
  accountName,
  iban: z
    .string({ error: REFUND_DETAILS_MESSAGES.ibanInvalid })
    .transform((v) => v.replace(/\s+/g, '').toUpperCase())
    .refine(isValidIban, { error: REFUND_DETAILS_MESSAGES.ibanInvalid }),
  swift: z
    .string({ error: REFUND_DETAILS_MESSAGES.swiftInvalid })
    .transform((v) => v.replace(/\s+/g, '').toUpperCase())
    .refine(isValidSwift, { error: REFUND_DETAILS_MESSAGES.swiftInvalid }),
  bankName: z
    .string()
    .trim()
    .max(100, { error: REFUND_DETAILS_MESSAGES.bankNameTooLong })
    .optional(),
  country: z.string().trim().max(60, { error: REFUND_DETAILS_MESSAGES.countryTooLong }).optional(),
});

// PUT /api/user/refund-details.
export const refundDetailsBodySchema = z.discriminatedUnion(
  'kind',
  [australianRefundDetailsSchema, overseasRefundDetailsSchema],
  { error: REFUND_DETAILS_MESSAGES.kindRequired },
);
export type RefundDetailsBody = z.input<typeof refundDetailsBodySchema>;
export type RefundDetails = z.output<typeof refundDetailsBodySchema>;

// What GET answers: enough to recognise the account, never enough to reuse it.
export const maskedRefundDetailsSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('australian'),
    accountName: z.string(),
    bsb: z.string().describe('123-456'),
    accountNumber: z.string().describe('The last 3 digits, the rest as •'),
  }),
  z.object({
    kind: z.literal('overseas'),
    accountName: z.string(),
    iban: z.string().describe('The last 3 characters, the rest as •'),
    swift: z.string(),
    bankName: z.string(),
    country: z.string(),
  }),
]);
export type MaskedRefundDetails = z.infer<typeof maskedRefundDetailsSchema>;
export const refundDetailsResponseSchema = z.object({
  refundDetails: maskedRefundDetailsSchema.nullable(),
});
export type RefundDetailsResponse = z.infer<typeof refundDetailsResponseSchema>;

const lastThree = (value: string) => '•'.repeat(Math.max(0, value.length - 3)) + value.slice(-3);

export function maskRefundDetails(details: RefundDetails): MaskedRefundDetails {
  return details.kind === 'australian'
    ? {
        kind: 'australian',
        accountName: details.accountName,
        bsb: `${details.bsb.slice(0, 3)}-${details.bsb.slice(3)}`,
        accountNumber: lastThree(details.accountNumber),
      }
    : {
        kind: 'overseas',
        accountName: details.accountName,
        iban: lastThree(details.iban),
        swift: details.swift,
        bankName: details.bankName ?? '',
        country: details.country ?? '',
      };
}
