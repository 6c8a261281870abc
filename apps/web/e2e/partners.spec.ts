// Issue 27: partners. A Super Admin adds an agent and invites its coordinator; the agent uploads a
// CSV of 20 students with two bad rows and books the 18 others; each student is invited by
// e-mail, and one sets a password and finds the booking in the dashboard; the agent's board lists
// the arrivals and shows the driver staff assign. A university that approves its students'
// bookings approves one, and the student is told. The portal fits a phone.
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';

import { E2E_ADMIN } from '../playwright.config.ts';
import {
  PASSWORD,
  apiLogin,
  appTakesOver,
  expectFits,
  expectTappable,
  keepScreenshot,
  mailControl,
  mailText,
  seriousViolations,
  signedInPage,
  uniqueEmail,
} from './support.ts';

// A day in Melbourne, `days` from now.
const melbourneDate = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Melbourne' }).format(
    Date.now() + days * 86_400_000,
  );

// The newest mail to an address, whatever its subject (a partner's booking names its reference).
async function newestMail(request: APIRequestContext, to: string) {
  let mail = { subject: '', text: '' };
  await expect
    .poll(
      async () => {
        const response = await request.get(`${mailControl}/mail?to=${encodeURIComponent(to)}`);
        if (!response.ok()) return false;
        mail = (await response.json()) as typeof mail;
        return true;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return mail;
}

async function adminHeaders(request: APIRequestContext) {
  const admin = await apiLogin(request, E2E_ADMIN.email, E2E_ADMIN.password);
  return { authorization: `Bearer ${admin.token}` };
}

// The invitee opens the mailed link in a browser of their own, signs up with the invited address
// and lands in the portal.
async function acceptPartnerInvitation(
  browser: Browser,
  request: APIRequestContext,
  { email, partnerName, name }: { email: string; partnerName: string; name: string },
): Promise<Page> {
  const text = await mailText(
    request,
    email,
    `You are invited to the Landed partner portal for ${partnerName}`,
  );
  const link = new URL(/https?:\/\/\S+\/accept-invitation\?\S+/.exec(text)![0]);
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('heading', { name: 'Partner Portal Invitation' })).toBeVisible();
  await page.getByRole('link', { name: 'Create Account' }).click();
  await expect(page.getByLabel('Email Address')).toHaveValue(email);
  await page.getByLabel('Full Name').fill(name);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/partner$/);
  await expect(page.getByRole('heading', { name: partnerName, level: 1 })).toBeVisible();
  return page;
}

// 20 students arriving over the next days: 18 good rows, one naming a package that does not
// exist, one arriving in the past.
function studentsCsv(stamp: string) {
  const header =
    'external_id,name,email,phone,student_id,university,package,services,arrival_date,arrival_time,flight,address,language';
  const rows = Array.from({ length: 20 }, (_, i) => {
    const n = i + 1;
    const pkg = n === 7 ? 'Platinum Deluxe' : 'Basic';
    const date = n === 13 ? melbourneDate(-3) : melbourneDate(2 + (i % 5));
    const language = n % 4 === 0 ? 'zh-CN' : 'en';
    return [
      `${stamp}-${n}`,
      `Student ${n} ${stamp}`,
      `agent-student-${n}.${stamp}@example.com`,
      '+61 400 000 000',
      `s${1000 + n}`,
      // An agent's file names no university: that column routes a student into a university's
      // approval queue, so only the university itself may fill it (decision 106).
      '',
      pkg,
      '',
      date,
      '06:40',
      'MU737',
      '"123 Swanston Street, Melbourne VIC 3000"',
      language,
    ].join(',');
  });
  return [header, ...rows].join('\n');
}

