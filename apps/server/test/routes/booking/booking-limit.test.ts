// At most 30 bookings per user per hour, counted in the bookings table (docs/decisions/053).
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { bookings } from '#server/db/schema.ts';
import { book, bookingBody, packageId } from '#test/fixtures.ts';
import { build, registerUser } from '#test/helper.ts';

const app = await build();
const HOUR = 60 * 60_000;

describe('bookings per user per hour', () => {
  it('refuses the 31st within an hour (429), and takes it once the hour has passed', async () => {
    const { token, user } = await registerUser(app);
    const body = bookingBody({ packageId: await packageId(app, 'Basic') });
    for (let i = 1; i <= 30; i++) expect((await book(app, token, body)).statusCode).toBe(201);

    const refused = await book(app, token, body);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      message: 'You have made too many bookings in the last hour. Please try again later.',
      code: 'TOO_MANY_BOOKINGS',
    });
    const made = await app.db
      .select({ createdAt: bookings.createdAt })
      .from(bookings)
      .where(eq(bookings.userId, user._id))
      .orderBy(asc(bookings.createdAt));
    expect(made).toHaveLength(30);

    // Another user is not held back.
    const other = await registerUser(app);
    expect((await book(app, other.token, body)).statusCode).toBe(201);

    // 59 minutes after the last one: all 30 are still within the hour.
    app.clock.set(made.at(-1)!.createdAt);
    app.clock.advance(59 * 60_000);
    expect((await book(app, token, body)).statusCode).toBe(429);

    // An hour after the first one, it has left the window: one more may be made.
    app.clock.set(made[0]!.createdAt);
    app.clock.advance(HOUR + 1);
    expect((await book(app, token, body)).statusCode).toBe(201);
    expect((await book(app, token, body)).statusCode).toBe(429);
  });
});
