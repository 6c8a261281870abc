// @once: inserts and reads; the once-a-window notice is one upsert, the same on both databases.
// The chat on the arrival pass (issue 35 item 4; docs/decisions/134): the student writes from
// the pass, staff answer from the board, each side is told by mail at most once a window.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { BOOKING_MESSAGES } from '@landed/shared/schemas/booking';
import { CHAT_MESSAGES } from '@landed/shared/schemas/meeting';

import { bookings, mailOutbox, notifications } from '#server/db/schema.ts';
import {
  CHAT_NOTICE_WINDOW_MS,
  CHAT_READING_MS,
  postChatMessage,
} from '#server/operations/chat/post-chat-message.ts';
import { book, bookingBody, packageId } from '#test/fixtures.ts';
import { adminToken, bearer, build, registerUser } from '#test/helper.ts';

const app = await build();
const agent = await adminToken(app, 'Booking Agent');
const content = await adminToken(app, 'Content Manager');
const basic = await packageId(app, 'Basic');
const MINUTE = 60_000;

async function studentBooking() {
  const student = await registerUser(app, { name: 'Mei Lin Chen' });
  await app.usersRepository.update(student.user._id, { locale: 'zh-CN' });
  const made = await book(app, student.token, bookingBody({ packageId: basic }));
  expect(made.statusCode).toBe(201);
  const booking = made.json().booking as { _id: string; bookingId: string };
  return { student, id: booking._id, ref: booking.bookingId };
}

const read = (key: string, token: string) =>
  app.inject({ method: 'GET', url: `/api/booking/${key}/messages`, headers: bearer(token) });
const write = (key: string, token: string, payload: unknown) =>
  app.inject({
    method: 'POST',
    url: `/api/booking/${key}/messages`,
    headers: bearer(token),
    payload: payload as Record<string, unknown>,
  });
const staffRead = (id: string, token = agent.token) =>
  app.inject({ method: 'GET', url: `/api/admin/bookings/${id}/messages`, headers: bearer(token) });
const staffWrite = (id: string, text: string, token = agent.token) =>
  app.inject({
    method: 'POST',
    url: `/api/admin/bookings/${id}/messages`,
    headers: bearer(token),
    payload: { text },
  });
const unread = async () => {
  const response = await app.inject({
    method: 'GET',
    url: '/api/admin/bookings/unread-messages',
    headers: bearer(agent.token),
  });
  expect(response.statusCode).toBe(200);
  return response.json().unread as Array<{ bookingId: string; count: number }>;
};
const mails = (bookingId: string, template: string) =>
  app.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.bookingId, bookingId), eq(mailOutbox.template, template)));

