// The arrivals board (issue 15 items 1-3; docs/decisions/060): a Booking Agent lands on it,
// adds a driver, assigns them, and the student sees who meets them; the tab passes axe, and at
// 360 px it has no sideways scroll.
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '@playwright/test';

import {
  PASSWORD,
  apiLogin,
  melbourneToday,
  seriousViolations,
  signedInPage,
  teamMember,
  uniqueEmail,
} from './support.ts';

async function arrivingToday(request: APIRequestContext, name: string) {
  const email = uniqueEmail('arrivals-e2e');
  const { token } = (await (
    await request.post('/api/auth/register', { data: { name, email, password: PASSWORD } })
  ).json()) as { token: string };
  const { packages } = await (await request.get('/api/public/packages')).json();
  const basic = packages.find((p: { title: string }) => p.title === 'Basic');
  const response = await request.post('/api/booking', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      userName: name,
      email,
      phone: '+61 400 222 333',
      preferredDate: melbourneToday(),
      arrivalTime: '23:55',
      flightNumber: 'MU737',
      packageId: basic._id,
    },
  });
  expect(response.status()).toBe(201);
  const { booking } = await response.json();
  return { email, booking: booking as { _id: string; bookingId: string } };
}

test('a Booking Agent assigns a driver on the board, and the student sees the driver in the booking details', async ({
  browser,
  request,
}) => {
  const student = await arrivingToday(request, 'Lin Arrival');
  const agent = await teamMember(request, 'Booking Agent');
  const admin = await signedInPage(browser, agent.email, agent.password);

  // The board is where a Booking Agent lands.
  await admin.goto('/admin');
  await expect(admin.getByRole('heading', { name: 'Arrivals', level: 2 })).toBeVisible();
  await expect(
    admin
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', { name: 'Arrivals', exact: true }),
  ).toHaveAttribute('aria-current', 'page');

  // A driver, added in the Drivers view.
  const driverEmail = uniqueEmail('driver');
  await admin.getByRole('button', { name: 'Drivers' }).click();
  await admin.getByRole('button', { name: 'Add driver' }).click();
  const form = admin.getByRole('dialog', { name: 'Add driver' });
  await form.getByLabel('Name').fill('Tomasz Wiśniewski');
  await form.getByLabel('Phone').fill('+61 412 987 654');
  await form.getByLabel('Email').fill(driverEmail);
  await form.getByLabel('Languages (comma separated)').fill('English, Polish');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(admin.getByText('Driver added.')).toBeVisible();
  await expect(admin.getByTestId(`driver-${driverEmail}`)).toContainText('English, Polish');

  // The driver's own calendar feed of their pickups (decision 062), made from the drivers' list.
  await admin.getByRole('button', { name: 'Calendar feed of Tomasz Wiśniewski' }).click();
  await admin.getByRole('button', { name: 'Make a feed address' }).click();
  const feedUrl = await admin.getByLabel('Private feed address (shown only now)').inputValue();
  expect(feedUrl).toMatch(/\/api\/calendar\/[^/]+\.ics$/);

  // Assigned on today's board.
  await admin.getByRole('button', { name: 'Board' }).click();
  const row = admin.getByTestId(`arrival-${student.booking.bookingId}`);
  await expect(row).toContainText('Lin Arrival');
  await expect(row).toContainText('Unassigned');
  await row.getByRole('button', { name: `Assign driver for ${student.booking.bookingId}` }).click();
  const dialog = admin.getByRole('dialog', { name: `Pickup for ${student.booking.bookingId}` });
  await dialog.getByLabel('Driver').selectOption({ label: 'Tomasz Wiśniewski (English, Polish)' });
  await dialog.getByLabel('Meeting point').fill('Terminal 2, Door 5, by the café');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(admin.getByText('Driver saved. We have told everyone.')).toBeVisible();
  await expect(row).toContainText('Tomasz Wiśniewski');
  await expect(row).toContainText('Assigned');
  await expect(row.getByLabel(`Pickup status of ${student.booking.bookingId}`)).toHaveValue(
    'Assigned',
  );
  // The pickup is now in the driver's calendar.
  const feed = await request.get(feedUrl);
  expect(feed.headers()['content-type']).toContain('text/calendar');
  expect(await feed.text()).toContain(student.booking.bookingId);

  // The student's booking details: the driver's name as entered (issue 25: not a split first
  // name), a tap-to-call phone, where.
  const page = await signedInPage(browser, student.email, PASSWORD);
  await page.goto('/dashboard');
  await page.getByRole('button', { name: `View booking ${student.booking.bookingId}` }).click();
  const details = page.getByRole('dialog', { name: 'Booking Details' });
  const pickup = details.getByRole('region', { name: 'Your airport pickup' });
  await expect(pickup).toContainText(
    'Tomasz Wiśniewski will meet you at: Terminal 2, Door 5, by the café',
  );
  await expect(
    pickup.getByRole('link', { name: 'Call Tomasz Wiśniewski: +61 412 987 654' }),
  ).toHaveAttribute('href', 'tel:+61412987654');
  await expect(
    page.getByText(`Your driver for booking ${student.booking.bookingId} is Tomasz Wiśniewski`),
  ).toBeVisible();

  // And on the arrival pass the student keeps on the phone (decision 062): arriving today, the
  // driver is in "Who is coming" (issue 35 item 3).
  await page.goto(`/dashboard/bookings/${student.booking.bookingId}/pass`);
  const driverSection = page.getByRole('region', { name: 'Who is coming', exact: true });
  await expect(driverSection).toContainText('Tomasz Wiśniewski');
  await expect(driverSection).toContainText('+61 412 987 654');
  await expect(page.getByText('Terminal 2, Door 5, by the café')).toBeVisible();
});

