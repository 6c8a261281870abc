import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import AxeBuilder from '@axe-core/playwright';
import type {
  APIRequestContext,
  Browser,
  BrowserContext,
  Locator,
  Page,
  TestInfo,
} from '@playwright/test';
import { expect } from '@playwright/test';

import { E2E_ADMIN } from '../playwright.config.ts';
import { servicePorts } from './test-service-ports.ts';

let counter = 0;
export function uniqueEmail(prefix = 'student'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${process.pid}.${counter}@example.com`;
}

export const PASSWORD = 'Arrival-in-Melbourne-7';

// Today in Melbourne, as the arrivals board reckons it (YYYY-MM-DD).
export const melbourneToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Melbourne' }).format(new Date());

export async function signUp(page: Page, name: string, email = uniqueEmail()) {
  await page.goto('/signup');
  await page.getByLabel('Full Name').fill(name);
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Registered successfully')).toBeVisible();
  // Where they land, they are told to open the link just sent (issue 25).
  await expect(
    page.getByText(`Check your e-mail: we sent a link to ${email}.`, { exact: false }),
  ).toBeVisible();
  return { email, password: PASSWORD };
}

export type Role =
  'Super Admin' | 'Content Manager' | 'Booking Agent' | 'Support Admin' | 'Developer';

export async function apiLogin(request: APIRequestContext, email: string, password: string) {
  const response = await request.post('/api/auth/login', { data: { email, password } });
  expect(response.ok()).toBe(true);
  return (await response.json()) as { token: string; user: Record<string, unknown> };
}

// A new account, added to the admin team with a role by the e2e Super Admin.
export async function teamMember(request: APIRequestContext, role: Role) {
  const email = uniqueEmail(role.toLowerCase().replace(' ', '-'));
  await request.post('/api/auth/register', {
    data: { name: `${role} e2e`, email, password: PASSWORD },
  });
  // A role goes only to a confirmed address (docs/decisions/075).
  await confirmEmail(request, email);
  const admin = await apiLogin(request, E2E_ADMIN.email, E2E_ADMIN.password);
  const added = await request.post('/api/admin/admin-users', {
    data: { email, role },
    headers: { authorization: `Bearer ${admin.token}` },
  });
  expect(added.status()).toBe(201);
  return { email, password: PASSWORD };
}

// A page already signed in (the stored session of public §3), without going through the form.
// The session is stored as the page's first document starts, once per tab (a sign-out later in
// the test stays signed out); the caller opens the page it needs, with no detour through another.
export async function signedInPage(
  browser: Pick<Browser, 'newPage'> | Pick<BrowserContext, 'newPage'>,
  email: string,
  password: string,
): Promise<Page> {
  const page = await browser.newPage();
  const { token, user } = await apiLogin(page.request, email, password);
  await page.addInitScript(
    ([t, u]) => {
      // Only in the app's own documents (not a frame without an origin, which has no storage).
      if (window !== window.top || window.location.protocol !== 'http:') return;
      if (window.sessionStorage.getItem('e2e-signed-in')) return;
      window.sessionStorage.setItem('e2e-signed-in', '1');
      const parsed = JSON.parse(u!);
      window.localStorage.setItem('token', t!);
      window.localStorage.setItem('userName', parsed.name);
      window.localStorage.setItem('userId', parsed._id);
      window.localStorage.setItem('user', u!);
    },
    [token, JSON.stringify(user)],
  );
  return page;
}

// signedInPage in a browser context of its own: axe, the offline switch and the storage work per
// context.
export async function signedInNewContext(
  browser: Pick<Browser, 'newContext'>,
  email: string,
  password: string,
): Promise<Page> {
  return signedInPage(await browser.newContext(), email, password);
}

// A public page arrives rendered by the server; the app's code loads on the reader's first
// intent, and at once only when it has something to do on arrival (docs/decisions/068, 138).
// Before the app a link is a plain link (a full page load), and a button pressed is kept for
// the app to do: wait for it when a test needs the app itself, such as a navigation within the
// page or a stand-in for an API answer the browser will ask for. The pointer moves over the
// page, as a reader's would, to start the app.
export async function appTakesOver(page: Page): Promise<void> {
  await page.mouse.move(2, 3);
  await page.mouse.move(3, 2);
  await page.waitForFunction(() => {
    const gate = document.querySelector('#root fieldset');
    return (
      !document.getElementById('landed-state') ||
      (gate !== null && !gate.hasAttribute('data-waiting'))
    );
  });
}

// What axe finds serious or critical on the page (or the part `include` names), once its colour
// changes have finished: a control fades (transition-colors) from its disabled look when the
// app takes the page over, and axe reading it half-way finds colours no one sees for long.
export async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) => !(animation instanceof CSSTransition) || animation.playState !== 'running',
      ),
  );
  const axe = new AxeBuilder({ page });
  if (include) axe.include(include);
  const results = await axe.analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes
          .map((n) => `${n.target.join(' ')}${n.any[0]?.message ? `: ${n.any[0].message}` : ''}`)
          .join(', ')})`,
    );
}

// The e2e SMTP server's control address (test-services.ts).
export const mailControl = `http://127.0.0.1:${servicePorts(Number(process.env.E2E_PORT ?? 4310)).control}`;

