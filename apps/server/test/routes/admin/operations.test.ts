import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { auditLogs, mailOutbox, notifications } from '#server/db/schema.ts';
import { book, bookingBody, optionId, packageId } from '#test/fixtures.ts';
import {
  GOOD_PASSWORD,
  adminToken,
  bearer,
  build,
  registerUser,
  uniqueEmail,
} from '#test/helper.ts';

const app = await build();
const superAdmin = await adminToken(app, 'Super Admin');
const agent = await adminToken(app, 'Booking Agent');
const support = await adminToken(app, 'Support Admin');

const as = (token: string) => bearer(token);
const logsFor = async (entityId: string) =>
  app.db.select().from(auditLogs).where(eq(auditLogs.entityId, entityId));

describe('bookings', () => {
  it('a status change notifies the student, moves onboarding steps, and is logged with before/after', async () => {
    const student = await registerUser(app);
    const { booking } = (
      await book(app, student.token, bookingBody({ packageId: await packageId(app, 'Basic') }))
    ).json();

    const confirmed = await app.inject({
      method: 'PATCH',
      url: `/api/admin/bookings/${booking._id}`,
      headers: as(agent.token),
      payload: { status: 'Confirmed' },
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().booking).toMatchObject({
      status: 'Confirmed',
      user: { email: student.user.email },
    });

    const onboarding = (
      await app.inject({
        method: 'GET',
        url: '/api/user/onboarding',
        headers: bearer(student.token),
      })
    ).json();
    const statusOf = (key: string) =>
      onboarding.steps.find((s: { key: string }) => s.key === key).status;
    expect([statusOf('airport'), statusOf('sim'), statusOf('accommodation')]).toEqual([
      'in_progress',
      'in_progress',
      'in_progress',
    ]);
    expect(statusOf('bank')).toBe('pending');

    await app.inject({
      method: 'PATCH',
      url: `/api/admin/bookings/${booking._id}`,
      headers: as(agent.token),
      payload: { status: 'Completed' },
    });
    const after = (
      await app.inject({
        method: 'GET',
        url: '/api/user/onboarding',
        headers: bearer(student.token),
      })
    ).json();
    expect(after.progress).toBe(43);

    const notes = await app.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, student.user._id));
    expect(notes.some((n) => n.message.includes('is confirmed'))).toBe(true);
    const mails = await app.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, student.user.email));
    const statusMails = mails
      .filter((m) => m.template === 'booking-status-changed')
      .map((m) => m.textBody)
      .join('\n');
    expect(statusMails).toContain('Confirmed');
    expect(statusMails).toContain('Completed');
    expect(notes.some((n) => n.message.includes('is complete'))).toBe(true);
    const log = await logsFor(booking._id);
    expect(
      log
        .filter((l) => l.action === 'booking.status_changed')
        .map((l) => [l.actorEmail, l.details]),
    ).toEqual([
      [agent.email, { bookingId: booking.bookingId, before: 'Pending', after: 'Confirmed' }],
      [agent.email, { bookingId: booking.bookingId, before: 'Confirmed', after: 'Completed' }],
    ]);
  });

  it('a confirmed custom booking moves the steps of its services', async () => {
    const student = await registerUser(app);
    const { booking } = (
      await book(
        app,
        student.token,
        bookingBody({
          customSelections: [
            { optionId: await optionId(app, 'healthcare-registration', 'Basic') },
            { optionId: await optionId(app, 'tfn-abn-assistance', 'TFN Only') },
          ],
        }),
      )
    ).json();
    await app.inject({
      method: 'PATCH',
      url: `/api/admin/bookings/${booking._id}`,
      headers: as(agent.token),
      payload: { status: 'Confirmed' },
    });
    const { steps } = (
      await app.inject({
        method: 'GET',
        url: '/api/user/onboarding',
        headers: bearer(student.token),
      })
    ).json();
    expect(
      steps
        .filter((s: { status: string }) => s.status === 'in_progress')
        .map((s: { key: string }) => s.key),
    ).toEqual(['healthcare']);
  });

  it('lists bookings with the student, filtered by status and searched', async () => {
    const student = await registerUser(app, { name: 'Searchable Student' });
    const { booking } = (
      await book(app, student.token, bookingBody({ packageId: await packageId(app, 'Premium') }))
    ).json();
    const found = await app.inject({
      method: 'GET',
      url: `/api/admin/bookings?search=${booking.bookingId}`,
      headers: as(agent.token),
    });
    expect(found.json()).toMatchObject({
      total: 1,
      bookings: [{ bookingId: booking.bookingId, user: { name: 'Searchable Student' } }],
    });
    const byName = await app.inject({
      method: 'GET',
      url: '/api/admin/bookings?search=searchable&status=Pending',
      headers: as(agent.token),
    });
    expect(byName.json().total).toBe(1);
    const wrongStatus = await app.inject({
      method: 'GET',
      url: '/api/admin/bookings?search=searchable&status=Completed',
      headers: as(agent.token),
    });
    expect(wrongStatus.json().total).toBe(0);
  });
});

