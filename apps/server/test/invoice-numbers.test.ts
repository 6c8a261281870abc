// @both-databases: numbering: invoice numbers from one counter, verifications at once
// Invoice numbers (docs/decisions/061) are unique, gapless and never reused, however many
// verifications happen at once and on however many instances. On PostgreSQL: two instances over
// one database verify many payments at the same moment. On PGlite (one process): one instance
// does, which still checks that concurrent requests never share or skip a number.
import { randomBytes } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { build as buildApp } from '#server/app.ts';
import { invoices } from '#server/db/schema.ts';
import { claimedBooking, packageId } from './fixtures.ts';
import {
  adminToken,
  bearer,
  createClock,
  createTestDatabase,
  onPostgres,
  registerUser,
  testConfig,
} from './helper.ts';
import type { TestApp } from './helper.ts';

const PAYMENTS = 24;

describe(`invoice numbers with ${onPostgres ? 'two instances on PostgreSQL' : 'one instance on PGlite'}`, () => {
  let apps: TestApp[] = [];
  let drop: () => Promise<void> = async () => {};
  beforeAll(async () => {
    const database = await createTestDatabase();
    drop = database.drop;
    const clock = createClock();
    const config = testConfig({
      database: database.config,
      now: clock.now,
      jwtSecret: randomBytes(32).toString('hex'),
    });
    apps = (await Promise.all(
      (onPostgres ? [0, 1] : [0]).map(() => buildApp(config)),
    )) as TestApp[];
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await drop();
  });

  it('many payments verified at once get INV-000001 … in turn, each once', async () => {
    const [one] = apps as [TestApp];
    const agent = await adminToken(one, 'Booking Agent');
    const student = await registerUser(one);
    const basic = await packageId(one, 'Basic');
    const claims = [];
    for (let i = 0; i < PAYMENTS; i++) {
      claims.push(await claimedBooking(one, { token: student.token, body: { packageId: basic } }));
    }
    // Every payment verified at the same moment, spread over the instances; and each payment a
    // second time through the other instance, which must change nothing (409).
    const attempts = claims.flatMap(({ paymentId }, i) =>
      [0, 1].map((twice) =>
        apps[(i + twice) % apps.length]!.inject({
          method: 'POST',
          url: `/api/admin/payments/${paymentId}/verify`,
          headers: bearer(agent.token),
        }),
      ),
    );
    const answers = await Promise.all(attempts);
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(PAYMENTS);
    expect(statuses.filter((s) => s === 409)).toHaveLength(PAYMENTS);

    const rows = await one.db.select().from(invoices);
    expect(rows).toHaveLength(PAYMENTS);
    expect(new Set(rows.map((r) => r.bookingId)).size).toBe(PAYMENTS);
    expect(rows.map((r) => r.number).sort((a, b) => a - b)).toEqual(
      Array.from({ length: PAYMENTS }, (_v, i) => i + 1),
    );
    // What each booking answers and what its PDF is named agree with the table.
    const listed = await apps.at(-1)!.inject({
      method: 'GET',
      url: `/api/booking/user/${student.user._id}`,
      headers: bearer(student.token),
    });
    const numbers = listed
      .json()
      .bookings.map((b: { invoice: { number: string } | null }) => b.invoice?.number)
      .sort();
    expect(numbers).toEqual(
      Array.from({ length: PAYMENTS }, (_v, i) => `INV-${String(i + 1).padStart(6, '0')}`),
    );
  });
});
