import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';

import { appTakesOver } from './support.ts';

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
  // The page's own texts came in the page; no other language's were fetched.
  const carried = await page.locator('#landed-messages').textContent();
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
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
    expect(serious).toEqual([]);
  });
}
