// Issue 24, item 1 (docs/decisions/074-data-keyed-by-address.md): what is kept under an e-mail
// address (inquiries, the newsletter, consent records) is an account's only once the account
// has proved the address, and from then on by its id. Until then "Download my data", "Delete
// my account" and the marketing switch see none of it.
import { and, eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';

import {
  auditLogs,
  consentRecords,
  inquiries,
  mailOutbox,
  newsletterSubscribers,
} from '#server/db/schema.ts';
import {
  GOOD_PASSWORD,
  adminToken,
  bearer,
  build,
  registerUser,
  uniqueEmail,
} from '#test/helper.ts';

const app = await build({
  rateLimits: {
    auth: { max: 1000, timeWindowMs: 60_000 },
    forms: { max: 1000, timeWindowMs: 60_000 },
  },
});

const MESSAGE = 'My visa number is in the attachment; can someone meet me at 6 am?';

async function exportOf(token: string) {
  const response = await app.inject({
    method: 'GET',
    url: '/api/user/me/export',
    headers: bearer(token),
  });
  expect(response.statusCode).toBe(200);
  const text = new TextDecoder().decode(
    unzipSync(new Uint8Array(response.rawPayload))['data.json']!,
  );
  return { data: JSON.parse(text), text };
}

const marketing = (token: string, newsletter?: boolean) =>
  app.inject({
    method: newsletter === undefined ? 'GET' : 'PUT',
    url: '/api/user/me/marketing',
    headers: bearer(token),
    ...(newsletter === undefined ? {} : { payload: { newsletter } }),
  });

const subscriberOf = async (email: string) =>
  (
    await app.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email))
  )[0];

const linkIn = async (to: string, template: string) => {
  const rows = await app.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, to), eq(mailOutbox.template, template)))
    .orderBy(mailOutbox.createdAt, mailOutbox.seq);
  const match = /token=([\w-]{43})/.exec(rows.at(-1)!.textBody);
  return match![1]!;
};
const openVerifyLink = async (to: string, template = 'verify-email') =>
  app.inject({
    method: 'POST',
    url: '/api/auth/verify-email',
    payload: { token: await linkIn(to, template) },
  });

// Priya, without an account: she writes to us, staff answer, and she joins the newsletter.
async function priyaWritesAndSubscribes() {
  const email = uniqueEmail('priya');
  const sent = await app.inject({
    method: 'POST',
    url: '/api/inquiries',
    payload: { name: 'Priya Sharma', email, type: 'Support', message: MESSAGE },
  });
  expect(sent.statusCode).toBe(201);
  const inquiryId = sent.json().inquiry._id as string;
  const support = await adminToken(app, 'Support Admin');
  const replied = await app.inject({
    method: 'POST',
    url: `/api/admin/inquiries/${inquiryId}/replies`,
    headers: bearer(support.token),
    payload: { message: 'Yes: our driver Sam will wait at gate B.' },
  });
  expect(replied.statusCode).toBeLessThan(300);
  await app.inject({ method: 'POST', url: '/api/public/newsletter', payload: { email } });
  await app.inject({
    method: 'POST',
    url: '/api/public/newsletter/confirm',
    payload: { token: await linkIn(email, 'newsletter-confirm') },
  });
  expect((await subscriberOf(email))?.confirmedAt).toBeTruthy();
  return { email, inquiryId, support };
}

// What staff get when they open the inquiry in the inbox (a note on it): 200, or 404 once gone.
const staffSees = async (inquiryId: string, token: string) =>
  (
    await app.inject({
      method: 'PATCH',
      url: `/api/admin/inquiries/${inquiryId}`,
      headers: bearer(token),
      payload: { note: 'Checked.' },
    })
  ).statusCode;

