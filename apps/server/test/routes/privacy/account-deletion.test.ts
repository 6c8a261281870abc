// @both-databases: raw SQL checks that nothing of the person is left
// Issue 16: "Delete my account" (DELETE /api/user/me) and the administrators' DELETE
// /api/admin/users/{id}: personal data erased everywhere, bookings kept anonymised, the e-mail
// free again (docs/decisions/065).
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { MESSAGES } from '@landed/shared/constants';
import { PRIVACY_MESSAGES } from '@landed/shared/schemas/privacy';

import { pushSubscriptions } from '#server/db/schema.ts';

import { book, bookingBody, dateIn, FILES, multipart, packageId } from '#test/fixtures.ts';
import {
  GOOD_PASSWORD,
  adminToken,
  bearer,
  build,
  registerUser,
  uniqueEmail,
} from '#test/helper.ts';

const app = await build();
const PUSH_MARK = 'zanele-phone';

const deleteMe = (token: string, payload?: Record<string, unknown>) =>
  app.inject({ method: 'DELETE', url: '/api/user/me', headers: bearer(token), payload });
const login = (email: string, password = GOOD_PASSWORD) =>
  app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

const rowsOf = async <T>(query: ReturnType<typeof sql>) =>
  ((await app.db.execute(query)) as unknown as { rows: T[] }).rows;

// Every text, varchar and jsonb column of every table, and the rows where `needle` appears.
async function whereItAppears(needle: string): Promise<string[]> {
  const columns = await rowsOf<{ table_name: string; column_name: string }>(
    sql`select table_name, column_name from information_schema.columns
        where table_schema = 'public' and data_type in ('text', 'character varying', 'jsonb')`,
  );
  const found: string[] = [];
  for (const { table_name: table, column_name: column } of columns) {
    const hits = await rowsOf<{ n: number }>(
      sql`select count(*)::int as n from ${sql.identifier(table)}
          where strpos(lower(${sql.identifier(column)}::text), lower(${needle})) > 0`,
    );
    if ((hits[0]?.n ?? 0) > 0) found.push(`${table}.${column}`);
  }
  return found;
}

// A student with something in every table that can hold their data.
async function busyStudent() {
  const email = uniqueEmail('erase-me');
  const name = 'Zanele Okonkwo-Marsh';
  const { token, user } = await registerUser(app, { name, email });
  await app.inject({
    method: 'PATCH',
    url: '/api/user/me',
    headers: bearer(token),
    payload: {
      profile: {
        firstName: 'Zanele',
        lastName: 'Okonkwo-Marsh',
        phone: '+61 400 999 111',
        university: 'RMIT University',
        type: 'Student',
      },
    },
  });
  await app.inject({
    method: 'PUT',
    url: '/api/user/me/arrival',
    headers: bearer(token),
    payload: { date: dateIn(app, 20), time: '06:40', flight: 'MU737' },
  });
  const booked = await book(
    app,
    token,
    bookingBody({
      packageId: await packageId(app, 'Standard'),
      userName: name,
      email,
      notes: `Call ${name} on arrival`,
      preferredDate: dateIn(app, 20),
    }),
  );
  expect(booked.statusCode).toBe(201);
  const bookingId = booked.json().booking._id as string;
  await app.inject({
    method: 'PATCH',
    url: `/api/booking/${bookingId}/mark-paid`,
    headers: bearer(token),
    payload: { reference: `${name} transfer` },
  });
  const upload = multipart('passport-zanele.pdf', FILES.pdf);
  await app.inject({
    method: 'POST',
    url: '/api/user/documents',
    headers: { ...bearer(token), ...upload.headers },
    payload: upload.payload,
  });
  await app.inject({
    method: 'POST',
    url: '/api/inquiries',
    payload: {
      name,
      email,
      type: 'Support',
      message: `Hello, this is ${name}.`,
    },
  });
  await app.inject({ method: 'POST', url: '/api/public/newsletter', payload: { email } });
  // They confirm their address with the link mailed at sign-up: what was sent from it is now
  // theirs, and goes with the account (docs/decisions/074).
  const [verifyMail] = await rowsOf<{ text_body: string }>(
    sql`select text_body from mail_outbox where to_address = ${email} and template = 'verify-email'`,
  );
  const verified = await app.inject({
    method: 'POST',
    url: '/api/auth/verify-email',
    payload: { token: /token=([\w-]{43})/.exec(verifyMail!.text_body)![1] },
  });
  expect(verified.statusCode).toBe(200);
  // A failed sign-in leaves a throttle row keyed by the address.
  await login(email, 'not-the-password-9');
  // Their phone's browser takes arrival-day messages (docs/decisions/132): its push address
  // points at them until the account goes.
  await app.db.insert(pushSubscriptions).values({
    userId: user._id,
    endpoint: `https://fcm.googleapis.com/fcm/send/${PUSH_MARK}-${user._id}`,
    p256dh: 'key',
    auth: 'auth',
  });
  return { token, user, email, name, bookingId };
}

