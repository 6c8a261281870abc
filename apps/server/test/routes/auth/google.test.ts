// Google sign-in against a real OpenID provider on loopback (oauth2-mock-server): public §2,
// DECISIONS "Accounts".
import { eq } from 'drizzle-orm';
import { Events } from 'oauth2-mock-server';
import { afterAll, describe, expect, it } from 'vitest';

import { auditLogs, inquiries, mailOutbox, users } from '#server/db/schema.ts';
import { GOOD_PASSWORD, bearer, build, registerUser, uniqueEmail } from '#test/helper.ts';
import type { GoogleLanding } from '#test/support/oidc-provider.ts';
import {
  exchangeSignInToken,
  finishGoogleFlow,
  signInWithGoogle,
  startGoogleFlow,
  startOidcProvider,
} from '#test/support/oidc-provider.ts';

const provider = await startOidcProvider();
afterAll(() => provider.stop());

const APP_URL = 'http://localhost:3000';
const app = await build({
  appUrl: APP_URL,
  google: { clientId: 'landed-test-client', clientSecret: 'test-secret', issuer: provider.issuer },
});

const FAILED = `${APP_URL}/login?google=failed`;

let subjects = 0;
const newSubject = () => `google-${Date.now()}-${++subjects}`;

// What the completion page does with the token it receives: exchange it for a session, then
// ask the API who that is.
async function whoIs(location: GoogleLanding) {
  expect(`${location.origin}${location.pathname}`).toBe(`${APP_URL}/auth/google/callback`);
  const exchange = await exchangeSignInToken(app, location);
  expect(exchange.statusCode).toBe(200);
  const { token, user } = exchange.json() as { token: string; user: { _id: string } };
  const me = await app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(token) });
  expect(me.statusCode).toBe(200);
  expect(me.json()._id).toBe(user._id);
  return {
    ...(me.json() as {
      _id: string;
      email: string;
      name: string;
      emailVerified: boolean;
      locale: string;
    }),
    // The session the exchange started.
    token,
  };
}

describe('GET /api/auth/google', () => {
  it('sends the browser to the provider with state, nonce and PKCE, keeping them in a cookie', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/auth/google' });
    expect(response.statusCode).toBe(302);
    const location = new URL(String(response.headers.location));
    expect(`${location.origin}${location.pathname}`).toBe(`${provider.issuer}/authorize`);
    const params = location.searchParams;
    expect(params.get('client_id')).toBe('landed-test-client');
    expect(params.get('redirect_uri')).toBe(`${APP_URL}/api/auth/google/callback`);
    expect(params.get('response_type')).toBe('code');
    expect(params.get('scope')).toBe('openid email profile');
    expect(params.get('code_challenge_method')).toBe('S256');
    expect(params.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(params.get('state')!.length).toBeGreaterThanOrEqual(22);
    expect(params.get('nonce')!.length).toBeGreaterThanOrEqual(22);

    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/^landed_google=[\w.-]+; /);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Path=/api/auth/google');
    expect(cookie).toContain('Max-Age=600');
    // Encrypted: neither the state nor the nonce (nor the PKCE verifier) can be read from it.
    const readable = cookie
      .split(';')[0]!
      .split('=')[1]!
      .split('.')
      .map((part) => Buffer.from(part, 'base64url').toString('latin1'))
      .join(' ');
    expect(readable).toContain('A256GCM');
    expect(readable).not.toContain(params.get('state')!);
    expect(readable).not.toContain(params.get('nonce')!);
  });
});

const login = (email: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

// The address's owner opens the confirmation link mailed to it on sign-up.
async function confirmAddress(email: string) {
  const mail = await app.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
  const verify = mail.find((m) => m.template === 'verify-email')!;
  const token = /\/verify-email\?token=([\w-]+)/.exec(verify.textBody)![1]!;
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/verify-email',
    payload: { token },
  });
  expect(response.statusCode).toBe(200);
}

