// Issue 15 items 4 and 5 (docs/decisions/064): the student changes the flight from the
// dashboard, and an administrator sees the new flight and the change in the booking drawer.
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '@playwright/test';

import {
  PASSWORD,
  seriousViolations,
  teamMember,
  uniqueEmail,
  signedInNewContext,
} from './support.ts';

async function studentWithBooking(request: APIRequestContext, name: string) {
  const email = uniqueEmail('arrival-e2e-student');
  const { token } = (await (
    await request.post('/api/auth/register', { data: { name, email, password: PASSWORD } })
  ).json()) as { token: string };
  const { packages } = await (await request.get('/api/public/packages')).json();
  const standard = packages.find((p: { title: string }) => p.title === 'Standard');
  const preferredDate = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
  const response = await request.post('/api/booking', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      userName: name,
      email,
      phone: '+61 400 000 000',
      preferredDate,
      arrivalTime: '14:30',
      flightNumber: 'QF10',
      packageId: standard._id,
    },
  });
  expect(response.status()).toBe(201);
  const { booking } = await response.json();
  return {
    email,
    booking: booking as { _id: string; bookingId: string; preferredDate: string },
  };
}

test('the student changes the flight; an administrator sees it in the booking drawer', async ({
  browser,
  request,
}) => {
  // Two people's journeys and two accessibility scans in one test: more than the usual time
  // on a busy machine.
  test.slow();
  const student = await studentWithBooking(request, 'Moving Student');
  const ref = student.booking.bookingId;

  const page = await signedInNewContext(browser, student.email, PASSWORD);
  await page.goto('/dashboard');
  await page.getByRole('button', { name: `View booking ${ref}` }).click();
  const details = page.getByRole('dialog', { name: 'Booking Details' });
  await details.getByRole('button', { name: 'Change arrival' }).click();
  const form = details.getByRole('form', { name: 'Change arrival' });
  await expect(form.getByLabel('Flight Number (optional)')).toHaveValue('QF10');
  await form.getByLabel('Flight Number (optional)').fill('QF12');
  await form.getByLabel('Where you are going (optional)').fill('Unilodge, 22 Swanston St');
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('change-arrival.png') });
  await form.getByRole('button', { name: 'Save new arrival' }).click();
  await expect(page.getByText('Arrival updated!')).toBeVisible();
  await expect(details.getByText('QF12', { exact: true })).toBeVisible();
  await expect(details.getByText('Unilodge, 22 Swanston St')).toBeVisible();
  await details.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByText(`Your arrival for booking ${ref} is now`)).toBeVisible();

  const agent = await teamMember(request, 'Booking Agent');
  const admin = await signedInNewContext(browser, agent.email, agent.password);
  await admin.goto('/admin?tab=bookings');
  await admin.getByLabel('Search bookings').fill(ref);
  await admin.getByRole('button', { name: 'Search' }).click();
  await admin.getByRole('button', { name: `Details of booking ${ref}` }).click();
  const drawer = admin.getByRole('dialog', { name: `Booking ${ref}` });
  await expect(drawer.getByText('QF12', { exact: true })).toBeVisible();
  const timeline = drawer.getByRole('list', { name: 'Timeline' });
  const changed = timeline.locator('li[data-action="arrival_changed"]');
  await expect(changed).toContainText('Arrival changed');
  await expect(changed).toContainText('Flight: QF10 → QF12');
  await expect(changed).toContainText('Moving Student');
  await expect(timeline.locator('li[data-action="created"]')).toContainText('Booking made');

  await drawer
    .getByLabel('Internal note (only the team sees it)')
    .fill('Called: arrives with family.');
  await drawer.getByRole('button', { name: 'Add note' }).click();
  await expect(timeline.locator('li[data-action="note"]')).toContainText(
    'Called: arrives with family.',
  );
  expect(await seriousViolations(admin)).toEqual([]);
  // On a phone the drawer takes the whole width and nothing in it scrolls sideways.
  await admin.setViewportSize({ width: 360, height: 740 });
  await admin.screenshot({ path: test.info().outputPath('drawer-360.png') });
  const panel = drawer.locator('div.overflow-y-auto');
  expect(await panel.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  expect((await drawer.boundingBox())!.width).toBeLessThanOrEqual(360);
  await admin.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(admin.getByRole('button', { name: `Details of booking ${ref}` })).toBeFocused();

  // The arrivals board shows the new flight on the arrival's day, and its Details opens the
  // same drawer.
  await admin.setViewportSize({ width: 1280, height: 800 });
  await admin.goto('/admin?tab=arrivals');
  await admin.getByLabel('To', { exact: true }).fill(student.booking.preferredDate);
  await admin.getByLabel('From', { exact: true }).fill(student.booking.preferredDate);
  const row = admin.getByTestId(`arrival-${ref}`);
  await expect(row).toContainText('QF12');
  await row.getByRole('button', { name: `Details of ${ref}` }).click();
  await expect(admin.getByRole('dialog', { name: `Booking ${ref}` })).toBeVisible();
});