describe('DELETE /api/user/me', () => {
  it('needs the current password: 400 without, 403 when wrong', async () => {
    const { token } = await registerUser(app);
    const missing = await deleteMe(token, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(PRIVACY_MESSAGES.passwordRequired);
    const wrong = await deleteMe(token, { currentPassword: 'not-my-password-1' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().message).toBe(MESSAGES.currentPasswordIncorrect);
  });

  it('erases the person everywhere, keeps the booking anonymised, and frees the e-mail', async () => {
    const student = await busyStudent();
    const agent = await adminToken(app, 'Super Admin');
    // The payment is verified: revenue counts it.
    const payments = await app.inject({
      method: 'GET',
      url: '/api/admin/payments',
      headers: bearer(agent.token),
    });
    const ref = (
      await app.inject({
        method: 'GET',
        url: `/api/booking/${student.bookingId}`,
        headers: bearer(student.token),
      })
    ).json().booking.bookingId;
    const claim = (payments.json().payments as Array<{ _id: string; bookingId: string }>).find(
      (p) => p.bookingId === ref,
    )!;
    expect(
      (
        await app.inject({
          method: 'POST',
          url: `/api/admin/payments/${claim._id}/verify`,
          headers: bearer(agent.token),
        })
      ).statusCode,
    ).toBe(200);
    // A driver met them (the job mail names them); the arrival came and went.
    const driver = await app.inject({
      method: 'POST',
      url: '/api/admin/drivers',
      headers: bearer(agent.token),
      payload: { name: 'Tom Driver', phone: '+61 412 000 777', email: 'tom@drivers.example' },
    });
    const assigned = await app.inject({
      method: 'PATCH',
      url: `/api/admin/bookings/${student.bookingId}/assignment`,
      headers: bearer(agent.token),
      payload: { driverId: driver.json().driver._id },
    });
    expect(assigned.statusCode).toBe(200);
    // Still to come: the account cannot go yet.
    const early = await deleteMe(student.token, { currentPassword: GOOD_PASSWORD });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ message: PRIVACY_MESSAGES.openBookings, code: 'OPEN_BOOKINGS' });
    const completed = await app.inject({
      method: 'PATCH',
      url: `/api/admin/bookings/${student.bookingId}`,
      headers: bearer(agent.token),
      payload: { status: 'Completed' },
    });
    expect(completed.statusCode).toBe(200);
    const revenueBefore = (
      await app.inject({ method: 'GET', url: '/api/admin/stats', headers: bearer(agent.token) })
    ).json().revenue;

    // Before: the address is in every kind of record the student made.
    expect(await whereItAppears(student.email)).toEqual(
      expect.arrayContaining([
        'users.email',
        'bookings.contact_email',
        'inquiries.email',
        'newsletter_subscribers.email',
        'consent_records.email',
        'mail_outbox.to_address',
        'login_throttles.email',
      ]),
    );
    expect(await whereItAppears(student.name)).toEqual(
      expect.arrayContaining([
        'users.name',
        'bookings.contact_name',
        'payments.reference',
        'booking_events.actor_name',
        'invoices.content',
        'mail_outbox.text_body',
      ]),
    );
    expect(await whereItAppears(PUSH_MARK)).toEqual(['push_subscriptions.endpoint']);
    const done = await deleteMe(student.token, { currentPassword: GOOD_PASSWORD });
    expect(done.statusCode).toBe(204);
    expect(await whereItAppears(PUSH_MARK)).toEqual([]);

    // No trace of the address or the name in any text column of any table, but for the
    // reference the payer typed (here, their name), kept with the payment and on its invoice:
    // an accounting record, like the booking (issue 26; docs/decisions/086).
    expect(await whereItAppears(student.email)).toEqual([]);
    expect((await whereItAppears(student.name)).sort()).toEqual([
      'invoices.content',
      'payments.reference',
    ]);
    const [payment] = await rowsOf<{ reference: string; amount_cents: number; status: string }>(
      sql`select reference, amount_cents, status from payments where booking_id = ${student.bookingId}`,
    );
    expect(payment).toEqual({
      reference: `${student.name} transfer`,
      amount_cents: 18_000,
      status: 'Verified',
    });
    expect(await whereItAppears('+61 400 999 111')).toEqual([]);

    // Signed out everywhere, and the address signs nobody in.
    expect(
      (await app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(student.token) }))
        .statusCode,
    ).toBe(401);
    expect((await login(student.email)).statusCode).toBe(401);

    // The booking stays for the accounts, as "Deleted user", and still counts in revenue.
    const bookings = await app.inject({
      method: 'GET',
      url: '/api/admin/bookings',
      headers: bearer(agent.token),
    });
    const kept = (
      bookings.json().bookings as Array<{
        _id: string;
        userName: string;
        email: string;
        phone: string;
      }>
    ).find((b) => b._id === student.bookingId)!;
    expect(kept).toMatchObject({ userName: 'Deleted user', email: '', phone: '' });
    const revenueAfter = (
      await app.inject({ method: 'GET', url: '/api/admin/stats', headers: bearer(agent.token) })
    ).json().revenue;
    expect(revenueAfter).toBe(revenueBefore);
    // Not a user any more.
    const users = await app.inject({
      method: 'GET',
      url: `/api/admin/users?search=erase-me`,
      headers: bearer(agent.token),
    });
    expect(users.json().total).toBe(0);

    // The address can make a new account.
    const again = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Zanele again', email: student.email, password: GOOD_PASSWORD },
    });
    expect(again.statusCode).toBe(201);
  });

  it('refuses the last Super Admin (409), and lets one of two go', async () => {
    const solo = await build();
    const first = await adminToken(solo, 'Super Admin');
    const refused = await solo.inject({
      method: 'DELETE',
      url: '/api/user/me',
      headers: bearer(first.token),
      payload: { currentPassword: GOOD_PASSWORD },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message: PRIVACY_MESSAGES.lastSuperAdmin,
      code: 'LAST_SUPER_ADMIN',
    });
    await adminToken(solo, 'Super Admin');
    const gone = await solo.inject({
      method: 'DELETE',
      url: '/api/user/me',
      headers: bearer(first.token),
      payload: { currentPassword: GOOD_PASSWORD },
    });
    expect(gone.statusCode).toBe(204);
  });
});

