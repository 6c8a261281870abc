import { describe, expect, it } from 'vitest';

import {
  REFUND_DETAILS_MESSAGES,
  isValidIban,
  isValidSwift,
  maskRefundDetails,
  refundDetailsBodySchema,
} from './refund-details.ts';

const messages = (value: unknown) =>
  refundDetailsBodySchema.safeParse(value).error?.issues.map((i) => i.message) ?? [];

describe('refund details', () => {
  it('checks an IBAN by its check digits and a SWIFT/BIC by its shape', () => {
    // The IBAN registry's (SWIFT) examples for Germany and the United Kingdom.
    expect(isValidIban('DE89 3704 0044 0532 0130 00')).toBe(true);
    expect(isValidIban('GB82WEST12345698765432')).toBe(true);
    expect(isValidIban('gb82 west 1234 5698 7654 32')).toBe(true);
    expect(isValidIban('DE88 3704 0044 0532 0130 00')).toBe(false);
    expect(isValidIban('DE89')).toBe(false);
    expect(isValidSwift('DEUTDEFF')).toBe(true);
    expect(isValidSwift('BKCHCNBJ110')).toBe(true);
    expect(isValidSwift('DEUTDEF')).toBe(false);
    expect(isValidSwift('1EUTDEFF')).toBe(false);
  });

  it('accepts an Australian account with a BSB typed either way, keeping six digits', () => {
    const parsed = refundDetailsBodySchema.parse({
      kind: 'australian',
      accountName: ' Mei Chen ',
      bsb: '123-456',
      accountNumber: '1234 5678',
    });
    expect(parsed).toEqual({
      kind: 'australian',
      accountName: 'Mei Chen',
      bsb: '123456',
      accountNumber: '12345678',
    });
    expect(maskRefundDetails(parsed)).toEqual({
      kind: 'australian',
      accountName: 'Mei Chen',
      bsb: '123-456',
      accountNumber: '•••••678',
    });
    expect(
      messages({ kind: 'australian', accountName: 'A', bsb: '12345', accountNumber: '12' }),
    ).toEqual([REFUND_DETAILS_MESSAGES.bsbInvalid, REFUND_DETAILS_MESSAGES.accountNumberInvalid]);
  });

  it('accepts an overseas account and refuses a bad IBAN, a bad SWIFT or no kind', () => {
    const parsed = refundDetailsBodySchema.parse({
      kind: 'overseas',
      accountName: 'Mei Chen',
      iban: 'de89 3704 0044 0532 0130 00',
      swift: 'deutdeff',
    });
    expect(parsed).toMatchObject({ iban: 'DE89370400440532013000', swift: 'DEUTDEFF' });
    expect(maskRefundDetails(parsed)).toMatchObject({
      iban: '•••••••••••••••••••000',
      swift: 'DEUTDEFF',
    });
    expect(
      messages({ kind: 'overseas', accountName: 'A', iban: 'DE88370400440532013000', swift: 'XX' }),
    ).toEqual([REFUND_DETAILS_MESSAGES.ibanInvalid, REFUND_DETAILS_MESSAGES.swiftInvalid]);
    expect(messages({ accountName: 'A' })).toEqual([REFUND_DETAILS_MESSAGES.kindRequired]);
  });
});
