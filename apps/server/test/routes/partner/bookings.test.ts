// A partner books for one student (issue 27 item 2; docs/decisions/093): the booking is the
// student's, tagged with the partner, priced by the server, limited to the partner's terms, and
// seen by that partner only.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { bookings, consentRecords, users } from '#server/db/schema.ts';
import { dateIn, packageId } from '#test/fixtures.ts';
import { adminToken, bearer, build, registerUser, uniqueEmail } from '#test/helper.ts';
import { addPartner, mailsTo, partnerUser } from '#test/support/partners.ts';
import { linkIn } from '#test/support/smtp-sink.ts';

const app = await build();

const agent = await addPartner(app, { kind: 'Agent', name: 'Study Bridge Agency' });
const agentUser = await partnerUser(app, agent.id);
const university = await addPartner(app, {
  kind: 'University',
  name: 'Monash University',
  billingMode: 'account',
});
const universityUser = await partnerUser(app, university.id);

const post = (token: string | null, payload: Record<string, unknown>) =>
  app.inject({
    method: 'POST',
    url: '/api/partner/bookings',
    headers: token ? bearer(token) : {},
    payload,
  });
const list = (token: string | null) =>
  app.inject({
    method: 'GET',
    url: '/api/partner/bookings',
    headers: token ? bearer(token) : {},
  });

const body = (overrides: Record<string, unknown> = {}) => ({
  studentEmail: uniqueEmail('intake'),
  studentName: 'Linh Nguyen',
  phone: '+84 90 123 4567',
  packageId: 'Standard',
  preferredDate: dateIn(app, 20),
  arrivalTime: '06:40',
  flightNumber: 'VN781',
  ...overrides,
});

