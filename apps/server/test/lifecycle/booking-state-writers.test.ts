// Nothing but the booking lifecycle writes a booking's state (issue 31; docs/decisions/100):
// its status, payment and approval columns change through operations/booking-lifecycle alone.
// A new path that writes them itself fails here, whatever its route.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

const src = fileURLToPath(new URL('../../src', import.meta.url));
const LIFECYCLE = path.join('operations', 'booking-lifecycle');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? sources(path.join(dir, e.name))
      : e.name.endsWith('.ts')
        ? [path.join(dir, e.name)]
        : [],
  );
}
const files = sources(src).map((file) => ({
  name: path.relative(src, file),
  text: readFileSync(file, 'utf8'),
}));

describe('who writes a booking’s state', () => {
  it('only the lifecycle calls the repository’s state writer', () => {
    const callers = files
      .filter((f) => /\.writeState\(/.test(f.text) && !f.name.startsWith(LIFECYCLE))
      .map((f) => f.name);
    expect(callers).toEqual([]);
    expect(files.some((f) => f.name.startsWith(LIFECYCLE) && /\.writeState\(/.test(f.text))).toBe(
      true,
    );
  });

  it('only the lifecycle writes the pickup’s dispatch', () => {
    const callers = files
      .filter(
        (f) => /arrivalsRepository\.setDispatch\(/.test(f.text) && !f.name.startsWith(LIFECYCLE),
      )
      .map((f) => f.name);
    expect(callers).toEqual([]);
  });

  it('no other update of the bookings table sets status, payment, approval or consent', () => {
    const offenders: string[] = [];
    for (const f of files) {
      for (const match of f.text.matchAll(/\.update\(bookings\)([\s\S]*?)\.where\(/g)) {
        if (
          /\b(status|paymentStatus|approvalStatus|studentConsent|pickupStatus)\s*:/.test(match[1]!)
        )
          offenders.push(`${f.name}: ${match[1]!.trim().slice(0, 80)}`);
      }
    }
    expect(offenders).toEqual([]);
  });

  it('the check sees a writer when there is one', () => {
    const bad = `tx.update(bookings).set({ paymentStatus: 'Paid' }).where(x)`;
    expect(/\.update\(bookings\)([\s\S]*?)\.where\(/.exec(bad)?.[1]).toMatch(/paymentStatus\s*:/);
  });
});
