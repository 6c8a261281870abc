import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { MESSAGES } from '@landed/shared/constants';

import { mailOutbox, notifications, onboardingSteps, users } from '#server/db/schema.ts';
import { GOOD_PASSWORD, build, uniqueEmail } from '#test/helper.ts';

const app = await build();

const register = (payload: unknown, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/api/auth/register', payload: payload as object, headers });

describe('POST /api/auth/register', () => {
  it('creates the account and signs it in', async () => {
    const email = uniqueEmail();
    const response = await register({
      name: '  Priya Sharma ',
      email: `  ${email.toUpperCase()} `,
      password: GOOD_PASSWORD,
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(body.user).toEqual({
      _id: expect.any(String),
      id: body.user._id,
      name: 'Priya Sharma',
      email,
      role: 'user',
      adminRole: null,
      emailVerified: false,
      mfaEnabled: false,
      partnerId: null,
    });
    // The token's payload carries the user id (public §3).
    const payload = JSON.parse(Buffer.from(body.token.split('.')[1], 'base64url').toString());
    expect(payload.id).toBe(body.user._id);

    const me = await app.inject({
      method: 'GET',
      url: '/api/user/me',
      headers: { authorization: `Bearer ${body.token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe(email);
  });

  it('stores only an argon2id hash of the password', async () => {
    const email = uniqueEmail();
    await register({ name: 'Hash Check', email, password: GOOD_PASSWORD });
    const [row] = await app.db.select().from(users).where(eq(users.email, email));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row!.passwordHash).not.toContain(GOOD_PASSWORD);
  });

  it('starts the account with its onboarding checklist and a welcome notification', async () => {
    const response = await register({
      name: 'New Arrival',
      email: uniqueEmail(),
      password: GOOD_PASSWORD,
    });
    const id = response.json().user._id;
    const steps = await app.db.select().from(onboardingSteps).where(eq(onboardingSteps.userId, id));
    expect(steps.map((s) => s.step).sort()).toEqual([
      'accommodation',
      'airport',
      'bank',
      'healthcare',
      'job',
      'orientation',
      'sim',
    ]);
    expect(steps.every((s) => s.status === 'pending')).toBe(true);
    const welcome = await app.db.select().from(notifications).where(eq(notifications.userId, id));
    expect(welcome).toHaveLength(1);
    expect(welcome[0]!.type).toBe('welcome');
  });

  it('refuses a second account with the same e-mail, whatever its case (409)', async () => {
    const email = uniqueEmail();
    expect((await register({ name: 'First', email, password: GOOD_PASSWORD })).statusCode).toBe(
      201,
    );
    const again = await register({
      name: 'Second',
      email: email.toUpperCase(),
      password: GOOD_PASSWORD,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: MESSAGES.emailTaken, code: 'EMAIL_TAKEN' });
    // One account, one welcome mail (and one confirmation link).
    const mail = await app.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
    expect(mail.map((m) => m.template).sort()).toEqual(['verify-email', 'welcome']);
  });

  it('queues a welcome mail with the account', async () => {
    const email = uniqueEmail();
    await register({ name: 'Lan Nguyen', email, password: GOOD_PASSWORD });
    const [mail] = await app.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
    expect(mail).toMatchObject({
      template: 'welcome',
      subject: 'Welcome to Landed',
      status: 'pending',
    });
    expect(mail!.textBody).toContain('Hi Lan Nguyen,');
  });

  it('refuses a common password with the DECISIONS text', async () => {
    const response = await register({
      name: 'Weak',
      email: uniqueEmail(),
      password: 'password123',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('This password is too common. Choose another.');
  });

  it.each([
    ['a missing name', { email: 'a@example.com', password: GOOD_PASSWORD }, 'name'],
    [
      'a blank name',
      { name: '   ', email: 'a@example.com', password: GOOD_PASSWORD },
      'name: Name is required.',
    ],
    ['a missing e-mail', { name: 'A', password: GOOD_PASSWORD }, 'email'],
    [
      'a malformed e-mail',
      { name: 'A', email: 'not-an-email', password: GOOD_PASSWORD },
      `email: ${MESSAGES.invalidEmail}`,
    ],
    [
      'a short password',
      { name: 'A', email: 'a@example.com', password: '12345' },
      `password: ${MESSAGES.passwordTooShort}`,
    ],
    [
      'a password over 128 characters',
      { name: 'A', email: 'a@example.com', password: 'x'.repeat(129) },
      'password: Password must be at most 128 characters.',
    ],
    [
      'a number for the name',
      { name: 42, email: 'a@example.com', password: GOOD_PASSWORD },
      'name',
    ],
    [
      'an unknown field',
      { name: 'A', email: 'a@example.com', password: GOOD_PASSWORD, role: 'admin' },
      'Unrecognized key: "role"',
    ],
    ['an array body', [1, 2], 'Request body'],
  ])('answers 400 naming the field for %s', async (_label, payload, fragment) => {
    const response = await register(payload);
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.json().message).toContain(fragment);
  });

  it('answers 400 for malformed JSON and for an empty JSON body', async () => {
    const malformed = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "A",',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ message: 'Request body is not valid JSON.' });
    const empty = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(empty.statusCode).toBe(400);
    expect(typeof empty.json().message).toBe('string');
  });

  it('answers 415 for a body that is not JSON', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'text/plain' },
      payload: 'name=A',
    });
    expect(response.statusCode).toBe(415);
    expect(typeof response.json().message).toBe('string');
  });

  it('refuses a body over 1 MB with 413', async () => {
    const response = await register({
      name: 'x'.repeat(1_100_000),
      email: 'a@example.com',
      password: GOOD_PASSWORD,
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('Request body is too large.');
  });

  it('writes nothing when it refuses', async () => {
    const email = uniqueEmail();
    await register({ name: 'A', email, password: '123' });
    const rows = await app.db.select().from(users).where(eq(users.email, email));
    expect(rows).toHaveLength(0);
  });
});
