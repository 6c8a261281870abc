// No English left (issue 25 item 5, docs/decisions/081): a student reading Chinese, Hindi,
// Nepali or Vietnamese meets no English interface text or English content on the public pages,
// the dashboard with a booking (its details and the Pay dialog), the arrival pass and their
// mails. The page's text is read as a person sees it: visible text and the labels a screen
// reader speaks, leaving out what the page marks English on purpose (`lang="en…"`: the English
// a driver reads beside the pass's labels, a blog post kept in English).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';

import { ARRIVAL_PASS_DEFAULTS } from '@landed/shared/schemas/arrival-pass';

import { PASSWORD, apiLogin, readCatalogue, uniqueEmail } from './support.ts';
import { servicePorts } from './test-service-ports.ts';

const LOCALES = ['zh-CN', 'hi', 'ne', 'vi'] as const;
const FIRST_POST = 'your-pre-departure-checklist-for-melbourne';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const control = `http://127.0.0.1:${servicePorts(Number(process.env.E2E_PORT ?? 4310)).control}`;

// Texts that are the same in every language, said once here: names of brands, places and
// documents a student must recognise in English. Kept short on purpose.
const SAME_IN_EVERY_LANGUAGE = [
  // The business's registered name, as the bank account holder reads.
  'Landed Arrival Services',
  // Australian official names, kept in English beside their explanation so that the
  // student recognises them on government forms.
  'Tax File Number',
  'Australian Business Number',
  'Overseas Student Health Cover',
  'Confirmation of Enrolment',
  'Landed',
  'WhatsApp',
  'Google',
  'Melbourne',
  'Meeting Point',
  'Wi-Fi',
  'CoE',
  'TFN',
  'ABN',
  'GST',
];

// The public pages in each language: the legal pages and the built-in blog posts too (issue 33
// item 2).
const PUBLIC_PAGES = [
  '/',
  '/services',
  '/services/airport-pickup',
  '/packages',
  '/about',
  '/terms',
  '/privacy',
  '/blog',
  `/blog/${FIRST_POST}`,
  '/contact',
  '/login',
  '/signup',
  '/forgot-password',
];

// ICU message → its literal runs: '{name}' and plurals split it.
function literalRuns(message: string): string[] {
  const runs: string[] = [];
  let depth = 0;
  let run = '';
  for (const char of message) {
    if (char === '{') {
      if (depth === 0) runs.push(run);
      run = '';
      depth++;
    } else if (char === '}') {
      depth = Math.max(0, depth - 1);
    } else if (depth === 0) {
      run += char;
    }
  }
  runs.push(run);
  return runs;
}

// A sentence-long piece of English worth looking for: two words or more, ten letters or more,
// once the names every language shares are taken out.
function worthLooking(text: string): boolean {
  let rest = text;
  for (const name of SAME_IN_EVERY_LANGUAGE) rest = rest.replaceAll(name, '');
  const words = rest.match(/[A-Za-z]{2,}/g) ?? [];
  return words.length >= 2 && words.join('').length >= 10;
}

function pieces(text: string): string[] {
  return text
    .split(/(?<=[.!?:;])\s+|\n+|\s+[–—·|]\s+/)
    .map((piece) => piece.trim())
    .filter(worthLooking);
}

// Every English interface text (the web app's and the mails'), in pieces.
function catalogueEnglish(): Set<string> {
  const messages = [
    ...Object.values(readCatalogue(path.join(root, 'apps/web/src/locales/en'))),
    ...Object.values(
      JSON.parse(
        readFileSync(path.join(root, 'apps/server/src/locales/en.json'), 'utf8'),
      ) as Record<string, string>,
    ),
  ];
  return new Set(messages.flatMap(literalRuns).flatMap(pieces));
}

type English = { pieces: Set<string>; names: Set<string> };

// The English content a student reads, as the English site serves it: sentences in pieces, and
// the short names (packages, categories, costs) whole.
// A markdown line as it reads once rendered: no heading or list marks, no bold, link texts only.
const plainLine = (line: string) =>
  line
    .replace(/^[#>*\-\d.\s]+/, '')
    .replaceAll('**', '')
    .replace(/\[([^\]]+)\]\([^)]+\)/g, '$1');

