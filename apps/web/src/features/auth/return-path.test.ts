import { describe, expect, it } from 'vitest';

import { returnPath } from './return-path.ts';

describe('returnPath', () => {
  it('returns to the page the user came from', () => {
    expect(returnPath({ from: '/packages' })).toBe('/packages');
    expect(returnPath({ from: { pathname: '/dashboard', search: '?tab=1' } })).toBe(
      '/dashboard?tab=1',
    );
  });

  it("goes home when there is no 'from', or when it points off the site", () => {
    expect(returnPath(null)).toBe('/');
    expect(returnPath({})).toBe('/');
    expect(returnPath({ from: 'https://evil.example' })).toBe('/');
    expect(returnPath({ from: '//evil.example' })).toBe('/');
    expect(returnPath({ from: '/\\evil.example' })).toBe('/');
  });
});
