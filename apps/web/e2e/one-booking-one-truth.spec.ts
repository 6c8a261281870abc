// Issue 31's "Must show", on a 390 px phone as each person holds it: a booking its university
// pays on account reads "Invoiced to {university}" for the student (list and details, with no
// Pay button and no "Not Paid"), for staff and for the university's coordinator; and a
// coordinator's decline of a paid, confirmed booking is a request (not a cancellation) that staff
// settle by cancelling, shown the policy's refund first, which then falls due. The screenshots
// are kept with the results.
import type { APIRequestContext, Browser, Locator, Page, TestInfo } from '@playwright/test';
import { expect, test } from '@playwright/test';

import { E2E_ADMIN } from '../playwright.config.ts';
import {
  PASSWORD,
  apiLogin,
  expectFits,
  expectTappable,
  keepScreenshot,
  mailText,
  signedInPage,
  uniqueEmail,
} from './support.ts';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

// A day in Melbourne, `days` from now: the policy counts hours before the arrival there.
const melbourneDate = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Melbourne' }).format(
    Date.now() + days * 86_400_000,
  );

async function adminHeaders(request: APIRequestContext) {
  const admin = await apiLogin(request, E2E_ADMIN.email, E2E_ADMIN.password);
  return { authorization: `Bearer ${admin.token}` };
}

