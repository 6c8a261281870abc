import type { ConsoleMessage, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';

import { appTakesOver } from './support.ts';

// The public pages arrive rendered (issue 17, docs/decisions/068): they read with JavaScript
// off, and the app takes them over without a hydration mismatch or any other complaint.

const POST = '/blog/oshc-and-seeing-a-gp-in-australia';

// Each public page, the heading it shows and a text of its content beyond the heading.
const PAGES: { path: string; heading: string; text: string | RegExp }[] = [
  { path: '/', heading: 'Land in Melbourne with everything sorted', text: 'How It Works' },
  { path: '/services', heading: 'Our Services', text: 'Airport Pickup' },
  { path: '/services/airport-pickup', heading: 'Airport Pickup', text: '$49' },
  {
    path: '/packages',
    heading: 'Arrival Packages for Students',
    text: 'Frequently Asked Questions',
  },
  { path: '/about', heading: 'Who We Are', text: /mission/i },
  { path: '/blog', heading: 'Arrival Guides and Blog', text: 'OSHC and seeing a GP in Australia' },
  {
    path: POST,
    heading: 'OSHC and seeing a GP in Australia',
    text: /Overseas Student Health Cover/,
  },
  { path: '/contact', heading: 'Contact Us', text: 'Send us a message' },
  { path: '/privacy', heading: 'Privacy Policy', text: /personal information/i },
  { path: '/terms', heading: 'Terms of Service', text: /booking/i },
  { path: '/no-such-page', heading: 'Page not found', text: 'Go to Homepage' },
];

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  // One page (one browser context) for the pages, a step each: a context a page cost more than
  // the page's own checks.
  test('each public page shows its content', async ({ page }) => {
    for (const { path, heading, text } of PAGES) {
      await test.step(path, async () => {
        const response = await page.goto(path);
        expect(response?.status()).toBe(path === '/no-such-page' ? 404 : 200);
        const main = page.getByRole('main');
        const h1 = main.getByRole('heading', { level: 1, name: heading });
        await expect(h1).toBeVisible();
        // Styled: the CSS of its first paint came in the page (docs/decisions/069).
        expect(
          Number(await h1.evaluate((element) => getComputedStyle(element).fontWeight)),
        ).toBeGreaterThanOrEqual(700);
        await expect(main.getByText(text).first()).toBeVisible();
        await expect(page.getByText('Landed needs JavaScript')).toHaveCount(0);
      });
    }
  });

  test('links lead from page to page', async ({ page }) => {
    await page.goto('/blog');
    await page
      .getByRole('main')
      .getByRole('link', { name: /OSHC and seeing a GP/ })
      .first()
      .click();
    await expect(page).toHaveURL(POST);
    await expect(
      page.getByRole('heading', { level: 1, name: 'OSHC and seeing a GP in Australia' }),
    ).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Packages' })
      .click();
    await expect(page).toHaveURL('/packages');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Arrival Packages for Students',
    );
  });
});

