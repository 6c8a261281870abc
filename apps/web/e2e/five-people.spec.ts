// Five people finish their job on a 390 x 844 phone, in English and in Chinese (issue 33, the
// first test that must exist): the owner in the first week, a student, a student sent by a
// university, the university's coordinator and a booking agent. Each step is checked as the
// person sees it: the control they use is on the screen and is what a tap at its centre finds,
// the page is no wider than the phone, the step's key texts are the catalogue's in their
// language, and a screenshot is kept. The back-office and the partner portal are in English
// in every language (docs/decisions/070): for the staff, the Chinese run checks what the
// Chinese student they serve reads.
import type {
  APIRequestContext,
  Browser,
  BrowserContext,
  Locator,
  Page,
  TestInfo,
} from '@playwright/test';
import { expect, test } from '@playwright/test';

import { E2E_ADMIN } from '../playwright.config.ts';
import { startFreshInstall } from './fresh-install.ts';
import type { FreshInstall } from './fresh-install.ts';
import {
  PASSWORD,
  apiLogin,
  appTakesOver,
  expectFits,
  expectTappable,
  keepScreenshot,
  mailText,
  signedInPage,
  teamMember,
  uniqueEmail,
  webText,
} from './support.ts';
import { servicePorts } from './test-service-ports.ts';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const LANGUAGES = [
  { locale: 'en', prefix: '', htmlLang: 'en-AU' },
  { locale: 'zh-CN', prefix: '/zh-CN', htmlLang: 'zh-CN' },
] as const;
type Language = (typeof LANGUAGES)[number];
const WAIT = { timeout: 15_000 };
const ports = servicePorts(Number(process.env.E2E_PORT ?? 4310));

// A day in Melbourne, `days` from now.
const melbourneDate = (days = 0) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Melbourne' }).format(
    Date.now() + days * 86_400_000,
  );

// A step as the person sees it: done, then the page fits the phone and is kept as a picture.
function stepper(page: () => Page, testInfo: TestInfo) {
  let n = 0;
  return async (name: string, body: () => Promise<void>) =>
    test.step(name, async () => {
      await body();
      n += 1;
      await expectFits(page(), name);
      await keepScreenshot(page(), testInfo, `${String(n).padStart(2, '0')} ${name}`);
    });
}

// The control a person is about to use: visible, on the screen once scrolled to, not covered.
async function tap(control: Locator, what: string) {
  await expect(control).toBeVisible(WAIT);
  await expectTappable(control, what);
  await control.click();
}

// The page is in the person's language (the html element says so).
async function expectLanguage(page: Page, language: Language) {
  await expect(page.locator('html')).toHaveAttribute('lang', language.htmlLang, WAIT);
}

async function adminHeaders(request: APIRequestContext) {
  const admin = await apiLogin(request, E2E_ADMIN.email, E2E_ADMIN.password);
  return { authorization: `Bearer ${admin.token}` };
}