describe('DELETE /api/admin/users/{id}', () => {
  it('lets a Support Admin delete a student (logged), not an administrator; others get 403', async () => {
    const support = await adminToken(app, 'Support Admin');
    const agent = await adminToken(app, 'Booking Agent');
    const { user } = await registerUser(app, { name: 'Removed By Staff' });
    const colleague = await adminToken(app, 'Content Manager');

    const byAgent = await app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${user._id}`,
      headers: bearer(agent.token),
    });
    expect(byAgent.statusCode).toBe(403);
    const onAdmin = await app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${colleague.id}`,
      headers: bearer(support.token),
    });
    expect(onAdmin.statusCode).toBe(403);

    const done = await app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${user._id}`,
      headers: bearer(support.token),
    });
    expect(done.statusCode).toBe(204);
    expect((await login(user.email)).statusCode).toBe(401);
    expect(await whereItAppears('Removed By Staff')).toEqual([]);
    const logs = await app.inject({
      method: 'GET',
      url: '/api/admin/logs?action=user.deleted',
      headers: bearer((await adminToken(app, 'Super Admin')).token),
    });
    expect(logs.json().logs).toEqual(
      expect.arrayContaining([expect.objectContaining({ action: 'user.deleted' })]),
    );
    const twice = await app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${user._id}`,
      headers: bearer(support.token),
    });
    expect(twice.statusCode).toBe(404);
  });
});
