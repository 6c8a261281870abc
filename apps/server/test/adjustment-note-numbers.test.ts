// @both-databases: numbering: adjustment-note numbers from one counter, requests at once
// Adjustment note numbers (docs/decisions/087) are unique, gapless and never reused, however
// many refunds are paid at once and on however many instances, like invoice numbers (061). On
// PostgreSQL: two instances over one database pay many refunds at the same moment, each twice.
// On PGlite (one process): one instance does, which still checks that concurrent requests
// never share or skip a number and that a refund is paid once.
import { randomBytes } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { build as buildApp } from '#server/app.ts';
import { adjustmentNotes, refunds } from '#server/db/schema.ts';
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

const REFUNDS = 12;

describe(`adjustment note numbers with ${onPostgres ? 'two instances on PostgreSQL' : 'one instance on PGlite'}`, () => {
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

  it('many refunds paid at once get AN-000001 … in turn, each once', async () => {
    const [one] = apps as [TestApp];
    const agent = await adminToken(one, 'Booking Agent');
    const student = await registerUser(one);
    const basic = await packageId(one, 'Basic');
    const refundIds: string[] = [];
    for (let i = 0; i < REFUNDS; i++) {
      const { booking, paymentId } = await claimedBooking(one, {
        token: student.token,
        body: { packageId: basic },
      });
      const verified = await one.inject({
        method: 'POST',
        url: `/api/admin/payments/${paymentId}/verify`,
        headers: bearer(agent.token),
      });
      expect(verified.statusCode).toBe(200);
      const [refund] = await one.db
        .insert(refunds)
        .values({ bookingId: booking._id, paymentId, amountCents: 7_500, reason: 'Cancelled' })
        .returning({ id: refunds.id });
      refundIds.push(refund!.id);
    }
    // Every refund paid at the same moment, spread over the instances; and each a second time
    // through the other instance, which must change nothing (409).
    const answers = await Promise.all(
      refundIds.flatMap((id, i) =>
        [0, 1].map((twice) =>
          apps[(i + twice) % apps.length]!.inject({
            method: 'POST',
            url: `/api/admin/refunds/${id}/paid`,
            headers: bearer(agent.token),
            payload: { reference: `CBA ${i}-${twice}` },
          }),
        ),
      ),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(REFUNDS);
    expect(statuses.filter((s) => s === 409)).toHaveLength(REFUNDS);

    const rows = await one.db.select().from(adjustmentNotes);
    expect(rows).toHaveLength(REFUNDS);
    expect(new Set(rows.map((r) => r.refundId)).size).toBe(REFUNDS);
    expect(rows.map((r) => r.number).sort((a, b) => a - b)).toEqual(
      Array.from({ length: REFUNDS }, (_v, i) => i + 1),
    );
    // Their own sequence: the invoices kept theirs.
    expect(new Set(rows.map((r) => r.invoiceNumber)).size).toBe(REFUNDS);
    // What the bookings answer agrees with the table.
    const listed = await apps.at(-1)!.inject({
      method: 'GET',
      url: `/api/booking/user/${student.user._id}`,
      headers: bearer(student.token),
    });
    const numbers = listed
      .json()
      .bookings.flatMap((b: { adjustmentNotes: Array<{ number: string }> }) =>
        b.adjustmentNotes.map((n) => n.number),
      )
      .sort();
    expect(numbers).toEqual(
      Array.from({ length: REFUNDS }, (_v, i) => `AN-${String(i + 1).padStart(6, '0')}`),
    );
  });
});
