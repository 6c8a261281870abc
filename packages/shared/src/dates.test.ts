import { describe, expect, it } from 'vitest';

import { melbourneDate, melbourneInstant } from './dates.ts';

describe('melbourneInstant', () => {
  it('reads a wall-clock time in standard and in daylight time', () => {
    // AEST (UTC+10) in winter, AEDT (UTC+11) in summer.
    expect(melbourneInstant('2026-07-01', '06:40').toISOString()).toBe('2026-06-30T20:40:00.000Z');
    expect(melbourneInstant('2027-02-14', '06:40').toISOString()).toBe('2027-02-13T19:40:00.000Z');
  });

  it('takes the start of the day when there is no time', () => {
    expect(melbourneInstant('2026-07-01').toISOString()).toBe('2026-06-30T14:00:00.000Z');
    expect(melbourneInstant('2026-07-01', '').toISOString()).toBe('2026-06-30T14:00:00.000Z');
  });

  it('around the change back on the first Sunday of April', () => {
    // 5 April 2026: 03:00 AEDT becomes 02:00 AEST; 02:30 happens twice, the first one counts.
    expect(melbourneInstant('2026-04-05', '01:30').toISOString()).toBe('2026-04-04T14:30:00.000Z');
    expect(melbourneInstant('2026-04-05', '02:30').toISOString()).toBe('2026-04-04T15:30:00.000Z');
    expect(melbourneInstant('2026-04-05', '03:30').toISOString()).toBe('2026-04-04T17:30:00.000Z');
    expect(melbourneInstant('2026-04-05', '10:00').toISOString()).toBe('2026-04-05T00:00:00.000Z');
  });

  it('around the change forward on the first Sunday of October', () => {
    // 4 October 2026: 02:00 AEST becomes 03:00 AEDT; 02:30 never happens and reads as 03:30.
    expect(melbourneInstant('2026-10-04', '01:30').toISOString()).toBe('2026-10-03T15:30:00.000Z');
    expect(melbourneInstant('2026-10-04', '02:30').toISOString()).toBe('2026-10-03T16:30:00.000Z');
    expect(melbourneInstant('2026-10-04', '03:30').toISOString()).toBe('2026-10-03T16:30:00.000Z');
    expect(melbourneInstant('2026-10-04', '10:00').toISOString()).toBe('2026-10-03T23:00:00.000Z');
  });

  it('gives back the same Melbourne date for every hour of a year', () => {
    for (let day = 0; day < 366; day += 1) {
      const date = new Date(Date.UTC(2026, 0, 1 + day)).toISOString().slice(0, 10);
      for (const time of ['', '00:00', '01:59', '03:00', '12:00', '23:59']) {
        expect(melbourneDate(melbourneInstant(date, time))).toBe(date);
      }
    }
  });
});
