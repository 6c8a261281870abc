// What a driver's job card offers: the one next status, No-show's gate, the time shown, days.
import { describe, expect, it } from 'vitest';

import { driverJob } from '#web/test/driver-jobs.ts';

import { byDay, cardTime, lastStatus, nextStatus, noShow, updatedAt } from './job-rules.ts';

describe('nextStatus', () => {
  it('goes through the pickup one step at a time, and stops at the end', () => {
    expect(nextStatus(null)).toBe('On my way');
    expect(nextStatus('On my way')).toBe('At the meeting point');
    expect(nextStatus('At the meeting point')).toBe('Met the student');
    expect(nextStatus('Met the student')).toBe('Dropped off');
    expect(nextStatus('Dropped off')).toBeNull();
    expect(nextStatus('No-show')).toBeNull();
  });
});

describe('noShow', () => {
  const from = '2026-11-30T05:40:00.000Z';
  it('waits until the waiting time is over, saying when (Melbourne time)', () => {
    const job = driverJob({ status: 'At the meeting point', noShowFrom: from });
    expect(noShow(job, new Date('2026-11-30T05:39:00.000Z'))).toEqual({
      kind: 'wait',
      from: '16:40',
    });
    expect(noShow(job, new Date(from))).toEqual({ kind: 'open' });
  });

  it('waits without a time when the server gives none', () => {
    expect(noShow(driverJob({ noShowFrom: null }), new Date())).toEqual({
      kind: 'wait',
      from: null,
    });
  });

  it('is closed once the student is met, and after the end', () => {
    const late = new Date('2026-12-01T00:00:00.000Z');
    for (const status of ['Met the student', 'Dropped off', 'No-show'] as const) {
      expect(noShow(driverJob({ status, noShowFrom: from }), late)).toEqual({ kind: 'closed' });
    }
  });
});

describe('the card', () => {
  it('shows the pickup time, else the arrival time', () => {
    expect(cardTime(driverJob())).toEqual({ label: 'Pickup', time: '14:35' });
    expect(cardTime(driverJob({ pickupTime: null }))).toEqual({ label: 'Arrives', time: '14:05' });
    expect(cardTime(driverJob({ pickupTime: null, time: '' }))).toEqual({
      label: 'Time',
      time: 'not given',
    });
  });

  it('names the last status and when it was given', () => {
    expect(lastStatus(driverJob())).toBe('No status yet');
    expect(
      lastStatus(
        driverJob({
          status: 'On my way',
          statuses: [{ status: 'On my way', at: '2026-11-30T03:00:00.000Z' }],
        }),
      ),
    ).toBe('On my way at 14:00');
  });

  it('groups today and tomorrow (Melbourne days)', () => {
    const now = new Date('2026-11-29T20:00:00.000Z'); // 07:00 on the 30th in Melbourne
    const days = byDay(
      [
        driverJob({ _id: 'a', pickupDate: '2026-11-30' }),
        driverJob({ _id: 'b', pickupDate: '2026-12-01' }),
        driverJob({ _id: 'c', pickupDate: '2026-11-30' }),
      ],
      now,
    );
    expect(days.map((d) => [d.title, d.jobs.map((j) => j._id)])).toEqual([
      ['Today', ['a', 'c']],
      ['Tomorrow', ['b']],
    ]);
  });

  it('says when the list was last updated', () => {
    const now = new Date('2026-11-30T04:00:00.000Z');
    expect(updatedAt('2026-11-30T02:00:00.000Z', now)).toBe('Last updated 13:00 (Melbourne time)');
    expect(updatedAt('2026-11-28T02:00:00.000Z', now)).toBe(
      'Last updated 13:00 on 28 Nov 2026 (Melbourne time)',
    );
  });
});
