// @both-databases: two instances (PostgreSQL) or one app twice at once (PGlite) send a message once
// Web Push and the arrival-day messages (issue 35 item 4; docs/decisions/132): subscriptions
// through the API, messages to a push-service stand-in on loopback, decrypted and read back.
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';

import { melbourneInstant } from '@landed/shared/dates';
import type { Locale } from '@landed/shared/locales';
import { PUSH_MESSAGES } from '@landed/shared/schemas/meeting';

import { build as buildApp } from '#server/app.ts';
import { bookings, mailOutbox } from '#server/db/schema.ts';
import { sendArrivalMessage } from '#server/operations/arrival-messages/send-arrival-message.ts';
import { PUSH_SUBSCRIPTIONS_PER_USER } from '#server/plugins/app/push-subscriptions/push-subscriptions-repository.ts';
import { book, bookingBody, dateIn, packageId } from '#test/fixtures.ts';
import {
  adminToken,
  bearer,
  build,
  createClock,
  createTestDatabase,
  onPostgres,
  registerUser,
  testConfig,
} from '#test/helper.ts';
import type { TestApp } from '#test/helper.ts';
import { addDriver, assign } from '#test/support/arrivals.ts';
import { startAeroDataBoxStandIn } from '#test/support/aerodatabox-stand-in.ts';
import { startPushServiceStandIn } from '#test/support/push-service-stand-in.ts';
import type { StandInSubscription } from '#test/support/push-service-stand-in.ts';

const pushService = await startPushServiceStandIn();
afterAll(() => pushService.stop());
const flightService = await startAeroDataBoxStandIn();
afterAll(() => flightService.stop());

const webPushFor = () => ({
  ...testConfig().webPush!,
  testOrigin: pushService.origin,
});
const app = await build({
  appUrl: 'https://landed.example',
  webPush: webPushFor(),
  flightStatus: { provider: 'aerodatabox', apiKey: flightService.key, apiBase: flightService.base },
});
pushService.expectKey(app.webPush!.publicKey);
const POINT = 'Terminal 2, between the Optus shop and Hudson’s Coffee';

const subscribe = (token: string, subscription: unknown, target: TestApp = app) =>
  target.inject({
    method: 'POST',
    url: '/api/user/push-subscriptions',
    headers: bearer(token),
    payload: subscription as Record<string, unknown>,
  });

// A student with a language, a booking `days` ahead with driver Minh at the meeting point, and
// (unless told not to) a subscription at the stand-in.
async function studentWithPickup(
  target: TestApp,
  { locale = 'en' as Locale, days = 6, subscribed = true, flightNumber = 'QF10' } = {},
) {
  const student = await registerUser(target, { name: 'Mei Chen' });
  await target.usersRepository.update(student.user._id, { locale });
  const made = await book(
    target,
    student.token,
    bookingBody({
      packageId: await packageId(target, 'Basic'),
      preferredDate: dateIn(target, days),
      userName: 'Mei Chen',
      flightNumber,
      arrivalTime: '14:30',
    }),
  );
  expect(made.statusCode).toBe(201);
  const booking = made.json().booking as { _id: string; bookingId: string };
  const driver = await addDriver(target, { name: 'Minh Tran' });
  await assign(target, { bookingId: booking._id, driverId: driver.id, meetingPoint: POINT });
  let subscription: StandInSubscription | null = null;
  if (subscribed) {
    subscription = pushService.subscribe();
    expect((await subscribe(student.token, subscription, target)).statusCode).toBe(204);
  }
  return { student, booking, subscription };
}

const receivedBy = (subscription: StandInSubscription) =>
  pushService.received
    .filter((r) => subscription.endpoint.endsWith(`/push/${r.id}`))
    .map((r) => JSON.parse(r.payload) as { title: string; body: string; url: string; tag: string });