describe('POST /api/partner/bookings', () => {
  it('makes a new student an account, invites them in the chosen language, and the booking is theirs', async () => {
    const payload = body({ language: 'vi', studentId: 's7654321', totalPrice: 1 });
    const response = await post(agentUser.token, payload);
    expect(response.statusCode).toBe(201);
    const { booking, partnerBooking } = response.json();
    expect(response.json()).not.toHaveProperty('invited');
    // Priced by the server whatever the client sent.
    expect(booking).toMatchObject({
      packageName: 'Standard',
      totalPrice: 180,
      userName: 'Linh Nguyen',
    });
    expect(partnerBooking).toMatchObject({
      studentEmail: payload.studentEmail,
      studentId: 's7654321',
      source: 'booked',
      billedToPartner: false,
      approvalStatus: null,
      // Every partner booking waits for the student (docs/decisions/105).
      studentConsent: 'Awaiting',
      consentedAt: null,
    });

    const [student] = await app.db
      .select()
      .from(users)
      .where(eq(users.email, payload.studentEmail));
    expect(student).toMatchObject({
      name: 'Linh Nguyen',
      locale: 'vi',
      emailVerified: false,
      passwordHash: null,
    });
    const [row] = await app.db.select().from(bookings).where(eq(bookings.id, booking._id));
    expect(row).toMatchObject({
      userId: student!.id,
      partnerId: agent.id,
      partnerSource: 'booked',
    });
    const consents = await app.db
      .select()
      .from(consentRecords)
      .where(eq(consentRecords.userId, student!.id));
    // Nothing is consented until the student answers.
    expect(consents).toEqual([]);

    // The invitation, in Vietnamese, sets a password with the reset link; the student then sees
    // the booking in their dashboard, waiting for their answer.
    const [mail] = await mailsTo(app, payload.studentEmail, 'partner-booking');
    expect(mail!.subject).toContain('Study Bridge Agency');
    expect(mail!.textBody).toContain('Chọn mật khẩu');
    const token = new URL(linkIn(mail!.textBody, '/reset-password')).searchParams.get('token')!;
    expect(linkIn(mail!.textBody, '/reset-password')).toContain('/vi/reset-password?token=');
    const reset = await app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'Flinders-Street-Clock-7' },
    });
    expect(reset.statusCode).toBe(200);
    const mine = await app.inject({
      method: 'GET',
      url: `/api/booking/user/${student!.id}`,
      headers: bearer(reset.json().token),
    });
    expect(
      mine
        .json()
        .bookings.map((b: { _id: string; studentConsent: string }) => [b._id, b.studentConsent]),
    ).toEqual([[booking._id, 'Awaiting']]);
  });

  it('books for an existing account without a new invitation, asking for its answer; a partner that pays is billed', async () => {
    const existing = await registerUser(app, { name: 'Arjun Patel' });
    const response = await post(
      universityUser.token,
      body({ studentEmail: existing.user.email.toUpperCase(), studentName: 'Arjun P.' }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().partnerBooking.billedToPartner).toBe(true);
    expect(await mailsTo(app, existing.user.email, 'partner-booking')).toEqual([]);
    const [mail] = await mailsTo(app, existing.user.email, 'partner-booking-consent');
    expect(mail!.textBody).not.toContain('reset-password');
    expect(mail!.textBody).toContain('accept it or refuse it on your Landed dashboard');
    expect(mail!.textBody).toContain('Monash University pays for this booking');
    const [account] = await app.db.select().from(users).where(eq(users.email, existing.user.email));
    expect(account!.name).toBe('Arjun Patel');
  });

  it('refuses a past date, a package outside the terms, and the same student and day twice', async () => {
    expect((await post(agentUser.token, body({ preferredDate: dateIn(app, -1) }))).statusCode).toBe(
      400,
    );
    expect((await post(agentUser.token, body({ studentEmail: 'not-an-address' }))).statusCode).toBe(
      400,
    );
    const limited = await addPartner(app, { allowedPackageIds: [await packageId(app, 'Basic')] });
    const limitedUser = await partnerUser(app, limited.id);
    const refused = await post(limitedUser.token, body({ packageId: 'Premium' }));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('NOT_ALLOWED_FOR_PARTNER');
    expect((await post(limitedUser.token, body({ packageId: 'Basic' }))).statusCode).toBe(201);

    const once = body();
    expect((await post(agentUser.token, once)).statusCode).toBe(201);
    const twice = await post(agentUser.token, once);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('ALREADY_BOOKED');
  });

  it('answers 401 without a session and 403 to a student and to staff', async () => {
    const student = await registerUser(app);
    const staff = await adminToken(app, 'Super Admin');
    expect((await post(null, body())).statusCode).toBe(401);
    expect((await post(student.token, body())).statusCode).toBe(403);
    expect((await post(staff.token, body())).statusCode).toBe(403);
    expect((await list(student.token)).statusCode).toBe(403);
    expect((await list(staff.token)).statusCode).toBe(403);
    // A partner user is never answered by the back-office.
    const admin = await app.inject({
      method: 'GET',
      url: '/api/admin/bookings',
      headers: bearer(agentUser.token),
    });
    expect(admin.statusCode).toBe(403);
  });

  it('an inactive partner’s people are refused', async () => {
    const closed = await addPartner(app, { active: false });
    const closedUser = await partnerUser(app, closed.id);
    expect((await list(closedUser.token)).statusCode).toBe(403);
  });
});

describe('GET /api/partner/bookings', () => {
  it('lists the organisation’s bookings only, paged', async () => {
    const agency = await addPartner(app);
    const member = await partnerUser(app, agency.id);
    const other = await partnerUser(app, university.id);
    for (const name of ['One', 'Two', 'Three']) {
      expect((await post(member.token, body({ studentName: name }))).statusCode).toBe(201);
    }
    const page = await app.inject({
      method: 'GET',
      url: '/api/partner/bookings?limit=2&page=1',
      headers: bearer(member.token),
    });
    expect(page.statusCode).toBe(200);
    expect(page.json().total).toBe(3);
    expect(page.json().bookings.map((b: { studentName: string }) => b.studentName)).toEqual([
      'Three',
      'Two',
    ]);
    const theirs = (await list(other.token)).json();
    expect(
      theirs.bookings.some((b: { studentName: string }) =>
        ['One', 'Two', 'Three'].includes(b.studentName),
      ),
    ).toBe(false);
  });
});
