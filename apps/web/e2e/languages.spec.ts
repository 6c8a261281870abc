import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';

import { PASSWORD, appTakesOver, seriousViolations, uniqueEmail } from './support.ts';

// The site in the student's language (issue 18, docs/decisions/071): the switcher keeps the
// page, the choice is remembered, a browser that prefers one of our languages is offered it,
// and a page in one language loads only that language's texts.

const nav = (page: Page) => page.getByRole('navigation', { name: /^(Main|主导航)$/ });

test('the switcher keeps the page, and the choice is remembered', async ({ page }) => {
  await page.goto('/packages');
  await appTakesOver(page);
  await nav(page).getByText('English').first().click();
  await nav(page).getByRole('link', { name: '简体中文' }).first().click();
  await expect(page).toHaveURL('/zh-CN/packages');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(nav(page).getByRole('link', { name: '套餐' }).first()).toBeVisible();
  await appTakesOver(page);

  // Moving around stays in Chinese.
  await nav(page).getByRole('link', { name: '服务' }).first().click();
  await expect(page).toHaveURL('/zh-CN/services');
  await expect(page.getByRole('link', { name: '关于我们' }).first()).toBeVisible();

  // An English address leads to the chosen language.
  await page.goto('/about');
  await expect(page).toHaveURL('/zh-CN/about');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');

  // Choosing English in the footer is remembered too.
  const footer = page.getByRole('contentinfo');
  await footer.scrollIntoViewIfNeeded();
  await footer.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL('/about');
  await page.goto('/packages');
  await expect(page).toHaveURL('/packages');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-AU');
});

test.describe('a browser that prefers Vietnamese', () => {
  test.use({ locale: 'vi-VN' });

  test('is offered Vietnamese on the home page, in Vietnamese, and may decline', async ({
    page,
  }) => {
    await page.goto('/');
    const offer = page.getByRole('region', { name: 'Ngôn ngữ' });
    await expect(offer).toContainText('Landed cũng có bản Tiếng Việt.');
    await expect(offer).toHaveAttribute('lang', 'vi-VN');
    // Offered, not forced: the page is still English.
    await expect(page).toHaveURL('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-AU');
    expect(await new AxeBuilder({ page }).include('section[lang]').analyze()).toMatchObject({
      violations: [],
    });
    await offer.getByRole('button', { name: 'Tiếp tục dùng tiếng Anh' }).click();
    await expect(offer).toHaveCount(0);
    await page.reload();
    await appTakesOver(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Ngôn ngữ' })).toHaveCount(0);
  });

  test('may take the offer', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Đọc bằng Tiếng Việt' }).click();
    await expect(page).toHaveURL('/vi/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'vi-VN');
    await expect(page.getByRole('region', { name: 'Ngôn ngữ' })).toHaveCount(0);
  });
});

test.describe('a browser that prefers English', () => {
  test.use({ locale: 'en-AU' });
  test('is offered nothing', async ({ page }) => {
    await page.goto('/');
    await appTakesOver(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.locator('section[lang]')).toHaveCount(0);
  });
});

// The language chunks a page asked for, by name (catalogue-{locale}-{catalogue}-….js).
function catalogueRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const name = /\/assets\/(catalogue-[^/]+)\.js$/.exec(new URL(request.url()).pathname)?.[1];
    if (name && !name.startsWith('catalogue-manager')) seen.push(name);
  });
  return seen;
}

test('the first load of /vi/ carries only the Vietnamese texts', async ({ page }) => {
  const requested = catalogueRequests(page);
  await page.goto('/vi/');
  await appTakesOver(page);
  await page.waitForLoadState('networkidle');
  // The page names its own language's texts (fetched as the app starts, docs/decisions/137);
  // no other language's were fetched.
  const address = await page.locator('script[data-texts]').getAttribute('data-texts');
  expect(address).toMatch(/^\/texts\/public-vi-/);
  const carried = await (await page.request.get(address!)).text();
  expect(carried).toContain('Gói dịch vụ');
  expect(carried).not.toContain('套餐');
  expect(requested.filter((name) => !name.startsWith('catalogue-vi-'))).toEqual([]);
});

