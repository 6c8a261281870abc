// E-mail verification (issue 13, docs/decisions/050): the link mailed on sign-up, its
// lifetime and single use, the resend, and `emailVerified` in the user object.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { MESSAGES } from '@landed/shared/constants';

import { mailOutbox } from '#server/db/schema.ts';
import { bearer, build, registerUser } from '#test/helper.ts';

const app = await build({ appUrl: 'http://localhost:3000' });

const verifyMails = (to: string) =>
  app.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, to), eq(mailOutbox.template, 'verify-email')))
    .orderBy(mailOutbox.createdAt, mailOutbox.seq);

async function linkTokens(to: string) {
  return (await verifyMails(to)).map((mail) => {
    const match = /http:\/\/localhost:3000\/verify-email\?token=([\w-]{43})/.exec(mail.textBody);
    expect(match, 'a /verify-email?token= link').not.toBeNull();
    return match![1]!;
  });
}

const verify = (token: string) =>
  app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token } });
const resend = (token?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/verify-email/resend',
    headers: token ? bearer(token) : {},
  });
const me = async (token: string) =>
  (await app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(token) })).json();

describe('POST /api/auth/verify-email', () => {
  it('confirms the address with the link mailed on sign-up, once', async () => {
    const registered = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Mei Chen', email: 'mei.verify@example.com', password: 'Carlton-arrival-9' },
    });
    expect(registered.json().user.emailVerified).toBe(false);
    const { token } = registered.json();
    const [mail] = await verifyMails('mei.verify@example.com');
    expect(mail!.subject).toBe('Confirm your e-mail');
    expect((await me(token)).emailVerified).toBe(false);

    const [link] = await linkTokens('mei.verify@example.com');
    const first = await verify(link!);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      message: MESSAGES.emailVerified,
      email: 'mei.verify@example.com',
      changed: false,
    });
    expect((await me(token)).emailVerified).toBe(true);
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'mei.verify@example.com', password: 'Carlton-arrival-9' },
    });
    expect(signIn.json().user.emailVerified).toBe(true);

    const second = await verify(link!);
    expect(second.statusCode).toBe(400);
    expect(second.json()).toEqual({
      message: MESSAGES.verifyLinkInvalid,
      code: 'VERIFY_LINK_INVALID',
    });
  });

  it('refuses a link older than 24 hours', async () => {
    const { token, user } = await registerUser(app);
    const [link] = await linkTokens(user.email);
    app.clock.advance(24 * 60 * 60_000 + 1_000);
    const response = await verify(link!);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VERIFY_LINK_INVALID');
    expect((await me(token)).emailVerified).toBe(false);
  });

  it('refuses made-up and mangled links', async () => {
    expect((await verify('x'.repeat(43))).statusCode).toBe(400);
    expect((await verify('')).statusCode).toBe(400);
    expect((await verify('x'.repeat(600))).json().message).toContain(MESSAGES.verifyLinkInvalid);
  });

  it('is proved by a password reset through the e-mailed link as well', async () => {
    const { token, user } = await registerUser(app);
    await app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: user.email },
    });
    const [reset] = await app.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, user.email), eq(mailOutbox.template, 'password-reset')));
    const resetToken = /token=([\w-]+)/.exec(reset!.textBody)![1]!;
    const done = await app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: resetToken, password: 'Brunswick-new-77' },
    });
    expect(done.json().user.emailVerified).toBe(true);
    expect((await me(done.json().token)).emailVerified).toBe(true);
    // The reset signed out the older session.
    expect(
      (await app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(token) })).statusCode,
    ).toBe(401);
  });
});

describe('POST /api/auth/verify-email/resend', () => {
  it('sends a new link, which replaces the old one, and answers the same when none is due', async () => {
    const { token, user } = await registerUser(app);
    const response = await resend(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: MESSAGES.verificationResent });
    const [first, second] = await linkTokens(user.email);
    expect(second).toBeDefined();
    expect((await verify(first!)).statusCode).toBe(400);
    expect((await verify(second!)).statusCode).toBe(200);

    // Verified: the same answer, and no mail.
    const again = await resend(token);
    expect(again.json()).toEqual({ message: MESSAGES.verificationResent });
    expect(await verifyMails(user.email)).toHaveLength(2);
  });

  it('sends at most 5 links an hour, answering the same', async () => {
    const { token, user } = await registerUser(app);
    for (let i = 0; i < 6; i++) expect((await resend(token)).statusCode).toBe(200);
    // The sign-up link and four resends.
    expect(await verifyMails(user.email)).toHaveLength(5);
    app.clock.advance(61 * 60_000);
    await resend(token);
    expect(await verifyMails(user.email)).toHaveLength(6);
  });

  it('needs a signed-in user', async () => {
    expect((await resend()).statusCode).toBe(401);
  });
});