async function contentEnglish(request: APIRequestContext): Promise<English> {
  const get = async <T>(url: string) => (await (await request.get(url)).json()) as T;
  const { packages } = await get<{
    packages: { name: string; tagline: string; description: string; features: string[] }[];
  }>('/api/public/packages');
  const { services } = await get<{
    services: { title: string; description: string; category: string; features: string[] }[];
  }>('/api/public/services');
  const { services: banking } = await get<{
    services: {
      title: string;
      description: string;
      requiredDocuments: string[];
      estimatedProcessingTime: string;
      cost: string;
      serviceCategory: string;
    }[];
  }>('/api/public/banking');
  const { cms } = await get<{ cms: Record<string, unknown> }>('/api/public/cms');
  // The long texts as an English reader gets them: a sentence of them left on a page is English.
  const long = await Promise.all(
    ['about', 'terms', 'privacy'].map(
      async (page) =>
        (await get<{ page: { content: string } }>(`/api/public/cms/${page}`)).page.content,
    ),
  );
  const { post } = await get<{ post: { title: string; summary: string; content: string } }>(
    `/api/public/blog/${FIRST_POST}`,
  );
  const texts = [
    ...long.flatMap((text) => text.split('\n').map((line) => plainLine(line))),
    post.title,
    post.summary,
    ...post.content.split('\n').map((line) => plainLine(line)),
    ...packages.flatMap((p) => [p.tagline, p.description, ...p.features]),
    ...services.flatMap((s) => [s.title, s.description, ...s.features]),
    ...banking.flatMap((b) => [
      b.title,
      b.description,
      b.estimatedProcessingTime,
      ...b.requiredDocuments,
    ]),
    ...['homepageHeadline', 'homepageSubheading', 'heroText', 'footerText', 'contactAddress'].map(
      (field) => String(cms[field] ?? ''),
    ),
    ARRIVAL_PASS_DEFAULTS.meetingPoint,
    ARRIVAL_PASS_DEFAULTS.help,
    'Please quote your booking reference',
  ];
  const names = [
    ...packages.map((p) => p.name),
    ...services.map((s) => s.category),
    ...banking.flatMap((b) => [b.serviceCategory, b.cost]),
    String(cms.contactAddress ?? ''),
  ].filter((name) => /[A-Za-z]{3,}/.test(name) && !SAME_IN_EVERY_LANGUAGE.includes(name));
  return { pieces: new Set(texts.flatMap(pieces)), names: new Set(names) };
}

// An amount written the English way ('$180'): every language writes Australian dollars its
// own way (AU$, A$, 澳元).
const ENGLISH_PRICE = /(?<![A-Z])\$\d/;

function englishIn(text: string, english: English): string[] {
  const found = [...english.pieces].filter((piece) => text.includes(piece));
  // A short name inside a shared one ("Arrival" in "Landed Arrival Services") is not English.
  let rest = text;
  for (const name of SAME_IN_EVERY_LANGUAGE) rest = rest.replaceAll(name, ' ');
  for (const name of english.names) {
    const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    if (new RegExp(`(?<![A-Za-z])${escaped}(?![A-Za-z])`).test(rest)) found.push(name);
  }
  const price = ENGLISH_PRICE.exec(text);
  if (price) found.push(text.slice(Math.max(0, price.index - 20), price.index + 10));
  return found;
}

// What a person reads on the page, and what a screen reader says for its controls and images,
// outside what the page marks English.
async function readable(page: Page): Promise<string> {
  return page.evaluate(() => {
    const english = (el: Element) =>
      (el.closest('[lang]')?.getAttribute('lang') ?? '').toLowerCase().startsWith('en');
    const parts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      if (!el || el.closest('script, style, noscript, template') || english(el)) continue;
      if (!el.checkVisibility({ visibilityProperty: true }) && !el.closest('.sr-only')) continue;
      parts.push(node.textContent ?? '');
    }
    for (const el of document.body.querySelectorAll(
      '[aria-label], [alt], [placeholder], [title]',
    )) {
      if (english(el) || !el.checkVisibility()) continue;
      for (const name of ['aria-label', 'alt', 'placeholder', 'title']) {
        const value = el.getAttribute(name);
        if (value) parts.push(value);
      }
    }
    return parts.join('\n');
  });
}

async function expectNoEnglish(
  page: Page,
  english: English,
  where: string,
  { soft = false }: { soft?: boolean } = {},
) {
  const text = await readable(page);
  (soft ? expect.soft : expect)(englishIn(text, english), `English on ${where}`).toEqual([]);
}

let english: English;
test.beforeAll(async ({ request }) => {
  const content = await contentEnglish(request);
  english = { pieces: new Set([...catalogueEnglish(), ...content.pieces]), names: content.names };
});

