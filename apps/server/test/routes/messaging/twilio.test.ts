// @both-databases: the inbound webhook finds the student by phone with regexp_replace
// SMS and WhatsApp through Twilio (issue 35 item 4, docs/decisions/133): the SDK talks to the
// project's stand-in, which answers like Twilio and calls the app's status webhook, signed,
// over the network. Opt-in per channel, the 24-hour rule, forged webhooks, and nothing at all
// without the keys.
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';

import { eq } from 'drizzle-orm';
import twilio from 'twilio';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';

import { outboundMessages } from '#server/db/schema.ts';
import type { TwilioSettings } from '#server/config.ts';
import type { ArrivalMessage } from '#server/operations/arrival-messages/channels.ts';
import { smsChannel, whatsappChannel } from '#server/operations/messaging/twilio-channels.ts';
import { book, bookingBody, packageId } from '#test/fixtures.ts';
import { bearer, build, registerUser } from '#test/helper.ts';
import { startTwilioStandIn } from '#test/support/twilio-stand-in.ts';

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

const SID = `AC${'1'.repeat(32)}`;
const TOKEN = 'test-auth-token-0123456789abcdef';
const TEMPLATE_EN = `HX${'a'.repeat(32)}`;
const TEMPLATE_ZH = `HX${'b'.repeat(32)}`;
const port = await freePort();
const APP_URL = `http://127.0.0.1:${port}`;
const standIn = await startTwilioStandIn({
  appUrl: APP_URL,
  accountSid: SID,
  authToken: TOKEN,
  whatsappNumber: '+61400000001',
});
afterAll(() => standIn.stop());
const settings: TwilioSettings = {
  accountSid: SID,
  authToken: TOKEN,
  from: '+61400000000',
  whatsappFrom: '+61400000001',
  whatsappTemplates: { 'driver-at-meeting-point': { en: TEMPLATE_EN, 'zh-CN': TEMPLATE_ZH } },
  apiBase: standIn.base,
};
const app = await build({ appUrl: APP_URL, twilio: settings });
await app.listen({ port, host: '127.0.0.1' });

const setMessaging = (token: string, payload: Record<string, unknown>, on = app) =>
  on.inject({ method: 'PATCH', url: '/api/user/messaging', headers: bearer(token), payload });

let phoneCounter = 100;
// A student with a phone written the local way, who turned on the channels given.
async function student(
  optIn: { sms?: boolean; whatsapp?: boolean } = {},
  locale: 'en' | 'zh-CN' = 'en',
) {
  const { token, user } = await registerUser(app, { name: 'Li Wei' });
  const local = `0412 345 ${++phoneCounter}`;
  await app.usersRepository.update(user._id, { phone: local, locale });
  if (Object.keys(optIn).length > 0) {
    const set = await setMessaging(token, optIn);
    expect(set.statusCode).toBe(200);
  }
  const made = await book(
    app,
    token,
    bookingBody({ userName: 'Li Wei', packageId: await packageId(app, 'Standard') }),
  );
  const bookingId = (made.json().booking as { _id: string })._id;
  return {
    token,
    bookingId,
    e164: `+61412345${phoneCounter}`,
    recipient: { userId: user._id, locale, phone: local, email: user.email },
  };
}

const message = (bookingId: string): ArrivalMessage => ({
  bookingId,
  kind: 'driver-at-meeting-point',
  title: 'Landed',
  text: 'Your driver Minh is at the meeting point.',
  url: `${APP_URL}/pass`,
});

const rowsOf = (bookingId: string) => app.messagingRepository.outboundForBooking(bookingId);

beforeEach(() => standIn.setOutcome('delivered'));

