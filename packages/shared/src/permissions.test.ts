import { describe, expect, it } from 'vitest';

import { ADMIN_ROLES } from './constants.ts';
import { adminTabsFor, can, homeTabOf, permissionsOf } from './permissions.ts';

// DECISIONS "Administrators", row by row: [permission, SA, CM, BA, SUP, DEV].
const MATRIX: Array<[Parameters<typeof can>[1], boolean, boolean, boolean, boolean, boolean]> = [
  ['overview:read', true, true, true, true, true],
  ['content:read', true, true, true, true, true],
  ['content:write', true, true, false, false, false],
  ['bank:manage', true, false, false, false, false],
  ['bookings:read', true, true, true, true, true],
  ['bookings:write', true, false, true, false, false],
  ['users:read', true, false, true, true, true],
  ['users:manage', true, false, false, true, false],
  ['documents:read', true, false, true, true, false],
  ['inquiries:read', true, false, true, true, false],
  ['inquiries:write', true, false, false, true, false],
  ['logs:read', true, false, false, false, true],
  ['roles:manage', true, false, false, false, false],
];

describe('the role matrix', () => {
  it.each(MATRIX)('%s', (permission, ...expected) => {
    expect(ADMIN_ROLES.map((role) => can(role, permission))).toEqual(expected);
  });

  it('gives nothing to a non-administrator', () => {
    expect(permissionsOf(null)).toEqual([]);
    expect(can(undefined, 'overview:read')).toBe(false);
  });
});

describe('the admin tabs', () => {
  const labels = (role: Parameters<typeof adminTabsFor>[0]) =>
    adminTabsFor(role).map((tab) => tab.label);

  it('put the arrivals board first for a Booking Agent, who lands there', () => {
    expect(homeTabOf('Booking Agent')).toBe('arrivals');
    expect(labels('Booking Agent').slice(0, 3)).toEqual(['Arrivals', 'Overview', 'Users']);
  });

  it('keep the Overview first for every other role', () => {
    for (const role of ADMIN_ROLES.filter((r) => r !== 'Booking Agent')) {
      expect(homeTabOf(role)).toBe('overview');
      expect(labels(role).slice(0, 2)).toEqual(['Overview', 'Arrivals']);
    }
  });

  it('show the Content editor only to the roles that edit content (issue 33 item 5)', () => {
    expect(labels('Booking Agent')).not.toContain('Content (CMS)');
    expect(labels('Support Admin')).not.toContain('Content (CMS)');
    expect(labels('Developer')).not.toContain('Content (CMS)');
    expect(labels('Content Manager')).toContain('Content (CMS)');
    expect(labels('Super Admin')).toContain('Content (CMS)');
  });

  it('give nothing to a non-administrator', () => {
    expect(adminTabsFor(null)).toEqual([]);
  });
});