describe('payments', () => {
  async function claim() {
    const student = await registerUser(app);
    const { booking } = (
      await book(app, student.token, bookingBody({ packageId: await packageId(app, 'Standard') }))
    ).json();
    await app.inject({
      method: 'PATCH',
      url: `/api/booking/${booking._id}/mark-paid`,
      headers: bearer(student.token),
      payload: { reference: 'NAB 42' },
    });
    const list = (
      await app.inject({
        method: 'GET',
        url: '/api/admin/payments?status=Pending',
        headers: as(agent.token),
      })
    ).json();
    const payment = list.payments.find(
      (p: { bookingId: string }) => p.bookingId === booking.bookingId,
    );
    return { student, booking, payment };
  }

  it('lists claims with user, amount, method, reference and status; verifying raises Revenue', async () => {
    const { student, booking, payment } = await claim();
    expect(payment).toMatchObject({
      user: { email: student.user.email },
      amount: 180,
      method: 'Bank Transfer',
      reference: 'NAB 42',
      status: 'Pending',
    });
    const before = (
      await app.inject({ method: 'GET', url: '/api/admin/stats', headers: as(agent.token) })
    ).json().revenue;
    const verified = await app.inject({
      method: 'POST',
      url: `/api/admin/payments/${payment._id}/verify`,
      headers: as(agent.token),
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().payment).toMatchObject({ status: 'Verified', reviewedBy: agent.email });
    const after = (
      await app.inject({ method: 'GET', url: '/api/admin/stats', headers: as(agent.token) })
    ).json().revenue;
    expect(after - before).toBe(180);
    const verifyMail = await app.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, student.user.email));
    expect(verifyMail.some((m) => m.template === 'payment-verified')).toBe(true);
    const mine = (
      await app.inject({
        method: 'GET',
        url: `/api/booking/${booking._id}`,
        headers: bearer(student.token),
      })
    ).json().booking;
    expect(mine.paymentStatus).toBe('Verified');
    const again = await app.inject({
      method: 'POST',
      url: `/api/admin/payments/${payment._id}/verify`,
      headers: as(agent.token),
    });
    expect(again.statusCode).toBe(409);
  });

  it('rejecting needs a reason, sends the booking back to Not Paid and tells the student why', async () => {
    const { student, booking, payment } = await claim();
    const noReason = await app.inject({
      method: 'POST',
      url: `/api/admin/payments/${payment._id}/reject`,
      headers: as(agent.token),
      payload: { reason: ' ' },
    });
    expect(noReason.statusCode).toBe(400);
    const rejected = await app.inject({
      method: 'POST',
      url: `/api/admin/payments/${payment._id}/reject`,
      headers: as(agent.token),
      payload: { reason: 'No transfer with that reference yet' },
    });
    expect(rejected.json().payment).toMatchObject({
      status: 'Rejected',
      rejectReason: 'No transfer with that reference yet',
    });
    const mine = (
      await app.inject({
        method: 'GET',
        url: `/api/booking/${booking._id}`,
        headers: bearer(student.token),
      })
    ).json().booking;
    expect(mine.paymentStatus).toBe('Not Paid');
    const notes = await app.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, student.user._id));
    expect(notes.some((n) => n.message.includes('No transfer with that reference yet'))).toBe(true);
    const rejectMail = await app.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, student.user.email));
    expect(rejectMail.find((m) => m.template === 'payment-rejected')?.textBody).toContain(
      'No transfer with that reference yet',
    );
    // The student can say they paid again.
    const retry = await app.inject({
      method: 'PATCH',
      url: `/api/booking/${booking._id}/mark-paid`,
      headers: bearer(student.token),
    });
    expect(retry.json().booking.paymentStatus).toBe('Verification Pending');
  });
});

