// Edits to the site's texts change what every public page shows, so these specs run in the
// later project, once the specs that read the seeded texts are done (playwright.config.ts).
import { expect, test } from '@playwright/test';

import { signedInPage, teamMember } from './support.ts';

test('a CMS headline edited in the Content tab shows on the home page', async ({
  browser,
  request,
}) => {
  const editor = await teamMember(request, 'Content Manager');
  const admin = await signedInPage(browser, editor.email, editor.password);
  await admin.goto('/admin?tab=content');
  const headline = `Arrive calm, settle fast ${Date.now().toString(36)}`;
  const form = admin.getByRole('form', { name: 'Site texts' });
  await form.getByLabel('Homepage headline').fill(headline);
  await form.getByRole('button', { name: 'Save content' }).click();
  await expect(admin.getByText('Content saved!')).toBeVisible();
  // A Content Manager sees no bank details.
  await expect(admin.getByRole('form', { name: 'Bank details' })).toHaveCount(0);

  const visitor = await browser.newPage();
  await visitor.goto('/');
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(headline);
});