describe('account pre-hijacking through Google sign-in (issue 13)', () => {
  it("takes an unverified account back from whoever registered the owner's address", async () => {
    // The attacker registers the victim's address with their own password and keeps a token.
    const victimEmail = uniqueEmail('victim');
    const attacker = await registerUser(app, { email: victimEmail, password: 'attacker-pass-77' });
    expect((await login(victimEmail, 'attacker-pass-77')).statusCode).toBe(200);

    // The owner of the address later signs in with Google, which vouches for the mailbox.
    const sub = newSubject();
    provider.signInAs({ sub, email: victimEmail, email_verified: true, name: 'Victim' });
    const location = await signInWithGoogle(app);
    const victim = await whoIs(location);
    expect(victim._id).toBe(attacker.user._id);
    const victimToken = victim.token;

    // The attacker's password and earlier token no longer work; the owner's session does.
    const refused = await login(victimEmail, 'attacker-pass-77');
    expect(refused.statusCode).toBe(401);
    const old = await app.inject({
      method: 'GET',
      url: '/api/user/me',
      headers: bearer(attacker.token),
    });
    expect(old.statusCode).toBe(401);
    const me = await app.inject({
      method: 'GET',
      url: '/api/user/me',
      headers: bearer(victimToken),
    });
    expect(me.json()).toMatchObject({ email: victimEmail, emailVerified: true });

    const [row] = await app.db.select().from(users).where(eq(users.id, victim._id));
    expect(row!.passwordHash).toBeNull();
    const events = await app.db.select().from(auditLogs).where(eq(auditLogs.actorId, victim._id));
    expect(events.find((e) => e.action === 'auth.google_linked')?.details).toMatchObject({
      emailWasVerified: false,
      passwordRemoved: true,
    });

    // The owner can choose a password later through "Forgot password".
    const forgot = await app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: victimEmail },
    });
    expect(forgot.statusCode).toBe(200);
    const mail = await app.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, victimEmail));
    expect(mail.some((m) => m.template === 'password-reset')).toBe(true);
  });

  it('hands what was sent from the address to the account Google proves it for (issue 24)', async () => {
    const sendInquiry = async (email: string) =>
      (
        await app.inject({
          method: 'POST',
          url: '/api/inquiries',
          payload: { name: 'Owner', email, type: 'Support', message: 'Can you meet me?' },
        })
      ).json().inquiry._id as string;
    const ownerOf = async (id: string) =>
      (await app.db.select().from(inquiries).where(eq(inquiries.id, id)))[0]!.userId;

    // An account someone else registered with the address: nothing is its until Google vouches.
    const victimEmail = uniqueEmail('victim-data');
    const sent = await sendInquiry(victimEmail);
    await registerUser(app, { email: victimEmail, password: 'attacker-pass-77' });
    expect(await ownerOf(sent)).toBeNull();
    provider.signInAs({ sub: newSubject(), email: victimEmail, email_verified: true, name: 'V' });
    const victim = await whoIs(await signInWithGoogle(app));
    expect(await ownerOf(sent)).toBe(victim._id);

    // A new account made by Google sign-in.
    const newcomerEmail = uniqueEmail('newcomer-data');
    const earlier = await sendInquiry(newcomerEmail);
    provider.signInAs({ sub: newSubject(), email: newcomerEmail, email_verified: true, name: 'N' });
    const newcomer = await whoIs(await signInWithGoogle(app));
    expect(await ownerOf(earlier)).toBe(newcomer._id);
  });

  it("voids the attacker's pending confirmation links too", async () => {
    const victimEmail = uniqueEmail('victim-links');
    const attacker = await registerUser(app, { email: victimEmail, password: 'attacker-pass-77' });
    // The attacker asks to move the account to an address they own, before the owner acts.
    const change = await app.inject({
      method: 'PATCH',
      url: '/api/user/me',
      headers: bearer(attacker.token),
      payload: { email: uniqueEmail('attacker'), currentPassword: 'attacker-pass-77' },
    });
    expect(change.statusCode).toBe(200);
    const [confirm] = await app.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, change.json().pendingEmail));
    const token = /token=([\w-]+)/.exec(confirm!.textBody)![1]!;

    provider.signInAs({ sub: newSubject(), email: victimEmail, email_verified: true });
    await whoIs(await signInWithGoogle(app));

    const opened = await app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      payload: { token },
    });
    expect(opened.statusCode).toBe(400);
    const [row] = await app.db.select().from(users).where(eq(users.id, attacker.user._id));
    expect(row!.email).toBe(victimEmail);
  });

  it('keeps the password and sessions of a verified account it links', async () => {
    const owner = await registerUser(app, { password: 'owner-pass-1234' });
    await confirmAddress(owner.user.email);
    provider.signInAs({ sub: newSubject(), email: owner.user.email, email_verified: true });
    await whoIs(await signInWithGoogle(app));
    expect((await login(owner.user.email, 'owner-pass-1234')).statusCode).toBe(200);
    const me = await app.inject({
      method: 'GET',
      url: '/api/user/me',
      headers: bearer(owner.token),
    });
    expect(me.statusCode).toBe(200);
  });
});