describe('users', () => {
  it('searches by name or e-mail, case-insensitively, with % taken literally', async () => {
    const email = uniqueEmail('zanele');
    await registerUser(app, { name: 'Zanele Dlamini', email });
    const byName = (
      await app.inject({
        method: 'GET',
        url: '/api/admin/users?search=ZANELE',
        headers: as(support.token),
      })
    ).json();
    expect(byName.users.map((u: { email: string }) => u.email)).toContain(email);
    const wildcard = (
      await app.inject({
        method: 'GET',
        url: '/api/admin/users?search=%25',
        headers: as(support.token),
      })
    ).json();
    expect(wildcard.total).toBe(0);
  });

  it('suspending signs the user out at once; reactivating lets them sign in again', async () => {
    const student = await registerUser(app);
    const suspend = await app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${student.user._id}`,
      headers: as(support.token),
      payload: { suspended: true },
    });
    expect(suspend.json().user).toMatchObject({ suspended: true, status: 'Suspended' });
    // Signed out at once, and told why.
    const during = await app.inject({
      method: 'GET',
      url: '/api/user/me',
      headers: bearer(student.token),
    });
    expect(during.statusCode).toBe(403);
    expect(during.json().message).toBe('Your account is suspended.');
    const login = () =>
      app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: student.user.email, password: GOOD_PASSWORD },
      });
    expect((await login()).statusCode).toBe(403);
    await app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${student.user._id}`,
      headers: as(support.token),
      payload: { suspended: false },
    });
    expect((await login()).statusCode).toBe(200);
    // The token held before the suspension stays revoked.
    expect(
      (await app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(student.token) }))
        .statusCode,
    ).toBe(401);
    const log = await logsFor(student.user._id);
    expect(log.map((l) => l.action)).toEqual(
      expect.arrayContaining(['user.suspended', 'user.reactivated']),
    );
  });

  it('keeps notes, shows the whole profile, and lets a booking agent set onboarding steps', async () => {
    const student = await registerUser(app);
    await app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${student.user._id}`,
      headers: as(support.token),
      payload: { notes: 'Prefers WhatsApp.' },
    });
    const step = await app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${student.user._id}/onboarding/bank`,
      headers: as(agent.token),
      payload: { status: 'completed' },
    });
    expect(step.statusCode).toBe(200);
    const profile = step.json().user;
    expect(profile).toMatchObject({
      notes: 'Prefers WhatsApp.',
      progress: 14,
      bookings: [],
      documents: [],
    });
    expect(profile.onboarding.find((s: { key: string }) => s.key === 'bank').status).toBe(
      'completed',
    );
    // A support admin may not move onboarding steps (bookings, payments, onboarding: read).
    const refused = await app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${student.user._id}/onboarding/bank`,
      headers: as(support.token),
      payload: { status: 'pending' },
    });
    expect(refused.statusCode).toBe(403);
  });

  it('exports the filtered list as CSV, safe from formula injection', async () => {
    await registerUser(app, {
      name: '=HYPERLINK("http://evil.example","click")',
      email: uniqueEmail('csvcheck'),
    });
    await registerUser(app, { name: 'Plain csvcheck', email: uniqueEmail('csvcheck') });
    const response = await app.inject({
      method: 'GET',
      url: '/api/admin/users/export?search=csvcheck',
      headers: as(support.token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="landed-users-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe('Name,Email,Type,University,Phone,Status,Admin role,Registered');
    expect(lines).toHaveLength(3);
    expect(response.body).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    expect(response.body).not.toMatch(/(^|,)"?=HYPERLINK/m);
  });
});

describe('the admin team', () => {
  it('adds an existing user (Support Admin by default), changes the role, removes them', async () => {
    const candidate = await registerUser(app);
    // A role goes only to a verified address (docs/decisions/075).
    await app.usersRepository.update(candidate.user._id, { emailVerified: true });
    const added = await app.inject({
      method: 'POST',
      url: '/api/admin/admin-users',
      headers: as(superAdmin.token),
      payload: { email: candidate.user.email },
    });
    expect(added.statusCode).toBe(201);
    expect(added.json().admin).toMatchObject({
      email: candidate.user.email,
      role: 'Support Admin',
    });
    const changed = await app.inject({
      method: 'PATCH',
      url: `/api/admin/admin-users/${candidate.user._id}`,
      headers: as(superAdmin.token),
      payload: { role: 'Developer' },
    });
    expect(changed.json().admin.role).toBe('Developer');
    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/admin/admin-users/${candidate.user._id}`,
      headers: as(superAdmin.token),
    });
    expect(removed.statusCode).toBe(200);
    const team = (
      await app.inject({
        method: 'GET',
        url: '/api/admin/admin-users',
        headers: as(superAdmin.token),
      })
    ).json();
    expect(team.admins.map((a: { email: string }) => a.email)).not.toContain(candidate.user.email);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/admin/admin-users',
          headers: as(superAdmin.token),
          payload: { email: uniqueEmail('nobody') },
        })
      ).statusCode,
    ).toBe(202);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/admin/admin-users',
          headers: as(superAdmin.token),
          payload: { email: agent.email },
        })
      ).statusCode,
    ).toBe(409);
  });

  it('never leaves the team without a Super Admin', async () => {
    const others = (
      await app.inject({
        method: 'GET',
        url: '/api/admin/admin-users',
        headers: as(superAdmin.token),
      })
    )
      .json()
      .admins.filter(
        (a: { role: string; _id: string }) => a.role === 'Super Admin' && a._id !== superAdmin.id,
      );
    for (const other of others) {
      await app.inject({
        method: 'DELETE',
        url: `/api/admin/admin-users/${other._id}`,
        headers: as(superAdmin.token),
      });
    }
    const demote = await app.inject({
      method: 'PATCH',
      url: `/api/admin/admin-users/${superAdmin.id}`,
      headers: as(superAdmin.token),
      payload: { role: 'Developer' },
    });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().message).toBe('The last Super Admin cannot be removed or demoted.');
    expect(
      (
        await app.inject({
          method: 'DELETE',
          url: `/api/admin/admin-users/${superAdmin.id}`,
          headers: as(superAdmin.token),
        })
      ).statusCode,
    ).toBe(409);
    // With a second Super Admin, either may go.
    const second = await adminToken(app, 'Super Admin');
    expect(
      (
        await app.inject({
          method: 'DELETE',
          url: `/api/admin/admin-users/${second.id}`,
          headers: as(superAdmin.token),
        })
      ).statusCode,
    ).toBe(200);
  });
});

