// Issue 24: anyone can register any address, and the welcome and confirmation mails go to it
// at once. The name typed at sign-up must not turn them into a message from the registrant to
// the mailbox's owner: a plain, capped name, or none (docs/decisions/074).
import { afterAll, describe, expect, it } from 'vitest';

import { GOOD_PASSWORD, build, uniqueEmail } from '#test/helper.ts';
import { startSmtpSink } from '#test/support/smtp-sink.ts';

const sink = await startSmtpSink();
afterAll(() => sink.stop());
const app = await build({
  smtpUrl: sink.url,
  mailDelivery: { intervalMs: 50, retryBaseMs: 1_000, maxAttempts: 3 },
});

const SCAM = 'URGENT: pay AUD 500 to BSB 000-000 … https://evil.example/login';

describe('mails to an address nobody has proved yet', () => {
  it.each(['en', 'zh-CN', 'vi'] as const)(
    'carry none of the link or digits of the name typed at sign-up (%s)',
    async (locale) => {
      const email = uniqueEmail('priya');
      const registered = await app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { name: SCAM, email, password: GOOD_PASSWORD, locale },
      });
      expect(registered.statusCode).toBe(201);
      // The welcome and the confirmation link, as the mailbox receives them.
      await expect
        .poll(() => sink.received.filter((m) => m.to.includes(email)).length, { timeout: 10_000 })
        .toBe(2);
      for (const mail of sink.received.filter((m) => m.to.includes(email))) {
        for (const part of [mail.subject, mail.text, mail.html]) {
          expect(part).not.toContain('evil');
          expect(part).not.toContain('URGENT');
          expect(part).not.toContain('BSB');
          expect(part).not.toMatch(/500|000-000/);
        }
      }
    },
  );

  it('greets a plain name as typed', async () => {
    const email = uniqueEmail('mei');
    await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Mei Lin', email, password: GOOD_PASSWORD },
    });
    const mail = await sink.waitFor({ to: email }, 10_000);
    expect(mail.text).toMatch(/^Hi Mei Lin,/);
  });
});