describe('GET /api/auth/google/callback', () => {
  it('creates an account for a new Google user, without a password, and signs it in', async () => {
    const email = uniqueEmail('google-new');
    provider.signInAs({ sub: newSubject(), email, email_verified: true, name: 'Aisha Rahman' });
    const me = await whoIs(await signInWithGoogle(app));
    expect(me).toMatchObject({ email, name: 'Aisha Rahman', emailVerified: true });

    const [row] = await app.db.select().from(users).where(eq(users.email, email));
    expect(row!.passwordHash).toBeNull();
    expect(row!.emailVerified).toBe(true);
    expect(row!.lastSignInAt).not.toBeNull();
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: GOOD_PASSWORD },
    });
    expect(login.statusCode).toBe(401);
    const mail = await app.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
    expect(mail.map((m) => m.template)).toEqual(['welcome']);
  });

  it('gives a new account the language of the page the sign-in started from', async () => {
    const email = uniqueEmail('google-vi');
    provider.signInAs({ sub: newSubject(), email, email_verified: true, name: 'Minh Anh' });
    const me = await whoIs(await signInWithGoogle(app, '?locale=vi'));
    expect(me).toMatchObject({ email, locale: 'vi' });
    const [welcome] = await app.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
    expect(welcome!.subject).toBe('Chào mừng bạn đến với Landed');
    expect(welcome!.textBody).toContain('Chào Minh Anh,');

    // An existing account keeps its own; a language we do not have is English.
    provider.signInAs({ sub: newSubject(), email: uniqueEmail('google-xx'), email_verified: true });
    expect((await whoIs(await signInWithGoogle(app, '?locale=xx'))).locale).toBe('en');
    const { user } = await registerUser(app, { name: 'Existing Student' });
    await confirmAddress(user.email);
    provider.signInAs({ sub: newSubject(), email: user.email, email_verified: true });
    expect((await whoIs(await signInWithGoogle(app, '?locale=hi'))).locale).toBe('en');
  });

  it('signs the same Google account into the same user every time', async () => {
    const sub = newSubject();
    provider.signInAs({ sub, email: uniqueEmail('google-again'), email_verified: true });
    const first = await whoIs(await signInWithGoogle(app));
    // Even after the Google account changes its address.
    provider.signInAs({ sub, email: uniqueEmail('google-renamed'), email_verified: true });
    const second = await whoIs(await signInWithGoogle(app));
    expect(second._id).toBe(first._id);
  });

  it("signs a Google account with an existing user's verified e-mail in as that user, and links them", async () => {
    const { user } = await registerUser(app, { name: 'Existing Student' });
    await confirmAddress(user.email);
    const sub = newSubject();
    provider.signInAs({
      sub,
      email: user.email.toUpperCase(),
      email_verified: true,
      name: 'Other',
    });
    const me = await whoIs(await signInWithGoogle(app));
    expect(me).toMatchObject({ _id: user._id, email: user.email, name: 'Existing Student' });
    const [row] = await app.db.select().from(users).where(eq(users.id, user._id));
    expect(row!.googleSubject).toBe(sub);
    // The password of a verified account still works too.
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: GOOD_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const events = await app.db.select().from(auditLogs).where(eq(auditLogs.actorId, user._id));
    expect(events.map((e) => e.action)).toContain('auth.google_linked');
  });

  it('does not link on an unverified e-mail', async () => {
    const { user } = await registerUser(app);
    provider.signInAs({ sub: newSubject(), email: user.email, email_verified: false });
    expect((await signInWithGoogle(app)).href).toBe(FAILED);
    const [row] = await app.db.select().from(users).where(eq(users.id, user._id));
    expect(row!.googleSubject).toBeNull();
  });

  it('does not take over an account linked to another Google account', async () => {
    const email = uniqueEmail('google-owned');
    provider.signInAs({ sub: newSubject(), email, email_verified: true });
    await whoIs(await signInWithGoogle(app));
    provider.signInAs({ sub: newSubject(), email, email_verified: true });
    expect((await signInWithGoogle(app)).href).toBe(FAILED);
  });

  it('refuses a suspended user', async () => {
    const { user } = await registerUser(app);
    const sub = newSubject();
    provider.signInAs({ sub, email: user.email, email_verified: true });
    await whoIs(await signInWithGoogle(app));
    await app.usersRepository.update(user._id, { suspended: true });
    expect((await signInWithGoogle(app)).href).toBe(`${APP_URL}/login?google=suspended`);

    // Also before any link exists.
    const other = await registerUser(app);
    await app.usersRepository.update(other.user._id, { suspended: true });
    provider.signInAs({ sub: newSubject(), email: other.user.email, email_verified: true });
    expect((await signInWithGoogle(app)).href).toBe(`${APP_URL}/login?google=suspended`);
    const [row] = await app.db.select().from(users).where(eq(users.id, other.user._id));
    expect(row!.googleSubject).toBeNull();
  });

  it('refuses a tampered state', async () => {
    provider.signInAs({ sub: newSubject(), email: uniqueEmail('tamper'), email_verified: true });
    const flow = await startGoogleFlow(app);
    const state = flow.callbackUrl.searchParams.get('state')!;
    flow.callbackUrl.searchParams.set(
      'state',
      `${state.slice(0, -1)}${state.endsWith('A') ? 'B' : 'A'}`,
    );
    const location = await finishGoogleFlow(app, flow);
    expect(location.href).toBe(FAILED);
    expect(location.searchParams.has('token')).toBe(false);
    const events = await app.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.action, 'auth.google_failed'));
    expect(events.length).toBeGreaterThan(0);
  });

  it('refuses a callback without the cookie, or with a forged one', async () => {
    provider.signInAs({ sub: newSubject(), email: uniqueEmail('cookie'), email_verified: true });
    const flow = await startGoogleFlow(app);
    expect((await finishGoogleFlow(app, { ...flow, stateCookie: null })).href).toBe(FAILED);

    const flow2 = await startGoogleFlow(app);
    const [name, value] = flow2.stateCookie.split('=');
    const parts = value!.split('.');
    parts[4] = 'A'.repeat(parts[4]!.length);
    const forged = `${name}=${parts.join('.')}`;
    expect((await finishGoogleFlow(app, { ...flow2, stateCookie: forged })).href).toBe(FAILED);

    // A state cookie from another sign-in does not fit this one.
    const flow3 = await startGoogleFlow(app);
    const flow4 = await startGoogleFlow(app);
    expect((await finishGoogleFlow(app, { ...flow3, stateCookie: flow4.stateCookie })).href).toBe(
      FAILED,
    );
  });

  it('refuses a state cookie older than ten minutes', async () => {
    provider.signInAs({ sub: newSubject(), email: uniqueEmail('slow'), email_verified: true });
    const flow = await startGoogleFlow(app);
    app.clock.advance(11 * 60_000);
    expect((await finishGoogleFlow(app, flow)).href).toBe(FAILED);
  });

  it('clears the state cookie whatever happens', async () => {
    provider.signInAs({ sub: newSubject(), email: uniqueEmail('clear'), email_verified: true });
    const flow = await startGoogleFlow(app);
    const response = await app.inject({
      method: 'GET',
      url: `${flow.callbackUrl.pathname}${flow.callbackUrl.search}`,
      headers: { cookie: flow.stateCookie },
    });
    expect(String(response.headers['set-cookie'])).toMatch(/^landed_google=; .*Max-Age=0/);
  });

  it('sends a cancelled or refused sign-in back to /login', async () => {
    provider.server.service.once(Events.BeforeAuthorizeRedirect, ({ url }) => {
      url.searchParams.delete('code');
      url.searchParams.set('error', 'access_denied');
    });
    expect((await signInWithGoogle(app)).href).toBe(FAILED);

    provider.server.service.once(Events.BeforeResponse, (response) => {
      response.statusCode = 400;
      response.body = { error: 'invalid_grant' };
    });
    expect((await signInWithGoogle(app)).href).toBe(FAILED);
  });

  it('refuses an ID token for another client or with the wrong nonce', async () => {
    provider.signInAs({ sub: newSubject(), email: uniqueEmail('aud'), email_verified: true });
    provider.tamperNextIdToken((payload) => {
      payload.aud = 'someone-else';
    });
    expect((await signInWithGoogle(app)).href).toBe(FAILED);

    provider.tamperNextIdToken((payload) => {
      payload.nonce = 'replayed';
    });
    expect((await signInWithGoogle(app)).href).toBe(FAILED);

    // The same flow without tampering works, so the refusals above were the checks'.
    provider.tamperNextIdToken(() => {});
    await whoIs(await signInWithGoogle(app));
  });
});

