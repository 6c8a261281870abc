// Notices on the arrival pass (issue 35 item 4; docs/decisions/132). Headless Chromium cannot
// subscribe to a push service (it has no FCM registration), so this drives the pass's worker
// the way DevTools' "Push" button does: a push message delivered to the pass's service worker
// shows as a notice. `chromium-headless-shell` denies notifications altogether: there the test
// checks only that the pass says notices are blocked, with no button.
import type { CDPSession } from '@playwright/test';
import { expect, test } from '@playwright/test';

import { PASSWORD, apiLogin, signedInPage, uniqueEmail } from './support.ts';

const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test('the pass offers notices on a tap, and its worker shows a push message', async ({
  browser,
  request,
  baseURL,
}) => {
  const email = uniqueEmail('push');
  expect(
    (
      await request.post('/api/auth/register', {
        data: { name: 'Mei Chen', email, password: PASSWORD },
      })
    ).status(),
  ).toBe(201);
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

  const context = await browser.newContext();
  await context.grantPermissions(['notifications'], { origin: baseURL! });
  const page = await signedInPage(context, email, PASSWORD);
  const cdp: CDPSession = await context.newCDPSession(page);
  const registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => {
    registrations.push(...event.registrations);
  });
  await cdp.send('ServiceWorker.enable');

  await page.goto(`/dashboard/bookings/${bookingId}/pass`);
  const notices = page.getByRole('region', { name: 'Notices on this phone' });
  if ((await page.evaluate(() => Notification.permission)) === 'denied') {
    await expect(notices.getByText(/Notices are blocked for this site/)).toBeVisible();
    await expect(notices.getByRole('button')).toHaveCount(0);
    return;
  }
  // Never asked on load: the button waits for the tap.
  await expect(notices.getByRole('button', { name: 'Get notices on this phone' })).toBeVisible();

  // The pass registers its worker once it has shown fresh data.
  await expect
    .poll(() =>
      registrations.find((r) => !r.isDeleted && r.scopeURL.endsWith('/dashboard/bookings/')),
    )
    .toBeTruthy();
  const registration = registrations.find(
    (r) => !r.isDeleted && r.scopeURL.endsWith('/dashboard/bookings/'),
  )!;
  const url = `${baseURL}/dashboard/bookings/${bookingId}/pass`;
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: new URL(baseURL!).origin,
    registrationId: registration.registrationId,
    data: JSON.stringify({
      title: 'Your driver is here',
      body: 'Your driver Minh Tran is at the meeting point.',
      url,
      tag: `driver-at-meeting-point:${bookingId}`,
    }),
  });
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const worker = await navigator.serviceWorker.getRegistration('/dashboard/bookings/');
        const shown = (await worker?.getNotifications()) ?? [];
        return shown.map((n) => ({ title: n.title, body: n.body, data: n.data as unknown }));
      }),
    )
    .toEqual([
      {
        title: 'Your driver is here',
        body: 'Your driver Minh Tran is at the meeting point.',
        data: { url },
      },
    ]);
});