// A university partner with a coordinator who has taken the mailed invitation (through the API:
// partners.spec.ts walks the invitation in the browser).
async function universityWithCoordinator(
  request: APIRequestContext,
  terms: { billingMode?: 'account' | 'student'; requiresApproval?: boolean },
) {
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const name = `Deakin Global ${stamp}`;
  const headers = await adminHeaders(request);
  const created = await request.post('/api/admin/partners', {
    headers,
    data: { kind: 'University', name, billingEmail: `intl.${stamp}@deakin.example`, ...terms },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { partner } = (await created.json()) as { partner: { _id: string } };
  const email = uniqueEmail('truth-coordinator');
  const invited = await request.post(`/api/admin/partners/${partner._id}/invitations`, {
    headers,
    data: { email, name: 'Mei Chen' },
  });
  expect(invited.ok(), await invited.text()).toBe(true);
  const text = await mailText(
    request,
    email,
    `You are invited to the Landed partner portal for ${name}`,
  );
  const token = new URL(/https?:\/\/\S+\/accept-invitation\?\S+/.exec(text)![0]).searchParams.get(
    'token',
  );
  const registered = await request.post('/api/auth/register', {
    data: { name: 'Mei Chen', email, password: PASSWORD },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const { token: session } = (await registered.json()) as { token: string };
  const accepted = await request.post('/api/auth/invitations/accept', {
    headers: { authorization: `Bearer ${session}` },
    data: { token },
  });
  expect(accepted.ok(), await accepted.text()).toBe(true);
  return { name, coordinator: email };
}

// A student who names the university on their profile books the Standard package ($180) for
// themselves: the booking is the university's (docs/decisions/094).
async function studentBooks(request: APIRequestContext, university: string, days: number) {
  const email = uniqueEmail('truth-student');
  const name = 'Li Wei';
  const registered = await request.post('/api/auth/register', {
    data: { name, email, password: PASSWORD },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const { token } = (await registered.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}` };
  const named = await request.patch('/api/user/me', {
    headers,
    data: { profile: { university } },
  });
  expect(named.ok(), await named.text()).toBe(true);
  const { packages } = await (await request.get('/api/public/packages')).json();
  const standard = packages.find((p: { title: string }) => p.title === 'Standard');
  const made = await request.post('/api/booking', {
    headers,
    data: {
      userName: name,
      email,
      phone: '+86 138 0000 0000',
      preferredDate: melbourneDate(days),
      packageId: standard._id,
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const { booking } = (await made.json()) as {
    booking: { _id: string; bookingId: string; partner: { name: string } | null };
  };
  expect(booking.partner?.name).toBe(university);
  return { email, headers, booking };
}

// A signed-in page on the phone, in a browser context of its own.
async function onPhone(browser: Browser, email: string, password: string): Promise<Page> {
  return signedInPage(await browser.newContext(PHONE), email, password);
}

// What the person holding the phone sees: the page no wider than the screen, the element on
// the screen and not covered, then kept as a screenshot.
async function seenOnPhone(page: Page, element: Locator, testInfo: TestInfo, name: string) {
  await expectFits(page, name);
  await expectTappable(element, name);
  await keepScreenshot(page, testInfo, name);
}

// Nothing in a box that clips (a dialog scrolls within itself) runs past its right edge: every
// text as a person reads it is inside, not cut off where expectFits cannot see it.
async function expectTextInside(box: Locator, what: string) {
  const outside = await box.evaluate((element) => {
    const edge = element.getBoundingClientRect().right;
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    const cut: string[] = [];
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim()) continue;
      range.selectNodeContents(node);
      const right = Math.max(0, ...[...range.getClientRects()].map((r) => r.right));
      if (right > edge + 0.5) cut.push(`${node.textContent.trim().slice(0, 40)}: ${right}`);
    }
    return cut;
  });
  expect(outside, `${what}: text past the right edge`).toEqual([]);
}

// Staff find the booking in the Bookings tab of the back-office.
async function staffBookingRow(page: Page, ref: string): Promise<Locator> {
  await page.goto('/admin?tab=bookings');
  await page.getByRole('searchbox', { name: 'Search bookings' }).fill(ref);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const row = page.getByTestId(`admin-booking-${ref}`);
  await expect(row).toBeVisible();
  return row;
}

test('a booking its university pays reads "Invoiced to" the university for the student, staff and the coordinator, on a 390 px phone', async ({
  browser,
  request,
}, testInfo) => {
  // Three people on three phones.
  test.slow();
  const { name: university, coordinator } = await universityWithCoordinator(request, {
    billingMode: 'account',
  });
  const { email, booking } = await studentBooks(request, university, 4);
  const ref = booking.bookingId;
  const invoiced = `Invoiced to ${university}`;

  // The student: the list says who pays, offers no Pay button and never "Not Paid".
  const student = await onPhone(browser, email, PASSWORD);
  await student.goto('/dashboard');
  const row = student.getByTestId(`booking-row-${ref}`);
  await expect(row.getByText(invoiced, { exact: true })).toBeVisible();
  await expect(row.getByText('Not Paid')).toHaveCount(0);
  await expect(student.getByRole('button', { name: `Pay booking ${ref}` })).toHaveCount(0);
  await expect(student.getByRole('button', { name: /^Pay/ })).toHaveCount(0);
  await seenOnPhone(student, row.getByText(invoiced, { exact: true }), testInfo, 'student-list');
  // ... and so do the booking's details.
  await row.getByRole('button', { name: `View booking ${ref}` }).click();
  const details = student.getByRole('dialog', { name: 'Booking Details' });
  await expect(details.getByText(invoiced, { exact: true })).toBeVisible();
  await expect(details.getByText('Not Paid')).toHaveCount(0);
  await expect(details.getByRole('button', { name: /^Pay/ })).toHaveCount(0);
  await expectTextInside(details, 'the booking details');
  await seenOnPhone(
    student,
    details.getByText(invoiced, { exact: true }),
    testInfo,
    'student-details',
  );
  await student.context().close();

  // Staff, in the back-office's Bookings tab.
  const staff = await onPhone(browser, E2E_ADMIN.email, E2E_ADMIN.password);
  const staffRow = await staffBookingRow(staff, ref);
  await expect(staffRow.getByText(invoiced, { exact: true })).toBeVisible();
  await expect(staffRow.getByText('Not Paid')).toHaveCount(0);
  await seenOnPhone(staff, staffRow.getByText(invoiced, { exact: true }), testInfo, 'staff-row');
  await staff.context().close();

  // The university's coordinator, on the portal's board of the coming arrivals.
  const desk = await onPhone(browser, coordinator, PASSWORD);
  await desk.goto('/partner');
  await expect(desk.getByRole('heading', { name: university, level: 1 })).toBeVisible();
  await desk.getByRole('button', { name: 'Next 7 days' }).click();
  const card = desk.getByTestId(`partner-arrival-${ref}`);
  await expect(card.getByText(invoiced, { exact: true })).toBeVisible();
  await expect(card.getByText('Not Paid')).toHaveCount(0);
  await seenOnPhone(desk, card.getByText(invoiced, { exact: true }), testInfo, 'partner-board');
  // ... and on its list of its students' bookings.
  const listed = desk
    .getByRole('region', { name: "Your students' bookings" })
    .getByRole('row')
    .filter({ hasText: ref });
  await expect(listed.getByText(invoiced, { exact: true })).toBeVisible();
  await expect(listed.getByText('Not Paid')).toHaveCount(0);
  await seenOnPhone(
    desk,
    listed.getByText(invoiced, { exact: true }),
    testInfo,
    'partner-bookings-list',
  );
  await desk.context().close();
});

test('a coordinator’s decline of a paid, confirmed booking is a request; staff cancel it, shown the policy’s refund, which falls due', async ({
  browser,
  request,
}, testInfo) => {
  test.slow();
  const { name: university, coordinator } = await universityWithCoordinator(request, {
    requiresApproval: true,
  });
  // A month ahead: the policy gives everything back.
  const { headers, booking } = await studentBooks(request, university, 30);
  const ref = booking.bookingId;

  // The student pays by transfer; staff verify it and confirm the booking. The university has
  // not answered yet.
  const claimed = await request.patch(`/api/booking/${booking._id}/mark-paid`, {
    headers,
    data: { reference: ref },
  });
  expect(claimed.ok(), await claimed.text()).toBe(true);
  const staffHeaders = await adminHeaders(request);
  const { payments } = (await (
    await request.get('/api/admin/payments?limit=100', { headers: staffHeaders })
  ).json()) as { payments: { _id: string; bookingId: string }[] };
  const payment = payments.find((p) => p.bookingId === ref)!;
  const verified = await request.post(`/api/admin/payments/${payment._id}/verify`, {
    headers: staffHeaders,
  });
  expect(verified.ok(), await verified.text()).toBe(true);
  const confirmed = await request.patch(`/api/admin/bookings/${booking._id}`, {
    headers: staffHeaders,
    data: { status: 'Confirmed' },
  });
  expect(confirmed.ok(), await confirmed.text()).toBe(true);

  // The coordinator declines it from the approval queue, with a reason.
  const desk = await onPhone(browser, coordinator, PASSWORD);
  await desk.goto('/partner');
  const waiting = desk.getByTestId(`approval-${ref}`);
  await expect(waiting).toContainText('Li Wei');
  await waiting.getByRole('button', { name: 'Decline...' }).click();
  await waiting.getByLabel('Reason (the student reads it)').fill('Not enrolled this semester');
  const decline = waiting.getByRole('button', { name: 'Decline', exact: true });
  await expectTappable(decline, 'the decline button');
  await decline.click();
  // A request for Landed to settle, not a cancellation.
  await expect(desk.getByText(`${ref}: decline requested.`, { exact: false })).toBeVisible();
  await expect(waiting).toBeHidden();
  const listed = desk
    .getByRole('region', { name: "Your students' bookings" })
    .getByRole('row')
    .filter({ hasText: ref });
  await expect(listed).toContainText('Confirmed');
  await expect(listed.getByText('Decline requested', { exact: true })).toBeVisible();
  await expect(listed).not.toContainText('Cancelled');
  await seenOnPhone(
    desk,
    listed.getByText('Decline requested', { exact: true }),
    testInfo,
    'partner-decline-requested',
  );
  await desk.context().close();

  // Staff open the booking: the partner's request is on its timeline.
  const staff = await onPhone(browser, E2E_ADMIN.email, E2E_ADMIN.password);
  const row = await staffBookingRow(staff, ref);
  await row.getByRole('button', { name: `Details of booking ${ref}` }).click();
  const drawer = staff.getByRole('dialog', { name: `Booking ${ref}` });
  const asked = drawer.getByText('The partner asks to cancel: settle it by cancelling');
  await expect(asked).toBeVisible();
  await expectTextInside(drawer, 'the booking drawer');
  await seenOnPhone(staff, asked, testInfo, 'staff-decline-request');
  await drawer.getByRole('button', { name: /^Close/ }).click();
  await expect(drawer).toBeHidden();

  // They cancel it: the dialog shows what the policy refunds before they confirm.
  await row.getByRole('combobox', { name: `Status of ${ref}` }).selectOption('Cancelled');
  const dialog = staff.getByRole('dialog', { name: `Cancel booking ${ref}` });
  const policy = dialog.getByTestId('policy-refund');
  await expect(policy).toHaveText(
    'The student paid $180. Cancelled now, the policy refunds $180 (100%).',
  );
  await expectTextInside(dialog, 'the cancel dialog');
  await seenOnPhone(staff, policy, testInfo, 'staff-cancel-dialog');
  await dialog.getByRole('button', { name: 'Cancel booking', exact: true }).click();
  await expect(staff.getByText(`Booking ${ref} cancelled.`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row.getByText('Refund due', { exact: true })).toBeVisible();
  await seenOnPhone(staff, row.getByText('Refund due', { exact: true }), testInfo, 'staff-row');
  // The booking shows the refund it now owes: the policy's amount, Due.
  await row.getByRole('button', { name: `Details of booking ${ref}` }).click();
  const owed = drawer.getByText('Refund', { exact: true }).locator('xpath=following-sibling::dd');
  await expect(owed).toContainText('$180, Due');
  await seenOnPhone(staff, owed, testInfo, 'staff-booking-refund-due');
  await drawer.getByRole('button', { name: /^Close/ }).click();
  await expect(drawer).toBeHidden();

  // The refund falls due for that amount, in the Refunds section of the Payments tab.
  await staff.goto('/admin?tab=payments');
  const refund = staff.getByTestId(`refund-${ref}`);
  await expect(refund).toContainText('$180');
  await expect(refund.getByText('Due', { exact: true })).toBeVisible();
  await seenOnPhone(staff, refund.getByText('$180', { exact: true }), testInfo, 'staff-refunds');
  await staff.context().close();
});
