import { describe, expect, it } from 'vitest';

import { parseEvents } from './live-changes.ts';

describe('parseEvents', () => {
  it('reads the change events, skips the rest, and keeps an unfinished one for later', () => {
    const text =
      'retry: 3000\nevent: ready\ndata: {}\n\n: ping\n\nevent: change\ndata: {"bookingId":"b1"}\n\nevent: change\ndata: not json\n\nevent: change\ndata: {"book';
    const { changes, rest } = parseEvents(text);
    expect(changes).toEqual([{ bookingId: 'b1' }]);
    expect(rest).toBe('event: change\ndata: {"book');
    expect(parseEvents(`${rest}ingId":"b2"}\n\n`).changes).toEqual([{ bookingId: 'b2' }]);
  });
});
