// The phone menu (issue 25 item 1, docs/decisions/078). The spec this replaces passed while
// the opened menu was a strip 32 px tall showing "Home" only: `toBeVisible()` holds for an
// element with any box at all, clipped or covered. These tests check what a person sees: each
// item inside the screen and the element found at its own centre.
import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';

import { E2E_ADMIN } from '../playwright.config.ts';
import {
  PASSWORD,
  appTakesOver,
  expectTappable,
  keepScreenshot,
  signedInPage,
  uniqueEmail,
} from './support.ts';

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
test.use(PHONE);

const toggle = (page: Page) => page.locator('details[data-mobile-menu] > summary');
const menu = (page: Page) => page.getByTestId('mobile-menu');
// What the opened menu offers to a tap: its links, its buttons and the language switch.
const items = (page: Page) => menu(page).locator('a, button, summary').filter({ visible: true });

const SIGNED_OUT = ['Home', 'Services', 'Packages', 'About', 'Blog', 'Contact', 'Login', 'Sign Up'];

for (const { path, language, names } of [
  { path: '/', language: 'English', names: SIGNED_OUT },
  { path: '/packages', language: 'English', names: SIGNED_OUT },
  {
    path: '/zh-CN/',
    language: '简体中文',
    names: ['首页', '服务', '套餐', '关于我们', '博客', '联系我们', '登录', '注册'],
  },
]) {
  for (const hydrated of [false, true]) {
    test(`on ${path}, ${hydrated ? 'once the app has taken over' : 'before the app has started'}, the opened menu shows every item`, async ({
      page,
    }, testInfo) => {
      // Before: the app's code never arrives, as on a slow connection.
      if (!hydrated) await page.route('**/assets/**/*.js', (route) => route.abort());
      await page.goto(path);
      if (hydrated) await appTakesOver(page);
      await expect(menu(page)).toBeHidden();
      await toggle(page).click();
      await expect(menu(page)).toBeVisible();
      const texts = (await items(page).allInnerTexts()).map((text) => text.trim());
      expect(texts.slice(0, names.length)).toEqual(names);
      expect(texts.at(-1)).toContain(language);
      // Every one on the screen as it opens, nothing scrolled.
      expect(await expectTappable(items(page), `menu on ${path}`, { scroll: false })).toBe(
        names.length + 1,
      );
      await keepScreenshot(page, testInfo, `menu ${path} ${hydrated ? 'app' : 'rendered'}`);
      // The language switch opens inside the menu, its languages tappable too.
      await menu(page).locator('summary').click();
      await expectTappable(
        menu(page).getByRole('navigation').getByRole('link'),
        `languages on ${path}`,
      );
      // Escape closes it, before the app too (boot.js), and focus goes back to ☰.
      await page.keyboard.press('Escape');
      if (await menu(page).isVisible()) await page.keyboard.press('Escape');
      await expect(menu(page)).toBeHidden();
    });
  }
}

test('the open menu holds the focus and locks the page behind it', async ({ page }) => {
  await page.goto('/services');
  await appTakesOver(page);
  await toggle(page).click();
  await expect(menu(page)).toBeVisible();
  await expect(toggle(page)).toHaveAccessibleName('Close menu');
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
  // Focus stays on ☰ as the menu opens, then goes round the menu and ☰, never to the page
  // behind.
  await expect(toggle(page)).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(items(page).first()).toBeFocused();
  for (let step = 0; step < 12; step += 1) {
    await page.keyboard.press('Tab');
    expect(
      await page.evaluate(() => {
        const active = document.activeElement;
        return active?.closest('details[data-mobile-menu]') ? 'in the menu' : active?.outerHTML;
      }),
      `after Tab ${step + 1}`,
    ).toBe('in the menu');
  }
  await toggle(page).focus();
  await page.keyboard.press('Shift+Tab');
  await expect(items(page).last()).toBeFocused();
});

test('the menu closes on a link, on a tap beside it and on Escape', async ({ page }) => {
  await page.goto('/services');
  await appTakesOver(page);
  await toggle(page).click();
  await expect(menu(page)).toBeVisible();

  // A link navigates and closes the menu.
  await menu(page).getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL('/about');
  await expect(page.getByRole('heading', { level: 1, name: 'Who We Are' })).toBeVisible();
  await expect(menu(page)).toBeHidden();
  expect(await page.evaluate(() => document.body.style.overflow)).not.toBe('hidden');

  // A tap on the dimmed page beside it closes it.
  await toggle(page).click();
  await expect(menu(page)).toBeVisible();
  await page.mouse.click(20, 400);
  await expect(menu(page)).toBeHidden();
  expect(await page.evaluate(() => document.body.style.overflow)).not.toBe('hidden');

  // Escape closes it and gives focus back to ☰.
  await toggle(page).click();
  await expect(menu(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu(page)).toBeHidden();
  await expect(toggle(page)).toBeFocused();
  await expect(toggle(page)).toHaveAccessibleName('Open menu');
});

test('on a short screen the menu scrolls to its last item', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 420 });
  await page.goto('/contact');
  await appTakesOver(page);
  await toggle(page).click();
  const count = await expectTappable(items(page), 'menu on a short screen');
  expect(count).toBe(SIGNED_OUT.length + 1);
});

test('the footer offers Login to a visitor, in their language', async ({ page }) => {
  await page.goto('/about');
  const footer = page.getByRole('navigation', { name: 'Quick links' });
  await expect(footer.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  await page.goto('/zh-CN/about');
  await expect(
    page.getByRole('navigation', { name: '快速链接' }).getByRole('link', { name: '登录' }),
  ).toHaveAttribute('href', '/zh-CN/login');
});

test('a student finds Dashboard and Logout and no Admin or Login, in the menu and the footer', async ({
  browser,
  request,
}) => {
  const email = uniqueEmail('menu');
  await request.post('/api/auth/register', {
    data: { name: 'Mei Menu', email, password: PASSWORD },
  });
  const context = await browser.newContext(PHONE);
  const student = await signedInPage(context, email, PASSWORD);
  await student.goto('/about');
  await appTakesOver(student);
  await toggle(student).click();
  await expect(menu(student).getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(menu(student).getByRole('button', { name: 'Logout' })).toBeVisible();
  await expect(menu(student).getByRole('link', { name: 'Admin' })).toHaveCount(0);
  await expect(menu(student).getByRole('link', { name: 'Login' })).toHaveCount(0);
  await expectTappable(items(student), 'signed-in menu', { scroll: false });
  await student.keyboard.press('Escape');
  await student.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await expect(
    student.getByRole('navigation', { name: 'Quick links' }).getByRole('link', { name: 'Login' }),
  ).toHaveCount(0);
  await context.close();
});

test('staff find Admin in the menu', async ({ browser }) => {
  const context = await browser.newContext(PHONE);
  const staff = await signedInPage(context, E2E_ADMIN.email, E2E_ADMIN.password);
  await staff.goto('/about');
  await appTakesOver(staff);
  await toggle(staff).click();
  await expect(menu(staff).getByRole('link', { name: 'Admin' })).toBeVisible();
  await context.close();
});

test('every page change scrolls back to the top', async ({ page }) => {
  await page.goto('/services');
  await page.getByRole('article').last().scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  await page
    .getByRole('article')
    .last()
    .getByRole('link', { name: /Learn More/ })
    .click();
  // Wait for the new page: the list's own heading is visible too until it is replaced.
  await expect(page).toHaveURL(/\/services\/[a-z-]+$/);
  await expect(page.getByRole('heading', { name: 'Features:' })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});
