import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';

import { appTakesOver, seriousViolations } from './support.ts';

// Every public page: axe finds no serious or critical violation. That each fits a phone, at 360
// and 390 px, is phone-layout.spec.ts's.
const PAGES = [
  { path: '/', ready: 'Land in Melbourne with everything sorted' },
  { path: '/services', ready: 'Our Services' },
  { path: '/services/airport-pickup', ready: 'Airport Pickup' },
  { path: '/packages', ready: 'Arrival Packages for Students' },
  { path: '/about', ready: 'Who We Are' },
  { path: '/blog', ready: 'Arrival Guides and Blog' },
  {
    path: '/blog/your-pre-departure-checklist-for-melbourne',
    ready: 'Your pre-departure checklist for Melbourne',
  },
  { path: '/contact', ready: 'Contact Us' },
  { path: '/privacy', ready: 'Privacy Policy' },
  { path: '/terms', ready: 'Terms of Service' },
  { path: '/no-such-page', ready: 'Page not found' },
  { path: '/login', ready: null },
  { path: '/signup', ready: null },
];

async function open(page: Page, path: string, ready: string | null) {
  await page.goto(path);
  if (ready) await expect(page.getByRole('heading', { level: 1, name: ready })).toBeVisible();
  else await expect(page.getByRole('button').first()).toBeVisible();
  // The footer and the lazy parts have arrived.
  await expect(page.getByRole('contentinfo').or(page.locator('form')).first()).toBeVisible();
  if (path === '/contact') {
    await page.getByTestId('places-map').scrollIntoViewIfNeeded();
    await expect(page.locator('.leaflet-marker-icon')).toHaveCount(7);
  }
  if (path === '/')
    await expect(page.getByRole('region', { name: 'What students say' })).toBeVisible();
  // Checked as the student uses it: the app has taken the page over and its controls work.
  await appTakesOver(page);
}

// One page (one browser context) for the pages, a step each: a context a page cost more than
// opening it. What axe finds is reported softly, so every page is checked and reported.
test('axe finds nothing serious on the public pages', async ({ page }) => {
  test.setTimeout(PAGES.length * 30_000);
  await page.route('https://*.tile.openstreetmap.org/**', (route) => route.abort());
  for (const { path, ready } of PAGES) {
    await test.step(path, async () => {
      await open(page, path, ready);
      expect.soft(await seriousViolations(page), path).toEqual([]);
    });
  }
});

test('axe finds nothing serious in the custom builder, the FAQ and the mobile menu', async ({
  page,
}) => {
  // Three axe passes over the largest public page: past 45 s on a loaded two-core machine.
  test.slow();
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/packages');
  await page.getByRole('button', { name: 'How can I pay?' }).click();
  await page.getByRole('button', { name: 'Build Custom Package' }).click();
  const builder = page.getByRole('dialog', { name: 'Build Your Custom Package' });
  await builder.getByRole('button', { name: /^Airport Pickup/ }).click();
  await builder.getByRole('button', { name: 'Select Airport Pickup: Premium' }).click();
  expect(await seriousViolations(page)).toEqual([]);
  const overflow = await builder.evaluate((d) => d.scrollWidth <= d.clientWidth);
  expect(overflow).toBe(true);
  await page.keyboard.press('Escape');
  await page.locator('details[data-mobile-menu] > summary').click();
  await expect(page.getByTestId('mobile-menu')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