describe('sending', () => {
  it('sends an SMS through the SDK, records it, and the signed status callback marks it delivered', async () => {
    const s = await student({ sms: true });
    expect(await smsChannel.send(app, s.recipient, message(s.bookingId))).toBe('sent');
    const sent = standIn.messages.find((m) => m.to === s.e164)!;
    expect(sent).toMatchObject({
      from: '+61400000000',
      body: `Landed\nYour driver Minh is at the meeting point.\n${APP_URL}/pass`,
      contentSid: null,
      statusCallback: `${APP_URL}/api/messaging/twilio/status`,
    });
    await standIn.idle();
    const callbacks = standIn.deliveries.filter((d) => d.params.MessageSid === sent.sid);
    expect(callbacks.map((d) => [d.params.MessageStatus, d.responseStatus])).toEqual([
      ['sent', 204],
      ['delivered', 204],
    ]);
    const [row] = await rowsOf(s.bookingId);
    expect(row).toMatchObject({
      channel: 'sms',
      kind: 'driver-at-meeting-point',
      toNumber: s.e164,
      twilioSid: sent.sid,
      status: 'delivered',
      userId: s.recipient.userId,
    });
  });

  it('records failed and undelivered with the error code', async () => {
    const s = await student({ sms: true });
    standIn.setOutcome('undelivered');
    await smsChannel.send(app, s.recipient, message(s.bookingId));
    await standIn.idle();
    expect((await rowsOf(s.bookingId))[0]).toMatchObject({
      status: 'undelivered',
      errorCode: '30003',
    });
  });

  it('sends nothing on a channel the student did not turn on, or without a usable phone', async () => {
    const s = await student({ whatsapp: true });
    const before = standIn.messages.length;
    expect(await smsChannel.send(app, s.recipient, message(s.bookingId))).toBe('skipped');
    await setMessaging(s.token, { whatsapp: false, sms: true });
    expect(await whatsappChannel.send(app, s.recipient, message(s.bookingId))).toBe('skipped');
    const noPhone = { ...s.recipient, phone: 'call me' };
    expect(await smsChannel.send(app, noPhone, message(s.bookingId))).toBe('skipped');
    expect(standIn.messages.length).toBe(before);
    expect(await rowsOf(s.bookingId)).toEqual([]);
  });

  it('records a message Twilio refuses, and says skipped', async () => {
    const s = await student({ sms: true });
    standIn.refuseNext({
      status: 400,
      code: 21610,
      message: 'Attempt to send to unsubscribed recipient',
    });
    expect(await smsChannel.send(app, s.recipient, message(s.bookingId))).toBe('skipped');
    expect(await rowsOf(s.bookingId)).toMatchObject([
      { channel: 'sms', status: 'error', errorCode: '21610', twilioSid: null },
    ]);
  });
});