for (const locale of LOCALES) {
  test.describe(`in ${locale}`, () => {
    // One page (one browser context) for the ten, a step each: a context a page cost more than
    // the page's own check. A page's English is reported softly, so every page is read and
    // reported even when one has English.
    test('the public pages', async ({ page }) => {
      for (const url of PUBLIC_PAGES) {
        await test.step(url, async () => {
          await page.goto(url === '/' ? `/${locale}/` : `/${locale}${url}`);
          await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${locale}`));
          // To the foot (the sign-in pages have no footer), so what loads on scrolling loads.
          await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
          // The list below the first screen and the footer's texts arrive after the page.
          await page.waitForLoadState('networkidle');
          await expectNoEnglish(page, english, `/${locale}${url}`, { soft: true });
        });
      }
    });

    test('the dashboard with a booking, its details, the Pay dialog, the pass and the mails', async ({
      page,
      request,
    }) => {
      const email = uniqueEmail(`english-left-${locale}`);
      const registered = await request.post('/api/auth/register', {
        data: { name: 'Mei Chen', email, password: PASSWORD, locale },
      });
      expect(registered.status()).toBe(201);
      const { token, user } = await apiLogin(request, email, PASSWORD);
      const booked = await request.post('/api/booking', {
        headers: { authorization: `Bearer ${token}` },
        data: {
          userName: 'Mei Chen',
          email,
          phone: '+61 400 111 222',
          preferredDate: new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10),
          arrivalTime: '10:30',
          flightNumber: 'MU737',
          packageName: 'Standard',
          packageId: 'Standard',
        },
      });
      expect(booked.status()).toBe(201);
      const { bookingId } = (await booked.json()) as { bookingId: string };
      expect(
        (await request.post('/api/auth/forgot-password', { data: { email } })).status(),
      ).toBeLessThan(300);

      await page.goto(`/${locale}/login`);
      await page.evaluate(
        ([t, u]) => {
          const parsed = JSON.parse(u!);
          window.localStorage.setItem('token', t!);
          window.localStorage.setItem('userName', parsed.name);
          window.localStorage.setItem('userId', parsed._id);
          window.localStorage.setItem('user', u!);
        },
        [token, JSON.stringify(user)],
      );
      await page.goto(`/${locale}/dashboard`);
      const row = page.getByRole('row').filter({ hasText: bookingId });
      await expect(row).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNoEnglish(page, english, 'the dashboard');

      await row.getByRole('button').first().click();
      const details = page.getByRole('dialog');
      await expect(details).toContainText(bookingId);
      await expectNoEnglish(page, english, "the booking's details");
      await page.keyboard.press('Escape');
      await expect(details).toHaveCount(0);

      await row.getByRole('button').nth(2).click();
      await expect(page.getByRole('dialog')).toContainText(bookingId);
      await page.waitForLoadState('networkidle');
      await expectNoEnglish(page, english, 'the Pay dialog');
      await page.keyboard.press('Escape');

      await page.goto(`/${locale}/dashboard/bookings/${bookingId}/pass`);
      await expect(page.getByTestId('pass-ref')).toHaveText(bookingId);
      await expectNoEnglish(page, english, 'the arrival pass');

      // The student's mails so far (welcome, address confirmation, password reset, booking
      // received), each in their language, with links that open the page in it.
      const mails = await mailsTo(request, email, 4);
      for (const mail of mails) {
        expect(englishIn(`${mail.subject}\n${mail.text}`, english), mail.subject).toEqual([]);
        const pages = (mail.text.match(/https?:\/\/[^\s)>]+/g) ?? []).filter(
          (link) => !link.includes('/api/'),
        );
        expect(pages.length, mail.subject).toBeGreaterThan(0);
        for (const link of pages) {
          expect(new URL(link).pathname, `${mail.subject}: ${link}`).toMatch(
            new RegExp(`^/${locale}(/|$)`),
          );
        }
      }
    });
  });
}

type Mail = { subject: string; text: string; html: string };

// The mails an address has received, once there are `count` of them (the outbox sends a
// moment after the action).
async function mailsTo(request: APIRequestContext, email: string, count: number) {
  let mails: Mail[] = [];
  await expect
    .poll(
      async () => {
        const response = await request.get(`${control}/mails?to=${encodeURIComponent(email)}`);
        mails = (await response.json()) as Mail[];
        return mails.length;
      },
      { timeout: 30_000 },
    )
    .toBeGreaterThanOrEqual(count);
  return mails;
}
