import { expect, test } from '@playwright/test';

import { PASSWORD, signUp, uniqueEmail } from './support.ts';

test('sign up → greeting → Logout → sign in from a protected link → back on that page', async ({
  page,
}) => {
  const { email } = await signUp(page, 'Amara Okafor');
  await expect(page).toHaveURL('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByText('Hi, Amara Okafor')).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Login' })).toHaveCount(0);

  await nav.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByText('Logged out successfully')).toBeVisible();
  await expect(page).toHaveURL('/');
  await expect(nav.getByRole('link', { name: 'Login' })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();

  // A protected page sends a signed-out visitor to /login and back after signing in.
  await page.goto('/dashboard');
  await expect(page).toHaveURL('/login');
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Logged in successfully')).toBeVisible();
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('heading', { name: 'Welcome, Amara Okafor!' })).toBeVisible();

  // Client storage of public §3.
  const stored = await page.evaluate(() => ({
    token: window.localStorage.getItem('token'),
    userName: window.localStorage.getItem('userName'),
    userId: window.localStorage.getItem('userId'),
    user: JSON.parse(window.localStorage.getItem('user') ?? 'null'),
  }));
  expect(stored.token).toBeTruthy();
  expect(stored.userName).toBe('Amara Okafor');
  expect(stored.user.role).toBe('user');
  expect(stored.userId).toBe(stored.user._id);
});

test('the login form checks the e-mail and the password length before sending', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByLabel('Email Address').fill('not-an-email');
  await page.getByLabel('Password').fill('123');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
  await expect(page.getByText('Password must be at least 6 characters.')).toBeVisible();
});

test('a wrong password shows the server message and keeps the visitor signed out', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByLabel('Email Address').fill(uniqueEmail('nobody'));
  await page.getByLabel('Password').fill('wrong-password-1');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password.');
  await expect(page).toHaveURL('/login');
});

test('signing in in another tab updates this one', async ({ page, context }) => {
  const { email } = await signUp(page, 'Lucas Martin');
  const other = await context.newPage();
  await other.goto('/');
  await expect(
    other.getByRole('navigation', { name: 'Main' }).getByText('Hi, Lucas Martin'),
  ).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: 'Logout' })
    .click();
  await expect(
    other.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' }),
  ).toBeVisible();
  expect(email).toContain('@');
});
