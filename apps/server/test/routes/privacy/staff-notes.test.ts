// Issue 24: staff notes and staff identities stay with staff. A booking's timeline reaches the
// student only through show-event-to-student.ts (docs/decisions/076): no internal note, no one
// on the team named, no driver but through the booking's own pickup; staff still see it all.
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';

import { showEventToStudent } from '#server/operations/bookings/show-event-to-student.ts';
import { book, bookingBody, packageId } from '#test/fixtures.ts';
import { addDriver } from '#test/support/arrivals.ts';
import { adminToken, bearer, build, registerUser, uniqueEmail } from '#test/helper.ts';

const app = await build();

const NOTE = 'Internal: student was rude on the phone, no discount (Zanele)';

const agent = await adminToken(app, 'Booking Agent');
await app.usersRepository.update(agent.id, { name: 'Zanele Okonkwo-Staff' });
const firstDriver = await addDriver(app, {
  name: 'Tariq Quillfeather',
  phone: '0400 111 222',
  email: uniqueEmail('driver'),
});
const secondDriver = await addDriver(app, {
  name: 'Kwame Bellweather',
  phone: '0400 333 444',
  email: uniqueEmail('driver'),
});

const student = await registerUser(app, { name: 'Mei Chen' });
const booked = await book(
  app,
  student.token,
  bookingBody({ packageId: await packageId(app, 'Basic'), userName: 'Mei Chen' }),
);
expect(booked.statusCode).toBe(201);
const booking = booked.json().booking as { _id: string; bookingId: string };

const asAgent = (method: 'POST' | 'PATCH', url: string, payload: Record<string, unknown>) =>
  app.inject({ method, url, headers: bearer(agent.token), payload });
expect(
  (await asAgent('POST', `/api/admin/bookings/${booking._id}/notes`, { note: NOTE })).statusCode,
).toBe(201);
expect(
  (
    await asAgent('PATCH', `/api/admin/bookings/${booking._id}/assignment`, {
      driverId: firstDriver.id,
      meetingPoint: 'Door 5, Terminal 2',
    })
  ).statusCode,
).toBe(200);
expect(
  (
    await asAgent('PATCH', `/api/admin/bookings/${booking._id}/assignment`, {
      driverId: secondDriver.id,
    })
  ).statusCode,
).toBe(200);
expect(
  (await asAgent('PATCH', `/api/admin/bookings/${booking._id}`, { status: 'Confirmed' }))
    .statusCode,
).toBe(200);

// What must never reach the student: the note, who on the team acted, and the drivers' ids.
// The driver meeting them is named as the business entered the name, with a phone, on purpose:
// the notifications, the booking and the arrival pass do (issue 25); the timeline names none.
const STAFF_ONLY = [
  NOTE,
  'rude on the phone',
  agent.id,
  agent.email,
  'Zanele',
  'Okonkwo',
  firstDriver.id,
  secondDriver.id,
];

describe('the student', () => {
  it('finds no note and no staff identity in the data export, and the rest of the timeline', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/user/me/export',
      headers: bearer(student.token),
    });
    expect(response.statusCode).toBe(200);
    const text = new TextDecoder().decode(
      unzipSync(new Uint8Array(response.rawPayload))['data.json']!,
    );
    for (const secret of STAFF_ONLY) expect(text, secret).not.toContain(secret);
    const timeline = JSON.parse(text).bookings[0].timeline as Array<{
      action: string;
      details: Record<string, unknown>;
    }>;
    expect(timeline.map((e) => e.action)).toEqual([
      'created',
      'assigned',
      'assigned',
      'status_changed',
    ]);
    expect(timeline[1]!.details).toEqual({
      meetingPoint: 'Door 5, Terminal 2',
      pickupStatus: 'Assigned',
    });
    expect(timeline[3]!.details).toEqual({ before: 'Pending', after: 'Confirmed' });
    expect(JSON.stringify(timeline)).not.toMatch(/Quillfeather|Bellweather|Tariq|Kwame/);
    expect(timeline.every((e) => !('actor' in e))).toBe(true);
  });

  it('finds none of it in any other answer about the booking', async () => {
    for (const url of [
      `/api/booking/user/${student.user._id}`,
      `/api/booking/${booking._id}`,
      `/api/booking/${booking._id}/pass`,
      `/api/booking/${booking._id}/calendar.ics`,
      '/api/user/notifications',
      '/api/user/me',
    ]) {
      const response = await app.inject({ method: 'GET', url, headers: bearer(student.token) });
      expect(response.statusCode, url).toBe(200);
      for (const secret of STAFF_ONLY)
        expect(response.body, `${url}: ${secret}`).not.toContain(secret);
    }
  });
});

describe('staff', () => {
  it('still see the note, who wrote it, and the drivers on the timeline', async () => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/admin/bookings/${booking._id}`,
      headers: bearer(agent.token),
    });
    expect(response.statusCode).toBe(200);
    const timeline = response.json().timeline as Array<{
      actor: string;
      action: string;
      details: Record<string, unknown>;
    }>;
    expect(timeline).toContainEqual(
      expect.objectContaining({
        actor: 'Zanele Okonkwo-Staff',
        action: 'note',
        details: { note: NOTE },
      }),
    );
    expect(timeline).toContainEqual(
      expect.objectContaining({
        action: 'assigned',
        details: expect.objectContaining({
          driver: 'Kwame Bellweather',
          previousDriver: 'Tariq Quillfeather',
          previousDriverId: firstDriver.id,
        }),
      }),
    );
  });
});

describe('showEventToStudent', () => {
  const event = (action: string, details: Record<string, unknown>) => ({
    id: '00000000-0000-4000-8000-000000000001',
    createdAt: new Date('2026-03-01T00:00:00Z'),
    action,
    details,
  });

  it('shows no note, and no action it does not know (one added later stays hidden)', () => {
    expect(showEventToStudent(event('note', { note: NOTE }))).toBeNull();
    expect(showEventToStudent(event('refund_considered', { by: agent.email }))).toBeNull();
    expect(showEventToStudent(event('toString', {}))).toBeNull();
  });

  it('keeps only the listed fields of a known action', () => {
    expect(
      showEventToStudent(
        event('unassigned', {
          previousDriver: 'Tariq Quillfeather',
          previousDriverId: firstDriver.id,
          reason: 'cancelled',
        }),
      ),
    ).toEqual({
      _id: '00000000-0000-4000-8000-000000000001',
      at: '2026-03-01T00:00:00.000Z',
      action: 'unassigned',
      details: { reason: 'cancelled' },
    });
  });
});