describe('the single-use sign-in token of the redirect (POST /api/auth/token/exchange)', () => {
  async function landing(email = uniqueEmail('link')) {
    provider.signInAs({ sub: newSubject(), email, email_verified: true });
    return signInWithGoogle(app);
  }
  const elsewhere = (location: GoogleLanding, signInCookie: string | null) =>
    Object.assign(new URL(location.href), { signInCookie });
  const refused = (response: { statusCode: number; json: () => unknown }) => {
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({
      message: 'This sign-in link has expired or has already been used. Please sign in again.',
    });
  };

  it('is not itself a bearer session token', async () => {
    const location = await landing();
    const token = location.searchParams.get('token')!;
    expect(token).toMatch(/^[\w-]{43}$/);
    const me = await app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(token) });
    expect(me.statusCode).toBe(401);
  });

  it('comes with an HttpOnly cookie for the exchange only, living 2 minutes', async () => {
    provider.signInAs({ sub: newSubject(), email: uniqueEmail('cookie2'), email_verified: true });
    const flow = await startGoogleFlow(app);
    const response = await app.inject({
      method: 'GET',
      url: `${flow.callbackUrl.pathname}${flow.callbackUrl.search}`,
      headers: { cookie: flow.stateCookie },
    });
    const cookies = [response.headers['set-cookie']].flat().map(String);
    const signIn = cookies.find((c) => c.startsWith('landed_sign_in='))!;
    expect(signIn).toContain('HttpOnly');
    expect(signIn).toContain('Path=/api/auth/token/exchange');
    expect(signIn).toContain('Max-Age=120');
    // The state cookie is still cleared too.
    expect(cookies.some((c) => /^landed_google=; .*Max-Age=0/.test(c))).toBe(true);
  });

  it('works once: the second exchange is refused', async () => {
    const location = await landing();
    const first = await exchangeSignInToken(app, location);
    expect(first.statusCode).toBe(200);
    expect(first.json().token).not.toBe(location.searchParams.get('token'));
    refused(await exchangeSignInToken(app, location));
  });

  it('expires after 2 minutes', async () => {
    const location = await landing();
    app.clock.advance(2 * 60_000 + 1_000);
    refused(await exchangeSignInToken(app, location));
  });

  it('works within 2 minutes', async () => {
    const location = await landing();
    app.clock.advance(110_000);
    expect((await exchangeSignInToken(app, location)).statusCode).toBe(200);
  });

  it('is refused in another browser (without the cookie, or with another sign-in’s)', async () => {
    const mine = await landing();
    const theirs = await landing();
    // A link sent to someone else: their browser has no cookie, or its own.
    refused(await exchangeSignInToken(app, elsewhere(mine, null)));
    refused(await exchangeSignInToken(app, elsewhere(mine, theirs.signInCookie)));
    // The refusals did not spend it: the browser it belongs to still signs in.
    expect((await exchangeSignInToken(app, mine)).statusCode).toBe(200);
  });

  it('refuses unknown tokens and bad input with a message', async () => {
    const location = await landing();
    const unknown = new URL(location.href);
    unknown.searchParams.set('token', 'nope');
    refused(
      await exchangeSignInToken(app, elsewhere(unknown as GoogleLanding, location.signInCookie)),
    );
    const empty = await app.inject({
      method: 'POST',
      url: '/api/auth/token/exchange',
      payload: {},
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toEqual(expect.any(String));
  });

  it('refuses a user suspended after the redirect', async () => {
    const email = uniqueEmail('link-suspended');
    const location = await landing(email);
    const row = await app.usersRepository.findByEmail(email);
    await app.usersRepository.update(row!.id, { suspended: true });
    const response = await exchangeSignInToken(app, location);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ message: 'Your account is suspended.' });
  });

  it('is rate limited like the other sign-in routes', async () => {
    const limited = await build({
      appUrl: APP_URL,
      rateLimits: {
        auth: { max: 3, timeWindowMs: 60_000 },
        forms: { max: 1000, timeWindowMs: 60_000 },
      },
    });
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) {
      const response = await limited.inject({
        method: 'POST',
        url: '/api/auth/token/exchange',
        payload: { token: `guess-${i}` },
      });
      codes.push(response.statusCode);
    }
    expect(codes).toEqual([401, 401, 401, 429]);
  });
});

describe('when Google is not configured or not reachable', () => {
  it('sends both routes to /login?google=unavailable without Google settings', async () => {
    const plain = await build({ appUrl: APP_URL, google: null });
    for (const url of ['/api/auth/google', '/api/auth/google/callback?code=x&state=y']) {
      const response = await plain.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe(`${APP_URL}/login?google=unavailable`);
    }
  });

  it('sends the start to /login?google=failed when the provider cannot be reached', async () => {
    const down = await startOidcProvider();
    const issuer = down.issuer;
    await down.stop();
    const unreachable = await build({
      appUrl: APP_URL,
      google: { clientId: 'c', clientSecret: 's', issuer },
    });
    const response = await unreachable.inject({ method: 'GET', url: '/api/auth/google' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(FAILED);
  });
});