// A student who reads `locale`, registered and (optionally) booked through the API.
async function seededStudent(
  request: APIRequestContext,
  { name, locale, arrival = melbourneDate(5) }: { name: string; locale: string; arrival?: string },
) {
  const email = uniqueEmail('five-people');
  const registered = await request.post('/api/auth/register', {
    data: { name, email, password: PASSWORD, locale },
  });
  expect(registered.status()).toBe(201);
  const { token } = (await registered.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}` };
  const book = async () => {
    const { packages } = await (await request.get('/api/public/packages')).json();
    const basic = packages.find((p: { title: string }) => p.title === 'Basic');
    const made = await request.post('/api/booking', {
      headers,
      data: {
        userName: name,
        email,
        phone: '+61 400 222 333',
        preferredDate: arrival,
        arrivalTime: '23:55',
        flightNumber: 'MU737',
        packageId: basic._id,
      },
    });
    expect(made.status(), await made.text()).toBe(201);
    return ((await made.json()) as { booking: { _id: string; bookingId: string } }).booking;
  };
  return { email, headers, book };
}

// One step as the student the staff member served, on a phone of their own: what they now read.
async function asTheStudent(
  browser: Browser,
  testInfo: TestInfo,
  email: string,
  name: string,
  body: (page: Page) => Promise<void>,
) {
  const page = await signedInPage(await browser.newContext(PHONE), email, PASSWORD);
  await stepper(() => page, testInfo)(name, () => body(page));
  await page.context().close();
}

// The ☰ menu's link to the packages.
async function openPackages(page: Page, t: ReturnType<typeof webText>) {
  await tap(page.locator('details[data-mobile-menu] > summary'), 'the menu button');
  await tap(
    page.getByTestId('mobile-menu').getByRole('link', { name: t('nav.packages') }),
    'Packages',
  );
}

// A signed-out visitor on the packages page chooses the first package, is sent to sign in,
// makes an account instead and is brought back to the package's booking form, then books it.
// Answers the booking's reference, once the dashboard shows the booked panel.
async function signUpAndBook(
  page: Page,
  language: Language,
  step: ReturnType<typeof stepper>,
  { name, partnerName }: { name: string; partnerName?: string },
) {
  const t = webText(language.locale);
  // The page's own clock, so the 12 s the check-your-e-mail message stays can pass at once.
  await page.clock.install();
  await step('chooses a package, signed out: asked to sign in', async () => {
    await expect(page).toHaveURL(new RegExp(`${language.prefix}/packages$`), WAIT);
    await appTakesOver(page);
    const bookNow = page
      .getByRole('button', { name: new RegExp(`^${t('packages.bookNowLabel', { name: '' })}`) })
      .first();
    await tap(bookNow, 'Book Now');
    await expect(page).toHaveURL(new RegExp(`${language.prefix}/login$`), WAIT);
    await expect(page.getByText(t('auth.loginToBook'))).toBeVisible(WAIT);
  });
  const email = uniqueEmail('five-people');
  await step('makes an account', async () => {
    await tap(page.getByRole('link', { name: t('auth.createAnAccount') }), 'Create an account');
    await expect(page).toHaveURL(new RegExp(`${language.prefix}/signup$`), WAIT);
    await page.getByLabel(t('auth.fullNameLabel')).fill(name);
    await page.getByLabel(t('auth.emailLabel')).fill(email);
    await page.getByLabel(t('auth.passwordLabel'), { exact: true }).fill(PASSWORD);
    await page.getByLabel(t('auth.confirmPasswordLabel')).fill(PASSWORD);
    await tap(page.getByRole('button', { name: t('auth.createAccount') }), 'Create Account');
  });
  const dialog = page.getByRole('dialog');
  // Told of the link just mailed, at the foot of the screen for 12 s.
  const checkEmail = page.getByText(t('auth.registeredCheckEmail', { email }));
  await step('is back at the chosen package, and fills in the arrival', async () => {
    await expect(page).toHaveURL(new RegExp(`${language.prefix}/packages$`), WAIT);
    await expect(dialog.getByLabel(t('booking.fullName'))).toHaveValue(name, WAIT);
    // Once it has slid in (again, into the dialog), it is wholly on the screen, on top.
    await expect(async () =>
      expectTappable(checkEmail, 'the check-your-e-mail message', { scroll: false }),
    ).toPass(WAIT);
    if (partnerName) {
      // Told, before booking, who will see it (decision 095).
      await expect(dialog.getByTestId('booking-partner')).toHaveText(
        t('booking.partnerSharing', { partnerName }),
        WAIT,
      );
    }
    await dialog.getByLabel(t('booking.phone')).fill('+61 400 123 456');
    await dialog.getByLabel(t('booking.arrivalDate')).fill(melbourneDate(21));
    await dialog.getByLabel(t('booking.flightNumberOptional')).fill('MU737');
    await dialog.getByRole('button', { name: t('booking.confirm') }).scrollIntoViewIfNeeded();
  });
  let bookingId = '';
  await step('books, and lands on what happens next', async () => {
    // The message covers the form's foot, its button too, until it goes (12 s): the reader
    // waits, the test moves the page's clock on.
    await page.clock.fastForward(12_000);
    await expect(checkEmail).toBeHidden(WAIT);
    await tap(dialog.getByRole('button', { name: t('booking.confirm') }), 'Confirm Booking');
    await expect(dialog.getByRole('heading', { name: t('booking.confirmed') })).toBeVisible(WAIT);
    bookingId = (await dialog.getByTestId('booking-id').textContent())!.trim();
    await expect(page).toHaveURL(`${language.prefix}/dashboard?booked=${bookingId}`, WAIT);
    const next = page.getByTestId('booked-next-steps');
    await expect(next.getByRole('heading', { level: 2 })).toHaveText(
      `${t('booked.title')} ${bookingId}`,
      WAIT,
    );
    await expect(next.getByText(t('booked.next'), { exact: true })).toBeVisible();
    await expectLanguage(page, language);
  });
  return bookingId;
}

// The owner in the first week and a student who pays, on a fresh install of their own (the
// owner's settings are theirs to change, not the shared server's), one a language. The student
// pays into the account the owner has just entered.
for (const [index, language] of LANGUAGES.entries()) {
  test.describe(`on a fresh install, in ${language.locale}`, () => {
    test.describe.configure({ mode: 'serial' });
    const owner = { email: `owner.${index}@landed.test`, password: 'Owner-e2e-Passw0rd!' };
    let install: FreshInstall;
    let context: BrowserContext;

    test.beforeAll(async () => {
      test.setTimeout(120_000);
      install = await startFreshInstall({
        port: ports.fivePeople[index]!,
        owner,
        env: {
          SMTP_URL: `smtp://127.0.0.1:${ports.smtp}`,
          MAIL_FROM: 'Landed <no-reply@landed.test>',
        },
      });
    });
    test.afterAll(async () => {
      await install?.stop();
    });
    test.afterEach(async () => {
      await context?.close();
    });
    const phone = async (browser: Browser) =>
      (context = await browser.newContext({ ...PHONE, baseURL: install.baseURL }));

    test(`the owner in the first week works through the set-up checklist on a phone (${language.locale})`, async ({
      browser,
    }, testInfo) => {
      const page = await signedInPage(await phone(browser), owner.email, owner.password);
      const step = stepper(() => page, testInfo);
      const checklist = page.getByRole('region', { name: /Set-up checklist/ });
      const fixIt = (key: string) =>
        checklist.getByTestId(`setup-${key}`).getByRole('link', { name: /^Fix it/ });

      // On a phone the bank warning is one of the notices folded into the bar (decision 119):
      // the Notices button, with its count, opens them.
      const openNotices = async () => {
        const notices = page.getByRole('button', { name: /^Notices/ });
        if ((await notices.getAttribute('aria-expanded')) !== 'true') await tap(notices, 'Notices');
        await expect(page.getByTestId('placeholder-bank-warning')).toBeVisible(WAIT);
      };
      await step('opens the back-office: the checklist and the bank warning', async () => {
        await page.goto('/admin?tab=overview');
        await expect(checklist).toBeVisible(WAIT);
        await expect(checklist.getByTestId('setup-abn')).toHaveAttribute('data-done', 'false');
        await expect(checklist.getByTestId('setup-bank')).toHaveAttribute('data-done', 'false');
        await openNotices();
        await tap(page.getByRole('button', { name: /^Notices/ }), 'Notices');
      });
      await step('fixes the ABN from its link', async () => {
        await tap(fixIt('abn'), 'Fix it: ABN');
        await expect(page).toHaveURL(/tab=content/, WAIT);
        const business = page.getByRole('form', { name: 'Business details' });
        const abn = business.getByLabel('ABN');
        await expect(abn).toBeFocused(WAIT);
        // Scrolled to (smoothly): wholly on the screen once it stops.
        await expect(abn).toBeInViewport({ ratio: 1, ...WAIT });
        await expectTappable(abn, 'the ABN field', { scroll: false });
        await abn.fill('51824753556');
        await tap(
          business.getByRole('button', { name: 'Save business details' }),
          'Save business details',
        );
        await expect(page.getByText('Business details updated!')).toBeVisible(WAIT);
      });
      await step('enters the bank details from the warning’s link', async () => {
        await openNotices();
        const warning = page.getByTestId('placeholder-bank-warning');
        await tap(
          warning.getByRole('link', { name: 'Enter your bank details' }),
          'Enter your bank details',
        );
        const bank = page.getByRole('form', { name: 'Bank details' });
        // The link opens the bank form at its first field.
        await expect(bank.getByLabel('Bank name')).toBeFocused(WAIT);
        await expect(bank.getByLabel('Bank name')).toBeInViewport({ ratio: 1, ...WAIT });
        await bank.getByLabel('BSB (routing number)').fill('083-004');
        await bank.getByLabel('Account number').fill('1234 5678');
        await bank.getByLabel('Bank address').fill('500 Bourke St, Melbourne VIC 3000');
        await bank.getByLabel('Bank phone').fill('13 22 65');
        await tap(bank.getByRole('button', { name: 'Save bank details' }), 'Save bank details');
        await expect(page.getByText('Bank info updated!')).toBeVisible(WAIT);
        await expect(warning).toBeHidden(WAIT);
      });
      await step('fixes the support phone from its link', async () => {
        await page.goto('/admin?tab=overview');
        await tap(fixIt('support'), 'Fix it: support phone');
        const phoneField = page.locator('#cms-contactPhone');
        await expect(phoneField).toBeFocused(WAIT);
        await expect(phoneField).toBeInViewport({ ratio: 1, ...WAIT });
        await phoneField.fill('+61 3 9000 1234');
        await tap(page.getByRole('button', { name: 'Save content' }), 'Save content');
        await expect(page.getByText('Content saved!')).toBeVisible(WAIT);
      });
      await step('sends a test mail, and sees the items done', async () => {
        await page.goto('/admin?tab=overview');
        for (const key of ['abn', 'bank', 'support', 'mail']) {
          await expect(checklist.getByTestId(`setup-${key}`)).toHaveAttribute(
            'data-done',
            'true',
            WAIT,
          );
        }
        await tap(
          checklist.getByTestId('setup-mail').getByRole('button', { name: 'Send a test mail' }),
          'Send a test mail',
        );
        await expect(checklist.getByTestId('setup-mail').getByRole('status')).toBeVisible(WAIT);
        await mailText(page.request, owner.email, 'Landed test mail');
      });
    });

    test(`a student browses, signs up, books a package and sees how to pay (${language.locale})`, async ({
      browser,
    }, testInfo) => {
      const t = webText(language.locale);
      const page = await (await phone(browser)).newPage();
      const step = stepper(() => page, testInfo);
      await step('opens the site', async () => {
        await page.goto('/');
        await appTakesOver(page);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible(WAIT);
      });
      if (language.locale !== 'en') {
        await step('switches to their language in the menu', async () => {
          await tap(page.locator('details[data-mobile-menu] > summary'), 'the menu button');
          const menu = page.getByTestId('mobile-menu');
          await tap(menu.locator('summary'), 'the language switch');
          await tap(menu.getByRole('link', { name: '简体中文' }), '简体中文');
          await expect(page).toHaveURL(`${language.prefix}/`, WAIT);
          await expectLanguage(page, language);
          await appTakesOver(page);
        });
      }
      await step('browses to the packages', async () => {
        await openPackages(page, t);
      });
      const bookingId = await signUpAndBook(page, language, step, { name: 'Mei Lin' });
      const next = page.getByTestId('booked-next-steps');
      await step('reads how to pay, every value to copy', async () => {
        await expect(next.getByText(t('booked.howToPay'), { exact: true })).toBeVisible(WAIT);
        await expect(next.getByText('083-004', { exact: true })).toBeVisible(WAIT);
        for (const what of [t('booking.referenceToCopy'), t('booking.bankBsb')]) {
          await expectTappable(
            next.getByRole('button', { name: t('booking.copy', { what }), exact: true }),
            `copy ${what}`,
          );
        }
        await next.getByText(t('booked.howToPay'), { exact: true }).scrollIntoViewIfNeeded();
      });
      await step('opens Pay: the transfer details', async () => {
        const row = page.getByTestId(`booking-row-${bookingId}`);
        await tap(
          row.getByRole('button', { name: t('booking.payBookingLabel', { reference: bookingId }) }),
          'Pay',
        );
        const pay = page.getByRole('dialog', { name: t('booking.payTitle') });
        await expect(pay.getByText('083-004', { exact: true })).toBeVisible(WAIT);
        await expect(pay.getByText('1234 5678', { exact: true })).toBeVisible();
        await expect(pay.getByText(t('booking.bankBsb'), { exact: true }).first()).toBeVisible();
        await expect(pay.getByTestId('reference-to-quote')).toContainText(bookingId);
        await expectTappable(
          pay.getByRole('button', { name: t('booking.iHavePaid') }),
          'I have paid',
        );
      });
    });
  });
}

