// Confirming the address after sign-up, and changing it through Edit Profile (issue 13,
// docs/decisions/050), with the mail arriving through the e2e SMTP server.
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '@playwright/test';

import { PASSWORD, mailText, signUp, uniqueEmail } from './support.ts';

// The confirmation link in that mail, as a path on this site. With `after`, the link of a
// mail newer than that text (a resent link retires the one before it).
async function linkIn(request: APIRequestContext, to: string, subject: string, after?: string) {
  let text = await mailText(request, to, subject);
  if (after !== undefined) {
    await expect
      .poll(async () => (text = await mailText(request, to, subject)) !== after, {
        timeout: 15_000,
      })
      .toBe(true);
  }
  const link = /https?:\/\/[^\s]+\/verify-email\?token=[\w-]+/.exec(text)?.[0];
  expect(link).toBeDefined();
  const url = new URL(link!);
  return `${url.pathname}${url.search}`;
}

test('sign-up → banner → the mailed link confirms the address → the banner goes', async ({
  page,
  request,
}) => {
  const { email } = await signUp(page, 'Farah Aziz');
  await page.goto('/dashboard');
  const banner = page.getByRole('region', { name: 'Please confirm your e-mail address' });
  await expect(banner).toBeVisible();
  const signUpMail = await mailText(request, email, 'Confirm your e-mail');
  await banner.getByRole('button', { name: 'Resend' }).click();
  await expect(banner.getByRole('status')).toHaveText(
    'If your e-mail address still needs confirming, we have sent you a new link.',
  );

  // The resent link: the one mailed at sign-up no longer works.
  const link = await linkIn(request, email, 'Confirm your e-mail', signUpMail);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'E-mail Confirmed' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to Dashboard' }).click();
  await expect(page.getByText('Welcome, Farah Aziz!')).toBeVisible();
  await expect(banner).toHaveCount(0);

  // The same link again is dead.
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Link No Longer Valid' })).toBeVisible();
});

test('Edit Profile: a new e-mail needs the password and takes effect from the link', async ({
  page,
  request,
}) => {
  const { email } = await signUp(page, 'Tomas Silva');
  await page.goto('/dashboard');
  const newEmail = uniqueEmail('moved');
  await page.getByRole('button', { name: 'Edit Profile' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Edit Profile' });
  await dialog.getByLabel('Email').fill(newEmail);
  await dialog.getByLabel('Current Password').fill('not-my-password');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Your current password is incorrect.');

  await dialog.getByLabel('Current Password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Save' }).click();
  // The dialog's own status line; the "Profile updated!" toast is a status inside it too, there
  // or already gone depending on timing (it once made this locator match two elements).
  await expect(
    dialog.getByRole('status').filter({ hasText: `We have sent a link to ${newEmail}` }),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText(email).first()).toBeVisible();

  // The old address is told, without a link.
  const notice = await mailText(request, email, 'Your Landed e-mail address is being changed');
  expect(notice).toContain(newEmail);
  expect(notice).not.toContain('token=');
  const link = await linkIn(request, newEmail, 'Confirm your new e-mail address');
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'E-mail Address Changed' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to Dashboard' }).click();
  await expect(page.getByText(newEmail).first()).toBeVisible();
});
