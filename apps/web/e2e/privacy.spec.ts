// Issue 16: what the privacy page promises, done in the browser: download my data, delete a
// document, delete the account (and the address signs nobody in afterwards).
import { readFileSync } from 'node:fs';

import { expect, test } from '@playwright/test';
import { unzipSync } from 'fflate';

import { PASSWORD, signUp, uniqueEmail } from './support.ts';

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

test('Account Settings: download my data, delete a document, delete the account', async ({
  page,
}) => {
  const email = uniqueEmail('privacy');
  await signUp(page, 'Ana Lima', email);
  await page.goto('/dashboard');

  // A document, then it goes.
  await page.getByRole('button', { name: 'Upload Documents' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload Documents' });
  await dialog
    .getByLabel(/Choose files/)
    .setInputFiles({ name: 'Passport.pdf', mimeType: 'application/pdf', buffer: PDF });
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(dialog.getByRole('list', { name: 'Uploaded documents' })).toContainText(
    'Passport.pdf',
  );

  // Download my data: a ZIP with data.json naming the account and the document.
  await page.keyboard.press('Escape');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^landed-my-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const files = unzipSync(new Uint8Array(readFileSync((await download.path())!)));
  const data = JSON.parse(new TextDecoder().decode(files['data.json']!));
  expect(data.account).toMatchObject({ name: 'Ana Lima', email });
  expect(data.documents).toEqual([expect.objectContaining({ fileName: 'Passport.pdf' })]);
  expect(Buffer.from(files[data.documents[0].file]!).equals(PDF)).toBe(true);

  await page.getByRole('button', { name: 'Upload Documents' }).click();
  await dialog.getByRole('button', { name: 'Delete Passport.pdf' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this document?' });
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('Document deleted.')).toBeVisible();
  await expect(dialog.getByText('No documents uploaded yet.')).toBeVisible();
  await page.keyboard.press('Escape');

  // Delete the account: the dialog says what goes and what stays, and wants the password.
  await page.getByRole('button', { name: 'Delete account' }).click();
  const deletion = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(deletion).toContainText('Kept for our accounts');
  await deletion.getByRole('button', { name: 'Delete my account' }).click();
  await expect(deletion.getByRole('alert')).toHaveText(
    'Please enter your current password to delete your account.',
  );
  await deletion.getByLabel('Current Password').fill(PASSWORD);
  await deletion.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByText('Your account has been deleted.')).toBeVisible();
  await expect(page).toHaveURL('/');

  // The address signs nobody in any more.
  await page.goto('/login');
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});
