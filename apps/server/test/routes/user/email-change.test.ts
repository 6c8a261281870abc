// Changing the e-mail address (issue 13, ASVS 2.2.3 and 3.7.1, docs/decisions/050): it needs
// the current password (or a fresh sign-in), takes effect only when the link sent to the new
// address is opened, and the old address is told.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { MESSAGES } from '@landed/shared/constants';

import { mailOutbox } from '#server/db/schema.ts';
import { GOOD_PASSWORD, bearer, build, registerUser, uniqueEmail } from '#test/helper.ts';

const app = await build();

const patchMe = (token: string, payload: object) =>
  app.inject({ method: 'PATCH', url: '/api/user/me', headers: bearer(token), payload });
const me = async (token: string) =>
  (await app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(token) })).json();
const mailTo = (to: string, template: string) =>
  app.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, to), eq(mailOutbox.template, template)));
const linkToken = (text: string) => /\/verify-email\?token=([\w-]{43})/.exec(text)![1]!;
const openLink = (token: string) =>
  app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token } });
const login = (email: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: GOOD_PASSWORD },
  });

describe('PATCH /api/user/me with a new e-mail address', () => {
  it('needs the current password: 400 without it, 403 when wrong', async () => {
    const { token, user } = await registerUser(app);
    const missing = await patchMe(token, { email: uniqueEmail('new') });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      message: MESSAGES.currentPasswordRequired,
      code: 'CURRENT_PASSWORD_REQUIRED',
    });
    const wrong = await patchMe(token, {
      email: uniqueEmail('new'),
      currentPassword: 'not-the-password',
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().message).toBe('Your current password is incorrect.');
    // The session survives a wrong guess, and nothing changed.
    expect((await me(token)).email).toBe(user.email);
  });

  it('changes the address only when the link sent to it is opened, and tells the old one', async () => {
    const { token, user } = await registerUser(app, { name: 'Lan Nguyen' });
    const newEmail = uniqueEmail('moved');
    const response = await patchMe(token, {
      name: 'Lan T. Nguyen',
      email: newEmail.toUpperCase(),
      currentPassword: GOOD_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      user: { name: 'Lan T. Nguyen', email: user.email },
      pendingEmail: newEmail,
      message: expect.stringContaining(newEmail),
    });
    // Until then the account keeps its address: it still signs in with it, not the new one.
    expect((await me(token)).email).toBe(user.email);
    expect((await login(newEmail)).statusCode).toBe(401);

    const [notice] = await mailTo(user.email, 'email-change-notice');
    expect(notice!.textBody).toContain(newEmail);
    expect(notice!.textBody).not.toContain('token=');
    const [confirm] = await mailTo(newEmail, 'email-change-confirm');
    expect(confirm!.subject).toBe('Confirm your new e-mail address');

    const opened = await openLink(linkToken(confirm!.textBody));
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toEqual({
      message: MESSAGES.emailChanged,
      email: newEmail,
      changed: true,
    });
    expect(await me(token)).toMatchObject({ email: newEmail, emailVerified: true });
    expect((await login(newEmail)).statusCode).toBe(200);
    expect((await login(user.email)).statusCode).toBe(401);
    // Once.
    expect((await openLink(linkToken(confirm!.textBody))).statusCode).toBe(400);
  });

  it('answers 409 when the new address belongs to someone by the time the link is opened', async () => {
    const { token } = await registerUser(app);
    const wanted = uniqueEmail('wanted');
    expect(
      (await patchMe(token, { email: wanted, currentPassword: GOOD_PASSWORD })).statusCode,
    ).toBe(200);
    const [confirm] = await mailTo(wanted, 'email-change-confirm');
    await registerUser(app, { email: wanted });
    const opened = await openLink(linkToken(confirm!.textBody));
    expect(opened.statusCode).toBe(409);
    expect(opened.json().message).toBe(MESSAGES.emailTaken);
  });

  it('voids the link when the password changes before it is opened', async () => {
    const { token } = await registerUser(app);
    const wanted = uniqueEmail('hijack');
    await patchMe(token, { email: wanted, currentPassword: GOOD_PASSWORD });
    const [confirm] = await mailTo(wanted, 'email-change-confirm');
    const changed = await app.inject({
      method: 'POST',
      url: '/api/user/me/password',
      headers: bearer(token),
      payload: { currentPassword: GOOD_PASSWORD, newPassword: 'Richmond-arrival-31' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await openLink(linkToken(confirm!.textBody))).statusCode).toBe(400);
  });

  it('keeps working without a password for the same address or only the name (public §7)', async () => {
    const { token, user } = await registerUser(app);
    const same = await patchMe(token, { name: 'Same Address', email: user.email.toUpperCase() });
    expect(same.statusCode).toBe(200);
    expect(same.json()).toEqual({ user: expect.objectContaining({ email: user.email }) });
    expect((await patchMe(token, { name: 'Only Name' })).statusCode).toBe(200);
  });

  it('asks an account without a password for a sign-in within the last 10 minutes', async () => {
    const { token: fresh, user } = await registerUser(app);
    await app.usersRepository.update(user._id, { passwordHash: null });
    const sessionId = JSON.parse(Buffer.from(fresh.split('.')[1]!, 'base64url').toString()).sid;
    app.clock.advance(11 * 60_000);
    const stale = await patchMe(fresh, { email: uniqueEmail('stale') });
    expect(stale.statusCode).toBe(403);
    expect(stale.json().message).toBe(MESSAGES.recentSignInRequired);

    // The same session, signed in again now (a new token for it).
    const { token: recent } = await app.tokens.sign({ id: user._id, tokenVersion: 0, sessionId });
    const wanted = uniqueEmail('fresh');
    const ok = await patchMe(recent, { email: wanted });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().pendingEmail).toBe(wanted);
  });
});
