// Issue 16: newsletter consent (docs/decisions/067). Double opt-in; only confirmed addresses are
// exported; List-Unsubscribe + List-Unsubscribe-Post (RFC 8058) on its mail; unsubscribe
// without signing in; the signed-in user's consent in Account Settings.
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';

import { NEWSLETTER_MESSAGES } from '@landed/shared/schemas/newsletter';
import { PRIVACY_MESSAGES } from '@landed/shared/schemas/privacy';

import { mailOutbox } from '#server/db/schema.ts';
import { adminToken, bearer, build, registerUser, uniqueEmail } from '#test/helper.ts';
import { linkIn, startSmtpSink } from '#test/support/smtp-sink.ts';

const sink = await startSmtpSink();
afterAll(() => sink.stop());
const app = await build({
  appUrl: 'https://landed.example',
  smtpUrl: sink.url,
  mailDelivery: { intervalMs: 50, retryBaseMs: 1_000, maxAttempts: 3 },
  rateLimits: {
    auth: { max: 1000, timeWindowMs: 60_000 },
    forms: { max: 1000, timeWindowMs: 60_000 },
  },
});
const SUBJECT = 'Confirm your subscription to the Landed newsletter';

const subscribe = (email: string) =>
  app.inject({ method: 'POST', url: '/api/public/newsletter', payload: { email } });
const confirm = (token: string) =>
  app.inject({ method: 'POST', url: '/api/public/newsletter/confirm', payload: { token } });

async function exported(): Promise<string> {
  const editor = await adminToken(app, 'Content Manager');
  const csv = await app.inject({
    method: 'GET',
    url: '/api/admin/newsletter/export',
    headers: bearer(editor.token),
  });
  expect(csv.statusCode).toBe(200);
  return csv.body;
}

async function subscribedAndConfirmed() {
  const email = uniqueEmail('reader');
  await subscribe(email);
  const mail = await sink.waitFor({ to: email, subject: SUBJECT }, 10_000);
  const token = new URL(linkIn(mail.text, '/newsletter/confirm')).searchParams.get('token')!;
  expect((await confirm(token)).json()).toEqual({ message: PRIVACY_MESSAGES.newsletterConfirmed });
  return { email, mail };
}

describe('double opt-in', () => {
  it('mails a confirmation link with one-click unsubscribe headers; exports the address once confirmed', async () => {
    const email = uniqueEmail('reader');
    expect((await subscribe(email)).statusCode).toBe(200);
    const mail = await sink.waitFor({ to: email, subject: SUBJECT }, 10_000);
    expect(mail.headers['list-unsubscribe']).toMatch(
      /^<https:\/\/landed\.example\/api\/public\/newsletter\/unsubscribe\?token=[\w.%-]+>$/,
    );
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(await exported()).not.toContain(email);

    const link = linkIn(mail.text, '/newsletter/confirm');
    const token = new URL(link).searchParams.get('token')!;
    expect((await confirm(token)).statusCode).toBe(200);
    const csv = await exported();
    expect(csv).toContain(email);
    expect(csv.split('\n')[0]).toContain('Unsubscribe link');
    // The link works once.
    const again = await confirm(token);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(PRIVACY_MESSAGES.newsletterLinkInvalid);
  });

  it('refuses a link after 7 days', async () => {
    const email = uniqueEmail('late');
    await subscribe(email);
    const mail = await sink.waitFor({ to: email, subject: SUBJECT }, 10_000);
    const token = new URL(linkIn(mail.text, '/newsletter/confirm')).searchParams.get('token')!;
    app.clock.advance(7 * 24 * 60 * 60_000 + 60_000);
    expect((await confirm(token)).statusCode).toBe(400);
    expect(await exported()).not.toContain(email);
  });
});