describe('the chat on the pass', () => {
  it('the student writes, staff answer from the board, the student reads it (by _id or reference)', async () => {
    const { student, id, ref } = await studentBooking();
    expect((await read(ref, student.token)).json()).toEqual({ messages: [], open: true });

    const sent = await write(ref, student.token, { text: '  I have landed, where are you?  ' });
    expect(sent.statusCode).toBe(201);
    expect(sent.json().message).toEqual({
      _id: expect.any(String),
      author: 'student',
      authorName: 'Mei',
      text: 'I have landed, where are you?',
      createdAt: expect.any(String),
    });
    expect(await unread()).toContainEqual({ bookingId: id, count: 1 });

    const staffView = await staffRead(id);
    expect(staffView.statusCode).toBe(200);
    expect(staffView.json().messages.map((m: { text: string }) => m.text)).toEqual([
      'I have landed, where are you?',
    ]);
    // Opening the conversation reads it.
    expect((await unread()).some((u) => u.bookingId === id)).toBe(false);

    const answer = await staffWrite(id, 'Minh is at door 5, with a sign.');
    expect(answer.statusCode).toBe(201);
    // Only the first name of the member of staff ("Booking Agent person").
    expect(answer.json().message).toMatchObject({ author: 'dispatch', authorName: 'Booking' });

    const seen = (await read(id, student.token)).json();
    expect(seen.messages.map((m: { author: string }) => m.author)).toEqual(['student', 'dispatch']);
    expect(seen.messages[1].text).toBe('Minh is at door 5, with a sign.');
  });

  it('answers 404 for another student’s booking and for an unknown one, on both verbs', async () => {
    const { id, ref } = await studentBooking();
    const stranger = await registerUser(app);
    for (const key of [id, ref]) {
      const peek = await read(key, stranger.token);
      expect(peek.statusCode).toBe(404);
      expect(peek.json().message).toBe(BOOKING_MESSAGES.notFound);
      expect((await write(key, stranger.token, { text: 'Hello' })).statusCode).toBe(404);
    }
    expect((await staffRead('0b6f3f3e-8c1e-4a36-9b1f-2f0c1c7f5a10')).statusCode).toBe(404);
    const none = await staffRead(id);
    expect(none.json().messages).toEqual([]);
  });

  it('refuses bad input with a 400 that says why, never a 500', async () => {
    const { student, id, ref } = await studentBooking();
    const cases: Array<[unknown, string]> = [
      [{ text: '   ' }, 'Write a message.'],
      [{ text: 'x'.repeat(2001) }, '2000'],
      [{}, 'text'],
      [{ text: 42 }, 'text'],
      [{ text: 'Hi', extra: true }, 'extra'],
    ];
    for (const [payload, says] of cases) {
      const bad = await write(ref, student.token, payload);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toContain(says);
    }
    expect((await read('not-a-booking', student.token)).statusCode).toBe(400);
    expect((await staffWrite(id, '')).statusCode).toBe(400);
    expect((await read(ref, student.token)).json().messages).toEqual([]);
  });

  it('lets every role read and only the roles that change bookings answer', async () => {
    const { id } = await studentBooking();
    expect((await staffRead(id, content.token)).statusCode).toBe(200);
    expect((await staffWrite(id, 'Hello', content.token)).statusCode).toBe(403);
  });

  it('tells each side by mail once a window, in the student’s language, and not while they read', async () => {
    const { student, id, ref } = await studentBooking();
    await write(ref, student.token, { text: 'First' });
    await write(ref, student.token, { text: 'Second' });
    const toTeam = await mails(id, 'chat-message-staff');
    expect(toTeam).toHaveLength(1);
    expect(toTeam[0]).toMatchObject({ toAddress: 'support@landed.com.au' });
    expect(toTeam[0]!.textBody).toContain('First');

    // The team answers; the student has not read for a while: one mail in Chinese.
    app.clock.advance(CHAT_READING_MS + MINUTE);
    await staffWrite(id, 'We see you.');
    await staffWrite(id, 'Come to door 5.');
    const toStudent = await mails(id, 'chat-message');
    expect(toStudent).toHaveLength(1);
    expect(toStudent[0]!.subject).toContain('新消息');
    expect(toStudent[0]!.textBody).toContain('We see you.');
    const told = await app.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, student.user._id));
    expect(told.some((n) => n.message.includes(ref))).toBe(true);

    // After the window, the student writes again: the team is told again.
    app.clock.advance(CHAT_NOTICE_WINDOW_MS);
    await write(ref, student.token, { text: 'Third' });
    expect(await mails(id, 'chat-message-staff')).toHaveLength(2);

    // A student reading the pass is not mailed: they see it there.
    app.clock.advance(CHAT_NOTICE_WINDOW_MS);
    await read(ref, student.token);
    await staffWrite(id, 'Still here.');
    expect(await mails(id, 'chat-message')).toHaveLength(1);
  });

  it('takes a driver’s message for their own job only, and closes a week after the booking ended', async () => {
    const { student, id, ref } = await studentBooking();
    const made = await app.inject({
      method: 'POST',
      url: '/api/admin/drivers',
      headers: bearer(agent.token),
      payload: { name: 'Minh Tran', phone: '+61 400 555 111', email: 'minh@example.com' },
    });
    const driverId = made.json().driver._id as string;
    const asDriver = { kind: 'driver' as const, driverId, name: 'Minh Tran' };
    await expect(
      postChatMessage(app, { key: id, author: asDriver, text: 'At door 5' }),
    ).rejects.toMatchObject({ statusCode: 404 });
    await app.db.update(bookings).set({ driverId }).where(eq(bookings.id, id));
    const { message, told } = await postChatMessage(app, {
      key: id,
      author: asDriver,
      text: 'At door 5',
    });
    expect(message).toMatchObject({ author: 'driver', authorName: 'Minh' });
    expect(told).toEqual(['student']);
    expect(await unread()).toContainEqual({ bookingId: id, count: 1 });

    await app.db
      .update(bookings)
      .set({ status: 'Cancelled', endedAt: new Date(app.clock.now().getTime() - 8 * 86_400_000) })
      .where(eq(bookings.id, id));
    const late = await write(ref, student.token, { text: 'Hello?' });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ message: CHAT_MESSAGES.closed, code: 'CHAT_CLOSED' });
    const history = (await read(ref, student.token)).json();
    expect(history).toMatchObject({ open: false, messages: [{ text: 'At door 5' }] });
  });
});
