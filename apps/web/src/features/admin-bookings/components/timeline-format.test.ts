import { describe, expect, it } from 'vitest';

import { timelineLabel, timelineSummary } from './timeline-format.ts';

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
