import { expect, test } from '@playwright/test';

import { uniqueEmail } from './support.ts';

// No map tiles in tests: this machine may have no internet, and the tiles are not ours.
test.beforeEach(async ({ page }) => {
  await page.route('https://*.tile.openstreetmap.org/**', (route) => route.abort());
});

test('contact: the form checks its fields, the server stores the inquiry, then the thank-you text', async ({
  page,
}) => {
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Contact form' });
  const type = form.getByLabel('Inquiry Type');
  await expect(type.locator('option')).toHaveText([
    'Select...',
    'General Inquiry',
    'Partnership',
    'Support',
  ]);

  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByText('Name is required.')).toBeVisible();
  await expect(form.getByText('Please enter a valid email address.')).toBeVisible();
  await expect(form.getByText('Please choose an inquiry type.')).toBeVisible();
  await expect(form.getByText('Message is required.')).toBeVisible();

  await form.getByLabel('Name').fill('Mei Lin');
  await form.getByLabel('Email').fill(uniqueEmail('mei'));
  await type.selectOption('Support');
  await form
    .getByLabel('Message')
    .fill('My flight lands at 6 am on the 14th. Can someone meet me?');
  const sent = page.waitForResponse(
    (r) => r.url().endsWith('/api/inquiries') && r.request().method() === 'POST',
  );
  await form.getByRole('button', { name: 'Send Message' }).click();
  expect((await sent).status()).toBe(201);
  await expect(page.getByText("Thank you! We'll get back to you soon.")).toBeVisible();
  await expect(page.getByRole('form', { name: 'Contact form' })).toHaveCount(0);
});

test("contact: a refused message shows the server's message and keeps the form", async ({
  page,
}) => {
  await page.route('**/api/inquiries', (route) =>
    route.fulfill({
      status: 429,
      json: { message: 'Too many requests. Please try again later.', code: 'RATE_LIMITED' },
    }),
  );
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.getByLabel('Name').fill('Mei Lin');
  await form.getByLabel('Email').fill('mei@example.com');
  await form.getByLabel('Inquiry Type').selectOption('General Inquiry');
  await form.getByLabel('Message').fill('Hello');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByRole('alert')).toHaveText('Too many requests. Please try again later.');
  await expect(page.getByText("Thank you! We'll get back to you soon.")).toHaveCount(0);
  await expect(form.getByLabel('Message')).toHaveValue('Hello');
});

test('contact: details from the CMS, the map with legend, markers and popups, the two lists', async ({
  page,
}) => {
  await page.goto('/contact');
  const info = page.getByRole('region', { name: 'Get in touch' });
  await expect(info.getByRole('link', { name: 'support@landed.com.au' })).toBeVisible();
  await expect(info.getByRole('link', { name: '+61 3 9000 0000' })).toBeVisible();
  await expect(info.getByText('Melbourne, Australia')).toBeVisible();
  await expect(info.getByRole('link', { name: 'Chat with us on WhatsApp' })).toHaveAttribute(
    'href',
    'https://wa.me/61390000000',
  );
  await expect(info.getByRole('link', { name: 'Message us on Telegram' })).toHaveAttribute(
    'href',
    'https://t.me/landedsupport',
  );

  const map = page.getByRole('region', { name: 'Interactive Map - Universities & Airports' });
  const legend = map.getByRole('list', { name: 'Legend' });
  await expect(legend.getByRole('listitem')).toHaveText([
    'Universities (indigo)',
    'Airports (red)',
  ]);
  const dots = legend.locator('span[aria-hidden="true"]');
  await expect(dots.nth(0)).toHaveCSS('background-color', 'rgb(79, 70, 229)');
  await expect(dots.nth(1)).toHaveCSS('background-color', 'rgb(220, 38, 38)');

  // The map loads as it comes into view.
  await map.getByTestId('places-map').scrollIntoViewIfNeeded();
  const markers = map.locator('.leaflet-marker-icon');
  await expect(markers).toHaveCount(7);
  await expect(map.getByText('OpenStreetMap')).toBeVisible();

  // Centred on -37.8136, 144.9631 at zoom 10: Melbourne Airport (north-west) is up and left of
  // the centre, Swinburne (east) to the right.
  const box = (await map.getByTestId('places-map').boundingBox())!;
  const center = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const mel = (await markers.and(page.locator('[title="Melbourne Airport (MEL)"]')).boundingBox())!;
  expect(mel.x + mel.width / 2).toBeLessThan(center.x);
  expect(mel.y + mel.height / 2).toBeLessThan(center.y);
  const swin = (await markers.and(page.locator('[title="Swinburne University"]')).boundingBox())!;
  expect(swin.x).toBeGreaterThan(center.x);
  const rmit = (await markers.and(page.locator('[title="RMIT University"]')).boundingBox())!;
  expect(Math.abs(rmit.x + rmit.width / 2 - center.x)).toBeLessThan(4);

  // Marker colours match the legend.
  await expect(
    markers.and(page.locator('[title="Avalon Airport (AVV)"]')).locator('span'),
  ).toHaveCSS('background-color', 'rgb(220, 38, 38)');
  await expect(
    markers.and(page.locator('[title="University of Melbourne"]')).locator('span'),
  ).toHaveCSS('background-color', 'rgb(79, 70, 229)');

  await markers.and(page.locator('[title="Melbourne Airport (MEL)"]')).click();
  const popup = map.locator('.leaflet-popup');
  await expect(popup).toContainText('Melbourne Airport (MEL)');
  await expect(popup).toContainText('Tullamarine');

  // The lists under the map are the keyboard's way to the same popups.
  await expect(map.getByRole('heading', { name: 'Universities', exact: true })).toBeVisible();
  await expect(map.getByRole('heading', { name: 'Airports', exact: true })).toBeVisible();
  const lists = map.locator('h3 + ul');
  await expect(lists.nth(0).getByRole('button')).toHaveText([
    'University of Melbourne: show on the map',
    'RMIT University: show on the map',
    'Monash University (City): show on the map',
    'Deakin University (City): show on the map',
    'Swinburne University: show on the map',
  ]);
  await expect(lists.nth(1).getByRole('button')).toHaveText([
    'Melbourne Airport (MEL): show on the map',
    'Avalon Airport (AVV): show on the map',
  ]);
  await lists
    .nth(0)
    .getByRole('button', { name: /^Swinburne University/ })
    .focus();
  await page.keyboard.press('Enter');
  await expect(map.locator('.leaflet-popup', { hasText: 'Hawthorn campus' })).toBeVisible();
  await lists
    .nth(1)
    .getByRole('button', { name: /^Avalon Airport/ })
    .click();
  await expect(map.locator('.leaflet-popup', { hasText: 'Near Geelong' })).toBeVisible();
});
