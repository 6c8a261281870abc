// The arrival pass and the calendars (issue 15 items 6 and 7, decision 062): the pass shows the
// booking, opens with the network cut after one online visit, and is forgotten on logout; "Add
// to calendar" downloads an .ics; an administrator's calendar feed lists the booking.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';

import {
  PASSWORD,
  apiLogin,
  seriousViolations,
  teamMember,
  uniqueEmail,
  signedInNewContext,
} from './support.ts';

const CACHE = 'landed-arrival-pass-v1';

function inDays(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

// A student with a Standard booking landing on MU737 at 06:40 in 10 days.
async function studentWithBooking(request: APIRequestContext) {
  const email = uniqueEmail('pass');
  const registered = await request.post('/api/auth/register', {
    data: { name: 'Mei Chen', email, password: PASSWORD },
  });
  expect(registered.status()).toBe(201);
  const { token } = await apiLogin(request, email, PASSWORD);
  const booked = await request.post('/api/booking', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      userName: 'Mei Chen',
      email,
      phone: '+61 400 111 222',
      preferredDate: inDays(10),
      arrivalTime: '06:40',
      flightNumber: 'MU737',
      packageName: 'Standard',
      packageId: 'Standard',
    },
  });
  expect(booked.status()).toBe(201);
  const { bookingId } = (await booked.json()) as { bookingId: string };
  return { email, bookingId };
}

// What the pass's cache holds (paths), read in the page.
const cachedPaths = (page: Page) =>
  page.evaluate(async (name) => {
    if (!(await caches.has(name))) return [];
    const cache = await caches.open(name);
    return (await cache.keys()).map((request) => new URL(request.url).pathname);
  }, CACHE);

test('the pass shows the booking, and opens with the network cut after one online visit', async ({
  browser,
  request,
}) => {
  const { email, bookingId } = await studentWithBooking(request);
  const page = await signedInNewContext(browser, email, PASSWORD);
  await page.goto('/dashboard');
  await page
    .getByTestId(`booking-row-${bookingId}`)
    .getByRole('link', { name: `Arrival pass of booking ${bookingId}` })
    .click();
  await expect(page).toHaveURL(`/dashboard/bookings/${bookingId}/pass`);

  const pass = page.getByRole('article', { name: 'Arrival pass' });
  await expect(pass.getByTestId('pass-ref')).toHaveText(bookingId);
  await expect(
    pass.getByRole('img', { name: `QR code of booking reference ${bookingId}` }),
  ).toBeVisible();
  await expect(pass.getByText('MU737')).toBeVisible();
  await expect(pass.getByText('06:40')).toBeVisible();
  await expect(pass.getByText('Times are in Melbourne time.')).toBeVisible();
  await expect(pass.getByText(/We will tell you who meets you before you land/)).toBeVisible();
  await expect(pass.getByText(/Terminal 2 international arrivals hall/)).toBeVisible();
  await expect(pass.getByRole('link', { name: '000', exact: true })).toHaveAttribute(
    'href',
    'tel:000',
  );
  await expect(pass.getByTestId('pass-updated')).toContainText('Last updated');
  expect(await seriousViolations(page)).toEqual([]);

  // A phone's width: nothing wider than the screen.
  await page.setViewportSize({ width: 360, height: 740 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // Kept: the page, its code and its answer, with the worker ready to serve them.
  await expect
    .poll(() => cachedPaths(page), { timeout: 15_000 })
    .toEqual(
      expect.arrayContaining([
        `/api/booking/${bookingId}/pass`,
        `/dashboard/bookings/${bookingId}/pass`,
      ]),
    );
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const registration =
            await navigator.serviceWorker.getRegistration('/dashboard/bookings/');
          return registration?.active?.state ?? null;
        }),
      { timeout: 15_000 },
    )
    .toBe('activated');
  const updated = await pass.getByTestId('pass-updated').textContent();

  await page.context().setOffline(true);
  try {
    await page.goto(`/dashboard/bookings/${bookingId}/pass`);
    const offline = page.getByRole('article', { name: 'Arrival pass' });
    await expect(offline.getByTestId('pass-ref')).toHaveText(bookingId);
    await expect(offline.getByText('MU737')).toBeVisible();
    await expect(offline.getByTestId('pass-updated')).toHaveText(updated!);
    await expect(
      page.getByText('You are offline. This is the copy saved on this device.'),
    ).toBeVisible();
    // Really offline: what the worker does not keep does not load.
    expect(
      await page.evaluate(() =>
        fetch('/api/health').then(
          () => 'reached',
          () => 'unreachable',
        ),
      ),
    ).toBe('unreachable');
  } finally {
    await page.context().setOffline(false);
  }

  // Logging out forgets the saved pass.
  await page.goto('/dashboard');
  await page
    .getByRole('region', { name: 'Account Settings' })
    .getByRole('button', { name: 'Logout' })
    .click();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await expect.poll(() => cachedPaths(page), { timeout: 10_000 }).toEqual([]);
  await page.context().close();
});

test('"Add to calendar" downloads the arrival as an .ics file', async ({ browser, request }) => {
  const { email, bookingId } = await studentWithBooking(request);
  const page = await signedInNewContext(browser, email, PASSWORD);
  await page.goto('/dashboard');
  await page
    .getByTestId(`booking-row-${bookingId}`)
    .getByRole('button', { name: `View booking ${bookingId}` })
    .click();
  const details = page.getByRole('dialog', { name: 'Booking Details' });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    details.getByRole('button', { name: 'Add to calendar' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`landed-${bookingId}.ics`);
  const file = await download.path();
  const { readFile } = await import('node:fs/promises');
  const ics = await readFile(file, 'utf8');
  expect(ics).toContain('BEGIN:VEVENT');
  expect(ics).toMatch(/DTSTART;TZID=Australia\/Melbourne:\d{8}T064000/);
  expect(ics).toContain(`Landed airport pickup MU737 (${bookingId})`);
  await page.context().close();
});

test('an administrator makes a calendar feed in Account Settings and it lists the booking', async ({
  browser,
  request,
}) => {
  const { bookingId } = await studentWithBooking(request);
  const agent = await teamMember(request, 'Booking Agent');
  const page = await signedInNewContext(browser, agent.email, agent.password);
  await page.goto('/dashboard');
  const box = page.getByRole('region', { name: 'Calendar feed' });
  await expect(box.getByText('No calendar feed yet.')).toBeVisible();
  await box.getByRole('button', { name: 'Make a feed address' }).click();
  const address = box.getByRole('textbox', { name: 'Private feed address (shown only now)' });
  await expect(address).toHaveValue(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  const url = await address.inputValue();
  const feed = await request.get(new URL(url).pathname);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  expect(await feed.text()).toContain(`(${bookingId})`);
  expect(await seriousViolations(page)).toEqual([]);

  await box.getByRole('button', { name: 'Revoke feed' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Revoke' }).click();
  await expect(box.getByText('No calendar feed yet.')).toBeVisible();
  expect((await request.get(new URL(url).pathname)).status()).toBe(404);
  await page.context().close();
});
