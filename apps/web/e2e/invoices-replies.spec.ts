// Issue 15 items 8 and 9: the Super Admin sets the business's ABN, an administrator verifies a
// payment, and the student downloads the tax invoice from the dashboard (its text checked);
// a Support Admin answers an inquiry and sees the reply in its thread (and in the inquirer's
// mailbox, with their message quoted).
import { readFile } from 'node:fs/promises';

import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { PDFParse } from 'pdf-parse';

import { E2E_ADMIN } from '../playwright.config.ts';
import {
  PASSWORD,
  seriousViolations,
  signedInPage,
  teamMember,
  signedInNewContext,
  uniqueEmail,
} from './support.ts';
import { servicePorts } from './test-service-ports.ts';

const control = `http://127.0.0.1:${servicePorts(Number(process.env.E2E_PORT ?? 4310)).control}`;
const ABN = '51 824 753 556';

async function expectAccessible(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
}

async function studentWithPaidClaim(request: APIRequestContext, name: string) {
  const email = uniqueEmail('invoice-e2e');
  const { token } = (await (
    await request.post('/api/auth/register', { data: { name, email, password: PASSWORD } })
  ).json()) as { token: string };
  const { packages } = await (await request.get('/api/public/packages')).json();
  const standard = packages.find((p: { title: string }) => p.title === 'Standard');
  const preferredDate = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
  const headers = { authorization: `Bearer ${token}` };
  const made = await request.post('/api/booking', {
    headers,
    data: {
      userName: name,
      email,
      phone: '+61 400 000 000',
      preferredDate,
      packageId: standard._id,
    },
  });
  const { booking } = (await made.json()) as { booking: { _id: string; bookingId: string } };
  const paid = await request.patch(`/api/booking/${booking._id}/mark-paid`, {
    headers,
    data: { reference: 'E2E-INVOICE' },
  });
  expect(paid.ok()).toBe(true);
  return { email, booking };
}

test('after a payment is verified, the student downloads the tax invoice with the ABN and the GST', async ({
  browser,
  request,
}) => {
  // Three people, two PDFs and two axe passes: past 45 s on a loaded two-core machine.
  test.slow();
  // The Super Admin records the business's ABN in the Content tab.
  const owner = await signedInPage(browser, E2E_ADMIN.email, E2E_ADMIN.password);
  await owner.goto('/admin?tab=content');
  const business = owner.getByRole('form', { name: 'Business details' });
  await business.getByLabel('ABN').fill('51 824 753 557');
  await business.getByRole('button', { name: 'Save business details' }).click();
  await expect(business.getByText(/This ABN is not valid/)).toBeVisible();
  await business.getByLabel('ABN').fill('51824753556');
  await business.getByRole('button', { name: 'Save business details' }).click();
  await expect(owner.getByText('Business details updated!')).toBeVisible();
  await expect(business.getByLabel('ABN')).toHaveValue(ABN);

  // A Booking Agent verifies the student's transfer.
  const student = await studentWithPaidClaim(request, 'Invoice Student');
  const agent = await teamMember(request, 'Booking Agent');
  const admin = await signedInPage(browser, agent.email, agent.password);
  await admin.goto('/admin?tab=payments');
  await admin
    .getByTestId(`payment-${student.booking.bookingId}`)
    .getByRole('button', { name: `Verify payment for ${student.booking.bookingId}` })
    .click();
  // Verifying issues the invoice: asked once more (issue 33 item 5).
  await admin
    .getByRole('dialog', { name: 'Verify payment' })
    .getByRole('button', { name: 'Verify' })
    .click();
  await expect(admin.getByText('Payment verified.')).toBeVisible();

  // The student downloads it from the dashboard.
  const page = await signedInNewContext(browser, student.email, PASSWORD);
  await page.goto('/dashboard');
  const row = page.getByTestId(`booking-row-${student.booking.bookingId}`);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    row
      .getByRole('button', {
        name: `Download invoice for booking ${student.booking.bookingId}`,
      })
      .click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^Landed-INV-\d{6}\.pdf$/);
  const pdf = await readFile((await download.path())!);
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  const { text } = await parser.getText();
  await parser.destroy();
  expect(text).toContain('Tax invoice');
  expect(text).toContain(`ABN ${ABN}`);
  expect(text).toContain('$180.00');
  expect(text).toContain('GST included');
  expect(text).toContain('$16.36');
  expect(text).toContain('Total price includes GST');
  expect(text).toContain(student.booking.bookingId);
  await expectAccessible(page);
});

test('a Support Admin replies to an inquiry and sees it in the thread; the inquirer gets it quoted', async ({
  browser,
  request,
}) => {
  const email = uniqueEmail('inquirer-e2e');
  const sent = await request.post('/api/inquiries', {
    data: {
      name: 'Thread Inquirer',
      email,
      type: 'Support',
      message: 'Does the pickup wait if my flight is late?',
    },
  });
  expect(sent.status()).toBe(201);
  const { inquiry } = (await sent.json()) as { inquiry: { _id: string } };

  const support = await teamMember(request, 'Support Admin');
  const page = await signedInNewContext(browser, support.email, support.password);
  await page.goto('/admin?tab=inquiries');
  const item = page.getByTestId(`inquiry-${inquiry._id}`);
  await item.getByRole('button', { name: 'Send reply' }).click();
  await expect(item.getByText('Write a reply first.')).toBeVisible();
  await item
    .getByLabel(`Reply to Thread Inquirer (${email})`)
    .fill('Yes: we follow your flight and wait up to 60 minutes after it lands.');
  await item.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByText('Reply sent.')).toBeVisible();

  const replied = page.getByTestId(`inquiry-${inquiry._id}`);
  await expect(replied.getByText('Replied', { exact: true })).toBeVisible();
  const thread = replied.getByRole('list', { name: 'Replies to Thread Inquirer' });
  await expect(thread.getByText('Support Admin e2e')).toBeVisible();
  await expect(
    thread.getByText('Yes: we follow your flight and wait up to 60 minutes after it lands.'),
  ).toBeVisible();
  await expectAccessible(page);

  let text = '';
  await expect
    .poll(
      async () => {
        const response = await request.get(`${control}/mail?to=${encodeURIComponent(email)}`);
        if (!response.ok()) return null;
        const mail = (await response.json()) as { subject: string; text: string };
        text = mail.text;
        return mail.subject;
      },
      { timeout: 15_000 },
    )
    .toBe('Re: Your message to Landed');
  expect(text).toContain('Yes: we follow your flight');
  expect(text).toContain('> Does the pickup wait if my flight is late?');
  // The thread shows the mail as delivered once the outbox has sent it.
  await expect
    .poll(
      async () => {
        await page.reload();
        return page
          .getByTestId(`inquiry-${inquiry._id}`)
          .getByRole('list', { name: 'Replies to Thread Inquirer' })
          .textContent();
      },
      { timeout: 15_000 },
    )
    .toContain('delivered');
});
