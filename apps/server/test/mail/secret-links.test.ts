// Mail with a secret link (password reset, e-mail confirmation) keeps the link in the outbox
// only until it is delivered, has failed for good or the link has expired (issue 13,
// docs/decisions/051). Reading the database, or the admin outbox view, gives no usable link.
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';

import { mailOutbox } from '#server/db/schema.ts';
import { adminToken, bearer, build, registerUser } from '#test/helper.ts';
import { freePort, linkIn, startSmtpSink } from '#test/support/smtp-sink.ts';

type App = Awaited<ReturnType<typeof build>>;

const stored = async (app: App, to: string, template: string) => {
  const [row] = await app.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, to), eq(mailOutbox.template, template)));
  return row!;
};

// What someone reading the stored row could try: every token-looking value in either body.
const tokensIn = (row: { textBody: string; htmlBody: string }) =>
  [...`${row.textBody}\n${row.htmlBody}`.matchAll(/token=([\w-]+)/g)].map((m) => m[1]!);

const forgot = (app: App, email: string) =>
  app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
const reset = (app: App, token: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/reset-password',
    payload: { token, password: 'Flinders-Street-2026' },
  });

// Built once per file (building is the slow part): one app delivering to a real SMTP server,
// one without SMTP_URL, one whose SMTP server is down.
const sink = await startSmtpSink();
afterAll(() => sink.stop());
const smtpApp = await build({ smtpUrl: sink.url, appUrl: 'http://localhost:3000' });
const logApp = await build({ appUrl: 'http://localhost:3000' });
const downApp = await build({
  smtpUrl: `smtp://127.0.0.1:${await freePort()}`,
  mailDelivery: { intervalMs: null, retryBaseMs: 1_000, maxAttempts: 1 },
});

describe('after delivery through SMTP', () => {
  it('the stored reset mail holds no usable link; the delivered one still works', async () => {
    const app = smtpApp;
    const { user } = await registerUser(app);
    await forgot(app, user.email);

    // Before delivery the outbox must keep the link: it is what will be sent.
    const pending = await stored(app, user.email, 'password-reset');
    // The text body once, the HTML body three times (button, copy link, its text).
    expect(tokensIn(pending)).toHaveLength(4);

    await app.mail.deliverDue();
    const mail = await sink.waitFor({ to: user.email, subject: 'Reset your Landed password' });
    const delivered = new URL(linkIn(mail.text, '/reset-password')).searchParams.get('token')!;

    const row = await stored(app, user.email, 'password-reset');
    expect(row.status).toBe('sent');
    expect(row.textBody).not.toContain(delivered);
    expect(row.htmlBody).not.toContain(delivered);
    expect(row.textBody).toContain('This link has been removed');
    for (const token of tokensIn(row)) expect((await reset(app, token)).statusCode).toBe(400);
    // The same for the sign-up confirmation.
    const confirm = await stored(app, user.email, 'verify-email');
    expect(confirm.status).toBe('sent');
    expect(tokensIn(confirm)).toEqual([]);

    expect((await reset(app, delivered)).statusCode).toBe(200);
  });
});

describe('without SMTP_URL', () => {
  it('the log line carries the link; the stored body no longer does', async () => {
    const app = logApp;
    const { user } = await registerUser(app);
    const info = vi.spyOn(app.log, 'info');
    await forgot(app, user.email);
    await app.mail.deliverDue();
    const logged = info.mock.calls.find(
      ([, message]) => typeof message === 'string' && message.includes('Reset your Landed'),
    );
    const link = linkIn((logged![0] as { mail: { text: string } }).mail.text, '/reset-password');

    const row = await stored(app, user.email, 'password-reset');
    expect(row.status).toBe('logged');
    expect(tokensIn(row)).toEqual([]);
    expect(row.textBody).not.toContain(link);
    expect((await reset(app, new URL(link).searchParams.get('token')!)).statusCode).toBe(200);
  });
});

describe('undelivered mail', () => {
  it('loses the link once it has expired, and when delivery fails for good', async () => {
    const app = downApp;
    // Failed for good at the first attempt (nothing listens on the port).
    const first = await registerUser(app);
    await forgot(app, first.user.email);
    await app.mail.deliverDue();
    const failed = await stored(app, first.user.email, 'password-reset');
    expect(failed.status).toBe('failed');
    expect(tokensIn(failed)).toEqual([]);

    // Still pending an hour later (never attempted): the link has expired, so it goes too.
    const second = await registerUser(app);
    const id = await app.mail.enqueue({
      template: 'password-reset',
      to: second.user.email,
      data: { name: 'Ana', resetUrl: 'http://localhost:3000/reset-password?token=abc_DEF-123' },
    });
    await app.db
      .update(mailOutbox)
      .set({ nextAttemptAt: new Date(app.clock.now().getTime() + 2 * 60 * 60_000) })
      .where(eq(mailOutbox.id, id));
    expect(tokensIn(await stored(app, second.user.email, 'password-reset'))).toEqual(
      Array(4).fill('abc_DEF-123'),
    );
    app.clock.advance(60 * 60_000 + 1_000);
    await app.mail.deliverDue();
    const expired = await stored(app, second.user.email, 'password-reset');
    expect(expired.status).toBe('pending');
    expect(tokensIn(expired)).toEqual([]);
  });
});

describe('GET /api/admin/outbox', () => {
  it('shows no link of a pending reset mail', async () => {
    const app = logApp;
    const { user } = await registerUser(app);
    await forgot(app, user.email);
    const developer = await adminToken(app, 'Developer');
    const list = await app.inject({
      method: 'GET',
      url: '/api/admin/outbox',
      headers: bearer(developer.token),
    });
    expect(list.statusCode).toBe(200);
    expect(
      list.json().mail.some((m: { template: string }) => m.template === 'password-reset'),
    ).toBe(true);
    expect(list.body).not.toContain('token=');
  });
});