describe('an account that has not proved its address', () => {
  it('exports, reads and changes none of what was kept under it, and erasing it leaves it all', async () => {
    const priya = await priyaWritesAndSubscribes();
    // Mail to her address that is no account's: an invitation to the team.
    const owner = await adminToken(app, 'Super Admin');
    const invited = await app.inject({
      method: 'POST',
      url: '/api/admin/admin-users',
      headers: bearer(owner.token),
      payload: { email: priya.email, role: 'Content Manager' },
    });
    expect(invited.statusCode).toBe(202);
    const squatter = await registerUser(app, { name: 'Not Priya', email: priya.email });

    const { data, text } = await exportOf(squatter.token);
    expect(data.inquiries).toEqual([]);
    expect(data.newsletter).toEqual([]);
    expect(data.consents).toEqual([]);
    expect(text).not.toContain(MESSAGE);
    expect(text).not.toContain('gate B');

    // The marketing switch reports nothing of the real subscriber, and does not change her.
    expect((await marketing(squatter.token)).json()).toEqual({ newsletter: 'none' });
    expect((await marketing(squatter.token, false)).json()).toEqual({ newsletter: 'none' });
    expect((await subscriberOf(priya.email))?.confirmedAt).toBeTruthy();
    // On: the same answer as for any address, and her subscription as it was.
    expect((await marketing(squatter.token, true)).json()).toEqual({ newsletter: 'pending' });
    const row = await subscriberOf(priya.email);
    expect(row?.confirmedAt).toBeTruthy();
    expect(row?.userId).toBeNull();

    const deleted = await app.inject({
      method: 'DELETE',
      url: '/api/user/me',
      headers: bearer(squatter.token),
      payload: { currentPassword: GOOD_PASSWORD },
    });
    expect(deleted.statusCode).toBe(204);
    expect(await staffSees(priya.inquiryId, priya.support.token)).toBe(200);
    expect((await subscriberOf(priya.email))?.confirmedAt).toBeTruthy();
    // Our answer, as mailed to her, stays in the outbox too; the registrant's own mail goes.
    const mailed = await app.db
      .select({ template: mailOutbox.template })
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, priya.email));
    expect(mailed.map((m) => m.template).sort()).toEqual([
      'inquiry-reply',
      'newsletter-confirm',
      'staff-invitation',
    ]);
    const consents = await app.db
      .select()
      .from(consentRecords)
      .where(eq(consentRecords.email, priya.email));
    expect(consents.map((c) => c.action).sort()).toEqual(['confirmed', 'subscribed']);
    // The log still says what staff did for her: the registrant's erasure blanks its own
    // entries only, not those that name the address (issue 24).
    const about = await app.db
      .select({ details: auditLogs.details })
      .from(auditLogs)
      .where(eq(auditLogs.entityId, priya.inquiryId));
    expect(about.length).toBeGreaterThan(0);
    expect(JSON.stringify(about)).toContain(priya.email);
    expect(JSON.stringify(about)).not.toContain('[deleted]');
  });

  it('does not get the consent records it writes itself until it proves the address', async () => {
    const student = await registerUser(app);
    expect((await marketing(student.token, true)).json()).toEqual({ newsletter: 'pending' });
    const [consent] = await app.db
      .select()
      .from(consentRecords)
      .where(eq(consentRecords.email, student.user.email));
    expect(consent).toMatchObject({ action: 'subscribed', userId: null });
    expect((await exportOf(student.token)).data.consents).toEqual([]);
    expect((await marketing(student.token)).json()).toEqual({ newsletter: 'none' });
  });
});

describe('once the account proves its address', () => {
  it('holds what was kept under it, by id: through an e-mail change, in the export, on the switch and at erasure', async () => {
    const priya = await priyaWritesAndSubscribes();
    const account = await registerUser(app, { name: 'Priya Sharma', email: priya.email });
    expect((await openVerifyLink(priya.email)).statusCode).toBe(200);

    let { data } = await exportOf(account.token);
    expect(data.inquiries).toEqual([
      expect.objectContaining({
        message: MESSAGE,
        replies: [expect.objectContaining({ message: expect.stringContaining('gate B') })],
      }),
    ]);
    expect(data.newsletter).toEqual([expect.objectContaining({ email: priya.email })]);
    expect(data.consents.map((c: { action: string }) => c.action).sort()).toEqual([
      'confirmed',
      'subscribed',
    ]);
    expect((await marketing(account.token)).json()).toEqual({ newsletter: 'subscribed' });

    // A new inquiry from her address is hers at once, signed in or not.
    await app.inject({
      method: 'POST',
      url: '/api/inquiries',
      payload: { name: 'Priya', email: priya.email, type: 'General Inquiry', message: 'Thanks!' },
    });

    // She moves to another address: what she had stays hers.
    const newEmail = uniqueEmail('priya.new');
    const change = await app.inject({
      method: 'PATCH',
      url: '/api/user/me',
      headers: bearer(account.token),
      payload: { email: newEmail, currentPassword: GOOD_PASSWORD },
    });
    expect(change.statusCode).toBe(200);
    expect((await openVerifyLink(newEmail, 'email-change-confirm')).statusCode).toBe(200);
    ({ data } = await exportOf(account.token));
    expect(data.account.email).toBe(newEmail);
    expect(data.inquiries.map((i: { message: string }) => i.message)).toEqual([MESSAGE, 'Thanks!']);
    expect(data.newsletter).toHaveLength(1);
    expect((await marketing(account.token)).json()).toEqual({ newsletter: 'subscribed' });

    // Whoever registers her old address now gets none of it.
    const next = await registerUser(app, { email: priya.email });
    expect((await exportOf(next.token)).data.inquiries).toEqual([]);
    expect((await marketing(next.token)).json()).toEqual({ newsletter: 'none' });

    // Leaving the newsletter from Account Settings takes her subscription off the list.
    expect((await marketing(account.token, false)).json()).toEqual({ newsletter: 'none' });
    expect(await subscriberOf(priya.email)).toBeUndefined();

    // Erasing her account erases her inquiries: staff see them no more.
    const erased = await app.inject({
      method: 'DELETE',
      url: '/api/user/me',
      headers: bearer(account.token),
      payload: { currentPassword: GOOD_PASSWORD },
    });
    expect(erased.statusCode).toBe(204);
    expect(await staffSees(priya.inquiryId, priya.support.token)).toBe(404);
    const left = await app.db.select().from(inquiries).where(eq(inquiries.email, priya.email));
    expect(left).toEqual([]);
  });

  it('a password reset proves it too', async () => {
    const priya = await priyaWritesAndSubscribes();
    await registerUser(app, { email: priya.email });
    await app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: priya.email },
    });
    const reset = await app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: await linkIn(priya.email, 'password-reset'), password: 'Flinders-St-77-x' },
    });
    expect(reset.statusCode).toBe(200);
    const { data } = await exportOf(reset.json().token);
    expect(data.inquiries).toEqual([expect.objectContaining({ message: MESSAGE })]);
    expect(data.newsletter).toEqual([expect.objectContaining({ email: priya.email })]);
  });
});
