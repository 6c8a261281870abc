import type { BrowserContext } from '@playwright/test';
import { expect, test } from '@playwright/test';

import { uniqueEmail } from './support.ts';
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

test('the home page variant stores a token and returns to /', async ({ page, context }) => {
  const email = uniqueEmail('google-home');
  await googleAccount(context, {
    sub: `google-${email}`,
    email,
    email_verified: true,
    name: 'Kenji Sato',
  });
  // A first sign-in yields a token; the home variant then takes it as the server would hand it.
  await page.goto('/api/auth/google');
  await expect(page).toHaveURL('/dashboard');
  const token = await page.evaluate(() => window.localStorage.getItem('token'));
  await page.evaluate(() => window.localStorage.clear());

  await page.goto(`/?token=${token}`);
  await expect(page).toHaveURL('/');
  await expect(page.getByText('Successfully signed in with Google!')).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByText('Hi, Kenji Sato'),
  ).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBe(token);
});

test('a refused Google sign-in says why on /login', async ({ page }) => {
  await page.goto('/login?google=suspended');
  await expect(page.getByText('Your account is suspended.')).toBeVisible();
  await page.goto('/login?google=failed');
  await expect(page.getByText('Google sign-in failed. Please try again.')).toBeVisible();
});
