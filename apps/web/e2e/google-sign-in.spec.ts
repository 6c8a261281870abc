import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';

import { signUp, uniqueEmail } from './support.ts';
import type { GoogleClaims } from './test-service-ports.ts';
import { GOOGLE_IDENTITY_COOKIE, servicePorts } from './test-service-ports.ts';

const providerPort = servicePorts(Number(process.env.E2E_PORT ?? 4310)).oidc;

// Chooses who the OpenID provider signs in, for this browser context only.
async function googleAccount(context: BrowserContext, claims: GoogleClaims) {
  await context.addCookies([
    {
      name: GOOGLE_IDENTITY_COOKIE,
      value: Buffer.from(JSON.stringify(claims)).toString('base64url'),
      url: `http://127.0.0.1:${providerPort}/authorize`,
    },
  ]);
}

test('Google sign-in ends on /dashboard with the token stored and the toast', async ({
  page,
  context,
}) => {
  const email = uniqueEmail('google');
  await googleAccount(context, {
    sub: `google-${email}`,
    email,
    email_verified: true,
    name: 'Aisha Rahman',
  });

  await page.goto('/login');
  await page.getByRole('link', { name: 'Sign in with Google' }).click();

  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByText('Successfully signed in with Google!')).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByText('Hi, Aisha Rahman'),
  ).toBeVisible();

  const stored = await page.evaluate(() => ({
    token: window.localStorage.getItem('token'),
    userId: window.localStorage.getItem('userId'),
    user: JSON.parse(window.localStorage.getItem('user') ?? 'null'),
  }));
  expect(stored.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  const payload = JSON.parse(
    Buffer.from(stored.token!.split('.')[1]!, 'base64url').toString('utf8'),
  ) as { id: string };
  expect(stored.userId).toBe(payload.id);
  expect(stored.user).toMatchObject({ _id: payload.id, email, role: 'user' });

  // The token is a working session.
  const me = await page.request.get('/api/user/me', {
    headers: { authorization: `Bearer ${stored.token}` },
  });
  expect(me.ok()).toBe(true);

  // Signing in again with the same Google account is the same user.
  await page.evaluate(() => window.localStorage.clear());
  await page.goto('/signup');
  await page.getByRole('link', { name: 'Sign up with Google' }).click();
  await expect(page).toHaveURL('/dashboard');
  expect(await page.evaluate(() => window.localStorage.getItem('userId'))).toBe(payload.id);
});

// Runs Google sign-in in this page but keeps the completion page from using the token: returns
// the single-use token the server put in the URL (its cookie is now in this browser).
async function signInTokenFromGoogle(page: Page): Promise<string> {
  await page.route('**/api/auth/token/exchange', (route) => route.abort());
  const callback = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/api/auth/google/callback',
  );
  await page.goto('/api/auth/google');
  const location = (await callback).headers().location!;
  await expect(page).toHaveURL('/login');
  await page.unrouteAll();
  return new URL(location).searchParams.get('token')!;
}

test('the home page variant exchanges the token for a session and returns to /', async ({
  page,
  context,
}) => {
  const email = uniqueEmail('google-home');
  await googleAccount(context, {
    sub: `google-${email}`,
    email,
    email_verified: true,
    name: 'Kenji Sato',
  });
  const linkToken = await signInTokenFromGoogle(page);
  // The URL's token is not a session: the API refuses it as a bearer token.
  const asBearer = await page.request.get('/api/user/me', {
    headers: { authorization: `Bearer ${linkToken}` },
  });
  expect(asBearer.status()).toBe(401);

  await page.goto(`/?token=${linkToken}`);
  await expect(page).toHaveURL('/');
  await expect(page.getByText('Successfully signed in with Google!')).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByText('Hi, Kenji Sato'),
  ).toBeVisible();
  const stored = await page.evaluate(() => window.localStorage.getItem('token'));
  expect(stored).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  expect(stored).not.toBe(linkToken);

  // Used once: the same link again signs nobody in.
  await page.evaluate(() => window.localStorage.clear());
  await page.goto(`/?token=${linkToken}`);
  await expect(page).toHaveURL('/login');
  await expect(page.getByText('Google sign-in failed. Please try again.')).toBeVisible();
});

