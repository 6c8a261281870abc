import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

import { hasTimelineLabel, timelineLabel, timelineSummary } from './timeline-format.ts';

describe('timeline lines in words (issue 25)', () => {
  it('names the driver and leaves the ids to the machine', () => {
    const entry = {
      at: '2027-02-14T01:00:00.000Z',
      actor: 'Bea Agent',
      action: 'assigned',
      details: {
        driver: 'Li Wei',
        driverId: 'f8b0b5fb-0f3c-4b5e-9d39-1c2b3a4d5e6f',
        previousDriver: 'Tom Nguyen',
        previousDriverId: '0b1c2d3e-4f50-4617-8293-a4b5c6d7e8f9',
        meetingPoint: 'Terminal 2, Door 5',
        pickupStatus: 'Assigned',
      },
    };
    expect(timelineLabel(entry)).toBe('Driver assigned');
    const line = timelineSummary(entry);
    expect(line).toBe(
      'Driver: Li Wei; Before: Tom Nguyen; Meeting point: Terminal 2, Door 5; Pickup: Assigned',
    );
    expect(line).not.toMatch(/id:|[0-9a-f]{8}-/i);
  });
});

// Every action the server writes on a booking's timeline: the recordBookingEvent and recordMove
// calls and the lifecycle's moves (apps/server/src/operations), read from the source so a new
// one is seen.
function serverActions(): string[] {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const operations = path.join(here, '../../../../../server/src/operations');
  const actions = new Set<string>();
  for (const file of readdirSync(operations, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.ts')) continue;
    const source = readFileSync(path.join(operations, file), 'utf8');
    for (const call of source.split('recordBookingEvent(').slice(1)) {
      const line = /\baction: ([^\n]+)/.exec(call.slice(0, 400))?.[1] ?? '';
      for (const [, action] of line.matchAll(/'([a-z_]+)'/g)) actions.add(action!);
    }
    for (const [, action] of source.matchAll(/\btimeline: '([a-z_]+)'/g)) actions.add(action!);
    // recordMove's timeline line: `timeline: { action: '…', details }`.
    for (const [, action] of source.matchAll(/\btimeline: \{\s*action: '([a-z_]+)'/g))
      actions.add(action!);
  }
  return [...actions].sort();
}

const entry = (action: string, details: Record<string, unknown>) => ({
  at: '2027-02-14T01:00:00.000Z',
  actor: 'Bea Agent',
  action,
  details,
});

describe('timeline lines in people’s words (issue 33)', () => {
  it('has a written label for every action the server writes', () => {
    const actions = serverActions();
    expect(actions).toEqual(
      expect.arrayContaining([
        'created',
        'refund_created',
        'status_changed',
        'partner_consent_given',
      ]),
    );
    const unlabelled = actions.filter((action) => !hasTimelineLabel(action));
    expect(unlabelled).toEqual([]);
  });

  it('says a refund’s tier and money as people do, with no codes', () => {
    const line = timelineSummary(
      entry('refund_created', {
        amount: 180,
        tier: 'at-least-72h',
        percent: 100,
        reason: 'Cancelled at least 72 hours before the arrival.',
      }),
    );
    expect(line).toContain('72 hours or more before arrival (100%)');
    expect(line).toContain('Amount: $180');
    expect(line).not.toMatch(/at-least|Tier:/);
    expect(timelineSummary(entry('refund_created', { amount: 50, tier: 'override' }))).toBe(
      'Amount: $50; Refund: amount set by staff',
    );
    expect(
      timelineSummary(entry('refund_created', { amount: 0, tier: 'after-arrival' })),
    ).toContain('no-show');
  });

  it('writes GST upper-case and in dollars', () => {
    const line = timelineSummary(
      entry('invoice_issued', {
        number: 'INV-000002',
        title: 'Tax invoice',
        total: 180,
        gst: 16.36,
      }),
    );
    expect(line).toBe('Number: INV-000002; Item: Tax invoice; Total: $180; GST: $16.36');
    expect(timelineLabel(entry('adjustment_note_issued', {}))).toBe('Adjustment note issued');
    expect(
      timelineSummary(
        entry('adjustment_note_issued', {
          number: 'AN-1',
          invoice: 'INV-2',
          amount: -90,
          gst: -8.18,
        }),
      ),
    ).toContain('GST: -$8.18');
  });

  it('leaves no raw key in any line the server writes', () => {
    const lines = [
      entry('refund_paid', { amount: 90, reference: 'R-1' }),
      entry('refund_failed', { amount: 90, reason: 'Account closed' }),
      entry('invoice_reissued', { number: 'INV-3', replaces: 'INV-2' }),
      entry('created', {
        packageName: 'Standard',
        total: 255,
        preferredDate: '2027-02-14',
        partner: 'Monash',
      }),
      entry('partner_consent_given', { partner: 'Monash', before: 'Pending', after: 'Given' }),
      entry('partner_invoice_paid', { invoice: 'PI-1', before: 'Not Paid', after: 'Paid' }),
    ].map(timelineSummary);
    for (const line of lines) expect(line).not.toMatch(/\b[a-z]+[A-Z][a-z]+\b|_|\{/);
  });
});
