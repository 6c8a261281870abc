// The app on the reader's first intent (issue 36 item 2, docs/decisions/138): a page rendered
// on the server loads none of the app's code until the reader acts, or at once when the app has
// something to do on arrival (a stored session); what the reader did before the app had taken
// the page over is not lost.
import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';

import { E2E_ADMIN } from '../playwright.config.ts';
import { signedInPage } from './support.ts';

const APP_SCRIPT = /\/assets\/.+\.js$/;

// The app's scripts the page asked for, from now on.
function appScripts(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (APP_SCRIPT.test(new URL(request.url()).pathname)) asked.push(request.url());
  });
  return asked;
}

// The app's code held back until `release` is called, as on a slow connection: what the reader
// does meanwhile happens before the app has taken the page over.
async function holdAppCode(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(APP_SCRIPT, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

// The page's first part (the bar and the page) is the app's: its gate no longer waits.
async function taken(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const gate = document.querySelector('#root fieldset');
    return gate !== null && !gate.hasAttribute('data-waiting');
  });
}

// Nothing happens on the page for as long as the network is quiet: no script was due.
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page.waitForLoadState('networkidle');
}

for (const path of ['/', '/zh-CN/']) {
  test(`on ${path}, no script of the app is fetched until the reader acts; a Tab starts it`, async ({
    page,
  }) => {
    const asked = appScripts(page);
    await page.goto(path);
    await settled(page);
    expect(asked).toEqual([]);
    // The page works meanwhile: its links are links, its menu and language switch native.
    await expect(page.locator('#root fieldset[data-waiting]').first()).toBeAttached();
    // Keyboard only: the first Tab moves focus into the page, and that starts the app.
    await page.keyboard.press('Tab');
    await taken(page);
    expect(asked.length).toBeGreaterThan(0);
  });
}

test('a pointer moved over the page starts the app', async ({ page }) => {
  const asked = appScripts(page);
  await page.goto('/packages');
  await settled(page);
  expect(asked).toEqual([]);
  await page.mouse.move(200, 300);
  await taken(page);
  expect(asked.length).toBeGreaterThan(0);
});

test('Book Now pressed before the app has arrived is done once it has: the toast, then /login', async ({
  page,
}) => {
  const release = await holdAppCode(page);
  await page.goto('/packages');
  const card = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { level: 2, name: 'Standard', exact: true }) });
  await card.getByRole('button', { name: 'Book Now' }).click();
  // Nothing has happened yet: the app is on its way.
  await expect(page).toHaveURL('/packages');
  await expect(page.locator('#root fieldset[data-waiting]').first()).toBeAttached();
  release();
  await expect(page).toHaveURL('/login');
  await expect(page.getByText('You must log in to book a package.')).toBeVisible();
});

test('with the keyboard too: Enter on a button before the app is done once it has', async ({
  page,
}) => {
  const release = await holdAppCode(page);
  await page.goto('/packages');
  const bookNow = page.getByRole('button', { name: 'Book Now' }).first();
  await bookNow.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/packages');
  release();
  await expect(page).toHaveURL('/login');
});

test('text typed in a field before the app has arrived is kept and used by the app', async ({
  page,
}) => {
  const release = await holdAppCode(page);
  await page.goto('/blog');
  const articles = page.getByRole('main').getByRole('article');
  await expect(articles).toHaveCount(7);
  const search = page.getByLabel('Search articles');
  await search.pressSequentially('melbourne');
  await expect(page.locator('#root fieldset[data-waiting]').first()).toBeAttached();
  release();
  await taken(page);
  // The app filters with what was typed, and the field still holds it.
  await expect(articles).toHaveCount(4);
  await expect(search).toHaveValue('melbourne');
  await expect(page).toHaveURL('/blog?q=melbourne');
  // From then on the field is the app's.
  await search.fill('melbourne airport');
  await expect(page).toHaveURL('/blog?q=melbourne+airport');
  await expect(articles).toHaveCount(1);
});

test('a visitor with a stored session gets the app at once, without acting', async ({
  browser,
}) => {
  const page = await signedInPage(browser, E2E_ADMIN.email, E2E_ADMIN.password);
  const asked = appScripts(page);
  await page.goto('/');
  await taken(page);
  expect(asked.length).toBeGreaterThan(0);
  // The app shows the session: Logout in the bar.
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Logout' }),
  ).toBeVisible();
  await page.close();
});

test('a browser that prefers another language gets the app, and its offer, at once', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'vi-VN' });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Ngôn ngữ' })).toBeVisible();
  await context.close();
});