// A university that approves its students' bookings and pays for them on account.
async function university(request: APIRequestContext, stamp: string) {
  const name = `Monash International ${stamp}`;
  const created = await request.post('/api/admin/partners', {
    headers: await adminHeaders(request),
    data: {
      kind: 'University',
      name,
      billingEmail: `intl.${stamp}@monash.example`,
      billingMode: 'account',
      requiresApproval: true,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { partner } = (await created.json()) as { partner: { _id: string; code: string } };
  return { name, ...partner };
}

// Everyone else works on the shared server, a test each, side by side.
for (const language of LANGUAGES) {
  test.describe(`in ${language.locale}`, () => {
    test.use(PHONE);

    test(`a student sent by a university arrives through its link, is greeted by name, books and is told the approval waits (${language.locale})`, async ({
      page,
      request,
    }, testInfo) => {
      const t = webText(language.locale);
      const step = stepper(() => page, testInfo);
      const uni = await university(request, `${Date.now().toString(36)}${language.locale}`);
      await step('opens the university’s link: greeted with its name', async () => {
        await page.goto(`${language.prefix}/?partner=${uni.code}`);
        await expectLanguage(page, language);
        await expect(page.getByTestId('referral-welcome')).toContainText(
          t('referralWelcome.text', { partnerName: uni.name }),
          WAIT,
        );
        await appTakesOver(page);
      });
      await step('browses to the packages', async () => {
        await openPackages(page, t);
      });
      const bookingId = await signUpAndBook(page, language, step, {
        name: 'Aiko Tanaka',
        partnerName: uni.name,
      });
      await step('is told the university approves first, and that it pays', async () => {
        const next = page.getByTestId('booked-next-steps');
        await expect(next.getByTestId('booked-awaiting')).toHaveText(
          t('booked.awaitingApproval', { partnerName: uni.name }),
          WAIT,
        );
        await expect(next.getByText(t('booked.howToPay'), { exact: true })).toHaveCount(0);
        const row = page.getByTestId(`booking-row-${bookingId}`);
        await expect(row).toContainText(t('booking.awaitingApproval', { partnerName: uni.name }));
        await expect(row).toContainText(t('common.invoicedToPartner', { partner: uni.name }));
        await tap(next.getByRole('button', { name: t('booked.dismiss') }), 'Close');
        await expect(next).toBeHidden(WAIT);
        await row.scrollIntoViewIfNeeded();
      });
    });

    test(`the university’s coordinator jumps to approvals, approves a booking and previews an import (${language.locale})`, async ({
      browser,
      request,
    }, testInfo) => {
      const t = webText(language.locale);
      const stamp = `${Date.now().toString(36)}${language.locale}`;
      const uni = await university(request, stamp);
      // The coordinator, invited by staff and signed up with the invited address.
      const coordinatorEmail = uniqueEmail('five-people-coordinator');
      const invited = await request.post(`/api/admin/partners/${uni._id}/invitations`, {
        headers: await adminHeaders(request),
        data: { email: coordinatorEmail, name: 'Daniel Ng' },
      });
      expect(invited.ok(), await invited.text()).toBe(true);
      const mail = await mailText(
        request,
        coordinatorEmail,
        `You are invited to the Landed partner portal for ${uni.name}`,
      );
      const token = /accept-invitation\?token=([\w-]+)/.exec(mail)![1];
      const registered = await request.post('/api/auth/register', {
        data: { name: 'Daniel Ng', email: coordinatorEmail, password: PASSWORD },
      });
      const { token: session } = (await registered.json()) as { token: string };
      const accepted = await request.post('/api/auth/invitations/accept', {
        headers: { authorization: `Bearer ${session}` },
        data: { token },
      });
      expect(accepted.ok(), await accepted.text()).toBe(true);
      // A student of theirs, reading the language, books for themselves.
      const student = await seededStudent(request, { name: 'Wang Fang', locale: language.locale });
      const named = await request.patch('/api/user/me', {
        headers: student.headers,
        data: { profile: { university: uni.name } },
      });
      expect(named.ok(), await named.text()).toBe(true);
      const booking = await student.book();

      const context = await browser.newContext(PHONE);
      const page = await signedInPage(context, coordinatorEmail, PASSWORD);
      const step = stepper(() => page, testInfo);
      const jump = page.getByRole('navigation', { name: 'Portal sections' });
      await step('opens the portal: the jump bar', async () => {
        await page.goto('/partner');
        await expect(page.getByRole('heading', { name: uni.name, level: 1 })).toBeVisible(WAIT);
        await expect(jump).toBeVisible();
      });
      await step('jumps to the approvals and approves the booking', async () => {
        await tap(jump.getByRole('link', { name: 'Approvals' }), 'Approvals in the jump bar');
        const row = page.getByTestId(`approval-${booking.bookingId}`);
        await expect(row).toContainText('Wang Fang', WAIT);
        await tap(row.getByRole('button', { name: 'Approve' }), 'Approve');
        await expect(page.getByText(`${booking.bookingId} approved.`)).toBeVisible(WAIT);
        await expect(row).toBeHidden(WAIT);
      });
      await step('jumps to the import and previews a file', async () => {
        await page.evaluate(() => window.scrollTo(0, 0));
        await tap(jump.getByRole('link', { name: 'Import a file' }), 'Import a file');
        const file = page.getByLabel('CSV file');
        await expectTappable(file, 'the CSV file input');
        await file.setInputFiles({
          name: 'intake.csv',
          mimeType: 'text/csv',
          buffer: Buffer.from(intakeCsv(stamp, uni.name)),
        });
        await expect(
          page.getByText(/^2 of 3 rows ready to book, for \$[\d,.]+ in all/),
        ).toBeVisible(WAIT);
        await expect(page.getByTestId('import-row-4')).toContainText('Platinum Deluxe');
        const confirm = page.getByRole('button', { name: 'Confirm and book 2' });
        await expectTappable(confirm, 'Confirm and book');
      });
      await context.close();

      // The student reads, in their language, that the university pays.
      await asTheStudent(
        browser,
        testInfo,
        student.email,
        'the student sees the approved booking, paid by the university',
        async (studentPage) => {
          await studentPage.goto(`${language.prefix}/dashboard`);
          const row = studentPage.getByTestId(`booking-row-${booking.bookingId}`);
          await expect(row).toContainText(
            t('common.invoicedToPartner', { partner: uni.name }),
            WAIT,
          );
          await expect(row).not.toContainText(
            t('booking.awaitingApproval', { partnerName: uni.name }),
          );
          await expectLanguage(studentPage, language);
          await row.scrollIntoViewIfNeeded();
        },
      );
    });

    test(`a booking agent assigns a driver on the arrivals board (${language.locale})`, async ({
      browser,
      request,
    }, testInfo) => {
      const t = webText(language.locale);
      const stamp = Date.now().toString(36);
      const student = await seededStudent(request, {
        name: `Nguyen Minh ${stamp}`,
        locale: language.locale,
        arrival: melbourneDate(),
      });
      const booking = await student.book();
      const driverName = `Tomasz ${stamp}`;
      const driver = await request.post('/api/admin/drivers', {
        headers: await adminHeaders(request),
        data: {
          name: driverName,
          phone: '+61 412 987 654',
          email: uniqueEmail('five-people-driver'),
          languages: ['English'],
        },
      });
      expect(driver.status(), await driver.text()).toBe(201);
      const agent = await teamMember(request, 'Booking Agent');

      const context = await browser.newContext(PHONE);
      const page = await signedInPage(context, agent.email, agent.password);
      const step = stepper(() => page, testInfo);
      const card = page.getByTestId(`arrival-${booking.bookingId}`);
      await step('opens the back-office on the arrivals board', async () => {
        await page.goto('/admin');
        await expect(page.getByRole('heading', { name: 'Arrivals', level: 2 })).toBeVisible(WAIT);
        await expect(card).toContainText(`Nguyen Minh ${stamp}`, WAIT);
        await expect(card).toContainText('Unassigned');
      });
      await step('assigns the driver', async () => {
        await tap(
          card.getByRole('button', { name: `Assign driver for ${booking.bookingId}` }),
          'Assign driver',
        );
        const dialog = page.getByRole('dialog', { name: `Pickup for ${booking.bookingId}` });
        const select = dialog.getByLabel('Driver');
        await expectTappable(select, 'the driver list');
        await select.selectOption({ label: `${driverName} (English)` });
        await tap(dialog.getByRole('button', { name: 'Save' }), 'Save');
        await expect(page.getByText('Driver saved. We have told everyone.')).toBeVisible(WAIT);
        await expect(card).toContainText(driverName, WAIT);
        await card.scrollIntoViewIfNeeded();
      });
      await context.close();

      // The student's arrival pass names the driver, in their language.
      await asTheStudent(
        browser,
        testInfo,
        student.email,
        'the student’s arrival pass names the driver',
        async (studentPage) => {
          await studentPage.goto(`${language.prefix}/dashboard/bookings/${booking.bookingId}/pass`);
          // Arriving today: the driver is in "Who is coming" (issue 35 item 3).
          const driverSection = studentPage.getByRole('region', {
            name: t('pass.whoIsComing'),
            exact: true,
          });
          await expect(driverSection).toContainText(driverName, WAIT);
          await expectLanguage(studentPage, language);
        },
      );
    });
  });
}

// Three students the coordinator imports: two good rows and one naming a package that does
// not exist.
function intakeCsv(stamp: string, universityName: string) {
  const header =
    'external_id,name,email,phone,student_id,university,package,services,arrival_date,arrival_time,flight,address,language';
  const rows = [1, 2, 3].map((n) =>
    [
      `${stamp}-${n}`,
      `Import Student ${n}`,
      `import-${n}.${stamp}@example.com`,
      '+61 400 000 000',
      `s${2000 + n}`,
      universityName,
      n === 3 ? 'Platinum Deluxe' : 'Basic',
      '',
      melbourneDate(4),
      '06:40',
      'MU737',
      '"123 Swanston Street, Melbourne VIC 3000"',
      'zh-CN',
    ].join(','),
  );
  return [header, ...rows].join('\n');
}
