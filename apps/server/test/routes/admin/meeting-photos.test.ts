// Who is coming (issue 35 item 3; docs/decisions/135): the driver's photo, uploaded on the
// driver's form, and one meeting-point photo per terminal, shown on the booking and the pass.
import { describe, expect, it } from 'vitest';

import { terminalOf } from '#server/lib/terminals.ts';
import { addDriver, assign } from '#test/support/arrivals.ts';
import { FILES, book, bookingBody, dateIn, multipart, packageId } from '#test/fixtures.ts';
import { adminToken, bearer, build, registerUser } from '#test/helper.ts';

const app = await build();

function upload(token: string, url: string, content = FILES.png) {
  const body = multipart('photo.png', content, { field: 'image' });
  return app.inject({
    method: 'PUT',
    url,
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
}

describe('driver and meeting-point photos', () => {
  it('shows the driver’s photo and the terminal’s meeting point on the student’s pass', async () => {
    const agent = await adminToken(app, 'Booking Agent');
    const driver = await addDriver(app);
    const student = await registerUser(app);
    const made = await book(
      app,
      student.token,
      bookingBody({ packageId: await packageId(app, 'Basic'), preferredDate: dateIn(app, 3) }),
    );
    const booking = made.json().booking as { _id: string };
    await assign(app, { bookingId: booking._id, driverId: driver.id });

    const photo = await upload(agent.token, `/api/admin/drivers/${driver.id}/photo`);
    expect(photo.statusCode).toBe(200);
    const photoUrl = photo.json().driver.photoUrl as string;
    expect(photoUrl).toMatch(/^\/api\/media\//);
    // The built-in meeting point is at Terminal 2.
    const settings = await upload(
      agent.token,
      '/api/admin/arrivals/settings/meeting-point-photos/T2',
    );
    expect(settings.statusCode).toBe(200);
    const t2 = settings.json().settings.meetingPointPhotos.T2 as string;
    expect(settings.json().settings.meetingPointPhotos).toMatchObject({ T1: null, T3: null });

    const pass = (
      await app.inject({
        method: 'GET',
        url: `/api/booking/${booking._id}/pass`,
        headers: bearer(student.token),
      })
    ).json().pass;
    expect(pass.pickup.driver.photoUrl).toBe(photoUrl);
    expect(pass.pickup.meetingPointPhotoUrl).toBe(t2);
    // The student's browser loads both.
    for (const url of [photoUrl, t2]) {
      const image = await app.inject({ method: 'GET', url });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/png');
    }

    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/admin/drivers/${driver.id}/photo`,
      headers: bearer(agent.token),
    });
    expect(removed.json().driver.photoUrl).toBeNull();
  });

  it('refuses a file that is not an image, and a Content Manager', async () => {
    const agent = await adminToken(app, 'Booking Agent');
    const driver = await addDriver(app);
    expect(
      (await upload(agent.token, `/api/admin/drivers/${driver.id}/photo`, FILES.pdf)).statusCode,
    ).toBe(415);
    const editor = await adminToken(app, 'Content Manager');
    expect(
      (await upload(editor.token, '/api/admin/arrivals/settings/meeting-point-photos/T1'))
        .statusCode,
    ).toBe(403);
    expect(
      (await upload(agent.token, '/api/admin/arrivals/settings/meeting-point-photos/T9'))
        .statusCode,
    ).toBe(400);
  });

  it('takes the flight’s terminal first, else the one the meeting point names', () => {
    expect(terminalOf({ flightTerminal: '3', meetingPoint: 'Terminal 2 hall' })).toBe('T3');
    expect(terminalOf({ flightTerminal: 'T1', meetingPoint: '' })).toBe('T1');
    expect(terminalOf({ flightTerminal: 'Terminal 4', meetingPoint: '' })).toBe('T4');
    expect(terminalOf({ flightTerminal: null, meetingPoint: 'T3 arrivals, door 2' })).toBe('T3');
    expect(terminalOf({ flightTerminal: 'I', meetingPoint: 'Terminal 2 hall' })).toBe('T2');
    expect(terminalOf({ flightTerminal: null, meetingPoint: 'Southern Cross station' })).toBeNull();
  });
});
