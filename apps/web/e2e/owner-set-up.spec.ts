// The owner's set-up (issue 25 item 4, docs/decisions/079), on a fresh install of its own (the
// shared server's settings are other specs' too): the Super Admin sees the set-up checklist and
// the placeholder-bank warning, fixes the ABN and the bank details from the links, the warning
// goes, the student's Pay dialog shows the real account, and the student's first invoice is a
// tax invoice.
import { readFileSync } from 'node:fs';

import type { Browser, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { PDFParse } from 'pdf-parse';

import { startFreshInstall } from './fresh-install.ts';
import type { FreshInstall } from './fresh-install.ts';
import { PASSWORD, apiLogin, uniqueEmail } from './support.ts';
import { servicePorts } from './test-service-ports.ts';

const port = servicePorts(Number(process.env.E2E_PORT ?? 4310)).freshInstall;
const baseURL = `http://127.0.0.1:${port}`;
const owner = { email: 'owner@landed.test', password: 'Owner-e2e-Passw0rd!' };
const ABN = '51 824 753 556';
let install: FreshInstall | null = null;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  install = await startFreshInstall({ port, owner });
});

test.afterAll(async () => {
  await install?.stop();
});

// A page on the fresh install, signed in as `email`.
async function signedIn(browser: Browser, email: string, password: string): Promise<Page> {
  const page = await (await browser.newContext({ baseURL })).newPage();
  const { token, user } = await apiLogin(page.request, email, password);
  await page.goto('/');
  await page.evaluate(
    ([t, u]) => {
      const parsed = JSON.parse(u!);
      window.localStorage.setItem('token', t!);
      window.localStorage.setItem('userName', parsed.name);
      window.localStorage.setItem('userId', parsed._id);
      window.localStorage.setItem('user', u!);
    },
    [token, JSON.stringify(user)],
  );
  return page;
}

test('the owner completes the set-up, and the first invoice is a tax invoice', async ({
  browser,
}) => {
  test.slow();
  const page = await signedIn(browser, owner.email, owner.password);
  await page.goto('/admin?tab=overview');
  const checklist = page.getByRole('region', { name: /Set-up checklist/ });
  await expect(checklist).toBeVisible();
  await expect(checklist.getByTestId('setup-abn')).toHaveAttribute('data-done', 'false');
  await expect(checklist.getByTestId('setup-abn')).toContainText(
    'No ABN on record: invoices are issued as plain invoices, not tax invoices.',
  );
  await expect(checklist.getByTestId('setup-bank')).toHaveAttribute('data-done', 'false');
  await expect(checklist.getByTestId('setup-mail')).toContainText('SMTP_URL is not set');
  await expect(checklist.getByTestId('setup-business')).toHaveAttribute('data-done', 'true');
  const warning = page.getByTestId('placeholder-bank-warning');
  await expect(warning).toBeVisible();

  // The ABN, from the checklist's link.
  await checklist
    .getByTestId('setup-abn')
    .getByRole('link', { name: /Fix it/ })
    .click();
  await expect(page).toHaveURL(/tab=content/);
  // The warning is on every back-office page, this one too.
  await expect(warning).toBeVisible();
  const business = page.getByRole('form', { name: 'Business details' });
  await business.getByLabel('ABN').fill('51824753556');
  await business.getByRole('button', { name: 'Save business details' }).click();
  await expect(page.getByText('Business details updated!')).toBeVisible();

  // The bank details, from the warning's link.
  await warning.getByRole('link', { name: 'Enter your bank details' }).click();
  const bank = page.getByRole('form', { name: 'Bank details' });
  await bank.getByLabel('BSB (routing number)').fill('083-004');
  await bank.getByLabel('Account number').fill('1234 5678');
  await bank.getByLabel('Bank address').fill('500 Bourke St, Melbourne VIC 3000');
  await bank.getByLabel('Bank phone').fill('13 22 65');
  await bank.getByRole('button', { name: 'Save bank details' }).click();
  await expect(page.getByText('Bank info updated!')).toBeVisible();
  await expect(warning).toBeHidden();

  await page.goto('/admin?tab=overview');
  await expect(checklist.getByTestId('setup-abn')).toHaveAttribute('data-done', 'true');
  await expect(checklist.getByTestId('setup-bank')).toHaveAttribute('data-done', 'true');
  await expect(page.getByTestId('placeholder-bank-warning')).toHaveCount(0);

  // A student books, sees the real account in the Pay dialog and says they have paid.
  const email = uniqueEmail('setup-e2e');
  const registered = await page.request.post('/api/auth/register', {
    data: { name: 'First Student', email, password: PASSWORD },
  });
  const headers = { authorization: `Bearer ${(await registered.json()).token}` };
  const { packages } = await (await page.request.get('/api/public/packages')).json();
  const standard = packages.find((p: { title: string }) => p.title === 'Standard');
  const made = await page.request.post('/api/booking', {
    headers,
    data: {
      userName: 'First Student',
      email,
      phone: '+61 400 000 000',
      preferredDate: new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10),
      packageId: standard._id,
    },
  });
  const { booking } = (await made.json()) as { booking: { _id: string; bookingId: string } };
  const student = await signedIn(browser, email, PASSWORD);
  await student.goto('/dashboard');
  const row = student.getByTestId(`booking-row-${booking.bookingId}`);
  await row.getByRole('button', { name: `Pay booking ${booking.bookingId}` }).click();
  const pay = student.getByRole('dialog', { name: 'Bank Details for Payment' });
  await expect(pay.getByText('083-004', { exact: true })).toBeVisible();
  await expect(pay.getByText('1234 5678', { exact: true })).toBeVisible();
  await pay.getByRole('button', { name: 'I have paid' }).click();
  await expect(pay).toBeHidden();

  // The owner verifies it.
  await page.goto('/admin?tab=payments');
  await page
    .getByTestId(`payment-${booking.bookingId}`)
    .getByRole('button', { name: `Verify payment for ${booking.bookingId}` })
    .click();
  // Verifying issues the invoice: asked once more (issue 33 item 5).
  await page
    .getByRole('dialog', { name: 'Verify payment' })
    .getByRole('button', { name: 'Verify' })
    .click();
  await expect(page.getByText('Payment verified.')).toBeVisible();

  // The student's first invoice is a tax invoice.
  await student.goto('/dashboard');
  const [download] = await Promise.all([
    student.waitForEvent('download'),
    row.getByRole('button', { name: `Download invoice for booking ${booking.bookingId}` }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('Landed-INV-000001.pdf');
  const parser = new PDFParse({ data: new Uint8Array(readFileSync((await download.path())!)) });
  const { text } = await parser.getText();
  await parser.destroy();
  expect(text.split('\n')[0]).toBe('Tax invoice');
  expect(text).toContain(`ABN ${ABN}`);
  expect(text).not.toContain('This is not a tax invoice');
});
