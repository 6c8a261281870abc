// Issue 16: "Download my data" (GET /api/user/me/export): a ZIP with data.json and the uploaded
// files, everything of the user's and nothing of anyone else's (docs/decisions/065).
import { and, eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';

import {
  mailOutbox,
  messagingPreferences,
  outboundMessages,
  pushSubscriptions,
} from '#server/db/schema.ts';

import { book, bookingBody, FILES, multipart, packageId } from '#test/fixtures.ts';
import { bearer, build, registerUser, uniqueEmail } from '#test/helper.ts';

const app = await build();

async function exportOf(token: string) {
  const response = await app.inject({
    method: 'GET',
    url: '/api/user/me/export',
    headers: bearer(token),
  });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/zip');
  expect(response.headers['content-disposition']).toMatch(
    /^attachment; filename="landed-my-data-\d{4}-\d{2}-\d{2}\.zip"$/,
  );
  const files = unzipSync(new Uint8Array(response.rawPayload));
  const data = JSON.parse(new TextDecoder().decode(files['data.json']!));
  return { files, data, text: new TextDecoder().decode(files['data.json']!) };
}

async function studentWithRecords(name: string) {
  const email = uniqueEmail(name.split(' ')[0]!.toLowerCase());
  const { token, user } = await registerUser(app, { name, email });
  const booked = await book(
    app,
    token,
    bookingBody({ packageId: await packageId(app, 'Basic'), userName: name, email }),
  );
  await app.inject({
    method: 'PATCH',
    url: `/api/booking/${booked.json().booking._id}/mark-paid`,
    headers: bearer(token),
    payload: { reference: 'TRANSFER-1' },
  });
  const upload = multipart(`${name} passport.png`, FILES.png);
  await app.inject({
    method: 'POST',
    url: '/api/user/documents',
    headers: { ...bearer(token), ...upload.headers },
    payload: upload.payload,
  });
  await app.inject({
    method: 'POST',
    url: '/api/inquiries',
    payload: { name, email, type: 'General Inquiry', message: 'When do you open?' },
  });
  await app.inject({ method: 'POST', url: '/api/public/newsletter', payload: { email } });
  // The address confirmed with the link mailed at sign-up: what was sent from it joins the
  // account (docs/decisions/074).
  const [verifyMail] = await app.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, email), eq(mailOutbox.template, 'verify-email')));
  const verified = await app.inject({
    method: 'POST',
    url: '/api/auth/verify-email',
    payload: { token: /token=([\w-]{43})/.exec(verifyMail!.textBody)![1] },
  });
  expect(verified.statusCode).toBe(200);
  return { token, user, email, name, bookingRef: booked.json().booking.bookingId as string };
}