describe("WhatsApp's 24-hour rule", () => {
  it('sends free text within 24 hours of the student writing, a Content template outside', async () => {
    const s = await student({ whatsapp: true }, 'zh-CN');
    // Outside (the student never wrote): the template in their language, with the variables.
    expect(await whatsappChannel.send(app, s.recipient, message(s.bookingId))).toBe('sent');
    const outside = standIn.messages.at(-1)!;
    expect(outside).toMatchObject({
      to: `whatsapp:${s.e164}`,
      from: 'whatsapp:+61400000001',
      body: null,
      contentSid: TEMPLATE_ZH,
      contentVariables: { 1: 'Your driver Minh is at the meeting point.', 2: `${APP_URL}/pass` },
    });

    // The student writes on WhatsApp: the signed inbound webhook records the time.
    const inbound = await standIn.inbound({ from: s.e164, body: '你好' });
    expect(inbound.responseStatus).toBe(200);
    const prefs = await app.messagingRepository.preferences(s.recipient.userId);
    expect(prefs!.whatsappLastInboundAt).not.toBeNull();

    // Inside: free text in Body, which the stand-in (like Twilio) delivers.
    expect(await whatsappChannel.send(app, s.recipient, message(s.bookingId))).toBe('sent');
    const inside = standIn.messages.at(-1)!;
    expect(inside.body).toContain('Your driver Minh is at the meeting point.');
    expect(inside.contentSid).toBeNull();
    await standIn.idle();
    const rows = await rowsOf(s.bookingId);
    expect(rows.map((r) => [r.contentSid, r.status])).toEqual([
      [TEMPLATE_ZH, 'delivered'],
      [null, 'delivered'],
    ]);

    // 25 hours later the window is closed again: the template once more.
    app.clock.advance(25 * 3600_000);
    try {
      await whatsappChannel.send(app, s.recipient, message(s.bookingId));
      expect(standIn.messages.at(-1)!.contentSid).toBe(TEMPLATE_ZH);
    } finally {
      app.clock.advance(-25 * 3600_000);
    }
  });

  it('falls back to the English template, and sends nothing outside the window without one', async () => {
    const s = await student({ whatsapp: true }, 'zh-CN');
    const other = await student({ whatsapp: true }, 'en');
    expect(await whatsappChannel.send(app, other.recipient, message(other.bookingId))).toBe('sent');
    expect(standIn.messages.at(-1)!.contentSid).toBe(TEMPLATE_EN);
    const before = standIn.messages.length;
    const landed = { ...message(s.bookingId), kind: 'flight-landed' as const };
    expect(await whatsappChannel.send(app, s.recipient, landed)).toBe('skipped');
    expect(standIn.messages.length).toBe(before);
  });
});

describe('the status webhook', () => {
  const post = (params: Record<string, string>, signature?: string) =>
    app.inject({
      method: 'POST',
      url: '/api/messaging/twilio/status',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        ...(signature === undefined ? {} : { 'x-twilio-signature': signature }),
      },
      payload: new URLSearchParams(params).toString(),
    });
  const sign = (
    params: Record<string, string>,
    token = TOKEN,
    url = `${APP_URL}/api/messaging/twilio/status`,
  ) => twilio.getExpectedTwilioSignature(token, url, params);

  async function queued() {
    const s = await student({ sms: true });
    standIn.setOutcome('failed');
    await smsChannel.send(app, s.recipient, message(s.bookingId));
    const sid = standIn.messages.at(-1)!.sid;
    // Keep the stand-in's own callbacks out of it: the row goes back to queued.
    await standIn.idle();
    const [row] = await rowsOf(s.bookingId);
    await app.messagingRepository.setOutboundStatus(row!.id, {
      status: 'queued',
      errorCode: null,
      at: new Date(),
    });
    return { sid, bookingId: s.bookingId };
  }
  const params = (sid: string, status: string) => ({
    AccountSid: SID,
    MessageSid: sid,
    SmsSid: sid,
    MessageStatus: status,
    SmsStatus: status,
    From: '+61400000000',
    To: '+61412345678',
    ApiVersion: '2010-04-01',
  });

  it('refuses a forged, unsigned, re-signed or altered callback with 403 and changes nothing', async () => {
    const { sid, bookingId } = await queued();
    const good = params(sid, 'delivered');
    const attempts = [
      post(good),
      post(good, ''),
      post(good, 'bm90IGEgc2lnbmF0dXJl'),
      // Signed with another token.
      post(good, sign(good, 'someone-elses-token')),
      // Signed for another address (what a Host header would give behind a proxy).
      post(good, sign(good, TOKEN, 'http://internal:3001/api/messaging/twilio/status')),
      // Signed, then the body changed.
      post({ ...good, MessageStatus: 'failed' }, sign(good)),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode).toBe(403);
    }
    expect((await rowsOf(bookingId))[0]!.status).toBe('queued');
  });

  it('records a signed status, never moving a message backwards', async () => {
    const { sid, bookingId } = await queued();
    const delivered = params(sid, 'delivered');
    expect((await post(delivered, sign(delivered))).statusCode).toBe(204);
    const late = params(sid, 'sent');
    expect((await post(late, sign(late))).statusCode).toBe(204);
    expect((await rowsOf(bookingId))[0]!.status).toBe('delivered');
    // An unknown message is answered and ignored.
    const unknown = params(`SM${'f'.repeat(32)}`, 'delivered');
    expect((await post(unknown, sign(unknown))).statusCode).toBe(204);
  });

  it('refuses a forged inbound message: the window stays closed', async () => {
    const s = await student({ whatsapp: true });
    const form = { From: `whatsapp:${s.e164}`, Body: 'hi', AccountSid: SID };
    const response = await app.inject({
      method: 'POST',
      url: '/api/messaging/twilio/inbound',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-twilio-signature': sign(form, 'wrong-token'),
      },
      payload: new URLSearchParams(form).toString(),
    });
    expect(response.statusCode).toBe(403);
    const prefs = await app.messagingRepository.preferences(s.recipient.userId);
    expect(prefs!.whatsappLastInboundAt).toBeNull();
  });
});

