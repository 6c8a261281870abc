// A university that approves its students' bookings (issue 27 item 3; docs/decisions/094): a
// student naming it waits in its queue with the student ID; approved or declined with a reason,
// the student is told.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { bookings, notifications, users } from '#server/db/schema.ts';
import { book, bookingBody, dateIn, packageId } from '#test/fixtures.ts';
import { adminToken, bearer, build, registerUser } from '#test/helper.ts';
import { addPartner, mailsTo, partnerUser } from '#test/support/partners.ts';

const app = await build();

const monash = await addPartner(app, {
  kind: 'University',
  name: 'Monash University',
  requiresApproval: true,
});
const coordinator = await partnerUser(app, monash.id);
const otherUniversity = await addPartner(app, { kind: 'University', name: 'RMIT University' });
const outsider = await partnerUser(app, otherUniversity.id);

// A student who names `university` on their profile books the Standard package.
async function studentBooking(university: string, locale = 'en') {
  const student = await registerUser(app, { name: 'Aisha Rahman' });
  await app.db
    .update(users)
    .set({ university, locale: locale as 'en' })
    .where(eq(users.id, student.user._id));
  const response = await book(
    app,
    student.token,
    bookingBody({ packageId: await packageId(app, 'Standard'), preferredDate: dateIn(app, 15) }),
  );
  expect(response.statusCode).toBe(201);
  const [row] = await app.db
    .select()
    .from(bookings)
    .where(eq(bookings.id, response.json().booking._id));
  return { student, booking: row! };
}

const queue = (token: string) =>
  app.inject({ method: 'GET', url: '/api/partner/approvals', headers: bearer(token) });
const decide = (token: string, bookingId: string, payload: Record<string, unknown>) =>
  app.inject({
    method: 'POST',
    url: `/api/partner/approvals/${bookingId}`,
    headers: bearer(token),
    payload,
  });

describe('a booking by a student naming the university', () => {
  it('waits in its queue, tagged with it; a university without approval just sees it', async () => {
    const { booking } = await studentBooking('monash university');
    expect(booking).toMatchObject({
      partnerId: monash.id,
      partnerSource: 'university',
      approvalStatus: 'Awaiting',
      status: 'Pending',
    });
    const listed = await queue(coordinator.token);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().bookings.map((b: { _id: string }) => b._id)).toContain(booking.id);
    expect(listed.json().bookings[0].consentedAt).not.toBeNull();

    const { booking: rmit } = await studentBooking('RMIT University');
    expect(rmit).toMatchObject({ partnerId: otherUniversity.id, approvalStatus: null });
    const { booking: none } = await studentBooking('');
    expect(none.partnerId).toBeNull();
  });

  it('is named to the student before they book (GET /api/user/me), so they know who will see it', async () => {
    const { student } = await studentBooking('Monash University');
    const me = await app.inject({
      method: 'GET',
      url: '/api/user/me',
      headers: bearer(student.token),
    });
    expect(me.json().bookingPartner).toEqual({ _id: monash.id, name: monash.name });
    await app.db.update(users).set({ university: '' }).where(eq(users.id, student.user._id));
    const after = await app.inject({
      method: 'GET',
      url: '/api/user/me',
      headers: bearer(student.token),
    });
    expect(after.json().bookingPartner).toBeNull();
  });
});

describe('POST /api/partner/approvals/{bookingId}', () => {
  it('declines with a reason only, cancels, and tells the student in their language', async () => {
    const { student, booking } = await studentBooking('Monash University', 'zh-CN');
    const noReason = await decide(coordinator.token, booking.id, { approve: false });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toContain('reason');

    const declined = await decide(coordinator.token, booking.id, {
      approve: false,
      reason: 'Not enrolled for this semester.',
    });
    expect(declined.statusCode).toBe(200);
    expect(declined.json().booking).toMatchObject({
      approvalStatus: 'Declined',
      approvalReason: 'Not enrolled for this semester.',
      status: 'Cancelled',
    });
    const [mail] = await mailsTo(app, student.user.email, 'partner-approval');
    expect(mail!.subject).toContain('未获批准');
    expect(mail!.textBody).toContain('Not enrolled for this semester.');
    const told = await app.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, student.user._id));
    expect(told.some((n) => n.message.includes('Not enrolled for this semester.'))).toBe(true);

    // Decided once: a second decision is a conflict.
    expect((await decide(coordinator.token, booking.id, { approve: true })).statusCode).toBe(409);
    expect(
      (await queue(coordinator.token)).json().bookings.map((b: { _id: string }) => b._id),
    ).not.toContain(booking.id);
  });

  it('approves, and the student is told', async () => {
    const { student, booking } = await studentBooking('Monash University');
    const approved = await decide(coordinator.token, booking.id, { approve: true });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().booking).toMatchObject({
      approvalStatus: 'Approved',
      status: 'Pending',
    });
    const [mail] = await mailsTo(app, student.user.email, 'partner-approval');
    expect(mail!.subject).toBe(`Your booking ${booking.bookingRef} is approved`);
  });

  it('another organisation, a student and staff cannot see or decide it', async () => {
    const { student, booking } = await studentBooking('Monash University');
    const staff = await adminToken(app, 'Super Admin');
    expect((await decide(outsider.token, booking.id, { approve: true })).statusCode).toBe(404);
    expect((await queue(outsider.token)).json().bookings).toEqual([]);
    expect((await decide(student.token, booking.id, { approve: true })).statusCode).toBe(403);
    expect((await decide(staff.token, booking.id, { approve: true })).statusCode).toBe(403);
    expect((await queue(student.token)).statusCode).toBe(403);
    expect((await queue(staff.token)).statusCode).toBe(403);
    const [row] = await app.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row!.approvalStatus).toBe('Awaiting');
  });
});
