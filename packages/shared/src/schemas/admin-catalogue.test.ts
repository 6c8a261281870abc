import { describe, expect, it } from 'vitest';

import { parsePrice } from '../money.ts';
import {
  bankingServiceFormSchema,
  isChargeablePrice,
  joinList,
  packageFormSchema,
  serviceFormSchema,
  splitList,
} from './admin-catalogue.ts';

describe('comma-separated lists (DECISIONS "Lists and passwords")', () => {
  it('split, trim and drop empty items', () => {
    expect(splitList(' a, b ,, c ,')).toEqual(['a', 'b', 'c']);
    expect(splitList('')).toEqual([]);
    expect(splitList(' , ,')).toEqual([]);
  });

  it('round-trip through the form text', () => {
    const items = ['Passport', 'Visa grant details'];
    expect(splitList(joinList(items))).toEqual(items);
  });
});

describe('the admin forms', () => {
  it('service: a title is required; features become a clean list', () => {
    const parsed = serviceFormSchema.safeParse({ title: ' Pickup ', slug: '', features: 'a,, b ' });
    expect(parsed.success && parsed.data).toMatchObject({
      title: 'Pickup',
      features: ['a', 'b'],
      visibility: 'Published',
    });
    const empty = serviceFormSchema.safeParse({ title: '  ', slug: '', features: '' });
    expect(empty.success).toBe(false);
    expect(empty.error?.issues[0]).toMatchObject({
      path: ['title'],
      message: 'Title is required.',
    });
  });

  it('package: priority a number (empty is 0); a Standard price must be chargeable', () => {
    const base = { title: 'P', price: '$75', features: 'x, y', type: 'Standard' as const };
    const ok = packageFormSchema.safeParse({ ...base, priority: '' });
    expect(ok.success && ok.data).toMatchObject({ priority: 0, features: ['x', 'y'] });
    expect(packageFormSchema.safeParse({ ...base, priority: '3' }).data?.priority).toBe(3);
    expect(packageFormSchema.safeParse({ ...base, priority: 'abc' }).success).toBe(false);
    const unpriced = packageFormSchema.safeParse({ ...base, price: 'Quote-based', priority: '' });
    expect(unpriced.error?.issues[0]?.path).toEqual(['price']);
    expect(
      packageFormSchema.safeParse({ ...base, type: 'Custom', price: 'Quote-based', priority: '' })
        .success,
    ).toBe(true);
  });

  it('banking: links must be http(s)', () => {
    const base = { title: 'B', requiredDocuments: 'Passport, , Visa' };
    const ok = bankingServiceFormSchema.safeParse({
      ...base,
      externalLinks: 'https://a.example, ',
    });
    expect(ok.success && ok.data).toMatchObject({
      requiredDocuments: ['Passport', 'Visa'],
      externalLinks: ['https://a.example'],
    });
    const bad = bankingServiceFormSchema.safeParse({
      ...base,
      externalLinks: 'javascript:alert(1)',
    });
    expect(bad.error?.issues[0]?.path).toEqual(['externalLinks']);
  });
});

describe('a chargeable price agrees with the booking API', () => {
  it.each(['$75', '75', '$1,250', '$75.50', 'A$99'])('%s can be charged', (price) => {
    expect(isChargeablePrice(price)).toBe(true);
    expect(parsePrice(price)).toBeGreaterThan(0);
  });
  it.each(['', 'Free', 'Quote-based', 'From $50', '$0'])('%s cannot', (price) => {
    expect(isChargeablePrice(price)).toBe(false);
  });
});
