import { expect, test } from '@playwright/test';

import { appTakesOver } from './support.ts';

test('services list → detail → back, and an unknown slug', async ({ page }) => {
  await page.goto('/services');
  await expect(page.getByRole('heading', { name: 'Our Services', level: 1 })).toBeVisible();
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(9);
  const pickup = cards.filter({ hasText: 'Airport Pickup' });
  await expect(pickup.getByText('$49')).toBeVisible();

  await pickup.getByRole('link', { name: /Learn More/ }).click();
  await expect(page).toHaveURL('/services/airport-pickup');
  await expect(page.getByRole('heading', { name: 'Airport Pickup', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Features:' })).toBeVisible();
  await expect(page.getByText('$49')).toBeVisible();
  await expect(page).toHaveTitle(/Airport Pickup/);

  await page.getByRole('link', { name: 'Back to Services' }).click();
  await expect(page).toHaveURL('/services');

  await page.goto('/services/no-such-service');
  await expect(page.getByRole('heading', { name: 'Service Not Found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Services' }).click();
  await expect(page).toHaveURL('/services');
});

test('an unknown page shows the 404 page', async ({ page }) => {
  await page.goto('/this/does/not/exist');
  await expect(page.getByText('404')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to Homepage' }).click();
  await expect(page).toHaveURL('/');
});

test('/booking goes to /packages', async ({ page }) => {
  await page.goto('/booking');
  await expect(page).toHaveURL('/packages');
});

test('a failing services API shows the error state', async ({ page }) => {
  await page.route('**/api/public/services', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"down"}' }),
  );
  // Reached from another page: the browser asks for the services itself (a full load of
  // /services arrives rendered by the server, docs/decisions/068).
  await page.goto('/about');
  await appTakesOver(page);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Services' })
    .click();
  await expect(
    page.getByText('Failed to load services. Request failed with status: 503'),
  ).toBeVisible();
});
