import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '@playwright/test';

import { E2E_ADMIN } from '../playwright.config.ts';
import { PASSWORD, signedInPage, teamMember, uniqueEmail } from './support.ts';
import type { Role } from './support.ts';

async function studentWithBooking(request: APIRequestContext, name: string) {
  const email = uniqueEmail('admin-e2e-student');
  const { token, user } = (await (
    await request.post('/api/auth/register', { data: { name, email, password: PASSWORD } })
  ).json()) as {
    token: string;
    user: { _id: string };
  };
  const { packages } = await (await request.get('/api/public/packages')).json();
  const basic = packages.find((p: { title: string }) => p.title === 'Basic');
  const preferredDate = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
  const response = await request.post('/api/booking', {
    headers: { authorization: `Bearer ${token}` },
    data: { userName: name, email, phone: '+61 400 000 000', preferredDate, packageId: basic._id },
  });
  const { booking } = await response.json();
  return { email, token, userId: user._id, booking: booking as { _id: string; bookingId: string } };
}

test('Confirmed by an admin: the student sees it, with a notification, and onboarding moves', async ({
  browser,
  request,
}) => {
  const student = await studentWithBooking(request, 'Confirmed Student');
  const agent = await teamMember(request, 'Booking Agent');
  const admin = await signedInPage(browser, agent.email, agent.password);
  await admin.goto('/admin?tab=bookings');
  await admin.getByLabel('Search bookings').fill(student.booking.bookingId);
  await admin.getByRole('button', { name: 'Search' }).click();
  const row = admin.getByTestId(`admin-booking-${student.booking.bookingId}`);
  await row.getByLabel(`Status of ${student.booking.bookingId}`).selectOption('Confirmed');
  await expect(row.getByLabel(`Status of ${student.booking.bookingId}`)).toHaveValue('Confirmed');

  const page = await signedInPage(browser, student.email, PASSWORD);
  await page.goto('/dashboard');
  const mine = page.getByTestId(`booking-row-${student.booking.bookingId}`);
  await expect(mine.getByText('Confirmed', { exact: true })).toBeVisible();
  await expect(
    page.getByText(`Good news: your booking ${student.booking.bookingId} (Basic) is confirmed.`),
  ).toBeVisible();
  const onboarding = page.getByRole('region', { name: 'Onboarding Progress' });
  await expect(onboarding.getByText('In progress')).toHaveCount(3);
});

test('verifying a payment raises Revenue', async ({ browser, request }) => {
  const student = await studentWithBooking(request, 'Paying Student');
  await request.patch(`/api/booking/${student.booking._id}/mark-paid`, {
    headers: { authorization: `Bearer ${student.token}` },
    data: { reference: 'E2E-PAY' },
  });
  const admin = await signedInPage(browser, E2E_ADMIN.email, E2E_ADMIN.password);
  await admin.goto('/admin');
  const revenue = admin.getByTestId('stat-Revenue');
  await expect(revenue).toHaveText(/^\$/);
  const before = Number((await revenue.textContent())!.replace(/[$,]/g, ''));

  await admin.goto('/admin?tab=payments');
  const row = admin.getByTestId(`payment-${student.booking.bookingId}`);
  await expect(row.getByText('E2E-PAY')).toBeVisible();
  await row
    .getByRole('button', { name: `Verify payment for ${student.booking.bookingId}` })
    .click();
  // Verifying issues the invoice: asked once more (issue 33 item 5).
  await admin
    .getByRole('dialog', { name: 'Verify payment' })
    .getByRole('button', { name: 'Verify' })
    .click();
  await expect(admin.getByText('Payment verified.')).toBeVisible();

  await admin.goto('/admin');
  await expect(admin.getByTestId('stat-Revenue')).toHaveText(`$${before + 75}`);
});

test('suspending a user signs them out', async ({ browser, request }) => {
  const student = await studentWithBooking(request, 'Suspended Student');
  const page = await signedInPage(browser, student.email, PASSWORD);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Welcome, Suspended Student!' })).toBeVisible();

  const support = await teamMember(request, 'Support Admin');
  const admin = await signedInPage(browser, support.email, support.password);
  await admin.goto('/admin?tab=users');
  await admin.getByLabel('Search by name or e-mail').fill(student.email);
  await admin.getByRole('button', { name: 'Search' }).click();
  await admin.getByRole('button', { name: 'View profile of Suspended Student' }).click();
  const profile = admin.getByRole('dialog', { name: 'Suspended Student' });
  await profile.getByRole('button', { name: 'Suspend' }).click();
  await expect(profile.getByText('Suspended', { exact: true })).toBeVisible();

  await page.reload();
  await expect(page.getByText('Your account is suspended.')).toBeVisible();
  await expect(page).toHaveURL('/login', { timeout: 5_000 });
  expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
});

test('each role sees exactly its tabs; a Content Manager gets 403 from the users API', async ({
  browser,
  request,
}) => {
  const expected: Record<Exclude<Role, 'Super Admin' | 'Developer'>, string[]> = {
    'Content Manager': [
      'Overview',
      'Arrivals',
      'Services',
      'Packages',
      'Banking',
      'Bookings',
      'Content (CMS)',
      'Payments',
    ],
    // A Booking Agent lands on the arrivals board (issue 15; docs/decisions/060).
    'Booking Agent': [
      'Arrivals',
      'Overview',
      'Users',
      'Services',
      'Packages',
      'Banking',
      'Bookings',
      'Inquiries',
      'Payments',
    ],
    'Support Admin': [
      'Overview',
      'Arrivals',
      'Users',
      'Services',
      'Packages',
      'Banking',
      'Bookings',
      'Inquiries',
      'Payments',
    ],
  };
  for (const [role, tabs] of Object.entries(expected)) {
    const member = await teamMember(request, role as Role);
    const page = await signedInPage(browser, member.email, member.password);
    await page.goto('/admin');
    const nav = page.getByRole('navigation', { name: 'Admin' });
    await expect(nav.getByRole('list').first().getByRole('link')).toHaveText(tabs);
    const token = await page.evaluate(() => window.localStorage.getItem('token'));
    const users = await page.request.get('/api/admin/users', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(users.status(), role).toBe(role === 'Content Manager' ? 403 : 200);
    // A tab the role may not open sends it back to its first tab.
    await page.goto('/admin?tab=logs');
    await expect(page).toHaveURL('/admin');
    await page.close();
  }
});

test('the admin area asks a visitor to sign in and tells a student they have no access', async ({
  page,
  request,
}) => {
  await page.goto('/admin');
  await expect(page).toHaveURL('/login');
  const email = uniqueEmail('no-access');
  await request.post('/api/auth/register', {
    data: { name: 'Just A Student', email, password: PASSWORD },
  });
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL('/admin');
  await expect(page.getByRole('alert')).toHaveText('You do not have access to the admin area.');
});
