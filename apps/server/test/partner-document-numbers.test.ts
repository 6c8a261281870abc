// @both-databases: numbering: partner documents from one counter, issuers at once
// Partner invoice and commission statement numbers (docs/decisions/096, 097) are gapless and
// never reused, each in its own sequence, and each partner's month is invoiced and stated once,
// however many instances run the month's end and however many staff ask at the same moment. On
// PostgreSQL: two instances over one database. On PGlite (one process): one instance, which
// still checks that concurrent issuers never share, skip or repeat.
import { randomBytes } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { melbourneInstant } from '@landed/shared/dates';

import { build as buildApp } from '#server/app.ts';
import { commissionStatements, commissions, partnerInvoices } from '#server/db/schema.ts';
import { runMonthEnd } from '#server/operations/partners/billing/run-month-end.ts';
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
import { addBooking, addPartner } from './support/partners.ts';

const UNIVERSITIES = 6;
const AGENTS = 4;

describe(`partner document numbers with ${onPostgres ? 'two instances on PostgreSQL' : 'one instance on PGlite'}`, () => {
  let apps: TestApp[] = [];
  let drop: () => Promise<void> = async () => {};
  const clock = createClock(melbourneInstant('2027-01-20', '10:00'));
  beforeAll(async () => {
    const database = await createTestDatabase();
    drop = database.drop;
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

  it('the month end on every instance and staff at once: each partner once, numbers 1 … n', async () => {
    const [one] = apps as [TestApp];
    const student = await registerUser(one);
    const universities = [];
    for (let i = 0; i < UNIVERSITIES; i++) {
      const partner = await addPartner(one, { billingMode: 'account' });
      await addBooking(one, {
        userId: student.user._id,
        partnerId: partner.id,
        billedToPartner: true,
        preferredDate: '2027-01-31',
      });
      universities.push(partner);
    }
    for (let i = 0; i < AGENTS; i++) {
      const agent = await addPartner(one, { kind: 'Agent', commissionType: 'fixed' });
      const booking = await addBooking(one, {
        userId: student.user._id,
        partnerId: agent.id,
        status: 'Completed',
        paymentStatus: 'Verified',
      });
      await one.db.insert(commissions).values({
        partnerId: agent.id,
        bookingId: booking.id,
        amountCents: 2500,
        earnedAt: clock.now(),
      });
    }
    clock.set(melbourneInstant('2027-02-01', '00:05'));
    // Signed in now: a session from before the jump would have expired.
    const admin = await adminToken(one, 'Super Admin');
    const staff = universities.map((partner, i) =>
      apps[i % apps.length]!.inject({
        method: 'POST',
        url: `/api/admin/partners/${partner.id}/invoices`,
        headers: bearer(admin.token),
        payload: { month: '2027-01' },
      }),
    );
    const [answers] = await Promise.all([
      Promise.all(staff),
      ...apps.map((app) => runMonthEnd(app)),
      ...apps.map((app) => runMonthEnd(app)),
    ]);
    for (const answer of answers) expect([201, 409]).toContain(answer.statusCode);

    const invoices = await one.db.select().from(partnerInvoices);
    expect(invoices).toHaveLength(UNIVERSITIES);
    expect(new Set(invoices.map((r) => r.partnerId)).size).toBe(UNIVERSITIES);
    expect(invoices.map((r) => r.number).sort((a, b) => a - b)).toEqual(
      Array.from({ length: UNIVERSITIES }, (_v, i) => i + 1),
    );
    const statements = await one.db.select().from(commissionStatements);
    expect(statements.map((r) => r.number).sort((a, b) => a - b)).toEqual(
      Array.from({ length: AGENTS }, (_v, i) => i + 1),
    );
    expect(statements.every((s) => s.month === '2027-01' && s.totalCents === 2500)).toBe(true);
  });
});
