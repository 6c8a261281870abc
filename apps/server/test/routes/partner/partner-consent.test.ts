// Issue 31 item 5 (docs/decisions/105): a partner's booking answers the same whether the
// address had an account or not, never shows the account's own profile to the partner, and is
// shared with the partner only once the student accepts it; a refusal cancels it.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { bookings, consentRecords, users } from '#server/db/schema.ts';
import { dateIn } from '#test/fixtures.ts';
import { bearer, build, registerUser, uniqueEmail } from '#test/helper.ts';
import { addPartner, mailsTo, partnerUser } from '#test/support/partners.ts';

const app = await build();
const agent = await addPartner(app, { kind: 'Agent', name: 'Harbour Bridge Agency' });
const coordinator = await partnerUser(app, agent.id);

const book = (studentEmail: string, overrides: Record<string, unknown> = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/partner/bookings',
    headers: bearer(coordinator.token),
    payload: {
      studentEmail,
      studentName: 'Typed By Agent',
      phone: '+61 400 111 222',
      packageId: 'Standard',
      preferredDate: dateIn(app, 20),
      arrivalTime: '06:40',
      flightNumber: 'SQ217',
      language: 'en',
      ...overrides,
    },
  });
const answer = (token: string, bookingId: string, accept: boolean) =>
  app.inject({
    method: 'PATCH',
    url: `/api/booking/${bookingId}/partner-consent`,
    headers: bearer(token),
    payload: { accept },
  });
const partnerList = async () =>
  (
    await app.inject({
      method: 'GET',
      url: '/api/partner/bookings',
      headers: bearer(coordinator.token),
    })
  ).json().bookings as Array<Record<string, unknown>>;
const partnerViewOf = async (bookingId: string) =>
  (await partnerList()).find((b) => b._id === bookingId)!;

// A student with an account and a profile of their own: name, phone, university.
async function studentWithProfile() {
  const student = await registerUser(app, { name: 'Arjun Patel' });
  await app.db
    .update(users)
    .set({ university: 'Secret College of Melbourne', phone: '+61 499 999 999' })
    .where(eq(users.id, student.user._id));
  return student;
}

// An answer with what differs by nature taken out: ids, references, times, the address typed.
function withoutIds(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutIds);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(
          ([key]) =>
            !['_id', 'bookingId', 'createdAt', 'updatedAt', 'email', 'studentEmail'].includes(key),
        )
        .map(([key, v]) => [key, withoutIds(v)]),
    );
  }
  return value;
}

describe('POST /api/partner/bookings, an address with an account or without', () => {
  it('answers the same, shows what the partner typed, and waits for the student either way', async () => {
    const existing = await studentWithProfile();
    const known = await book(existing.user.email);
    const fresh = await book(uniqueEmail('fresh'));
    expect(known.statusCode, known.body).toBe(201);
    expect(fresh.statusCode, fresh.body).toBe(201);
    expect(withoutIds(known.json())).toEqual(withoutIds(fresh.json()));
    expect(known.json().partnerBooking).toMatchObject({
      studentName: 'Typed By Agent',
      studentConsent: 'Awaiting',
      consentedAt: null,
    });
    expect(JSON.stringify(known.json())).not.toMatch(/Arjun|Secret College|499 999/);

    // The list and the board read alike for both, and never the account's profile.
    const listed = await partnerList();
    const rows = [known, fresh].map((r) => listed.find((b) => b._id === r.json().booking._id));
    expect(withoutIds(rows[0])).toEqual(withoutIds(rows[1]));
    const board = await app.inject({
      method: 'GET',
      url: `/api/partner/arrivals?from=${dateIn(app, 20)}&to=${dateIn(app, 20)}`,
      headers: bearer(coordinator.token),
    });
    expect(board.statusCode, board.body).toBe(200);
    const arrivals = board.json().arrivals as Array<Record<string, unknown>>;
    const onBoard = [known, fresh].map((r) => arrivals.find((a) => a._id === r.json().booking._id));
    expect(withoutIds(onBoard[0])).toEqual(withoutIds(onBoard[1]));
    expect(onBoard[0]).toMatchObject({
      student: { name: 'Typed By Agent', university: '' },
      studentConsent: 'Awaiting',
    });
    expect(board.body).not.toMatch(/Arjun|Secret College/);

    // The account's own name stays its own; its mail asks for the answer.
    const [account] = await app.db.select().from(users).where(eq(users.id, existing.user._id));
    expect(account!.name).toBe('Arjun Patel');
    const [mail] = await mailsTo(app, existing.user.email, 'partner-booking-consent');
    expect(mail!.textBody).toContain('Harbour Bridge Agency');
    expect(mail!.textBody).toContain('/dashboard');
  });
});

describe('PATCH /api/booking/{id}/partner-consent', () => {
  it('accepting records the consent and the partner sees it given, once', async () => {
    const student = await studentWithProfile();
    const booked = (await book(student.user.email)).json().booking;
    const mine = await app.inject({
      method: 'GET',
      url: `/api/booking/${booked._id}`,
      headers: bearer(student.token),
    });
    expect(mine.json().booking.studentConsent).toBe('Awaiting');

    // Someone else's answer is not taken.
    const stranger = await registerUser(app);
    expect((await answer(stranger.token, booked._id, true)).statusCode).toBe(404);

    const accepted = await answer(student.token, booked._id, true);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().booking).toMatchObject({ studentConsent: 'Given', status: 'Pending' });
    const consents = await app.db
      .select()
      .from(consentRecords)
      .where(eq(consentRecords.userId, student.user._id));
    expect(consents).toEqual([
      expect.objectContaining({ purpose: `partner-sharing:${agent.id}`, action: 'granted' }),
    ]);
    const seen = await partnerViewOf(booked._id);
    expect(seen.studentConsent).toBe('Given');
    expect(seen.consentedAt).not.toBeNull();

    const again = await answer(student.token, booked._id, false);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('CONSENT_NOT_AWAITING');
  });

  it('refusing cancels the booking, records no consent, and the partner sees it refused', async () => {
    const student = await studentWithProfile();
    const booked = (await book(student.user.email)).json().booking;
    const refused = await answer(student.token, booked._id, false);
    expect(refused.statusCode, refused.body).toBe(200);
    expect(refused.json().booking).toMatchObject({
      studentConsent: 'Refused',
      status: 'Cancelled',
    });
    const [row] = await app.db.select().from(bookings).where(eq(bookings.id, booked._id));
    expect(row).toMatchObject({ status: 'Cancelled', studentConsent: 'Refused' });
    expect(row!.endedAt).not.toBeNull();
    expect(
      await app.db.select().from(consentRecords).where(eq(consentRecords.userId, student.user._id)),
    ).toEqual([]);
    expect(await partnerViewOf(booked._id)).toMatchObject({
      status: 'Cancelled',
      studentConsent: 'Refused',
      consentedAt: null,
    });
    expect((await answer(student.token, booked._id, true)).statusCode).toBe(409);
  });

  it('a booking of the student’s own has nothing to answer, and the body is checked', async () => {
    const student = await registerUser(app);
    const booked = (await book(student.user.email)).json().booking;
    expect(
      (
        await app.inject({
          method: 'PATCH',
          url: `/api/booking/${booked._id}/partner-consent`,
          headers: bearer(student.token),
          payload: { accept: 'yes' },
        })
      ).statusCode,
    ).toBe(400);
    await app.db
      .update(bookings)
      .set({ studentConsent: null, partnerId: null })
      .where(eq(bookings.id, booked._id));
    expect((await answer(student.token, booked._id, true)).statusCode).toBe(409);
  });
});
