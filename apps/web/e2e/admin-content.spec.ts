// Edits to the site's texts change what every public page shows, so these specs run in the
// later project, once the specs that read the seeded texts are done (playwright.config.ts).
import type { APIRequestContext, Browser } from '@playwright/test';
import { expect, test } from '@playwright/test';

import { signedInPage, teamMember } from './support.ts';

// A new Content Manager, signed in, on the back-office's Content tab.
async function contentTab(browser: Browser, request: APIRequestContext) {
  const editor = await teamMember(request, 'Content Manager');
  const admin = await signedInPage(browser, editor.email, editor.password);
  await admin.goto('/admin?tab=content');
  return admin;
}

test('a CMS headline edited in the Content tab shows on the home page', async ({
  browser,
  request,
}) => {
  const admin = await contentTab(browser, request);
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

test('a blog post translated in its language tab reads in Chinese at its Chinese address, and stays English at its own', async ({
  browser,
  request,
}) => {
  const admin = await contentTab(browser, request);
  const english = 'Your pre-departure checklist for Melbourne';
  await admin.getByRole('button', { name: `Edit ${english}` }).click();
  const postForm = admin.getByRole('dialog');
  await postForm.getByRole('tab', { name: /简体中文/ }).click();
  await postForm.getByRole('tabpanel').getByLabel('Title').fill('墨尔本行前清单');
  await postForm.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(admin.getByText('Post saved.')).toBeVisible();

  const visitor = await browser.newPage();
  await visitor.goto('/zh-CN/blog/your-pre-departure-checklist-for-melbourne');
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('墨尔本行前清单');
  await expect(visitor).toHaveTitle(/墨尔本行前清单/);
  await visitor.goto('/blog/your-pre-departure-checklist-for-melbourne');
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(english);
});
