import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';

import { PASSWORD, seriousViolations, signUp } from './support.ts';
import { servicePorts } from './test-service-ports.ts';

const control = `http://127.0.0.1:${servicePorts(Number(process.env.E2E_PORT ?? 4310)).control}`;
const NEW_PASSWORD = 'Tullamarine-Arrivals-5';

// The newest mail the SMTP server received for `to` with that subject.
async function mailTo(request: APIRequestContext, to: string, subject: string) {
  let text = '';
  await expect
    .poll(
      async () => {
        const response = await request.get(`${control}/mail?to=${encodeURIComponent(to)}`);
        if (!response.ok()) return null;
        const mail = (await response.json()) as { subject: string; text: string };
        text = mail.text;
        return mail.subject;
      },
      { timeout: 15_000 },
    )
    .toBe(subject);
  return text;
}

async function expectAccessible(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
}

test('forgot password → the mail arrives with a working link → reset → signed in → the old password fails', async ({
  page,
  request,
}) => {
  const { email } = await signUp(page, 'Nadia Haddad');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: 'Logout' }).click();
  await expect(nav.getByRole('link', { name: 'Login' })).toBeVisible();

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL('/forgot-password');
  await expectAccessible(page);
  await page.getByLabel('Email Address').fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeFocused();
  await expect(page.getByText(email)).toBeVisible();
  await expect(
    page.getByText(
      'Click the link in your email to reset your password. The link will expire in 1 hour.',
    ),
  ).toBeVisible();
  await expectAccessible(page);

  const text = await mailTo(request, email, 'Reset your Landed password');
  const link = /http:\/\/127\.0\.0\.1:\d+\/reset-password\?token=[\w-]+/.exec(text)?.[0];
  expect(link).toBeTruthy();

  await page.goto(link!);
  await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('New Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm New Password').fill('Tullamarine-Arrivals-6');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.getByLabel('Confirm New Password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Reset Password' }).click();

  // Signed in, on the dashboard.
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByText('Your password has been reset.')).toBeVisible();
  await expect(nav.getByText('Hi, Nadia Haddad')).toBeVisible();

  // The link worked once.
  await page.goto(link!);
  await expect(page.getByRole('heading', { name: 'Link No Longer Valid' })).toBeVisible();
  await expect(
    page.getByText('This password reset link has expired or has already been used.'),
  ).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Send Another Email' }).click();
  await expect(page).toHaveURL('/forgot-password');

  // The old password no longer works; the new one does.
  await page.evaluate(() => window.localStorage.clear());
  await page.goto('/login');
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password.');
  await page.getByLabel('Password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Logged in successfully')).toBeVisible();
});

test('an unknown address gets the same confirmation', async ({ page }) => {
  await page.goto('/forgot-password');
  await page.getByLabel('Email Address').fill('nobody.at.all@example.com');
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();
  await page.getByRole('button', { name: 'Send Another Email' }).click();
  await expect(page.getByRole('heading', { name: 'Forgot Password' })).toBeFocused();
  await expect(page.getByLabel('Email Address')).toHaveValue('nobody.at.all@example.com');
});
