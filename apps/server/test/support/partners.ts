// Partners and their people for the partner tests (issue 27), made in the database: an
// organisation (an agent unless told), its signed-in users, and bookings tagged with it as the
// partner channel writes them.
import { randomBytes } from 'node:crypto';

import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

import { bookings, mailOutbox, partners, users } from '#server/db/schema.ts';
import { multipart } from '#test/fixtures.ts';
import { GOOD_PASSWORD, bearer, registerUser, uniqueEmail } from '#test/helper.ts';

type PartnerInsert = Partial<typeof partners.$inferInsert>;
type BookingInsert = Partial<typeof bookings.$inferInsert>;

export async function addPartner(
  app: FastifyInstance,
  terms: PartnerInsert = {},
): Promise<typeof partners.$inferSelect> {
  const code = randomBytes(4).toString('hex').toUpperCase();
  const [row] = await app.db
    .insert(partners)
    .values({
      kind: 'Agent',
      name: `Partner ${code}`,
      abn: '51 824 753 556',
      billingEmail: `accounts.${code.toLowerCase()}@example.edu.au`,
      address: '1 College Crescent, Parkville VIC 3052',
      code,
      ...terms,
    })
    .returning();
  return row!;
}

// A signed-in member of the partner's organisation.
export async function partnerUser(
  app: FastifyInstance,
  partnerId: string,
  name = 'Coordinator',
): Promise<{ token: string; id: string; email: string }> {
  const { user } = await registerUser(app, { name, email: uniqueEmail('partner') });
  await app.db.update(users).set({ partnerId }).where(eq(users.id, user._id));
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: user.email, password: GOOD_PASSWORD },
  });
  return { token: login.json().token, id: user._id, email: user.email };
}

export async function mailsTo(app: FastifyInstance, email: string, template: string) {
  return app.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, email), eq(mailOutbox.template, template)));
}

let refs = 0;
// A booking of the student's, as the partner channel stores it.
export async function addBooking(
  app: FastifyInstance,
  { userId, ...input }: BookingInsert & { userId: string },
) {
  refs += 1;
  const [row] = await app.db
    .insert(bookings)
    .values({
      bookingRef: `BK-T${String(refs).padStart(5, '0')}${randomBytes(2).toString('hex').toUpperCase()}`,
      userId,
      packageName: 'Basic',
      contactName: 'Mei Chen',
      contactEmail: 'mei.chen@example.com',
      contactPhone: '+61 400 555 010',
      preferredDate: '2027-02-14',
      arrivalTime: '06:40',
      flightNumber: 'MU737',
      notes: 'Allergic to peanuts',
      totalPriceCents: 18_000,
      status: 'Confirmed',
      ...input,
    })
    .returning();
  return row!;
}

// A partner user uploads a CSV of students (the preview), and confirms an upload.
export function uploadStudents(
  app: FastifyInstance,
  { token, csv }: { token: string; csv: string },
) {
  const file = multipart('students.csv', Buffer.from(csv), { contentType: 'text/csv' });
  return app.inject({
    method: 'POST',
    url: '/api/partner/imports',
    headers: { ...bearer(token), ...file.headers },
    payload: file.payload,
  });
}

export function confirmStudents(
  app: FastifyInstance,
  { token, importId }: { token: string; importId: string },
) {
  return app.inject({
    method: 'POST',
    url: `/api/partner/imports/${importId}/confirm`,
    headers: bearer(token),
  });
}
