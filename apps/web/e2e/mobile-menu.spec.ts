import { expect, test } from '@playwright/test';

test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

test('the mobile menu opens, locks scrolling, and closes on a link click and an outside click', async ({
  page,
}) => {
  await page.goto('/services');
  const toggle = page.getByRole('button', { name: 'Open menu' });
  const menu = page.getByTestId('mobile-menu');
  await expect(menu).toBeHidden();

  await toggle.click();
  await expect(menu).toBeVisible();
  await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');

  // A link click navigates and closes the menu.
  await menu.getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL('/about');
  // The address changes before the new page is shown: wait for it, or the menu opened next
  // can be closed by the page change still being rendered.
  await expect(page.getByRole('heading', { level: 1, name: 'Who We Are' })).toBeVisible();
  await expect(menu).toBeHidden();
  expect(await page.evaluate(() => document.body.style.overflow)).not.toBe('hidden');

  // An outside click closes it.
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(menu).toBeVisible();
  await page.mouse.click(20, 400);
  await expect(menu).toBeHidden();
  expect(await page.evaluate(() => document.body.style.overflow)).not.toBe('hidden');

  // Escape closes it and gives focus back to the toggle.
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
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
