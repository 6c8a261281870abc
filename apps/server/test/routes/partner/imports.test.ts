// A partner's CSV of students (issue 27 item 2; docs/decisions/093): a preview with every
// row's problems that writes nothing, then one transaction for the valid rows; the same file
// twice books nothing twice; a 1,000-row file works.
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { bookings, partnerImports, users } from '#server/db/schema.ts';
import { dateIn } from '#test/fixtures.ts';
import { adminToken, bearer, build, registerUser } from '#test/helper.ts';
import {
  addPartner,
  confirmStudents,
  mailsTo,
  partnerUser,
  uploadStudents,
} from '#test/support/partners.ts';

const app = await build();

const agent = await addPartner(app, { name: 'Harbour Education' });
const agentUser = await partnerUser(app, agent.id);
const otherAgent = await addPartner(app, { name: 'Other Agency' });
const otherUser = await partnerUser(app, otherAgent.id);

const HEADER =
  'external_id,name,email,phone,student_id,university,package,services,arrival_date,arrival_time,flight,address,language';

const upload = (token: string, csv: string) => uploadStudents(app, { token, csv });
const confirm = (token: string, importId: string) => confirmStudents(app, { token, importId });
const bookingsOf = async (partnerId: string) =>
  (await app.db.select({ n: count() }).from(bookings).where(eq(bookings.partnerId, partnerId)))[0]!
    .n;

describe('the CSV template', () => {
  it('names every column and gives an example row', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/partner/imports/template',
      headers: bearer(agentUser.token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.body.replace('\uFEFF', '').split('\n')[0]).toBe(HEADER);
  });
});

