// Replies to inquiries (issue 15 item 9, docs/decisions/063): sent from the support address with
// the inquiry quoted and Reply-To the business's contact address, kept as the inquiry's thread,
// and the inquiry marked Replied.
import { eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';

import { ADMIN_ROLES } from '@landed/shared/constants';
import { REPLY_MESSAGES } from '@landed/shared/schemas/inquiry';

import { auditLogs, inquiryReplies } from '#server/db/schema.ts';
import { adminToken, bearer, build, createClock, uniqueEmail } from '#test/helper.ts';
import { startSmtpSink } from '#test/support/smtp-sink.ts';

const sink = await startSmtpSink();
afterAll(() => sink.stop());
const clock = createClock(new Date('2026-11-21T01:00:00Z'));
const app = await build(
  {
    smtpUrl: sink.url,
    mailFrom: 'Landed Support <support@mail.landed.test>',
    inquiryRepliesPerAdminPerHour: 3,
  },
  { clock },
);
// The limit below is 3 replies an hour: each test replies as its own administrator.
let support = await adminToken(app, 'Support Admin');
beforeEach(async () => {
  support = await adminToken(app, 'Support Admin');
});

async function inquiry(message = 'My flight lands at 6 am on the 14th.\nCan someone meet me?') {
  const email = uniqueEmail('inquirer');
  const made = await app.inject({
    method: 'POST',
    url: '/api/inquiries',
    payload: { name: 'Mei Lin', email, type: 'Support', message },
  });
  expect(made.statusCode).toBe(201);
  return { id: made.json().inquiry._id as string, email };
}

const reply = (id: string, token: string, message: unknown) =>
  app.inject({
    method: 'POST',
    url: `/api/admin/inquiries/${id}/replies`,
    headers: bearer(token),
    payload: { message },
  });

describe('POST /api/admin/inquiries/{id}/replies', () => {
  it('sends the reply with the inquiry quoted, keeps the thread and marks it Replied', async () => {
    const { id, email } = await inquiry();
    const sent = await reply(id, support.token, '  Hi Mei,\nYes: Sam will meet you at Gate 2.  ');
    expect(sent.statusCode).toBe(201);
    const answered = sent.json().inquiry;
    expect(answered.status).toBe('Replied');
    expect(answered.replies).toEqual([
      {
        _id: expect.any(String),
        author: 'Support Admin person',
        message: 'Hi Mei,\nYes: Sam will meet you at Gate 2.',
        createdAt: '2026-11-21T01:00:00.000Z',
        delivery: 'pending',
      },
    ]);

    await app.mail.deliverDue();
    const mail = await sink.waitFor({ to: email, subject: 'Re: Your message to Landed' });
    expect(mail.from).toBe('support@mail.landed.test');
    expect(mail.replyTo).toBe('support@landed.com.au');
    expect(mail.text).toContain('Hi Mei Lin,');
    expect(mail.text).toContain('Hi Mei,\nYes: Sam will meet you at Gate 2.');
    expect(mail.text).toContain('On Saturday 21 November 2026 you wrote:');
    expect(mail.text).toContain('> My flight lands at 6 am on the 14th.\n> Can someone meet me?');
    expect(mail.html).toContain('<blockquote');

    // The inbox lists the thread, with the reply now delivered; the table says who wrote it.
    const listed = await app.inject({
      method: 'GET',
      url: '/api/admin/inquiries',
      headers: bearer(support.token),
    });
    const found = listed.json().inquiries.find((i: { _id: string }) => i._id === id);
    expect(found.status).toBe('Replied');
    expect(found.replies).toMatchObject([{ author: 'Support Admin person', delivery: 'sent' }]);
    const [stored] = await app.db
      .select()
      .from(inquiryReplies)
      .where(eq(inquiryReplies.inquiryId, id));
    expect(stored).toMatchObject({ authorId: support.id, mailId: expect.any(String) });
    const [logged] = await app.db.select().from(auditLogs).where(eq(auditLogs.entityId, id));
    expect(logged).toMatchObject({ actorId: support.id, entityId: id });
    expect(logged!.details).toMatchObject({ to: email, before: 'Unread', after: 'Replied' });
    expect(JSON.stringify(logged!.details)).not.toContain('Gate 2');
  });

  it('keeps every reply of a conversation, oldest first; user text is escaped in the HTML', async () => {
    const { id, email } = await inquiry('<b>bold</b> & more');
    await reply(id, support.token, 'First answer');
    clock.advance(60_000);
    const second = await reply(id, support.token, 'Second <i>answer</i>');
    expect(second.json().inquiry.replies.map((r: { message: string }) => r.message)).toEqual([
      'First answer',
      'Second <i>answer</i>',
    ]);
    await app.mail.deliverDue();
    await expect
      .poll(() => sink.received.filter((m) => m.to.includes(email)).length, { timeout: 10_000 })
      .toBe(2);
    for (const mail of sink.received.filter((m) => m.to.includes(email)))
      expect(mail.html).not.toMatch(/<b>bold<\/b>|<i>answer<\/i>/);
  });

  it('refuses an empty or too-long reply, and an unknown inquiry', async () => {
    const { id } = await inquiry();
    for (const bad of ['', '   ', 'x'.repeat(5001)]) {
      const refused = await reply(id, support.token, bad);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toContain(
        bad.length > 5000 ? REPLY_MESSAGES.tooLong : REPLY_MESSAGES.required,
      );
    }
    expect((await reply(id, support.token, 'x'.repeat(5000))).statusCode).toBe(201);
    expect(
      (await reply('00000000-0000-4000-8000-000000000000', support.token, 'Hello')).statusCode,
    ).toBe(404);
  });

  it('only Super Admins and Support Admins may reply', async () => {
    const { id } = await inquiry();
    for (const role of ADMIN_ROLES) {
      const { token } = await adminToken(app, role);
      const answer = await reply(id, token, `Hello from ${role}`);
      expect(answer.statusCode, role).toBe(
        role === 'Super Admin' || role === 'Support Admin' ? 201 : 403,
      );
    }
    expect(
      (
        await app.inject({
          method: 'POST',
          url: `/api/admin/inquiries/${id}/replies`,
          payload: { message: 'x' },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('limits each administrator to a number of replies an hour', async () => {
    const busy = await adminToken(app, 'Support Admin');
    const { id } = await inquiry();
    for (let i = 0; i < 3; i++)
      expect((await reply(id, busy.token, `Reply ${i}`)).statusCode).toBe(201);
    const refused = await reply(id, busy.token, 'One more');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(REPLY_MESSAGES.tooMany);
    // Another administrator is not held up; the first may reply again an hour later.
    expect((await reply(id, support.token, 'From a colleague')).statusCode).toBe(201);
    clock.advance(60 * 60_000 + 1);
    expect((await reply(id, busy.token, 'Later')).statusCode).toBe(201);
  });
});
