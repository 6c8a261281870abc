import { describe, expect, it } from 'vitest';

import {
  REFUND_DETAILS_MESSAGES,
  isValidIban,
  isValidSwift,
  maskRefundDetails,
  refundDetailsBodySchema,
  refundDetailsSchema,
  storedRefundDetailsSchema,
} from './refund-details.ts';

const messages = (value: unknown) =>
  refundDetailsSchema.safeParse(value).error?.issues.map((i) => i.message) ?? [];

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
    const parsed = refundDetailsSchema.parse({
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

  it('accepts an IBAN account where the country uses IBANs, and refuses one without it', () => {
    const parsed = refundDetailsSchema.parse({
      kind: 'overseas',
      accountName: 'Mei Chen',
      bankName: 'Deutsche Bank',
      country: 'de',
      iban: 'de89 3704 0044 0532 0130 00',
      swift: 'deutdeff',
    });
    expect(parsed).toEqual({
      kind: 'overseas',
      accountName: 'Mei Chen',
      bankName: 'Deutsche Bank',
      country: 'DE',
      iban: 'DE89370400440532013000',
      swift: 'DEUTDEFF',
    });
    expect(maskRefundDetails(parsed)).toMatchObject({
      iban: '•••••••••••••••••••000',
      swift: 'DEUTDEFF',
    });
    const german = { kind: 'overseas', accountName: 'A', bankName: 'B', country: 'DE' };
    expect(messages({ ...german, swift: 'DEUTDEFF', accountNumber: '0532013000' })).toEqual([
      REFUND_DETAILS_MESSAGES.ibanRequired,
    ]);
    expect(messages({ ...german, iban: 'DE88370400440532013000', swift: 'XX' })).toEqual([
      REFUND_DETAILS_MESSAGES.swiftInvalid,
      REFUND_DETAILS_MESSAGES.ibanInvalid,
    ]);
    expect(messages({ accountName: 'A' })).toEqual([REFUND_DETAILS_MESSAGES.kindRequired]);
  });

  // Issue 31: banks in China, India, Nepal and Vietnam have no IBANs.
  it('takes a Chinese account by its number and SWIFT, dropping an IBAN the country does not use', () => {
    const parsed = refundDetailsSchema.parse({
      kind: 'overseas',
      accountName: 'Li Wei',
      bankName: 'Bank of China',
      country: 'CN',
      swift: 'BKCHCNBJ',
      accountNumber: '6217 8500 0000 1234 567',
      iban: 'DE89370400440532013000',
      cnaps: '104100000004',
    });
    expect(parsed).toEqual({
      kind: 'overseas',
      accountName: 'Li Wei',
      bankName: 'Bank of China',
      country: 'CN',
      swift: 'BKCHCNBJ',
      accountNumber: '6217850000001234567',
      cnaps: '104100000004',
    });
    expect(maskRefundDetails(parsed)).toEqual({
      kind: 'overseas',
      accountName: 'Li Wei',
      bankName: 'Bank of China',
      country: 'CN',
      swift: 'BKCHCNBJ',
      accountNumber: '••••••••••••••••567',
      cnaps: '104100000004',
    });
    const chinese = { kind: 'overseas', accountName: 'A', bankName: 'B', country: 'CN' };
    expect(messages({ ...chinese, swift: 'BKCHCNBJ' })).toEqual([
      REFUND_DETAILS_MESSAGES.overseasAccountNumberInvalid,
    ]);
    expect(
      messages({ ...chinese, swift: 'BKCHCNBJ', accountNumber: '1234', cnaps: '123' }),
    ).toEqual([REFUND_DETAILS_MESSAGES.cnapsInvalid]);
    expect(
      messages({ ...chinese, country: 'AU', swift: 'BKCHCNBJ', accountNumber: '1234' }),
    ).toEqual([REFUND_DETAILS_MESSAGES.countryAustralia]);
    expect(
      messages({ ...chinese, country: 'QQ', swift: 'BKCHCNBJ', accountNumber: '1234' }),
    ).toEqual([REFUND_DETAILS_MESSAGES.countryRequired]);
  });

  it('asks an Indian account for the IFSC of its branch', () => {
    const indian = {
      kind: 'overseas',
      accountName: 'Priya Sharma',
      bankName: 'State Bank of India',
      country: 'IN',
      swift: 'SBININBB',
      accountNumber: '30012345678',
    };
    expect(messages(indian)).toEqual([REFUND_DETAILS_MESSAGES.ifscInvalid]);
    expect(messages({ ...indian, ifsc: 'SBIN1001234' })).toEqual([
      REFUND_DETAILS_MESSAGES.ifscInvalid,
    ]);
    expect(refundDetailsSchema.parse({ ...indian, ifsc: 'sbin0001234' })).toMatchObject({
      ifsc: 'SBIN0001234',
    });
  });

  it('still reads an overseas account stored before issue 31 (IBAN, country as words)', () => {
    expect(
      storedRefundDetailsSchema.parse({
        kind: 'overseas',
        accountName: 'Mei Chen',
        iban: 'DE89370400440532013000',
        swift: 'DEUTDEFF',
        country: 'Germany',
      }),
    ).toEqual({
      kind: 'overseas',
      accountName: 'Mei Chen',
      bankName: '',
      country: 'DE',
      iban: 'DE89370400440532013000',
      swift: 'DEUTDEFF',
    });
  });

  it('takes the current password beside the account in the PUT body', () => {
    expect(
      refundDetailsBodySchema.parse({
        kind: 'australian',
        accountName: 'A',
        bsb: '123456',
        accountNumber: '1234',
        currentPassword: 'secret',
      }),
    ).toEqual({
      currentPassword: 'secret',
      details: { kind: 'australian', accountName: 'A', bsb: '123456', accountNumber: '1234' },
    });
  });
});
