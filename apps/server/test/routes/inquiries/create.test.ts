import { describe, expect, it } from 'vitest';

import { MESSAGES } from '@landed/shared/constants';
import { INQUIRY_MESSAGES } from '@landed/shared/schemas/inquiry';

import { auditLogs } from '#server/db/schema.ts';
import { toInquiry } from '#server/plugins/app/inquiries/inquiries-repository.ts';
import { build, createClock } from '#test/helper.ts';

const clock = createClock(new Date('2026-11-21T01:00:00Z'));
const app = await build(
  {
    rateLimits: {
      auth: { max: 1000, timeWindowMs: 60_000 },
      forms: { max: 4, timeWindowMs: 60_000 },
    },
  },
  { clock },
);

const send = (payload: Record<string, unknown>, ip = '10.1.0.1') =>
  app.inject({ method: 'POST', url: '/api/inquiries', payload, remoteAddress: ip });

let invalidCase = 0;

const valid = {
  name: 'Mei Lin',
  email: 'mei.lin@example.com',
  type: 'Support',
  message: 'My flight lands at 6 am on the 14th. Can someone meet me?',
};

describe('POST /api/inquiries', () => {
  it('stores an unread inquiry that the admin inbox can list, page and count', async () => {
    const response = await send(valid);
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toBe(INQUIRY_MESSAGES.thankYou);
    const id = response.json().inquiry._id as string;

    clock.advance(60_000);
    await send({ ...valid, name: 'Second Sender', type: 'Partnership' });

    const all = await app.inquiriesRepository.list({ limit: 100, page: 1 });
    expect(all.total).toBe(2);
    // Newest first.
    expect(all.rows.map((r) => r.name)).toEqual(['Second Sender', 'Mei Lin']);
    const stored = toInquiry((await app.inquiriesRepository.findById(id))!);
    expect(stored).toMatchObject({
      _id: id,
      name: 'Mei Lin',
      email: 'mei.lin@example.com',
      type: 'Support',
      subject: 'Support from Mei Lin',
      message: valid.message,
      status: 'Unread',
      assigned: null,
      note: '',
      date: '2026-11-21T01:00:00.000Z',
    });
    expect(await app.inquiriesRepository.countUnread()).toBe(2);
    const unread = await app.inquiriesRepository.list({ status: 'Unread', limit: 1, page: 2 });
    expect(unread.total).toBe(2);
    expect(unread.rows.map((r) => r.name)).toEqual(['Mei Lin']);
    expect((await app.inquiriesRepository.list({ status: 'Read', limit: 10, page: 1 })).total).toBe(
      0,
    );
  });

  it.each([
    [{ ...valid, name: '  ' }, `name: ${MESSAGES.nameRequired}`],
    [{ ...valid, email: 'mei@' }, `email: ${MESSAGES.invalidEmail}`],
    [{ ...valid, type: '' }, `type: ${INQUIRY_MESSAGES.typeRequired}`],
    [{ ...valid, type: 'Complaint' }, `type: ${INQUIRY_MESSAGES.typeRequired}`],
    [{ ...valid, message: '' }, `message: ${INQUIRY_MESSAGES.messageRequired}`],
    [{ ...valid, message: 'x'.repeat(5001) }, `message: ${INQUIRY_MESSAGES.messageTooLong}`],
    [{ ...valid, status: 'Read' }, 'Unrecognized key: "status"'],
  ])('refuses invalid input with a message naming the field (%#)', async (payload, message) => {
    // Every request counts towards the limit, valid or not: one address per case.
    const response = await send(payload, `10.2.0.${++invalidCase}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });

  it('is rate limited per client address and logs the hit', async () => {
    for (let i = 0; i < 4; i++) expect((await send(valid, '10.1.0.3')).statusCode).toBe(201);
    const limited = await send(valid, '10.1.0.3');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: MESSAGES.tooManyRequests, code: 'RATE_LIMITED' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const hits = (await app.db.select().from(auditLogs)).filter(
      (r) => r.action === 'security.rate_limited' && r.ip === '10.1.0.3',
    );
    expect(hits).toHaveLength(1);
    expect(hits[0]!.ip).toBe('10.1.0.3');
  });
});