describe('GET /api/user/me/export', () => {
  it("holds every record of the user's, with the uploaded file, and none of another user's", async () => {
    const me = await studentWithRecords('Minh Tran');
    const other = await studentWithRecords('Olga Petrova');
    const { files, data, text } = await exportOf(me.token);

    expect(data.account).toMatchObject({ _id: me.user._id, name: me.name, email: me.email });
    expect(data.bookings).toHaveLength(1);
    expect(data.bookings[0]).toMatchObject({ bookingId: me.bookingRef, packageName: 'Basic' });
    expect(data.bookings[0].timeline.map((e: { action: string }) => e.action)).toEqual([
      'created',
      'payment_claimed',
    ]);
    expect(data.payments).toEqual([
      expect.objectContaining({ bookingId: me.bookingRef, reference: 'TRANSFER-1' }),
    ]);
    expect(data.notifications.length).toBeGreaterThanOrEqual(2);
    expect(data.onboarding.length).toBeGreaterThan(0);
    expect(data.inquiries).toEqual([expect.objectContaining({ message: 'When do you open?' })]);
    expect(data.sessions.length).toBeGreaterThanOrEqual(1);
    expect(data.newsletter).toEqual([expect.objectContaining({ email: me.email })]);
    expect(data.consents).toEqual([
      expect.objectContaining({ purpose: 'newsletter', action: 'subscribed', source: 'blog form' }),
    ]);
    // The file itself, byte for byte, where data.json says it is.
    expect(data.documents).toHaveLength(1);
    const file = files[data.documents[0].file]!;
    expect(Buffer.from(file).equals(FILES.png)).toBe(true);

    // Nothing of the other student's.
    for (const value of [other.email, other.name, other.bookingRef, other.user._id]) {
      expect(text).not.toContain(value);
    }
    expect(Object.keys(files).some((f) => f.includes('Olga'))).toBe(false);
  });

  it('holds where arrival-day messages reach them: browsers by push service, channels, texts sent', async () => {
    const me = await studentWithRecords('Linh Pham');
    const other = await studentWithRecords('Ravi Kumar');
    const at = new Date('2026-11-20T01:02:03.000Z');
    await app.db.insert(pushSubscriptions).values([
      {
        userId: me.user._id,
        endpoint: 'https://fcm.googleapis.com/fcm/send/linh-secret-id',
        p256dh: 'linh-key',
        auth: 'linh-auth',
        createdAt: at,
      },
      {
        userId: other.user._id,
        endpoint: 'https://updates.push.services.mozilla.com/wpush/v2/ravi-secret-id',
        p256dh: 'ravi-key',
        auth: 'ravi-auth',
      },
    ]);
    await app.db
      .insert(messagingPreferences)
      .values({ userId: me.user._id, whatsapp: true, whatsappChangedAt: at });
    await app.db.insert(outboundMessages).values({
      userId: me.user._id,
      channel: 'whatsapp',
      kind: 'driver-assigned',
      toNumber: '+61400111222',
      status: 'delivered',
    });
    const { data, text } = await exportOf(me.token);
    expect(data.pushSubscriptions).toEqual([
      expect.objectContaining({
        pushService: 'fcm.googleapis.com',
        subscribedAt: at.toISOString(),
      }),
    ]);
    expect(data.messaging).toMatchObject({
      sms: false,
      whatsapp: true,
      whatsappChangedAt: at.toISOString(),
    });
    expect(data.textMessages).toEqual([
      expect.objectContaining({ channel: 'whatsapp', to: '+61400111222', status: 'delivered' }),
    ]);
    // The browser's secret address and keys stay out of the file, and nothing of the other's.
    for (const secret of ['linh-secret-id', 'linh-key', 'linh-auth', 'ravi-secret-id', 'mozilla']) {
      expect(text).not.toContain(secret);
    }
  });

  it('needs a session, and is limited to 5 an hour per account', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/user/me/export' })).statusCode).toBe(401);
    const { token } = await registerUser(app);
    for (let i = 0; i < 5; i++) await exportOf(token);
    const limited = await app.inject({
      method: 'GET',
      url: '/api/user/me/export',
      headers: bearer(token),
    });
    expect(limited.statusCode).toBe(429);
    // Another account is counted apart.
    await exportOf((await registerUser(app)).token);
  });
});

describe('DELETE /api/user/documents/{id}', () => {
  it("deletes the owner's document (204, then 404) and answers 404 for someone else's", async () => {
    const owner = await registerUser(app);
    const stranger = await registerUser(app);
    const upload = multipart('visa.pdf', FILES.pdf);
    const created = await app.inject({
      method: 'POST',
      url: '/api/user/documents',
      headers: { ...bearer(owner.token), ...upload.headers },
      payload: upload.payload,
    });
    const id = created.json().document._id as string;
    const url = `/api/user/documents/${id}`;

    const byStranger = await app.inject({ method: 'DELETE', url, headers: bearer(stranger.token) });
    expect(byStranger.statusCode).toBe(404);
    expect((await app.inject({ method: 'DELETE', url })).statusCode).toBe(401);

    const done = await app.inject({ method: 'DELETE', url, headers: bearer(owner.token) });
    expect(done.statusCode).toBe(204);
    expect(
      (await app.inject({ method: 'GET', url, headers: bearer(owner.token) })).statusCode,
    ).toBe(404);
    const list = await app.inject({
      method: 'GET',
      url: '/api/user/documents',
      headers: bearer(owner.token),
    });
    expect(list.json().total).toBe(0);
    expect(
      (await app.inject({ method: 'DELETE', url, headers: bearer(owner.token) })).statusCode,
    ).toBe(404);
  });
});