describe('overview and logs', () => {
  it('computes the six cards and the three chart series', async () => {
    const stats = (
      await app.inject({ method: 'GET', url: '/api/admin/stats', headers: as(agent.token) })
    ).json();
    expect(stats.totalUsers).toBeGreaterThan(5);
    expect(stats.activeUsers).toBeGreaterThan(0);
    expect(stats.customPackages).toBeGreaterThanOrEqual(1);
    expect(stats.bookings).toBeGreaterThanOrEqual(3);
    expect(stats.charts.signupsPerDay).toHaveLength(30);
    expect(stats.charts.signupsPerDay.at(-1).count).toBe(stats.totalUsers);
    expect(stats.charts.bookingsPerPackage.map((b: { name: string }) => b.name)).toEqual(
      expect.arrayContaining(['Basic', 'Custom: Healthcare Registration']),
    );
    expect(stats.charts.usersPerUniversity[0]).toEqual({
      university: 'Not given',
      count: stats.totalUsers,
    });
  });

  it('every administrator action above is in the log, filterable by action, actor and date', async () => {
    const byAction = (
      await app.inject({
        method: 'GET',
        url: '/api/admin/logs?action=payment.',
        headers: as(superAdmin.token),
      })
    ).json();
    expect(byAction.logs.map((l: { action: string }) => l.action)).toEqual(
      expect.arrayContaining(['payment.verified', 'payment.rejected']),
    );
    const byActor = (
      await app.inject({
        method: 'GET',
        url: `/api/admin/logs?actor=${encodeURIComponent(support.email)}`,
        headers: as(superAdmin.token),
      })
    ).json();
    expect(byActor.total).toBeGreaterThan(0);
    expect(byActor.logs.every((l: { user: string }) => l.user === support.email)).toBe(true);
    const paged = (
      await app.inject({
        method: 'GET',
        url: '/api/admin/logs?limit=2&page=2',
        headers: as(superAdmin.token),
      })
    ).json();
    expect(paged.logs).toHaveLength(2);
    const future = (
      await app.inject({
        method: 'GET',
        url: '/api/admin/logs?from=2099-01-01',
        headers: as(superAdmin.token),
      })
    ).json();
    expect(future.total).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    const recent = (
      await app.inject({
        method: 'GET',
        url: `/api/admin/logs?from=2020-01-01&to=2099-12-31&category=admin`,
        headers: as(superAdmin.token),
      })
    ).json();
    expect(recent.total).toBeGreaterThan(5);
    expect(today).toMatch(/^\d{4}/);
  });

  it('the System Notifications strip shows booking events without e-mails to roles without logs', async () => {
    const forAgent = (
      await app.inject({
        method: 'GET',
        url: '/api/admin/system-notifications',
        headers: as(agent.token),
      })
    ).json();
    expect(forAgent.notifications.some((n: { type: string }) => n.type === 'booking')).toBe(true);
    expect(JSON.stringify(forAgent)).not.toContain('@example.com');
  });
});
