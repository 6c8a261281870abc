// A booking's timeline and internal notes (issue 15 item 5; docs/decisions/064):
// GET /api/admin/bookings/{id} and POST /api/admin/bookings/{id}/notes.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { ADMIN_ROLES } from '@landed/shared/constants';
import { addDays, melbourneDate } from '@landed/shared/dates';
import { can } from '@landed/shared/permissions';
import { BOOKING_NOTE_MESSAGES } from '@landed/shared/schemas/booking-timeline';

import { mailOutbox } from '#server/db/schema.ts';
import { book, bookingBody, packageId } from '#test/fixtures.ts';
import { adminToken, bearer, build, registerUser } from '#test/helper.ts';

const app = await build();
const tokens = Object.fromEntries(
  await Promise.all(
    ADMIN_ROLES.map(async (role) => [role, (await adminToken(app, role)).token] as const),
  ),
) as Record<(typeof ADMIN_ROLES)[number], string>;
const agent = tokens['Booking Agent'];

const MINUTE = 60_000;

const detail = (id: string, token = agent) =>
  app.inject({ method: 'GET', url: `/api/admin/bookings/${id}`, headers: bearer(token) });
const addNote = (id: string, note: unknown, token = agent) =>
  app.inject({
    method: 'POST',
    url: `/api/admin/bookings/${id}/notes`,
    headers: bearer(token),
    payload: { note },
  });

async function newBooking() {
  const student = await registerUser(app, { name: 'Mei Chen' });
  const made = await book(
    app,
    student.token,
    bookingBody({
      packageId: await packageId(app, 'Standard'),
      preferredDate: addDays(melbourneDate(app.clock.now()), 10),
    }),
  );
  expect(made.statusCode).toBe(201);
  return { student, booking: made.json().booking as { _id: string; bookingId: string } };
}

type Entry = { at: string; actor: string; action: string; details: Record<string, unknown> };