// The text of the newest mail to `to` with that subject, once it has arrived.
export async function mailText(request: APIRequestContext, to: string, subject: string) {
  let text = '';
  await expect
    .poll(
      async () => {
        const query = `to=${encodeURIComponent(to)}&subject=${encodeURIComponent(subject)}`;
        const response = await request.get(`${mailControl}/mail?${query}`);
        if (!response.ok()) return false;
        text = ((await response.json()) as { text: string }).text;
        return true;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return text;
}

// Confirms a new account's address with the link mailed at sign-up, as its owner would.
export async function confirmEmail(request: APIRequestContext, email: string) {
  const text = await mailText(request, email, 'Confirm your e-mail');
  const token = /\/verify-email\?token=([\w-]+)/.exec(text)?.[1];
  expect(token, 'a confirmation link').toBeDefined();
  const confirmed = await request.post('/api/auth/verify-email', { data: { token } });
  expect(confirmed.ok(), await confirmed.text()).toBe(true);
}

// What a person holding the phone sees (issue 25). A phone browser widens its layout viewport
// to the content, so `innerWidth` follows the page and proves nothing: the page fits when the
// document and every element laid out in it end within the device's width. Elements inside a
// box that clips or scrolls sideways (a tab strip, a screen-reader-only text) do not widen the
// page and are left out.
export async function expectFits(page: Page, what: string): Promise<void> {
  const device = page.viewportSize()!.width;
  const found = await page.evaluate((width) => {
    const wide: string[] = [];
    let right = 0;
    const visit = (element: Element) => {
      const style = getComputedStyle(element);
      if (style.display === 'none') return;
      const box = element.getBoundingClientRect();
      if (box.width > 0 && box.height > 0) {
        const edge = Math.round(box.right + window.scrollX);
        right = Math.max(right, edge);
        if (edge > width || box.left + window.scrollX < 0) {
          wide.push(`${element.tagName.toLowerCase()}.${element.className}: ${edge}`);
        }
      }
      if (style.overflowX !== 'visible' && element !== document.body) return;
      for (const child of element.children) visit(child);
    };
    visit(document.body);
    return { scrollWidth: document.documentElement.scrollWidth, right, wide: wide.slice(-5) };
  }, device);
  expect(found.right, `${what}: the widest element (${found.wide.join('; ')})`).toBeLessThanOrEqual(
    device,
  );
  expect(found.scrollWidth, `${what}: the document's width`).toBeLessThanOrEqual(device);
}

// Each element can be tapped: inside the screen, and the element found at its own centre is
// it or inside it (nothing covers it). `scroll`: bring each one into view first, as a person
// scrolls to a row (centred, when it is not wholly on the screen already, then two frames for
// what the page does on a scroll); without it, each must already be on the screen (an opened
// menu). All of them in one call into the page: one round trip a list rather than two an
// element (a back-office tab has a hundred row actions).
export async function expectTappable(
  locator: Locator,
  what: string,
  { scroll = true }: { scroll?: boolean } = {},
): Promise<number> {
  const device = locator.page().viewportSize()!;
  const seen = await locator.evaluateAll(
    async (elements, { scrollFirst, width, height }) => {
      const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
      const onScreen = (box: DOMRect) =>
        box.left >= 0 && box.top >= 0 && box.right <= width && box.bottom <= height;
      const found = [];
      for (const target of elements) {
        if (scrollFirst && !onScreen(target.getBoundingClientRect())) {
          target.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
          await frame();
          await frame();
        }
        const box = target.getBoundingClientRect();
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        found.push({
          box: [box.left, box.top, box.right, box.bottom].map(Math.round),
          hit: hit !== null && (hit === target || target.contains(hit)),
          at: hit ? `${hit.tagName.toLowerCase()}.${hit.className}` : 'nothing',
          name: target.textContent?.trim().slice(0, 40) || target.getAttribute('aria-label'),
        });
      }
      return found;
    },
    { scrollFirst: scroll, ...device },
  );
  for (const [index, { box, hit, at, name }] of seen.entries()) {
    const label = `${what}: item ${index + 1} "${name}" at ${box.join(',')}`;
    const [left, top, right, bottom] = box as [number, number, number, number];
    expect(left >= 0 && right <= device.width, `${label} is within the screen's width`).toBe(true);
    expect(top >= 0 && bottom <= device.height, `${label} is within the screen's height`).toBe(
      true,
    );
    expect(hit, `${label} is what a tap at its centre finds (found ${at})`).toBe(true);
  }
  return seen.length;
}

// A screenshot of what the phone shows, kept with the test's results.
export async function keepScreenshot(
  page: Page,
  testInfo: TestInfo,
  name: string,
  { fullPage = false }: { fullPage?: boolean } = {},
): Promise<void> {
  // A file in the test's results folder, kept whether the test passes or fails, and linked
  // from the report.
  const path = testInfo.outputPath(`${name.replace(/[^\w.-]+/g, '_')}.png`);
  await page.screenshot({ path, fullPage });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

// One folder of message catalogues (every *.json in it), merged: the web app's texts in a
// language are apps/web/src/locales/<language>.
export function readCatalogue(folder: string): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const file of readdirSync(folder).filter((f) => f.endsWith('.json'))) {
    Object.assign(messages, JSON.parse(readFileSync(path.join(folder, file), 'utf8')));
  }
  return messages;
}

// The web app's text `key` in `locale`, its simple placeholders ({name}) filled in: what a
// person reading that language is shown.
export function webText(locale: string) {
  const folder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/locales');
  const messages = readCatalogue(path.join(folder, locale));
  return (key: string, values: Record<string, string> = {}): string => {
    const message = messages[key];
    if (message === undefined) throw new Error(`No text ${key} in ${locale}`);
    return message.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
  };
}
