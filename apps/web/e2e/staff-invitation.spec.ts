// Staff in one step (issue 25 item 3, docs/decisions/075): a Super Admin adds staff by e-mail
// for an address without an account; the invitee opens the mailed link, signs up with the
// address filled in, and lands in the back-office with the role.
import { expect, test } from '@playwright/test';

import { E2E_ADMIN } from '../playwright.config.ts';
import { PASSWORD, apiLogin, mailText, signedInPage, uniqueEmail } from './support.ts';

test('Add staff → invitation mailed → the invitee signs up from the link and has the role', async ({
  browser,
  request,
}) => {
  // Two browsers and a mail round trip.
  test.slow();
  const email = uniqueEmail('new-hire');
  const owner = await signedInPage(browser, E2E_ADMIN.email, E2E_ADMIN.password);
  await owner.goto('/admin?tab=users');
  const form = owner.getByRole('form', { name: 'Add staff' });
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Role').selectOption('Content Manager');
  await form.getByRole('button', { name: 'Add staff' }).click();
  await expect(owner.getByText(`Invitation sent to ${email}.`)).toBeVisible();
  const pending = owner.getByRole('table', { name: 'Pending invitations' });
  await expect(pending.getByRole('row').filter({ hasText: email })).toContainText(
    'Content Manager',
  );

  const text = await mailText(
    request,
    email,
    'You are invited to join the Landed team as Content Manager',
  );
  const link = new URL(/https?:\/\/\S+\/accept-invitation\?\S+/.exec(text)![0]);

  // The invitee, in a browser of their own, signed out.
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('heading', { name: 'Staff Invitation' })).toBeVisible();
  // The token leaves the address bar at once.
  await expect(page).toHaveURL('/accept-invitation');
  await page.getByRole('link', { name: 'Create Account' }).click();
  await expect(page.getByLabel('Email Address')).toHaveValue(email);
  await page.getByLabel('Full Name').fill('Nadia Rahman');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();

  await expect(page).toHaveURL(/\/admin/);
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  const signedIn = await apiLogin(request, email, PASSWORD);
  expect(signedIn.user).toMatchObject({ adminRole: 'Content Manager', emailVerified: true });

  // Used up: no longer pending for the owner.
  await owner.reload();
  await expect(owner.getByText('No pending invitations.')).toBeVisible();
  await context.close();
  await owner.close();
});
