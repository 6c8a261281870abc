// "Send a test mail" on the owner's checklist (issue 33 item 4): a mail to the signed-in
// administrator's own address, sent at once, and what became of it in plain words, so the
// owner knows whether mail works without waiting for a student to complain.
import type { FastifyInstance } from 'fastify';

import type { TestMailResult } from '@landed/shared/schemas/setup';

import { notFound } from '#server/lib/http-errors.ts';

// When a worker (maybe another instance's) claimed the mail first, its outcome a little later.
async function settled(app: FastifyInstance, id: string) {
  for (let wait = 0; ; wait++) {
    const row = await app.outboxRepository.findById(id);
    const tried = row?.status === 'pending' && row.lastError;
    if (!row || tried || !['pending', 'sending'].includes(row.status) || wait === 50) return row;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export async function sendTestMail(
  app: FastifyInstance,
  { userId }: { userId: string },
): Promise<TestMailResult> {
  const user = await app.usersRepository.findById(userId);
  if (!user) throw notFound('User not found.');
  const id = await app.mail.enqueue({
    template: 'test-mail',
    to: user.email,
    locale: 'en',
    data: { name: user.name },
  });
  // Delivered now rather than by the worker, so the answer can say how it went; only this
  // mail, so the request never waits on anyone else's.
  await app.mail.deliverOne(id);
  const row = await settled(app, id);
  const to = user.email;
  if (row?.status === 'sent')
    return {
      to,
      outcome: 'sent',
      message: `Sent to ${to}. Check that inbox (and its spam folder).`,
    };
  if (row?.status === 'logged')
    return {
      to,
      outcome: 'logged',
      message:
        'Not sent: SMTP_URL is not set, so mail is written to the server log. Set SMTP_URL (and MAIL_FROM) in the server’s environment and restart it.',
    };
  return {
    to,
    outcome: 'failed',
    message: `Not sent: the mail server answered "${row?.lastError ?? 'no answer'}". Check SMTP_URL in the server’s environment; the Mail outbox retries it.`,
  };
}
