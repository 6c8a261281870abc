// The arrival pass (issue 15 item 6, docs/decisions/062): the owner's only, by _id or
// reference, with what the student needs in the arrivals hall.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { ARRIVAL_PASS_DEFAULTS } from '@landed/shared/schemas/arrival-pass';

import { bookings, cmsSettings } from '#server/db/schema.ts';
import { addDriver, assign } from '#test/support/arrivals.ts';
import { book, bookingBody, dateIn, packageId } from '#test/fixtures.ts';
import { adminToken, bearer, behindTheApi, build, registerUser } from '#test/helper.ts';

const app = await build();

async function newBooking(overrides: Record<string, unknown> = {}) {
  const student = await registerUser(app, { name: 'Mei Chen' });
  const response = await book(
    app,
    student.token,
    bookingBody({
      userName: 'Mei Chen',
      packageId: await packageId(app, 'Standard'),
      preferredDate: dateIn(app, 12),
      arrivalTime: '06:40',
      flightNumber: 'MU737',
      ...overrides,
    }),
  );
  expect(response.statusCode).toBe(201);
  return { student, booking: response.json().booking as { _id: string; bookingId: string } };
}

const getPass = (token: string, id: string) =>
  app.inject({ method: 'GET', url: `/api/booking/${id}/pass`, headers: bearer(token) });

