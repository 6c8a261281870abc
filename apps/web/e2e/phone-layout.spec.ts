// Nothing wider than the phone (issue 25 items 2 and 3, docs/decisions/078): at 360 x 740 and
// 390 x 844, each public page, the student's dashboard with a booking in every state (in
// English and Chinese) and each back-office tab lay out within the device's width, and every
// row action is tappable. The screenshots are kept with the results.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';

import { ADMIN_TABS } from '@landed/shared/permissions';

import { E2E_ADMIN } from '../playwright.config.ts';
import {
  PASSWORD,
  apiLogin,
  appTakesOver,
  expectFits,
  expectTappable,
  keepScreenshot,
  melbourneToday,
  signedInPage,
  uniqueEmail,
} from './support.ts';

const PHONES = [
  { width: 360, height: 740 },
  { width: 390, height: 844 },
];
const phone = (viewport: { width: number; height: number }) => ({
  viewport,
  isMobile: true,
  hasTouch: true,
});

const PUBLIC = [
  '/',
  '/services',
  '/services/airport-pickup',
  '/packages',
  '/about',
  '/blog',
  '/blog/your-pre-departure-checklist-for-melbourne',
  '/contact',
  '/privacy',
  '/terms',
  '/login',
  '/signup',
  '/no-such-page',
  '/zh-CN/',
  '/zh-CN/packages',
];

// A student with a booking in each state the dashboard shows: pending and unpaid, paid and
// awaiting verification, verified, and cancelled. One arrives today, for the arrivals board.
async function studentWithEveryState(request: APIRequestContext) {
  const email = uniqueEmail('phone-layout');
  const name = 'Phuong Phone';
  const { token } = (await (
    await request.post('/api/auth/register', { data: { name, email, password: PASSWORD } })
  ).json()) as { token: string };
  const headers = { authorization: `Bearer ${token}` };
  const { packages } = await (await request.get('/api/public/packages')).json();
  const standard = packages.find((p: { title: string }) => p.title === 'Standard');
  const book = async (preferredDate: string) => {
    const made = await request.post('/api/booking', {
      headers,
      data: {
        userName: name,
        email,
        phone: '+61 400 555 666',
        preferredDate,
        arrivalTime: '23:50',
        flightNumber: 'VN781',
        packageId: standard._id,
      },
    });
    expect(made.status()).toBe(201);
    return ((await made.json()) as { booking: { _id: string; bookingId: string } }).booking;
  };
  const later = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const pending = await book(melbourneToday());
  const claimed = await book(later);
  const verified = await book(later);
  const cancelled = await book(later);
  for (const booking of [claimed, verified]) {
    const paid = await request.patch(`/api/booking/${booking._id}/mark-paid`, {
      headers,
      data: { reference: 'E2E-PHONE' },
    });
    expect(paid.ok()).toBe(true);
  }
  const admin = await apiLogin(request, E2E_ADMIN.email, E2E_ADMIN.password);
  const adminHeaders = { authorization: `Bearer ${admin.token}` };
  const { payments } = (await (
    await request.get('/api/admin/payments?limit=100', { headers: adminHeaders })
  ).json()) as { payments: Array<{ _id: string; bookingId: string }> };
  const payment = payments.find((p) => p.bookingId === verified.bookingId)!;
  expect(
    (
      await request.post(`/api/admin/payments/${payment._id}/verify`, { headers: adminHeaders })
    ).ok(),
  ).toBe(true);
  expect(
    (
      await request.patch(`/api/booking/${cancelled._id}`, {
        headers,
        data: { status: 'Cancelled' },
      })
    ).ok(),
  ).toBe(true);
  return { email, bookings: [pending, claimed, verified, cancelled] };
}

// Scrolls through the page, so the parts that load when reached (the footer, 068) are there.
async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    window.scrollTo(0, 0);
  });
}

for (const viewport of PHONES) {
  test.describe(`at ${viewport.width} x ${viewport.height}`, () => {
    test.use(phone(viewport));

    // One page (one browser context) for the public pages, a step each: a context a page cost
    // more than the page's own checks.
    test('each public page is no wider than the phone', async ({ page }, testInfo) => {
      test.setTimeout(PUBLIC.length * 20_000);
      await page.route('https://*.tile.openstreetmap.org/**', (route) => route.abort());
      for (const path of PUBLIC) {
        await test.step(path, async () => {
          await page.goto(path);
          await appTakesOver(page);
          await scrollThrough(page);
          await expect(
            page.getByRole('contentinfo').or(page.locator('form')).first(),
          ).toBeVisible();
          await expectFits(page, path);
          await keepScreenshot(page, testInfo, `${viewport.width} ${path}`, { fullPage: true });
        });
      }
    });
  });
}

// One student for the spec's tests in a worker: signed up once, not per viewport.
let student: ReturnType<typeof studentWithEveryState> | undefined;
const theStudent = (request: APIRequestContext) => (student ??= studentWithEveryState(request));

