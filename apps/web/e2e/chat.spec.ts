// The chat on the arrival pass (issue 35 item 4, docs/decisions/134), on phones at 390 x 844:
// the student writes from the pass, staff answer from the arrivals board's Messages, and the
// student sees the answer on the pass without a reload.
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '@playwright/test';

import { E2E_ADMIN } from '../playwright.config.ts';
import { PASSWORD, apiLogin, melbourneToday, signedInPage, uniqueEmail } from './support.ts';

const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

// A student landing today (so the board's usual days show it), with a reference to open.
async function studentLandingToday(request: APIRequestContext) {
  const email = uniqueEmail('chat');
  const registered = await request.post('/api/auth/register', {
    data: { name: 'Linh Chat Tran', email, password: PASSWORD },
  });
  expect(registered.status()).toBe(201);
  const { token } = await apiLogin(request, email, PASSWORD);
  const booked = await request.post('/api/booking', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      userName: 'Linh Chat Tran',
      email,
      phone: '+61 400 333 444',
      preferredDate: melbourneToday(),
      arrivalTime: '00:03',
      flightNumber: 'VN781',
      packageName: 'Standard',
      packageId: 'Standard',
    },
  });
  expect(booked.status()).toBe(201);
  const { bookingId } = (await booked.json()) as { bookingId: string };
  return { email, bookingId };
}

test('at 390 px a student writes from the pass, staff answer from the board, the student sees it', async ({
  browser,
  request,
}) => {
  const { email, bookingId } = await studentLandingToday(request);

  const student = await signedInPage(await browser.newContext(phone), email, PASSWORD);
  await student.goto(`/dashboard/bookings/${bookingId}/pass`);
  const section = student.getByRole('region', { name: 'Messages' });
  const log = section.getByRole('log', { name: 'Messages about this booking' });
  await expect(log).toContainText('No messages yet.');
  await section.getByLabel('Your message').fill('I have landed. Where do I meet the driver?');
  await section.getByRole('button', { name: 'Send' }).click();
  await expect(log).toContainText('I have landed. Where do I meet the driver?');
  await expect(section.getByLabel('Your message')).toHaveValue('');
  expect(await student.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    390,
  );

  const staff = await signedInPage(
    await browser.newContext(phone),
    E2E_ADMIN.email,
    E2E_ADMIN.password,
  );
  await staff.goto('/admin?tab=arrivals');
  const card = staff.getByTestId(`arrival-${bookingId}`);
  await card
    .getByRole('button', { name: `Messages of ${bookingId} (1 unread)` })
    .click({ timeout: 45_000 });
  const dialog = staff.getByRole('dialog', { name: `Messages: ${bookingId}` });
  await expect(dialog.getByRole('log')).toContainText('I have landed. Where do I meet the driver?');
  await dialog.getByLabel('Answer').fill('Hi Linh, Minh waits at door 5 with a Landed sign.');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByRole('log')).toContainText('Minh waits at door 5');
  await dialog.getByRole('button', { name: 'Close' }).click();
  // Read: the count is gone.
  await expect(card.getByRole('button', { name: `Messages of ${bookingId}` })).toBeVisible();

  // The pass reads the conversation again on its own (every 20 s while open).
  await expect(log).toContainText('Hi Linh, Minh waits at door 5 with a Landed sign.', {
    timeout: 45_000,
  });
  await expect(log).toContainText(/, Landed team/);
});
