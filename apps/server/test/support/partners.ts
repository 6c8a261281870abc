// Partners made behind the API (issue 27: their routes are helper Q1's part): an organisation,
// its users, and bookings tagged with it, as the partner channel writes them.
import { randomBytes } from 'node:crypto';

import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

import { bookings, partners, users } from '#server/db/schema.ts';
import { registerUser, uniqueEmail } from '#test/helper.ts';

type PartnerInsert = Partial<typeof partners.$inferInsert>;
type BookingInsert = Partial<typeof bookings.$inferInsert>;

export async function addPartner(app: FastifyInstance, input: PartnerInsert = {}) {
  const code = randomBytes(4).toString('hex').toUpperCase();
  const [row] = await app.db
    .insert(partners)
    .values({
      kind: 'University',
      name: `University ${code}`,
      abn: '51 824 753 556',
      billingEmail: `accounts.${code.toLowerCase()}@example.edu.au`,
      address: '1 College Crescent, Parkville VIC 3052',
      code,
      ...input,
    })
    .returning();
  return row!;
}

// A signed-in user of the partner's organisation.
export async function partnerUser(app: FastifyInstance, partnerId: string, name = 'Coordinator') {
  const { token, user } = await registerUser(app, { name, email: uniqueEmail('partner') });
  await app.db.update(users).set({ partnerId }).where(eq(users.id, user._id));
  return { token, id: user._id, email: user.email };
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