describe('GET /api/booking/{id}/pass', () => {
  it('gives the owner the pass by _id and by reference', async () => {
    const { student, booking } = await newBooking();
    const byId = await getPass(student.token, booking._id);
    expect(byId.statusCode).toBe(200);
    expect(byId.headers['cache-control']).toBe('no-store');
    const { pass } = byId.json();
    expect(pass).toMatchObject({
      _id: booking._id,
      bookingId: booking.bookingId,
      status: 'Pending',
      packageName: 'Standard',
      studentName: 'Mei Chen',
      flightNumber: 'MU737',
      arrivalDate: dateIn(app, 12),
      arrivalTime: '06:40',
      timeZone: 'Australia/Melbourne',
      pickup: { status: 'Unassigned', driver: null },
      destinationAddress: '',
      generatedAt: app.clock.now().toISOString(),
    });
    // The seeded CMS: the usual meeting point, what to do, the support line and its WhatsApp.
    expect(pass.pickup.meetingPoint).toBe(ARRIVAL_PASS_DEFAULTS.meetingPoint);
    expect(pass.help.text).toContain('free airport Wi-Fi');
    expect(pass.help.supportPhone).toBe('+61 3 9000 0000');
    expect(pass.help.whatsappUrl).toBe('https://wa.me/61390000000');
    // The reference as a QR code drawn by the server.
    expect(pass.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = Buffer.from(pass.qrCode.split(',')[1], 'base64').toString('utf8');
    expect(svg).toContain('<svg');

    const byRef = await getPass(student.token, booking.bookingId);
    expect(byRef.statusCode).toBe(200);
    expect(byRef.json().pass._id).toBe(booking._id);
  });

  it('shows the driver (the name as the business entered it, and a phone), the booking’s meeting point and the address', async () => {
    const { student, booking } = await newBooking();
    const driver = await addDriver(app, { name: 'Sam Nguyen', phone: '0412 345 678' });
    await assign(app, {
      bookingId: booking._id,
      driverId: driver.id,
      meetingPoint: 'Terminal 2, door 5, by the coffee cart',
    });
    await app.db
      .update(bookings)
      .set({ destinationAddress: '12 Swanston St, Melbourne VIC 3000' })
      .where(eq(bookings.id, booking._id));
    const { pass } = (await getPass(student.token, booking.bookingId)).json();
    expect(pass.pickup).toEqual({
      status: 'Assigned',
      meetingPoint: 'Terminal 2, door 5, by the coffee cart',
      driver: {
        name: 'Sam Nguyen',
        firstName: 'Sam',
        phone: '0412 345 678',
        languages: [],
        car: null,
        photoUrl: null,
      },
      // Flight tracking is off in this test: no call time yet.
      time: null,
      // Who is coming (issue 35): no status yet, no photo of Terminal 2 uploaded.
      driverStatus: null,
      meetingPointPhotoUrl: null,
    });
    expect(pass.destinationAddress).toBe('12 Swanston St, Melbourne VIC 3000');
  });

  it('uses the CMS texts when an administrator wrote them, and the built-in ones when blank', async () => {
    const { student, booking } = await newBooking();
    await behindTheApi(app)
      .update(cmsSettings)
      .set({ defaultMeetingPoint: 'Gate B, under the clock', arrivalHelp: 'Wait at gate B.' });
    let pass = (await getPass(student.token, booking._id)).json().pass;
    expect(pass.pickup.meetingPoint).toBe('Gate B, under the clock');
    expect(pass.help.text).toBe('Wait at gate B.');

    await behindTheApi(app)
      .update(cmsSettings)
      .set({ defaultMeetingPoint: '', arrivalHelp: '  ', chatUrl: '' });
    pass = (await getPass(student.token, booking._id)).json().pass;
    expect(pass.pickup.meetingPoint).toBe(ARRIVAL_PASS_DEFAULTS.meetingPoint);
    expect(pass.help.text).toBe(ARRIVAL_PASS_DEFAULTS.help);
    // No WhatsApp link in the CMS: one made from the support phone.
    expect(pass.help.whatsappUrl).toBe('https://wa.me/61390000000');
  });

  it('shows what content editors set in the CMS tab', async () => {
    const { student, booking } = await newBooking();
    const editor = await adminToken(app, 'Content Manager');
    const saved = await app.inject({
      method: 'PUT',
      url: '/api/admin/cms/site',
      headers: bearer(editor.token),
      payload: {
        defaultMeetingPoint: '  Terminal 4, by the taxi rank  ',
        arrivalHelp: 'Wait by the rank.\nCall us.',
      },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().cms).toMatchObject({
      defaultMeetingPoint: 'Terminal 4, by the taxi rank',
      arrivalHelp: 'Wait by the rank.\nCall us.',
    });
    const { pass } = (await getPass(student.token, booking._id)).json();
    expect(pass.pickup.meetingPoint).toBe('Terminal 4, by the taxi rank');
    expect(pass.help.text).toBe('Wait by the rank.\nCall us.');
    // Booking Agents read the CMS but do not write it.
    const agent = await adminToken(app, 'Booking Agent');
    const refused = await app.inject({
      method: 'PUT',
      url: '/api/admin/cms/site',
      headers: bearer(agent.token),
      payload: { arrivalHelp: 'Nope.' },
    });
    expect(refused.statusCode).toBe(403);
  });

  it('is the owner’s only: another student, staff, or nobody get nothing', async () => {
    const { booking } = await newBooking();
    const other = await registerUser(app);
    expect((await getPass(other.token, booking._id)).statusCode).toBe(404);
    expect((await getPass(other.token, booking.bookingId)).statusCode).toBe(404);
    expect((await getPass(other.token, booking.bookingId)).json()).toEqual({
      message: 'Booking not found.',
    });
    // Staff read bookings in the back-office, not students' passes.
    const admin = await adminToken(app, 'Super Admin');
    expect((await getPass(admin.token, booking._id)).statusCode).toBe(404);
    const anonymous = await app.inject({ method: 'GET', url: `/api/booking/${booking._id}/pass` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses what is neither an id nor a reference', async () => {
    const { student } = await newBooking();
    for (const id of ['BK-0OIL00', 'bk-7k2m9q', 'not-an-id', "BK-7K2M9Q' or 1=1"]) {
      const response = await getPass(student.token, encodeURIComponent(id));
      expect(response.statusCode, id).toBe(400);
    }
    expect((await getPass(student.token, 'BK-7K2M9Q')).statusCode).toBe(404);
  });
});
