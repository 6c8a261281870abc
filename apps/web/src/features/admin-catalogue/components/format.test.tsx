import { describe, expect, it } from 'vitest';

import { categoryOptions } from './filters.tsx';
import { freeWhenEmpty, listPreview, truncate } from './format.tsx';

describe('the preview rules (admin §2, §9)', () => {
  it('a description: its first 40 characters and an ellipsis, when longer', () => {
    const text = 'A friendly driver meets you at Melbourne Airport arrivals';
    expect(truncate(text)).toBe('A friendly driver meets you at Melbourne...');
    expect(truncate('Short')).toBe('Short');
    expect(truncate('x'.repeat(40))).toBe('x'.repeat(40));
  });

  it('a list: the first 3 items, then +N more', () => {
    expect(listPreview(['a', 'b'])).toBe('a, b');
    expect(listPreview(['a', 'b', 'c'])).toBe('a, b, c');
    expect(listPreview(['a', 'b', 'c', 'd', 'e'])).toBe('a, b, c +2 more');
    expect(listPreview([])).toBe('');
  });

  it("an empty price is 'Free'", () => {
    expect(freeWhenEmpty('')).toBe('Free');
    expect(freeWhenEmpty(' ')).toBe('Free');
    expect(freeWhenEmpty('$49')).toBe('$49');
  });

  it('the category filter offers All Categories, then those in use, keeping the chosen one', () => {
    expect(
      categoryOptions({ allLabel: 'All Categories', categories: ['Tax', 'Accounts'], chosen: '' }),
    ).toEqual([
      ['', 'All Categories'],
      ['Accounts', 'Accounts'],
      ['Tax', 'Tax'],
    ]);
    expect(
      categoryOptions({ allLabel: 'All Categories', categories: [], chosen: 'Credit' }),
    ).toEqual([
      ['', 'All Categories'],
      ['Credit', 'Credit'],
    ]);
  });
});