describe('push subscriptions', () => {
  it('gives the VAPID public key to a signed-in user only', async () => {
    expect(
      (await app.inject({ method: 'GET', url: '/api/user/push-subscriptions/key' })).statusCode,
    ).toBe(401);
    const { token } = await registerUser(app);
    const key = await app.inject({
      method: 'GET',
      url: '/api/user/push-subscriptions/key',
      headers: bearer(token),
    });
    expect(key.statusCode).toBe(200);
    expect(key.json()).toEqual({ publicKey: app.webPush!.publicKey });
  });

  it("accepts only the browsers' push services", async () => {
    const { token, user } = await registerUser(app);
    const keys = pushService.subscribe().keys;
    const at = (endpoint: string) => subscribe(token, { endpoint, keys });
    for (const endpoint of [
      'https://evil.example/push/1',
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://fcm.googleapis.com:8443/fcm/send/abc',
      'https://fcm.googleapis.com.evil.example/fcm/send/abc',
      'https://user:pass@fcm.googleapis.com/fcm/send/abc',
      'http://127.0.0.1:9/push/abc',
    ]) {
      const refused = await at(endpoint);
      expect(refused.statusCode, endpoint).toBe(400);
      expect(refused.json().message).toBe(PUSH_MESSAGES.endpointNotAllowed);
    }
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc',
      'https://updates.push.services.mozilla.com/wpush/v2/abc',
      'https://web.push.apple.com/QGabc',
      'https://wns2-par02p.notify.windows.com/w/?token=abc',
    ]) {
      expect((await at(endpoint)).statusCode, endpoint).toBe(204);
    }
    // Not the stand-in's: never sent to. Removed again, one by one, by their owner only.
    const other = await registerUser(app);
    const remove = (who: string, endpoint: string) =>
      app.inject({
        method: 'DELETE',
        url: '/api/user/push-subscriptions',
        headers: bearer(who),
        payload: { endpoint },
      });
    expect((await remove(other.token, 'https://fcm.googleapis.com/fcm/send/abc')).statusCode).toBe(
      204,
    );
    expect(await app.pushSubscriptionsRepository.listForUser(user._id)).toHaveLength(4);
    for (const row of await app.pushSubscriptionsRepository.listForUser(user._id)) {
      expect((await remove(token, row.endpoint)).statusCode).toBe(204);
    }
    expect(await app.pushSubscriptionsRepository.listForUser(user._id)).toHaveLength(0);
  });

  it('keeps the newest few of one account, and moves a browser to who signed in last', async () => {
    const { token, user } = await registerUser(app);
    const made = [];
    for (let i = 0; i < PUSH_SUBSCRIPTIONS_PER_USER + 2; i += 1) {
      const subscription = pushService.subscribe();
      made.push(subscription);
      expect((await subscribe(token, subscription)).statusCode).toBe(204);
      app.clock.advance(1000);
    }
    const kept = await app.pushSubscriptionsRepository.listForUser(user._id);
    expect(kept.map((row) => row.endpoint).sort()).toEqual(
      made
        .slice(2)
        .map((s) => s.endpoint)
        .sort(),
    );
    const next = await registerUser(app);
    expect((await subscribe(next.token, made[5])).statusCode).toBe(204);
    expect(await app.pushSubscriptionsRepository.listForUser(user._id)).toHaveLength(
      PUSH_SUBSCRIPTIONS_PER_USER - 1,
    );
    expect(await app.pushSubscriptionsRepository.listForUser(next.user._id)).toHaveLength(1);
  });
});