// The app's code held back until the returned function is called, as on a slow connection:
// the page shows as the server rendered it meanwhile.
async function holdAppCode(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/**/*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

// Console errors and warnings, and uncaught errors, from the first byte on.
function complaints(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    // The contact page's map tiles come from the internet, which this machine cannot reach.
    const external = !new URL(message.location().url || 'http://127.0.0.1/').hostname.startsWith(
      '127.',
    );
    if (external && message.text().startsWith('Failed to load resource')) return;
    // The not-found page's own 404, as Chromium reports every document that answers one.
    if (message.location().url.endsWith('/no-such-page') && message.text().includes('404')) return;
    if (message.type() === 'error' || message.type() === 'warning') {
      seen.push(`${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => seen.push(`pageerror: ${error.message}`));
  return seen;
}

test('each public page is taken over by the app without a hydration mismatch, and works', async ({
  page,
}) => {
  const seen = complaints(page);
  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/public/')) asked.push(request.url());
  });
  for (const { path, heading } of PAGES) {
    asked.length = 0;
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await page.waitForLoadState('networkidle');
    // The answers the page was rendered from came with it.
    if (path !== '/no-such-page') expect(asked, path).toEqual([]);
    // The page came with the CSS of its first paint; the whole stylesheet applies before the
    // app runs (docs/decisions/069).
    await appTakesOver(page);
    expect(
      await page.evaluate(() =>
        [...document.querySelectorAll<HTMLLinkElement>('link[data-rest]')].map((marker) =>
          [...document.styleSheets].some((sheet) => sheet.href === marker.href),
        ),
      ),
      path,
    ).toEqual([true]);
    expect(seen, path).toEqual([]);
  }
  // Taken over (the app comes on the reader's first intent, docs/decisions/138): a link now
  // changes the page without loading a document.
  await page.goto('/blog');
  await appTakesOver(page);
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await page
    .getByRole('main')
    .getByRole('link', { name: /OSHC and seeing a GP/ })
    .first()
    .click();
  await expect(page).toHaveURL(POST);
  expect(
    await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
  ).toBe(true);
  expect(seen).toEqual([]);
});

test('a signed-in visitor sees their name once the rendered page is taken over', async ({
  page,
}) => {
  const seen = complaints(page);
  await page.goto('/');
  await page.evaluate(() => {
    localStorage.setItem('token', 'x.eyJpZCI6ImFiYyJ9.y');
    localStorage.setItem('userName', 'Mei Chen');
    localStorage.setItem('userId', 'abc');
    localStorage.setItem(
      'user',
      JSON.stringify({ _id: 'abc', name: 'Mei Chen', email: 'mei@example.com', role: 'user' }),
    );
  });
  await page.route('**/api/auth/**', (route) => route.fulfill({ status: 200, json: {} }));
  await page.route('**/api/user/**', (route) => route.fulfill({ status: 200, json: {} }));
  // Until the app takes over, the page shows as rendered (signed out), but not the links to
  // sign in: this visitor is signed in.
  const release = await holdAppCode(page);
  await page.goto('/about');
  const main = page.getByRole('navigation', { name: 'Main' });
  await expect(page.getByRole('heading', { level: 1, name: 'Who We Are' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Login' })).toBeHidden();
  await expect(main.getByRole('link', { name: 'Sign Up' })).toBeHidden();
  release();
  await expect(page.getByText('Hi, Mei Chen').first()).toBeVisible();
  await expect(main.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  expect(seen.filter((line) => !/Failed to load resource/.test(line))).toEqual([]);
  // Once the app has taken over, the links show as the session is: signing out brings them.
  await main.getByRole('button', { name: 'Logout' }).click();
  await expect(main.getByRole('link', { name: 'Login' })).toBeVisible();

  // Signed out again: the links show, before the app takes over and after.
  await page.evaluate(() => localStorage.clear());
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await page.route('**/assets/**/*.js', (route) => route.abort());
  await page.goto('/about');
  await expect(main.getByRole('link', { name: 'Login' })).toBeVisible();
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await page.goto('/about');
  await appTakesOver(page);
  await expect(main.getByRole('link', { name: 'Login' })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('a page the visitor scrolled before the app took it over stays where they scrolled it', async ({
    page,
  }) => {
    await page.route('https://*.tile.openstreetmap.org/**', (route) => route.abort());
    // The app's code is held back until the visitor has scrolled, as on a slow connection.
    const release = await holdAppCode(page);
    await page.goto('/contact');
    await page.getByTestId('places-map').scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(500);
    release();
    await appTakesOver(page);
    // The map in view loads; the page has not jumped back to its top.
    await expect(page.locator('.leaflet-marker-icon')).toHaveCount(7);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  });
});

// The CSS a rendered page carries for its first paint lays it out exactly as the whole
// stylesheet does: applying the rest later moves nothing (no layout shift) and recolours
// nothing (docs/decisions/069).
for (const viewport of [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
]) {
  test(`at ${viewport.width} px, the first paint's CSS shows each public page as the whole stylesheet does`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    for (const { path } of PAGES) {
      // The page as it first paints: no app, and the whole stylesheet held back.
      await page.route('**/assets/**', (route) => route.abort());
      await page.route('**/boot.js', (route) => route.abort());
      await page.goto(path);
      // Sections below the first screen are `content-visibility: auto` (docs/decisions/137):
      // whether one is rendered or at its placeholder height depends on which frame the read
      // falls in, not on the CSS compared here, so both reads see every one rendered.
      await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
      const layout = () =>
        page.evaluate(async () => {
          await new Promise((resolve) =>
            requestAnimationFrame(() => requestAnimationFrame(resolve)),
          );
          return [...document.querySelectorAll('body *')].map((element) => {
            const box = element.getBoundingClientRect();
            const style = getComputedStyle(element);
            return [
              element.tagName,
              element.getAttribute('class'),
              Math.round(box.x),
              Math.round(box.y),
              Math.round(box.width),
              Math.round(box.height),
              style.display,
              style.color,
              style.backgroundColor,
              style.fontSize,
              style.fontWeight,
            ].join(' ');
          });
        });
      const first = await layout();
      await page.unrouteAll();
      await page.evaluate(
        () =>
          new Promise((resolve, reject) => {
            const rest = document.querySelector<HTMLLinkElement>('link[data-rest]')!;
            const link = document.createElement('link');
            link.rel = 'stylesheet';
            link.href = rest.href;
            link.onload = resolve;
            link.onerror = reject;
            document.head.appendChild(link);
          }),
      );
      expect(await layout(), path).toEqual(first);
    }
  });
}