test('a page the browser renders loads its own language only', async ({ page }) => {
  const requested = catalogueRequests(page);
  await page.goto('/hi/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await expect(page.getByRole('button').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(requested.length).toBeGreaterThan(0);
  expect(requested.filter((name) => !name.startsWith('catalogue-hi-'))).toEqual([]);
});

for (const path of ['/zh-CN/packages', '/hi/', '/ne/services', '/vi/about']) {
  test(`axe finds nothing serious on ${path}`, async ({ page }) => {
    await page.route('https://*.tile.openstreetmap.org/**', (route) => route.abort());
    await page.goto(path);
    await appTakesOver(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}

// The Simplified Chinese texts, by id, from the catalogues themselves (so that the test follows
// their wording, and fails when a page shows English instead).
function catalogue(locale: string): Record<string, string> {
  const dir = path.join(import.meta.dirname, '..', 'src', 'locales', locale);
  return Object.assign(
    {},
    ...readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .map((file) => JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as object),
  ) as Record<string, string>;
}
const english = catalogue('en');
const chinese = catalogue('zh-CN');
function zh(id: string, values: Record<string, string> = {}): string {
  const text = chinese[id];
  if (!text) throw new Error(`No Chinese text for ${id}`);
  expect(text, `${id} is translated`).not.toBe(english[id]);
  return text.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? `{${name}}`);
}

test('in Simplified Chinese: switch on /packages, sign up, book, and see the dashboard and the pass in Chinese', async ({
  page,
}) => {
  await page.goto('/packages');
  await appTakesOver(page);
  await nav(page).getByText('English').first().click();
  await nav(page).getByRole('link', { name: '简体中文' }).first().click();
  await expect(page).toHaveURL('/zh-CN/packages');

  // Sign up in Chinese; the account keeps the language.
  await nav(page)
    .getByRole('link', { name: zh('nav.signup') })
    .first()
    .click();
  await expect(page).toHaveURL('/zh-CN/signup');
  await page.getByLabel(zh('auth.fullNameLabel')).fill('Li Wei');
  await page.getByLabel(zh('auth.emailLabel')).fill(uniqueEmail('zh'));
  await page.getByLabel(zh('auth.passwordLabel'), { exact: true }).fill(PASSWORD);
  await page.getByLabel(zh('auth.confirmPasswordLabel')).fill(PASSWORD);
  await page.getByRole('button', { name: zh('auth.createAccount') }).click();
  await expect(page.getByText(zh('auth.registered'))).toBeVisible();
  const me = await page.evaluate(async () => {
    const response = await fetch('/api/user/me', {
      headers: { authorization: `Bearer ${localStorage.getItem('token')}` },
    });
    return (await response.json()) as { locale?: string };
  });
  expect(me.locale).toBe('zh-CN');

  // Book a package in Chinese.
  await page.goto('/zh-CN/packages');
  await page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { level: 2 }) })
    .first()
    .getByRole('button', { name: zh('packages.bookNow') })
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(zh('booking.phone')).fill('+61 400 123 456');
  await dialog
    .getByLabel(zh('booking.arrivalDate'))
    .fill(new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10));
  await dialog.getByLabel(zh('booking.flightNumberOptional')).fill('MU737');
  await dialog.getByRole('button', { name: zh('booking.confirm') }).click();
  await expect(dialog.getByRole('heading', { name: zh('booking.confirmed') })).toBeVisible();
  const bookingId = (await dialog.getByTestId('booking-id').textContent())!.trim();

  // The dashboard, in Chinese, opening on what happens next (issue 33 item 3).
  await expect(page).toHaveURL(`/zh-CN/dashboard?booked=${bookingId}`, { timeout: 6_000 });
  await expect(
    page.getByTestId('booked-next-steps').getByRole('heading', { name: zh('booked.title') }),
  ).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page.getByText(zh('common.statusPending')).first()).toBeVisible();
  await expect(page.getByText(zh('common.paymentNotPaid')).first()).toBeVisible();

  // The pass, in Chinese, with English beside what a driver reads.
  await page
    .getByRole('link', { name: zh('booking.arrivalPassLabel', { reference: bookingId }) })
    .click();
  await expect(page).toHaveURL(`/zh-CN/dashboard/bookings/${bookingId}/pass`);
  const pass = page.getByRole('article', { name: zh('pass.title') });
  await expect(pass.getByTestId('pass-ref')).toHaveText(bookingId);
  const flight = pass.getByRole('term').filter({ hasText: zh('pass.flight') });
  await expect(flight).toBeVisible();
  await expect(flight).toContainText('Flight');
  await expect(pass.getByText('MU737')).toBeVisible();
  expect(await new AxeBuilder({ page }).analyze()).toMatchObject({
    violations: expect.not.arrayContaining([expect.objectContaining({ impact: 'critical' })]),
  });
});