describe('POST /api/partner/imports, then confirm', () => {
  it('shows every row’s problems, writes nothing, then books the valid rows once', async () => {
    const later = dateIn(app, 30);
    const [y, m, d] = later.split('-');
    const csv = [
      HEADER,
      `,Mei Chen,mei.import@example.com,+61 400 000 001,s1,,Standard,,${later},06:40,MU737,1 Swanston St,zh-CN`,
      `,Ravi Kumar,ravi.import@example.com,,,,,Airport Pickup: Premium; SIM Card Setup: Basic,${d}/${m}/${y},,,,hi`,
      `,No Address,not-an-email,,,,Standard,,${later},,,,`,
      `,,missing.name@example.com,,,,Standard,,${later},,,,`,
      `,Unknown Package,unknown.pkg@example.com,,,,Platinum,,${later},,,,`,
      `,Past Date,past.date@example.com,,,,Standard,,${dateIn(app, -3)},,,,`,
      `,Mei Again,MEI.IMPORT@example.com,,,,Basic,,${later},,,,`,
      `,Bad Language,bad.lang@example.com,,,,Standard,,${later},,,,klingon`,
    ].join('\n');
    const preview = await upload(agentUser.token, csv);
    expect(preview.statusCode).toBe(201);
    const { importId, rows } = preview.json();
    expect(rows.map((r: { line: number; ok: boolean }) => [r.line, r.ok])).toEqual([
      [2, true],
      [3, true],
      [4, false],
      [5, false],
      [6, false],
      [7, false],
      [8, false],
      [9, false],
    ]);
    const problems = rows.map((r: { problems: string[] }) => r.problems.join(' '));
    expect(problems[2]).toContain('"not-an-email" is not a valid e-mail address.');
    expect(problems[3]).toContain('The name is missing.');
    expect(problems[4]).toContain('There is no package called "Platinum".');
    expect(problems[5]).toMatch(/The arrival date \d{4}-\d{2}-\d{2} is in the past\./);
    expect(problems[6]).toContain('The same student and arrival date are also on line 2.');
    expect(problems[7]).toContain('"klingon" is not a language we write in');
    expect(rows[1].packageName).toBe('Custom Package');
    // What each ready row will cost, priced by the server as the booking will be (issue 33
    // item 6); nothing for a row that will not be booked.
    expect(rows[0].price).toBe(180);
    expect(rows[1].price).toBeGreaterThan(0);
    expect(rows.slice(2).map((r: { price: number | null }) => r.price)).toEqual(
      Array(6).fill(null),
    );

    // Nothing but the upload is written.
    expect(await bookingsOf(agent.id)).toBe(0);
    expect(
      await app.db.select().from(users).where(eq(users.email, 'mei.import@example.com')),
    ).toEqual([]);
    const [stored] = await app.db
      .select()
      .from(partnerImports)
      .where(eq(partnerImports.id, importId));
    expect(stored!.confirmedAt).toBeNull();

    // Another partner cannot confirm it.
    expect((await confirm(otherUser.token, importId)).statusCode).toBe(404);

    const confirmed = await confirm(agentUser.token, importId);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ created: 2, skipped: 6 });
    expect(await bookingsOf(agent.id)).toBe(2);
    const [mei] = await app.db
      .select()
      .from(users)
      .where(eq(users.email, 'mei.import@example.com'));
    expect(mei).toMatchObject({ locale: 'zh-CN', name: 'Mei Chen' });
    const [ravisBooking] = await app.db
      .select()
      .from(bookings)
      .innerJoin(users, eq(users.id, bookings.userId))
      .where(eq(users.email, 'ravi.import@example.com'));
    expect(ravisBooking!.bookings).toMatchObject({ isCustom: true, preferredDate: later });
    expect(
      (await mailsTo(app, 'ravi.import@example.com', 'partner-booking'))[0]!.textBody,
    ).toContain('reset-password?token=');

    // Confirming again, and the same file uploaded again, book nothing twice.
    expect((await confirm(agentUser.token, importId)).json()).toEqual({ created: 2, skipped: 6 });
    const again = await upload(agentUser.token, csv);
    const againRows = again.json().rows as Array<{ ok: boolean; problems: string[] }>;
    expect(againRows[0]!.ok).toBe(false);
    expect(againRows[0]!.problems).toContain(
      'Already booked, from an earlier upload or the booking form.',
    );
    expect((await confirm(agentUser.token, again.json().importId)).json()).toEqual({
      created: 0,
      skipped: 8,
    });
    expect(await bookingsOf(agent.id)).toBe(2);
  });

  it('keys rows by their external id when they have one', async () => {
    const date = dateIn(app, 40);
    const csv = [
      HEADER,
      `A-1,Kim Lee,kim.lee@example.com,,,,Basic,,${date},,,,`,
      `A-2,Kim Lee,kim.lee@example.com,,,,Standard,,${date},,,,`,
      `A-1,Kim Again,kim.again@example.com,,,,Basic,,${date},,,,`,
    ].join('\n');
    const { importId, rows } = (await upload(agentUser.token, csv)).json();
    expect(rows.map((r: { ok: boolean }) => r.ok)).toEqual([true, true, false]);
    expect(rows[2].problems).toEqual(['The external id "A-1" is also on line 2.']);
    expect((await confirm(agentUser.token, importId)).json()).toEqual({ created: 2, skipped: 1 });
  });

  it('refuses a file without the needed columns, and anyone but a partner user', async () => {
    const bad = await upload(agentUser.token, 'name,phone\nMei,+61 400 000 000\n');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('"email", "arrival_date"');
    const student = await registerUser(app);
    const staff = await adminToken(app, 'Super Admin');
    const csv = `${HEADER}\n,A,a@example.com,,,,Basic,,${dateIn(app, 9)},,,,`;
    expect((await upload(student.token, csv)).statusCode).toBe(403);
    expect((await upload(staff.token, csv)).statusCode).toBe(403);
    const { importId } = (await upload(agentUser.token, csv)).json();
    expect((await confirm(student.token, importId)).statusCode).toBe(403);
    expect((await confirm(staff.token, importId)).statusCode).toBe(403);
    expect(
      (await app.inject({ method: 'GET', url: '/api/partner/imports/template' })).statusCode,
    ).toBe(401);
  });

  it('books a 1,000-row file in one confirmation', async () => {
    const big = await addPartner(app, { name: 'Big Intake Agency', billingMode: 'account' });
    const bigUser = await partnerUser(app, big.id);
    const date = dateIn(app, 60);
    const lines = Array.from(
      { length: 1000 },
      (_, i) =>
        `,Student ${i},bulk.${i}@example.com,,,,Standard,,${date},,,,${i % 2 ? 'vi' : 'en'}`,
    );
    const preview = await upload(bigUser.token, [HEADER, ...lines].join('\n'));
    expect(preview.statusCode).toBe(201);
    expect(preview.json().rows.every((r: { ok: boolean }) => r.ok)).toBe(true);
    const confirmed = await confirm(bigUser.token, preview.json().importId);
    expect(confirmed.json()).toEqual({ created: 1000, skipped: 0 });
    expect(await bookingsOf(big.id)).toBe(1000);
    const listed = await app.inject({
      method: 'GET',
      url: '/api/partner/bookings?limit=5',
      headers: bearer(bigUser.token),
    });
    expect(listed.json().total).toBe(1000);
    expect(listed.json().bookings[0].billedToPartner).toBe(true);
  }, 120_000);
});
