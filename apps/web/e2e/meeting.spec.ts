// Meeting at the airport (issue 35), on phones at 390 x 844: staff send a driver their personal
// link; the driver opens it and moves the job on; a Chinese student's pass and the arrivals
// board show each status without a reload (At the meeting point within 5 seconds); the pass
// shows the driver's photo and car, and still does offline.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';

import { E2E_ADMIN } from '../playwright.config.ts';
import {
  PASSWORD,
  apiLogin,
  expectFits,
  keepScreenshot,
  melbourneToday,
  signedInPage,
  uniqueEmail,
} from './support.ts';

const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

// A driver with a car and a photo, and a Chinese student landing today with that driver.
async function arrangePickup(request: APIRequestContext) {
  const { token: admin } = await apiLogin(request, E2E_ADMIN.email, E2E_ADMIN.password);
  const staff = { authorization: `Bearer ${admin}` };
  const made = await request.post('/api/admin/drivers', {
    headers: staff,
    data: {
      name: 'Minh Meeting',
      phone: '+61 412 345 678',
      email: uniqueEmail('driver'),
      languages: ['Vietnamese', 'English'],
      car: { make: 'Toyota Camry', colour: 'white', plate: '1AB 2CD' },
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const driver = ((await made.json()) as { driver: { _id: string } }).driver;
  const photo = await request.put(`/api/admin/drivers/${driver._id}/photo`, {
    headers: staff,
    multipart: { image: { name: 'minh.png', mimeType: 'image/png', buffer: PNG } },
  });
  expect(photo.status(), await photo.text()).toBe(200);

  const email = uniqueEmail('meeting');
  const registered = await request.post('/api/auth/register', {
    data: { name: 'Wang Meeting', email, password: PASSWORD, locale: 'zh-CN' },
  });
  expect(registered.status()).toBe(201);
  const { token } = (await registered.json()) as { token: string };
  const booked = await request.post('/api/booking', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      userName: 'Wang Meeting',
      email,
      phone: '+61 400 777 888',
      preferredDate: melbourneToday(),
      arrivalTime: '00:04',
      flightNumber: 'MU737',
      packageName: 'Standard',
      packageId: 'Standard',
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const { booking } = (await booked.json()) as { booking: { _id: string; bookingId: string } };
  const assigned = await request.patch(`/api/admin/bookings/${booking._id}/assignment`, {
    headers: staff,
    data: { driverId: driver._id },
  });
  expect(assigned.status(), await assigned.text()).toBe(200);
  const link = await request.post(`/api/admin/drivers/${driver._id}/access-link`, {
    headers: staff,
  });
  expect(link.status()).toBe(201);
  return { email, booking, link: ((await link.json()) as { url: string }).url };
}

// The link is for the app's address; the test server's is the page's base URL.
const pathOf = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.hash}`;
};

async function giveStatus(driver: Page, status: string) {
  const card = driver.getByRole('article', { name: /Wang Meeting/ });
  await card.getByRole('button', { name: status, exact: true }).click();
  await expect(card).toContainText(status);
}

test('a driver moves a job on from their link; the pass and the board follow without a reload', async ({
  browser,
  request,
}, testInfo) => {
  const { email, booking, link } = await arrangePickup(request);

  const driver = await (await browser.newContext(phone)).newPage();
  await driver.goto(pathOf(link));
  await expect(driver).toHaveURL(/\/driver$/);
  await expect(driver.getByRole('article', { name: /Wang Meeting/ })).toBeVisible();
  await expectFits(driver, 'the driver’s page');

  const student = await signedInPage(await browser.newContext(phone), email, PASSWORD);
  await student.goto(`/zh-CN/dashboard/bookings/${booking.bookingId}/pass`);
  const who = student.getByRole('region', { name: '谁来接您' });
  await expect(who).toContainText('Minh Meeting');
  await expect(who).toContainText('Toyota Camry');
  await expect(who).toContainText('1AB 2CD');
  await expect(who.getByRole('img', { name: /Minh Meeting/ })).toBeVisible();

  const staff = await signedInPage(
    await browser.newContext(phone),
    E2E_ADMIN.email,
    E2E_ADMIN.password,
  );
  await staff.goto('/admin?tab=arrivals');
  const row = staff.getByTestId(`arrival-${booking.bookingId}`);
  await expect(row).toBeVisible({ timeout: 45_000 });

  // The first status shows both screens are following (their streams open once settled).
  await giveStatus(driver, 'On my way');
  await expect(who).toContainText('您的司机正在路上', { timeout: 30_000 });
  await expect(row.getByTestId('driver-status')).toContainText('On my way', { timeout: 30_000 });

  await giveStatus(driver, 'At the meeting point');
  await expect(who).toContainText('您的司机已在集合点', { timeout: 5_000 });
  await expect(row.getByTestId('driver-status')).toContainText('At the meeting point', {
    timeout: 5_000,
  });
  await keepScreenshot(student, testInfo, 'pass-driver-at-meeting-point-zh-CN');

  // The student, on airport Wi-Fi, writes from the pass; the driver reads it on their page
  // (its list is read again by itself each minute: Refresh is the driver's own tap) and answers.
  const chat = student.getByRole('region', { name: '消息' });
  await chat.getByLabel('您的消息').fill('I am at door 4, blue jacket');
  await chat.getByRole('button', { name: '发送' }).click();
  await expect(chat.getByLabel('您的消息')).toHaveValue('');
  await driver.getByRole('button', { name: 'Refresh' }).click();
  const card = driver.getByRole('article', { name: /Wang Meeting/ });
  await card.getByText('Messages · 1 new').click();
  await expect(card.getByRole('list', { name: 'Messages' })).toContainText(
    'I am at door 4, blue jacket',
  );
  await card.getByLabel('Message to the student and the office').fill('Coming to door 4 now');
  await card.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(card.getByRole('list', { name: 'Messages' })).toContainText('Coming to door 4 now');
  await expectFits(driver, 'the driver’s page with its messages open');
  await keepScreenshot(driver, testInfo, 'driver-page-messages');
  await expect(chat).toContainText('Coming to door 4 now', { timeout: 30_000 });

  // Offline, the pass keeps who is coming: the name, the car and the photo.
  await student.context().setOffline(true);
  await student.reload();
  const offline = student.getByRole('region', { name: '谁来接您' });
  await expect(offline).toContainText('Toyota Camry');
  const photo = offline.getByRole('img', { name: /Minh Meeting/ });
  await expect(photo).toBeVisible();
  expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await student.context().setOffline(false);

  await giveStatus(driver, 'Met the student');
  await giveStatus(driver, 'Dropped off');
  await expect(row.getByTestId('driver-status')).toContainText('Dropped off', { timeout: 30_000 });
});