describe('the arrival-day messages', () => {
  it("reach the student's browser once, in their language, signed and encrypted", async () => {
    const { booking, subscription } = await studentWithPickup(app, { locale: 'zh-CN' });
    const first = await sendArrivalMessage(app, {
      bookingId: booking._id,
      kind: 'driver-at-meeting-point',
    });
    expect(first).toEqual({ outcome: 'sent', channels: ['push'] });
    const again = await sendArrivalMessage(app, {
      bookingId: booking._id,
      kind: 'driver-at-meeting-point',
    });
    expect(again.outcome).toBe('already');
    const got = receivedBy(subscription!);
    expect(got).toEqual([
      {
        title: '您的司机已到',
        body: `您的司机 Minh Tran 已到达接机地点：${POINT}。`,
        url: `https://landed.example/zh-CN/dashboard/bookings/${booking.bookingId}/pass`,
        tag: `driver-at-meeting-point:${booking._id}`,
      },
    ]);
    expect(pushService.refused).toEqual([]);
    const headers = pushService.received.at(-1)!.headers;
    expect(headers['content-encoding']).toBe('aes128gcm');
    expect(headers.urgency).toBe('high');
  });

  it('drops a subscription the push service says is gone, and mails at the airport instead', async () => {
    const { student, booking, subscription } = await studentWithPickup(app, { locale: 'vi' });
    pushService.expire(subscription!);
    const sent = await sendArrivalMessage(app, { bookingId: booking._id, kind: 'flight-landed' });
    expect(sent).toEqual({ outcome: 'sent', channels: ['email'] });
    expect(await app.pushSubscriptionsRepository.listForUser(student.user._id)).toHaveLength(0);
    const mails = await app.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, student.user.email));
    const mail = mails.find((m) => m.template === 'arrival-message')!;
    expect(mail.subject).toBe('Chào mừng bạn đến Melbourne');
    expect(mail.textBody).toContain(
      `Chào mừng bạn đến Melbourne! Minh Tran đang chờ bạn tại ${POINT}.`,
    );
    // "Picked up" is not worth a mail.
    const picked = await sendArrivalMessage(app, { bookingId: booking._id, kind: 'picked-up' });
    expect(picked).toEqual({ outcome: 'sent', channels: [] });
  });

  it('say who the driver is the day before, from the periodic run or at a later assignment', async () => {
    const { booking, subscription } = await studentWithPickup(app, { locale: 'hi', days: 3 });
    expect(await app.arrivalMessages.run()).toBe(0);
    app.clock.advance(2 * 24 * 3600_000);
    expect(await app.arrivalMessages.run()).toBe(1);
    expect(await app.arrivalMessages.run()).toBe(0);
    const [message] = receivedBy(subscription!);
    expect(message!.title).toBe('आपके ड्राइवर: Minh Tran');
    expect(message!.body).toContain(`(बुकिंग ${booking.bookingId})`);

    // Assigned on the day before: told at once.
    const late = await studentWithPickup(app, { days: 6 });
    await assign(app, { bookingId: late.booking._id, driverId: null });
    await app.db
      .update(bookings)
      .set({ preferredDate: dateIn(app, 1) })
      .where(eq(bookings.id, late.booking._id));
    const agent = (await adminToken(app, 'Booking Agent')).token;
    const driver = await addDriver(app, { name: 'Li Wei', email: 'li.wei@drivers.example' });
    const given = await app.inject({
      method: 'PATCH',
      url: `/api/admin/bookings/${late.booking._id}/assignment`,
      headers: bearer(agent),
      payload: { driverId: driver.id },
    });
    expect(given.statusCode).toBe(200);
    expect(receivedBy(late.subscription!).map((m) => m.title)).toEqual(['Your driver: Li Wei']);
  });
});

describe('the landing', () => {
  it('welcomes the student to Melbourne once the flight watch sees it land', async () => {
    const { booking, subscription } = await studentWithPickup(app, {
      locale: 'ne',
      days: 3,
      flightNumber: 'SQ 227',
    });
    const date = dateIn(app, 3);
    const arrival = melbourneInstant(date, '14:30');
    flightService.setFlight({ number: 'SQ227', date, scheduledArrival: arrival.toISOString() });
    app.clock.set(new Date(arrival.getTime() - 60 * 60_000));
    await app.flights.track();
    expect(receivedBy(subscription!)).toEqual([]);
    flightService.land({ number: 'SQ227', date, at: arrival.toISOString() });
    app.clock.set(new Date(arrival.getTime() + 5 * 60_000));
    await app.flights.track();
    await app.flights.track();
    const got = receivedBy(subscription!).filter((m) => m.tag.startsWith('flight-landed'));
    expect(got).toHaveLength(1);
    expect(got[0]!.title).toBe('मेलबर्नमा स्वागत छ');
    expect(got[0]!.body).toBe(`मेलबर्नमा स्वागत छ! Minh Tran ${POINT} मा तपाईंलाई पर्खिरहनुभएको छ।`);
    expect(got[0]!.tag).toBe(`flight-landed:${booking._id}`);
  });
});

describe('two instances', () => {
  it('send each message once between them', { timeout: 120_000 }, async () => {
    const shared = await createTestDatabase({ shared: true });
    const clock = createClock();
    const config = testConfig({ database: shared.config, now: clock.now, webPush: webPushFor() });
    const first = Object.assign(await buildApp(config), { clock }) as TestApp;
    // PGlite is one process's database: the second "instance" is a second call on the same app.
    const second = onPostgres ? await buildApp(config) : first;
    try {
      const { booking, subscription } = await studentWithPickup(first);
      const outcomes = await Promise.all(
        [first, second, first, second].map((instance) =>
          sendArrivalMessage(instance, { bookingId: booking._id, kind: 'picked-up' }),
        ),
      );
      expect(outcomes.filter((o) => o.outcome === 'sent')).toHaveLength(1);
      expect(receivedBy(subscription!)).toHaveLength(1);
    } finally {
      if (second !== first) await second.close();
      await first.close();
      await shared.drop();
    }
  });
});