test('an agent is added and invited, uploads 20 students (2 bad), books 18; a student sets a password and sees the booking; the board shows the driver', async ({
  browser,
  request,
}) => {
  // Three browsers, 18 bookings and mail round trips.
  test.slow();
  const stamp = Date.now().toString(36);
  const partnerName = `Bright Path Education ${stamp}`;
  const coordinatorEmail = uniqueEmail('agent-coordinator');

  // The Super Admin adds the agent in the Partners tab.
  const owner = await signedInPage(browser, E2E_ADMIN.email, E2E_ADMIN.password);
  await owner.goto('/admin?tab=partners');
  await owner.getByRole('button', { name: 'Add partner' }).click();
  const form = owner.getByRole('form', { name: 'Add partner' });
  await form.getByLabel('Kind').selectOption('Agent');
  await form.getByLabel('Name').fill(partnerName);
  await form.getByLabel('Billing e-mail').fill(`accounts.${stamp}@brightpath.example`);
  await form.getByLabel('Commission').selectOption('percent');
  await form.getByLabel('Percentage (%)').fill('10');
  await form.getByRole('button', { name: 'Add partner' }).click();
  await expect(owner.getByText('Partner added.')).toBeVisible();

  // ... and invites its coordinator from the partner's page.
  await owner.getByRole('button', { name: `Open ${partnerName}` }).click();
  const detail = owner.getByRole('dialog', { name: partnerName });
  await detail.getByLabel('Name', { exact: true }).fill('Priya Raman');
  await detail.getByLabel('E-mail').fill(coordinatorEmail);
  await detail.getByRole('button', { name: 'Invite' }).click();
  await expect(
    detail.getByRole('table', { name: 'Pending invitations' }).getByRole('row'),
  ).toContainText([coordinatorEmail]);

  const agent = await acceptPartnerInvitation(browser, request, {
    email: coordinatorEmail,
    partnerName,
    name: 'Priya Raman',
  });

  // The CSV: a preview with every row's problems, nothing booked yet.
  await agent.getByLabel('CSV file').setInputFiles({
    name: 'february-intake.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(studentsCsv(stamp)),
  });
  // With what booking them costs, priced by the server (issue 33 item 6).
  await expect(agent.getByText(/^18 of 20 rows ready to book, for \$[\d,.]+ in all/)).toBeVisible();
  await expect(agent.getByTestId('import-row-8')).toContainText('Platinum Deluxe');
  await expect(agent.getByTestId('import-row-14')).toContainText(/past/i);
  const preview = await request.get(
    `${mailControl}/mail?to=${encodeURIComponent(`agent-student-1.${stamp}@example.com`)}`,
  );
  expect(preview.status(), 'nobody is mailed before the partner confirms').toBe(404);

  await agent.getByRole('button', { name: 'Confirm and book 18' }).click();
  await expect(agent.getByText('18 booked, 2 skipped.')).toBeVisible();
  // The two rows not booked stay listed, to fix and upload again.
  await expect(agent.getByTestId('rows-not-booked')).toContainText('2 rows were not booked');

  // Every good row's student is told, with a link to choose a password; the bad rows' are not.
  const first = await newestMail(request, `agent-student-1.${stamp}@example.com`);
  expect(first.subject).toMatch(new RegExp(`^${partnerName} booked your arrival: BK-`));
  const fourth = await newestMail(request, `agent-student-4.${stamp}@example.com`);
  expect(fourth.subject, 'in the language the partner chose').not.toContain('booked your arrival');
  for (const bad of [7, 13]) {
    const none = await request.get(
      `${mailControl}/mail?to=${encodeURIComponent(`agent-student-${bad}.${stamp}@example.com`)}`,
    );
    expect(none.status()).toBe(404);
  }

  // One student chooses a password from the mail and finds the booking in the dashboard.
  const link = /https?:\/\/\S+\/reset-password\?token=[\w-]+/.exec(first.text)![0];
  const studentContext = await browser.newContext();
  const student = await studentContext.newPage();
  await student.goto(link);
  await student.getByLabel('New Password', { exact: true }).fill(PASSWORD);
  await student.getByLabel('Confirm New Password').fill(PASSWORD);
  await student.getByRole('button', { name: 'Reset Password' }).click();
  await expect(student).toHaveURL('/dashboard');
  const ref = /BK-[\w-]+/.exec(first.subject)![0];
  await expect(student.getByText(ref).first()).toBeVisible();

  // The agent's board lists the 18 arrivals of the next seven days.
  await agent.getByRole('button', { name: 'Next 7 days' }).click();
  await expect(agent.locator('[data-testid^="partner-arrival-"]')).toHaveCount(18);
  const card = agent.getByTestId(`partner-arrival-${ref}`);
  await expect(card).toContainText('No driver assigned yet');

  // Staff assign a driver; the partner's board shows who meets the student.
  const headers = await adminHeaders(request);
  const driver = await request.post('/api/admin/drivers', {
    headers,
    data: {
      name: `Tomasz ${stamp}`,
      phone: '+61 412 987 654',
      email: uniqueEmail('driver'),
      languages: ['English'],
    },
  });
  expect(driver.status()).toBe(201);
  const { driver: made } = (await driver.json()) as { driver: { _id: string } };
  const found = (await (
    await request.get(`/api/admin/bookings?search=${encodeURIComponent(ref)}`, { headers })
  ).json()) as { bookings: Array<{ _id: string; bookingId: string }> };
  const booking = found.bookings.find((b) => b.bookingId === ref)!;
  const assigned = await request.patch(`/api/admin/bookings/${booking._id}/assignment`, {
    headers,
    data: { driverId: made._id },
  });
  expect(assigned.ok(), await assigned.text()).toBe(true);
  await agent.reload();
  await agent.getByRole('button', { name: 'Next 7 days' }).click();
  await expect(agent.getByTestId(`partner-arrival-${ref}`)).toContainText(
    `Driver: Tomasz ${stamp}`,
  );
  // Staff see who brought the booking.
  const seen = (await (
    await request.get(`/api/admin/bookings/${booking._id}`, { headers })
  ).json()) as { booking: { partner: { name: string } | null } };
  expect(seen.booking.partner?.name).toBe(partnerName);

  await studentContext.close();
  await agent.context().close();
  await owner.close();
});