test('the Arrivals tab passes axe, and works at 360 px wide without sideways scrolling', async ({
  page: admin,
  request,
}) => {
  const student = await arrivingToday(request, 'Nguyen Thi Minh Khai With A Long Name');
  const agent = await teamMember(request, 'Booking Agent');
  // Signed in on the test's own page (axe needs a page of a context the test owns).
  const { token, user } = await apiLogin(admin.request, agent.email, agent.password);
  await admin.goto('/');
  await admin.evaluate(
    ([t, u]) => {
      const parsed = JSON.parse(u!);
      window.localStorage.setItem('token', t!);
      window.localStorage.setItem('userName', parsed.name);
      window.localStorage.setItem('userId', parsed._id);
      window.localStorage.setItem('user', u!);
    },
    [token, JSON.stringify(user)],
  );
  await admin.goto('/admin?tab=arrivals');
  const row = admin.getByTestId(`arrival-${student.booking.bookingId}`);
  await expect(row).toBeVisible();
  expect(await seriousViolations(admin)).toEqual([]);

  await admin.setViewportSize({ width: 360, height: 740 });
  await expect(row.getByRole('article')).toBeVisible();
  // The System Notifications wait behind the admin bar's notices button, and open on request
  // (issue 33 item 5: header, tabs and notices are one bar on a phone).
  const strip = admin.getByRole('region', { name: 'System Notifications' });
  await expect(strip).toHaveCount(0);
  await admin.getByRole('button', { name: /^Notices: / }).click();
  await expect(strip).toBeVisible();
  await admin.getByRole('button', { name: /^Notices: / }).click();
  await expect(strip).toHaveCount(0);
  await expect(row.getByRole('link', { name: /^Call Nguyen Thi Minh Khai/ })).toHaveAttribute(
    'href',
    'tel:+61400222333',
  );
  await expect(row.getByRole('link', { name: /^Send an SMS to/ })).toHaveAttribute(
    'href',
    'sms:+61400222333',
  );
  await expect(row.getByRole('link', { name: /^WhatsApp/ })).toHaveAttribute(
    'href',
    'https://wa.me/61400222333',
  );
  const overflow = await admin.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  expect(await seriousViolations(admin)).toEqual([]);

  // Other days and the drivers' view fit as well. On a phone the range is behind "Filters"
  // (decision 078).
  await admin.getByRole('button', { name: /^Filters/ }).click();
  await admin.getByRole('button', { name: 'Next 7 days' }).click();
  await expect(row).toBeVisible();
  await admin.getByRole('button', { name: 'Drivers' }).click();
  await expect(admin.getByRole('heading', { name: 'Drivers' })).toBeVisible();
  expect(
    await admin.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    ),
  ).toBeLessThanOrEqual(0);
});