describe('opt-in', () => {
  it('is off until the student turns it on, recorded per channel with the time', async () => {
    const { token, user } = await registerUser(app);
    const read = () =>
      app.inject({ method: 'GET', url: '/api/user/messaging', headers: bearer(token) });
    expect((await read()).json()).toEqual({
      push: false,
      sms: false,
      whatsapp: false,
      // Push is offered (the tests' keys) but this account has no browser subscribed.
      available: { push: true, sms: true, whatsapp: true },
    });
    const on = await setMessaging(token, { whatsapp: true });
    expect(on.json()).toMatchObject({ sms: false, whatsapp: true });
    const prefs = await app.messagingRepository.preferences(user._id);
    expect(prefs).toMatchObject({ whatsapp: true, smsChangedAt: null });
    expect(prefs!.whatsappChangedAt?.getTime()).toBe(app.clock.now().getTime());
    const empty = await setMessaging(token, {});
    expect(empty.statusCode).toBe(400);
    const anonymous = await app.inject({ method: 'GET', url: '/api/user/messaging' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('is documented in the API reference', async () => {
    const docs = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(docs.paths)).toEqual(
      expect.arrayContaining([
        '/api/user/messaging',
        '/api/messaging/twilio/status',
        '/api/messaging/twilio/inbound',
      ]),
    );
  });
});

describe('without the Twilio keys', () => {
  it('offers nothing, sends nothing and has no webhook', async () => {
    const bare = await build();
    const { token, user } = await registerUser(bare);
    await bare.usersRepository.update(user._id, { phone: '0412 345 678' });
    const read = await bare.inject({
      method: 'GET',
      url: '/api/user/messaging',
      headers: bearer(token),
    });
    expect(read.json()).toMatchObject({
      sms: false,
      whatsapp: false,
      available: { sms: false, whatsapp: false },
    });
    const turnOn = await setMessaging(token, { sms: true }, bare);
    expect(turnOn.statusCode).toBe(409);
    const before = standIn.messages.length;
    const recipient = { userId: user._id, locale: 'en' as const, phone: '0412 345 678', email: '' };
    await bare.messagingRepository.setPreferences(user._id, { sms: true, at: new Date() });
    const made = await book(
      bare,
      token,
      bookingBody({ packageId: await packageId(bare, 'Standard') }),
    );
    const bookingId = (made.json().booking as { _id: string })._id;
    expect(await smsChannel.send(bare, recipient, message(bookingId))).toBe('skipped');
    expect(await whatsappChannel.send(bare, recipient, message(bookingId))).toBe('skipped');
    expect(standIn.messages.length).toBe(before);
    expect(
      await bare.db.select().from(outboundMessages).where(eq(outboundMessages.userId, user._id)),
    ).toEqual([]);
    const webhook = await bare.inject({
      method: 'POST',
      url: '/api/messaging/twilio/status',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'MessageSid=SM1&MessageStatus=delivered',
    });
    expect(webhook.statusCode).toBe(404);
  });
});