for (const viewport of PHONES) {
  for (const prefix of ['', '/zh-CN']) {
    const what = `${viewport.width} ${prefix || '/en'}/dashboard`;
    test(`${what} with a booking in every state is no wider than the phone, its actions tappable`, async ({
      browser,
      request,
    }, testInfo) => {
      test.setTimeout(90_000);
      const { email, bookings } = await theStudent(request);
      const context = await browser.newContext(phone(viewport));
      const page = await signedInPage(context, email, PASSWORD);
      await page.goto(`${prefix}/dashboard`);
      for (const { bookingId } of bookings) {
        await expect(page.getByTestId(`booking-row-${bookingId}`)).toBeVisible();
      }
      await expectFits(page, what);
      const actions = page
        .locator('[data-testid^="booking-row-"]')
        .locator('button:not([disabled]), a');
      // View on each; Cancel, Arrival pass and Pay on the pending one; Pay on the claimed one
      // no more; Download invoice on the verified one.
      expect(await expectTappable(actions, `${what} row actions`)).toBeGreaterThanOrEqual(7);
      await page
        .locator('[data-testid^="booking-row-"]')
        .first()
        .evaluate((row) => row.scrollIntoView({ block: 'start' }));
      await page.evaluate(() => window.scrollBy(0, -80));
      await keepScreenshot(page, testInfo, what);
      await context.close();
    });
  }
}

// At desktop width too (issue 25): "Arrival pass" and "Download invoice" were clipped at the
// table's edge, reachable only by scrolling the table sideways.
test('at 1280 x 800, the bookings table shows every action without scrolling sideways', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const { email, bookings } = await theStudent(request);
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await signedInPage(context, email, PASSWORD);
  await page.goto('/dashboard');
  for (const { bookingId } of bookings) {
    await expect(page.getByTestId(`booking-row-${bookingId}`)).toBeVisible();
  }
  const table = page.getByRole('table', { name: 'Your bookings' });
  const overflow = await table.evaluate((element) => {
    const box = element.parentElement!;
    return { table: element.scrollWidth, box: box.clientWidth };
  });
  expect(overflow.table, 'the table is no wider than its panel').toBeLessThanOrEqual(overflow.box);
  const actions = page
    .locator('[data-testid^="booking-row-"]')
    .locator('button:not([disabled]), a');
  expect(await expectTappable(actions, 'desktop row actions')).toBeGreaterThanOrEqual(7);
  await keepScreenshot(page, testInfo, '1280 /dashboard');
  await context.close();
});

// Every tab of the back-office, as the Super Admin sees them.
const TABS = ADMIN_TABS.map((tab) => tab.key);

// One signed-in page a phone size, tab after tab (a sign-in and a browser context a tab cost
// more than the tab's own checks).
for (const viewport of PHONES) {
  test(`at ${viewport.width} x ${viewport.height}, each back-office tab is no wider than the phone, its row actions tappable`, async ({
    browser,
  }, testInfo) => {
    test.setTimeout(TABS.length * 30_000);
    const context = await browser.newContext(phone(viewport));
    const page = await signedInPage(context, E2E_ADMIN.email, E2E_ADMIN.password);
    for (const tab of TABS) {
      await test.step(tab, async () => {
        await page.goto(`/admin?tab=${tab}`);
        const strip = page.getByRole('navigation', { name: 'Admin' }).getByRole('list').first();
        await expect(strip.locator('[aria-current="page"]')).toBeVisible();
        await expect(page.getByText('Loading...')).toHaveCount(0);
        await page.waitForLoadState('networkidle');
        await expectFits(page, tab);
        // The strip scrolls sideways and shows it: a shadow at the end with more tabs.
        expect(
          await strip.evaluate((list) => ({
            scrolls: list.scrollWidth > list.clientWidth,
            shadow: getComputedStyle(list).backgroundImage.includes('radial-gradient'),
          })),
          `${tab}: the tab strip`,
        ).toEqual({ scrolls: true, shadow: true });
        await expectTappable(strip.locator('[aria-current="page"]'), `${tab}: the open tab`);
        const rows = page.locator('main tbody tr, main [data-testid^="arrival-"]');
        await expectTappable(
          rows.locator('button:not([disabled]), a, select').filter({ visible: true }),
          `${tab} row actions`,
        );
        await page.evaluate(() => window.scrollTo(0, 0));
        await keepScreenshot(page, testInfo, `${viewport.width} admin ${tab}`);
      });
    }
    await context.close();
  });
}

test('on a phone the first arrival card is on the first screen, the filters folded, and the chosen days are kept', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const arriving = (await theStudent(request)).bookings[0]!.bookingId;
  const context = await browser.newContext(phone({ width: 390, height: 844 }));
  const page = await signedInPage(context, E2E_ADMIN.email, E2E_ADMIN.password);
  await page.goto('/admin?tab=arrivals');
  await expect(page.getByTestId(`arrival-${arriving}`)).toBeVisible();
  const filters = page.getByRole('button', { name: /^Filters/ });
  await expect(filters).toHaveAttribute('aria-expanded', 'false');
  // The first card starts on the first screen, with its time, flight and student in view.
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  const first = page.locator('[data-testid^="arrival-"]').first();
  const top = await first.evaluate((element) => element.getBoundingClientRect().top);
  expect(top).toBeLessThan(844 - 120);
  await keepScreenshot(page, testInfo, 'arrivals first screen');

  // The next 7 days, chosen behind Filters, are what the board opens on next time.
  await filters.click();
  await page.getByRole('button', { name: 'Next 7 days' }).click();
  await page.reload();
  await expect(page.getByRole('button', { name: /^Filters/ })).toContainText(/ to /);
  await page.getByRole('button', { name: /^Filters/ }).click();
  await expect(page.getByRole('button', { name: 'Next 7 days' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await context.close();
});