test('a sign-in link in another browser signs nobody in', async ({ page, context, browser }) => {
  const email = uniqueEmail('google-elsewhere');
  await googleAccount(context, {
    sub: `google-${email}`,
    email,
    email_verified: true,
    name: 'Ines',
  });
  const linkToken = await signInTokenFromGoogle(page);
  const victim = await browser.newPage();
  await victim.goto(`/auth/google/callback?token=${linkToken}`);
  await expect(victim).toHaveURL('/login');
  expect(await victim.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
  await victim.close();
});

test('a browser signed in as someone else asks before switching; Cancel keeps it', async ({
  page,
  context,
}) => {
  // Sign-up, then two Google round trips.
  test.slow();
  const { email: mine } = await signUp(page, 'Mei Chen', uniqueEmail('switch'));
  const other = uniqueEmail('google-other');
  await googleAccount(context, {
    sub: `google-${other}`,
    email: other,
    email_verified: true,
    name: 'Arjun Patel',
  });
  await page.goto('/api/auth/google');
  const dialog = page.getByRole('dialog', { name: 'Switch account?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('You are signed in as Mei Chen. Continue as Arjun Patel?');
  // Keyboard only: Escape is Cancel.
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL('/dashboard');
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByText('Hi, Mei Chen'),
  ).toBeVisible();
  const user = await page.evaluate(() => JSON.parse(window.localStorage.getItem('user')!));
  expect(user.email).toBe(mine);

  // Again, and this time continue.
  await page.goto('/api/auth/google');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Continue as Arjun Patel' }).click();
  await expect(page).toHaveURL('/dashboard');
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByText('Hi, Arjun Patel'),
  ).toBeVisible();
});

test('a refused Google sign-in says why on /login', async ({ page }) => {
  await page.goto('/login?google=suspended');
  await expect(page.getByText('Your account is suspended.')).toBeVisible();
  await page.goto('/login?google=failed');
  await expect(page.getByText('Google sign-in failed. Please try again.')).toBeVisible();
});

// Issue 13, weakness 1, against the running server: someone registers the owner's address
// first; the owner's Google sign-in takes the account back and the attacker's password and
// token stop working.
test('a Google sign-in takes back an unverified account: the pre-registered password and token stop working', async ({
  page,
  context,
}) => {
  const email = uniqueEmail('prehijack');
  const attackerPassword = 'Attacker-chose-this-9';
  const registered = await page.request.post('/api/auth/register', {
    data: { name: 'Not the owner', email, password: attackerPassword },
  });
  expect(registered.status()).toBe(201);
  const attackerToken = ((await registered.json()) as { token: string }).token;

  await googleAccount(context, {
    sub: `google-${email}`,
    email,
    email_verified: true,
    name: 'Owner',
  });
  await page.goto('/login');
  await page.getByRole('link', { name: 'Sign in with Google' }).click();
  await expect(page).toHaveURL('/dashboard');

  const login = await page.request.post('/api/auth/login', {
    data: { email, password: attackerPassword },
  });
  expect(login.status()).toBe(401);
  const me = await page.request.get('/api/user/me', {
    headers: { authorization: `Bearer ${attackerToken}` },
  });
  expect(me.status()).toBe(401);
});

// Google vouches for the first factor only: with two-factor on, the code is still asked.
test('with two-factor on, Google sign-in asks for the code on /login', async ({
  page,
  context,
}) => {
  const email = uniqueEmail('google-mfa');
  await googleAccount(context, {
    sub: `google-${email}`,
    email,
    email_verified: true,
    name: 'Minh',
  });
  await page.goto('/login');
  await page.getByRole('link', { name: 'Sign in with Google' }).click();
  await expect(page).toHaveURL('/dashboard');
  const token = await page.evaluate(() => window.localStorage.getItem('token'));
  const headers = { authorization: `Bearer ${token}` };
  const setup = await page.request.post('/api/user/mfa/totp/setup', { headers });
  const { secret } = (await setup.json()) as { secret: string };
  const totp = new TOTP({ secret: Secret.fromBase32(secret) });
  const enabled = await page.request.post('/api/user/mfa/totp/enable', {
    headers,
    data: { code: totp.generate() },
  });
  expect(enabled.status()).toBe(200);

  await page.evaluate(() => window.localStorage.clear());
  await page.goto('/login');
  await page.getByRole('link', { name: 'Sign in with Google' }).click();
  await expect(page).toHaveURL('/login');
  await expect(page.getByLabel('Authentication code')).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
  // The next step's code: the one used to turn it on may still be current, and works once.
  await page
    .getByLabel('Authentication code')
    .fill(totp.generate({ timestamp: Date.now() + 30_000 }));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL('/dashboard');
  expect(await page.evaluate(() => window.localStorage.getItem('token'))).not.toBeNull();
});