describe('one confirmation a day per address (issue 24)', () => {
  it('mails once for 4 requests, with the same answer each time, and again the next day', async () => {
    const email = uniqueEmail('pestered');
    const confirmations = () =>
      app.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.toAddress, email), eq(mailOutbox.template, 'newsletter-confirm')));
    for (let i = 0; i < 4; i++) {
      const answer = await subscribe(email);
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ message: NEWSLETTER_MESSAGES.subscribed });
    }
    expect(await confirmations()).toHaveLength(1);
    // The link of that one mail still works after the later requests.
    const mail = await sink.waitFor({ to: email, subject: SUBJECT }, 10_000);
    const token = new URL(linkIn(mail.text, '/newsletter/confirm')).searchParams.get('token')!;

    app.clock.advance(24 * 60 * 60_000 + 60_000);
    expect((await subscribe(email)).json()).toEqual({ message: NEWSLETTER_MESSAGES.subscribed });
    expect(await confirmations()).toHaveLength(2);
    // The new link replaces the old one.
    expect((await confirm(token)).statusCode).toBe(400);
  });

  it('sends nothing for an address already on the list, and answers the same', async () => {
    const { email } = await subscribedAndConfirmed();
    app.clock.advance(24 * 60 * 60_000 + 60_000);
    expect((await subscribe(email)).json()).toEqual({ message: NEWSLETTER_MESSAGES.subscribed });
    const sent = await app.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, email), eq(mailOutbox.template, 'newsletter-confirm')));
    expect(sent).toHaveLength(1);
  });
});

describe('unsubscribing without signing in', () => {
  it("takes the mail client's one-click form post (RFC 8058)", async () => {
    const { email, mail } = await subscribedAndConfirmed();
    const target = new URL(mail.headers['list-unsubscribe']!.slice(1, -1));
    const response = await app.inject({
      method: 'POST',
      url: `${target.pathname}${target.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: PRIVACY_MESSAGES.unsubscribed });
    expect(await exported()).not.toContain(email);
    // Idempotent: the same link again still says so.
    const again = await app.inject({
      method: 'POST',
      url: `${target.pathname}${target.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(again.statusCode).toBe(200);
  });

  it('takes {token} from the page the link opens; refuses a forged token', async () => {
    const { email, mail } = await subscribedAndConfirmed();
    const token = new URL(mail.headers['list-unsubscribe']!.slice(1, -1)).searchParams.get(
      'token',
    )!;
    const done = await app.inject({
      method: 'POST',
      url: '/api/public/newsletter/unsubscribe',
      payload: { token },
    });
    expect(done.statusCode).toBe(200);
    expect(await exported()).not.toContain(email);
    const [id] = token.split('.');
    const forged = await app.inject({
      method: 'POST',
      url: '/api/public/newsletter/unsubscribe',
      payload: { token: `${id}.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA` },
    });
    expect(forged.statusCode).toBe(400);
  });
});

describe('GET/PUT /api/user/me/marketing', () => {
  it('subscribes a verified address at once and leaves on request', async () => {
    const student = await registerUser(app);
    await app.usersRepository.update(student.user._id, { emailVerified: true });
    const url = '/api/user/me/marketing';
    const headers = bearer(student.token);
    expect((await app.inject({ method: 'GET', url, headers })).json()).toEqual({
      newsletter: 'none',
    });
    const on = await app.inject({ method: 'PUT', url, headers, payload: { newsletter: true } });
    expect(on.json()).toEqual({ newsletter: 'subscribed' });
    expect(await exported()).toContain(student.user.email);
    const off = await app.inject({ method: 'PUT', url, headers, payload: { newsletter: false } });
    expect(off.json()).toEqual({ newsletter: 'none' });
    expect(await exported()).not.toContain(student.user.email);
  });

  it('mails the link to an unverified address and says pending', async () => {
    const student = await registerUser(app);
    const on = await app.inject({
      method: 'PUT',
      url: '/api/user/me/marketing',
      headers: bearer(student.token),
      payload: { newsletter: true },
    });
    expect(on.json()).toEqual({ newsletter: 'pending' });
    await sink.waitFor({ to: student.user.email, subject: SUBJECT }, 10_000);
    expect(await exported()).not.toContain(student.user.email);
  });
});