describe('GET /api/admin/bookings/{id}', () => {
  it('answers the booking and, in time order, its events and mails', async () => {
    const { student, booking } = await newBooking();
    app.clock.advance(MINUTE);
    await app.inject({
      method: 'PATCH',
      url: `/api/booking/${booking._id}/mark-paid`,
      headers: bearer(student.token),
      payload: { reference: 'CBA 42' },
    });
    app.clock.advance(MINUTE);
    await app.inject({
      method: 'PATCH',
      url: `/api/admin/bookings/${booking._id}`,
      headers: bearer(agent),
      payload: { status: 'Confirmed' },
    });
    // The mails go out now: each then stands at the time it was sent.
    app.clock.advance(MINUTE);
    await app.mail.deliverDue();
    app.clock.advance(MINUTE);
    const payments = (
      await app.inject({
        method: 'GET',
        url: '/api/admin/payments?status=Pending',
        headers: bearer(agent),
      })
    ).json().payments as Array<{ _id: string; bookingId: string }>;
    const payment = payments.find((p) => p.bookingId === booking.bookingId)!;
    await app.inject({
      method: 'POST',
      url: `/api/admin/payments/${payment._id}/verify`,
      headers: bearer(agent),
    });
    app.clock.advance(MINUTE);
    const moved = await app.inject({
      method: 'PATCH',
      url: `/api/booking/${booking._id}/arrival`,
      headers: bearer(student.token),
      payload: {
        preferredDate: addDays(melbourneDate(app.clock.now()), 12),
        flightNumber: 'MU737',
      },
    });
    expect(moved.statusCode).toBe(200);
    app.clock.advance(MINUTE);
    expect((await addNote(booking._id, 'Called her: two large suitcases.')).statusCode).toBe(201);

    const answer = await detail(booking._id);
    expect(answer.statusCode).toBe(200);
    const body = answer.json() as { booking: Record<string, unknown>; timeline: Entry[] };
    expect(body.booking).toMatchObject({
      _id: booking._id,
      bookingId: booking.bookingId,
      flightNumber: 'MU737',
      status: 'Confirmed',
      paymentStatus: 'Verified',
      user: { email: student.user.email, university: '' },
      driver: null,
    });
    const lines = body.timeline.map((e) =>
      e.action === 'mail' ? `mail ${e.details.template} ${e.details.status}` : e.action,
    );
    expect(lines).toEqual([
      'created',
      'payment_claimed',
      'status_changed',
      // Written with the booking and the status change, sent a minute later.
      'mail booking-received logged',
      'mail booking-status-changed logged',
      'payment_verified',
      // Verification issues the tax invoice (decision 061).
      'invoice_issued',
      // Not delivered yet: it stands at the time it was written.
      'mail payment-verified pending',
      'arrival_changed',
      'note',
    ]);
    const times = body.timeline.map((e) => Date.parse(e.at));
    expect([...times].sort((a, b) => a - b)).toEqual(times);

    const [created, claimed, confirmed, receivedMail] = body.timeline;
    expect(created).toMatchObject({
      actor: 'Mei Chen',
      details: { packageName: 'Standard', total: 180 },
    });
    expect(claimed!.details).toMatchObject({ amount: 180, reference: 'CBA 42' });
    expect(confirmed).toMatchObject({
      actor: 'Booking Agent person',
      details: { before: 'Pending', after: 'Confirmed' },
    });
    expect(receivedMail).toMatchObject({
      actor: 'System',
      details: {
        template: 'booking-received',
        subject: `We received your booking ${booking.bookingId}`,
        to: student.user.email,
        status: 'logged',
      },
    });
    expect(receivedMail!.details.sentAt).toBe(receivedMail!.at);
    expect(body.timeline.find((e) => e.action === 'arrival_changed')!.details).toMatchObject({
      before: { flightNumber: 'QF10' },
      after: { flightNumber: 'MU737' },
    });
    expect(body.timeline.at(-1)).toMatchObject({
      actor: 'Booking Agent person',
      action: 'note',
      details: { note: 'Called her: two large suitcases.' },
    });
  });

  it('every role that may read bookings may read it; others may not; an unknown booking is 404', async () => {
    const { student, booking } = await newBooking();
    for (const role of ADMIN_ROLES) {
      expect((await detail(booking._id, tokens[role])).statusCode, role).toBe(
        can(role, 'bookings:read') ? 200 : 403,
      );
    }
    expect((await detail(booking._id, student.token)).statusCode).toBe(403);
    expect(
      (await app.inject({ method: 'GET', url: `/api/admin/bookings/${booking._id}` })).statusCode,
    ).toBe(401);
    expect((await detail('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await detail('not-an-id')).statusCode).toBe(400);
  });

  it('lists every mail about the booking: received, status changes, cancellation, payment decisions', async () => {
    const { student, booking } = await newBooking();
    await app.inject({
      method: 'PATCH',
      url: `/api/booking/${booking._id}/mark-paid`,
      headers: bearer(student.token),
    });
    const payments = (
      await app.inject({
        method: 'GET',
        url: '/api/admin/payments?status=Pending',
        headers: bearer(agent),
      })
    ).json().payments as Array<{ _id: string; bookingId: string }>;
    await app.inject({
      method: 'POST',
      url: `/api/admin/payments/${payments.find((p) => p.bookingId === booking.bookingId)!._id}/reject`,
      headers: bearer(agent),
      payload: { reason: 'No transfer yet' },
    });
    await app.inject({
      method: 'PATCH',
      url: `/api/admin/bookings/${booking._id}`,
      headers: bearer(agent),
      payload: { status: 'Confirmed' },
    });
    await app.inject({
      method: 'PATCH',
      url: `/api/admin/bookings/${booking._id}`,
      headers: bearer(agent),
      payload: { status: 'Pending' },
    });
    await app.inject({
      method: 'PATCH',
      url: `/api/booking/${booking._id}`,
      headers: bearer(student.token),
      payload: { status: 'Cancelled' },
    });
    const mails = await app.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, student.user.email));
    const aboutBookings = mails.filter((m) => /^(booking|payment)-/.test(m.template));
    expect(aboutBookings.map((m) => m.template).sort()).toEqual([
      'booking-received',
      'booking-status-changed',
      'booking-status-changed',
      'booking-status-changed',
      'payment-rejected',
    ]);
    expect(aboutBookings.every((m) => m.bookingId === booking._id)).toBe(true);
    const timeline = (await detail(booking._id)).json().timeline as Entry[];
    expect(timeline.filter((e) => e.action === 'mail')).toHaveLength(5);
  });
});

describe('POST /api/admin/bookings/{id}/notes', () => {
  it('needs bookings write: Super Admin and Booking Agent; the others are refused', async () => {
    const { booking } = await newBooking();
    for (const role of ADMIN_ROLES) {
      app.clock.advance(MINUTE);
      const answer = await addNote(booking._id, `From ${role}`, tokens[role]);
      expect(answer.statusCode, role).toBe(can(role, 'bookings:write') ? 201 : 403);
    }
    const notes = ((await detail(booking._id)).json().timeline as Entry[]).filter(
      (e) => e.action === 'note',
    );
    expect(notes.map((n) => n.details.note)).toEqual(['From Super Admin', 'From Booking Agent']);
  });

  it('takes 1 to 2000 characters, trimmed, and answers the timeline', async () => {
    const { booking } = await newBooking();
    for (const [note, message] of [
      ['', BOOKING_NOTE_MESSAGES.required],
      ['   ', BOOKING_NOTE_MESSAGES.required],
      ['x'.repeat(2001), BOOKING_NOTE_MESSAGES.tooLong],
      [42, BOOKING_NOTE_MESSAGES.required],
    ] as const) {
      const refused = await addNote(booking._id, note);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toContain(message);
    }
    app.clock.advance(MINUTE);
    const longest = await addNote(booking._id, ` ${'y'.repeat(2000)} `);
    expect(longest.statusCode).toBe(201);
    const timeline = longest.json().timeline as Entry[];
    expect(timeline.map((e) => e.action)).toEqual(['created', 'mail', 'note']);
    expect(timeline[2]!.details.note).toBe('y'.repeat(2000));
    expect((await addNote('00000000-0000-4000-8000-000000000000', 'Hello')).statusCode).toBe(404);
  });

  it('stays with the team: the student sees no trace of it', async () => {
    const { student, booking } = await newBooking();
    await addNote(booking._id, 'Internal: check the visa.');
    const mine = await app.inject({
      method: 'GET',
      url: `/api/booking/${booking._id}`,
      headers: bearer(student.token),
    });
    expect(mine.body).not.toContain('Internal: check the visa.');
    const notifications = await app.inject({
      method: 'GET',
      url: '/api/user/notifications',
      headers: bearer(student.token),
    });
    expect(notifications.body).not.toContain('Internal');
    const logs = await app.inject({
      method: 'GET',
      url: '/api/admin/logs?action=booking.note_added',
      headers: bearer(tokens['Super Admin']),
    });
    expect(logs.json().logs[0]).toMatchObject({ action: 'booking.note_added' });
    expect(logs.body).not.toContain('Internal: check the visa.');
  });
});