test('a university coordinator approves a student’s booking from the queue, and the student is told', async ({
  browser,
  request,
}) => {
  test.slow();
  const stamp = Date.now().toString(36);
  const university = `Monash International ${stamp}`;
  const headers = await adminHeaders(request);
  const created = await request.post('/api/admin/partners', {
    headers,
    data: {
      kind: 'University',
      name: university,
      billingEmail: `intl.${stamp}@monash.example`,
      requiresApproval: true,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { partner } = (await created.json()) as { partner: { _id: string } };
  const coordinatorEmail = uniqueEmail('uni-coordinator');
  const invited = await request.post(`/api/admin/partners/${partner._id}/invitations`, {
    headers,
    data: { email: coordinatorEmail, name: 'Daniel Ng' },
  });
  expect(invited.ok(), await invited.text()).toBe(true);
  const coordinator = await acceptPartnerInvitation(browser, request, {
    email: coordinatorEmail,
    partnerName: university,
    name: 'Daniel Ng',
  });

  // A student who names the university books for themselves.
  const studentEmail = uniqueEmail('monash-student');
  const { token } = (await (
    await request.post('/api/auth/register', {
      data: { name: 'Aiko Tanaka', email: studentEmail, password: PASSWORD },
    })
  ).json()) as { token: string };
  const studentHeaders = { authorization: `Bearer ${token}` };
  expect(
    (
      await request.patch('/api/user/me', {
        headers: studentHeaders,
        data: { profile: { university } },
      })
    ).ok(),
  ).toBe(true);
  const { packages } = await (await request.get('/api/public/packages')).json();
  const basic = packages.find((p: { title: string }) => p.title === 'Basic');
  const made = await request.post('/api/booking', {
    headers: studentHeaders,
    data: {
      userName: 'Aiko Tanaka',
      email: studentEmail,
      phone: '+61 400 111 222',
      preferredDate: melbourneDate(5),
      packageId: basic._id,
    },
  });
  expect(made.status()).toBe(201);
  const { booking } = (await made.json()) as {
    booking: { bookingId: string; partner: { name: string } | null };
  };
  expect(booking.partner?.name).toBe(university);

  // In the coordinator's queue; approved with one tap.
  await coordinator.reload();
  const row = coordinator.getByTestId(`approval-${booking.bookingId}`);
  await expect(row).toContainText('Aiko Tanaka');
  await row.getByRole('button', { name: 'Approve' }).click();
  await expect(coordinator.getByText(`${booking.bookingId} approved.`)).toBeVisible();
  await expect(row).toBeHidden();
  await mailText(request, studentEmail, `Your booking ${booking.bookingId} is approved`);
  await coordinator.context().close();
});

for (const width of [360, 390]) {
  test(`the partner portal fits a ${width} px phone and passes axe`, async ({
    browser,
    request,
  }, testInfo) => {
    test.slow();
    const stamp = Date.now().toString(36);
    const name = `Harbour Education ${stamp}`;
    const headers = await adminHeaders(request);
    const created = await request.post('/api/admin/partners', {
      headers,
      data: {
        kind: 'Agent',
        name,
        billingEmail: `accounts.${stamp}@harbour.example`,
        billingMode: 'account',
        requiresApproval: true,
        commissionType: 'fixed',
        commissionValue: 2500,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { partner } = (await created.json()) as { partner: { _id: string } };
    const email = uniqueEmail('phone-coordinator');
    await request.post(`/api/admin/partners/${partner._id}/invitations`, {
      headers,
      data: { email, name: 'Sam Lee' },
    });
    const desk = await acceptPartnerInvitation(browser, request, {
      email,
      partnerName: name,
      name: 'Sam Lee',
    });
    await desk.context().close();

    const context = await browser.newContext({
      viewport: { width, height: 780 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await signedInPage(context, email, PASSWORD);
    await page.goto('/partner');
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    await expect(page.getByText('None of your students arrive on these days.')).toBeVisible();
    await expectFits(page, `the partner portal at ${width} px`);
    await expectTappable(page.getByRole('main').getByRole('button'), 'the portal’s buttons');
    await expectTappable(page.getByLabel('CSV file'), 'the CSV file input');
    expect(await seriousViolations(page)).toEqual([]);
    await keepScreenshot(page, testInfo, `partner-portal-${width}`, { fullPage: true });
    await context.close();
  });
}

// Consent before booking (docs/decisions/095), as a student reading Chinese on a 360 px phone
// sees it: the booking form names the university that will see the booking, in their language,
// and the form still fits with its button in reach.
test('a student in Chinese who names a partner university is told, on a phone, who will see the booking', async ({
  browser,
  request,
}, testInfo) => {
  test.slow();
  const stamp = Date.now().toString(36);
  const university = `RMIT Global ${stamp}`;
  const created = await request.post('/api/admin/partners', {
    headers: await adminHeaders(request),
    data: { kind: 'University', name: university, billingEmail: `intl.${stamp}@rmit.example` },
  });
  expect(created.status(), await created.text()).toBe(201);
  const email = uniqueEmail('rmit-student');
  const registered = await request.post('/api/auth/register', {
    data: { name: 'Wang Fang', email, password: PASSWORD, locale: 'zh-CN' },
  });
  expect(registered.status()).toBe(201);
  const { token } = (await registered.json()) as { token: string };
  const named = await request.patch('/api/user/me', {
    headers: { authorization: `Bearer ${token}` },
    data: { profile: { university } },
  });
  expect(named.ok(), await named.text()).toBe(true);

  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await signedInPage(context, email, PASSWORD);
  await page.goto('/zh-CN/packages');
  await appTakesOver(page);
  await page
    .getByRole('button', { name: /^立即预订：/ })
    .first()
    .click();
  const form = page.getByRole('dialog');
  const partnerLine = form.getByTestId('booking-partner');
  await expect(partnerLine).toHaveText(
    `您正在通过 ${university} 预订。${university} 可以查看本预订的抵达信息和进度（但绝不会看到您的文件或您的其他预订）。`,
  );
  await expectFits(page, 'the booking form at 360 px in Chinese');
  await expectTappable(form.locator('button[type="submit"]'), 'the booking button');
  await partnerLine.scrollIntoViewIfNeeded();
  await keepScreenshot(page, testInfo, 'booking-partner-zh-CN-360');
  await context.close();
});
