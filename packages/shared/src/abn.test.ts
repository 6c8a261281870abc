import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { abnDigits, formatAbn, isValidAbn } from './abn.ts';
import { gstIncluded } from './money.ts';

describe('ABN check digits', () => {
  it('accepts the ABR’s worked example, however it is spaced', () => {
    expect(isValidAbn('51 824 753 556')).toBe(true);
    expect(isValidAbn('51824753556')).toBe(true);
    expect(isValidAbn(' 51 8247 53556 ')).toBe(true);
  });

  it('refuses wrong lengths, letters, a leading zero and a wrong check', () => {
    for (const bad of ['', '5182475355', '518247535560', '51 824 753 55a', '51 824 753 557'])
      expect(isValidAbn(bad), bad).toBe(false);
    expect(isValidAbn('00 000 000 000')).toBe(false);
  });

  it('catches every single mistyped digit', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 }), fc.integer({ min: 1, max: 9 }), (at, by) => {
        const digits = [...'51824753556'].map(Number);
        digits[at] = (digits[at]! + by) % 10;
        return !isValidAbn(digits.join(''));
      }),
    );
  });

  it('prints the ABR’s grouping', () => {
    expect(formatAbn('51824753556')).toBe('51 824 753 556');
    expect(abnDigits('51 824 753 556')).toBe('51824753556');
  });
});

describe('GST in a GST-inclusive price', () => {
  it.each([
    [7500, 682],
    [18000, 1636],
    [38500, 3500],
    [7000, 636],
    [11, 1],
    [5, 0],
    [6, 1],
  ])('%i cents hold %i cents of GST', (total, gst) => {
    expect(gstIncluded(total)).toBe(gst);
  });
});
