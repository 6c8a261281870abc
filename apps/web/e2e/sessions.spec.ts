// Server-side sessions (docs/decisions/048-server-side-sessions.md): a session ended from
// another browser is over on its next request, and Logout ends the session on the server.
import { expect, test } from '@playwright/test';

import { PASSWORD, apiLogin, signUp, uniqueEmail } from './support.ts';

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1';

test("Account Settings ends another browser's session; that browser goes to /login", async ({
  page,
  browser,
}) => {
  // Two browsers: more time than one.
  test.slow();
  const { email } = await signUp(page, 'Lena Fischer', uniqueEmail('sessions'));

  // A second browser (a phone) signs in to the same account through the login form.
  const phone = await browser.newContext({ userAgent: IPHONE_SAFARI });
  const phonePage = await phone.newPage();
  await phonePage.goto('/login');
  await phonePage.getByLabel('Email Address').fill(email);
  await phonePage.getByLabel('Password').fill(PASSWORD);
  await phonePage.getByRole('button', { name: 'Sign In' }).click();
  await expect(phonePage.getByText('Logged in successfully')).toBeVisible();
  await phonePage.goto('/dashboard');
  await expect(phonePage.getByRole('heading', { name: 'Account Settings' })).toBeVisible();

  await page.goto('/dashboard');
  const sessions = page.getByRole('list', { name: 'Signed-in sessions' });
  await expect(sessions.getByRole('listitem')).toHaveCount(2);
  await expect(sessions.getByRole('listitem').filter({ hasText: 'This browser' })).toHaveCount(1);
  await page.getByRole('button', { name: 'End session: Safari 17 on iOS 17.2' }).click();
  await expect(page.getByText('Session ended.')).toBeVisible();
  await expect(sessions.getByRole('listitem')).toHaveCount(1);

  // The phone's next request is refused: it is told so and sent to /login.
  await phonePage.reload();
  await expect(phonePage.getByText('Session expired. Please log in again.')).toBeVisible();
  await expect(phonePage).toHaveURL('/login');
  expect(await phonePage.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
  // This browser is still signed in.
  await page.reload();
  await expect(sessions.getByRole('listitem')).toHaveCount(1);
  await phone.close();
});

test('Logout ends the session on the server: a copy of the token stops working', async ({
  page,
}) => {
  const email = uniqueEmail('logout');
  await page.request.post('/api/auth/register', {
    data: { name: 'Omar Haddad', email, password: PASSWORD },
  });
  await page.goto('/login');
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Logged in successfully')).toBeVisible();
  const token = await page.evaluate(() => window.localStorage.getItem('token'));
  const me = () =>
    page.request.get('/api/user/me', { headers: { authorization: `Bearer ${token}` } });
  expect((await me()).status()).toBe(200);

  const loggedOut = page.waitForResponse(
    (r) => r.url().endsWith('/api/auth/logout') && r.request().method() === 'POST',
  );
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: 'Logout' })
    .click();
  await expect(page.getByText('Logged out successfully')).toBeVisible();
  expect((await loggedOut).status()).toBe(204);
  expect((await me()).status()).toBe(401);
  // Signing in again works as before.
  expect((await apiLogin(page.request, email, PASSWORD)).token).toBeTruthy();
});
