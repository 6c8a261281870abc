// @both-databases: a second instance (PostgreSQL) or the same app (PGlite) claims reminders once
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { bookings, notifications } from '#server/db/schema.ts';
import { build as buildApp } from '#server/app.ts';
import { sendReminders } from '#server/operations/bookings/send-reminders.ts';
import { book, bookingBody, dateIn, packageId } from '#test/fixtures.ts';
import {
  bearer,
  build,
  createClock,
  createTestDatabase,
  onPostgres,
  registerUser,
  testConfig,
} from '#test/helper.ts';

const app = await build();

describe('notifications', () => {
  it('starts with the welcome, counts unread, and marks one read', async () => {
    const { token } = await registerUser(app);
    const list = await app.inject({
      method: 'GET',
      url: '/api/user/notifications',
      headers: bearer(token),
    });
    expect(list.statusCode).toBe(200);
    const body = list.json();
    expect(body).toMatchObject({ total: 1, unread: 1 });
    expect(body.notifications[0]).toMatchObject({ type: 'welcome', read: false });

    const read = await app.inject({
      method: 'PATCH',
      url: `/api/user/notifications/${body.notifications[0]._id}/read`,
      headers: bearer(token),
    });
    expect(read.statusCode).toBe(200);
    expect(read.json().notification.read).toBe(true);
    expect(
      (
        await app.inject({ method: 'GET', url: '/api/user/notifications', headers: bearer(token) })
      ).json().unread,
    ).toBe(0);
  });

  it("answers 404 for another user's notification", async () => {
    const owner = await registerUser(app);
    const stranger = await registerUser(app);
    const [note] = await app.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, owner.user._id));
    const response = await app.inject({
      method: 'PATCH',
      url: `/api/user/notifications/${note!.id}/read`,
      headers: bearer(stranger.token),
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('onboarding', () => {
  it('lists the seven steps, all pending, then counts completed ones (rounded)', async () => {
    const { token, user } = await registerUser(app);
    const first = await app.inject({
      method: 'GET',
      url: '/api/user/onboarding',
      headers: bearer(token),
    });
    expect(first.json().progress).toBe(0);
    expect(first.json().steps.map((s: { key: string }) => s.key)).toEqual([
      'airport',
      'sim',
      'accommodation',
      'bank',
      'healthcare',
      'orientation',
      'job',
    ]);
    await app.onboardingRepository.set({ userId: user._id, step: 'airport', status: 'completed' });
    await app.onboardingRepository.set({ userId: user._id, step: 'sim', status: 'completed' });
    await app.onboardingRepository.set({ userId: user._id, step: 'bank', status: 'in_progress' });
    const after = (
      await app.inject({ method: 'GET', url: '/api/user/onboarding', headers: bearer(token) })
    ).json();
    expect(after.progress).toBe(29);
    expect(after.steps.find((s: { key: string }) => s.key === 'bank').status).toBe('in_progress');
  });
});

describe('reminders 7 days and 1 day before the preferred date', () => {
  const reminders = async (userId: string) =>
    (await app.db.select().from(notifications).where(eq(notifications.userId, userId))).filter(
      (n) => n.type === 'reminder',
    );

  it('creates each reminder once, at the right time, and none for a cancelled booking', async () => {
    const { token, user } = await registerUser(app);
    const { booking } = (
      await book(
        app,
        token,
        bookingBody({ packageId: await packageId(app, 'Basic'), preferredDate: dateIn(app, 10) }),
      )
    ).json();
    const cancelled = (
      await book(
        app,
        token,
        bookingBody({ packageId: await packageId(app, 'Basic'), preferredDate: dateIn(app, 10) }),
      )
    ).json().booking;
    await app.inject({
      method: 'PATCH',
      url: `/api/booking/${cancelled._id}`,
      headers: bearer(token),
      payload: { status: 'Cancelled' },
    });

    await app.reminders.run();
    expect(await reminders(user._id)).toHaveLength(0);

    app.clock.advance(3 * 24 * 3600_000); // 7 days to go
    await app.reminders.run();
    await app.reminders.run();
    const week = await reminders(user._id);
    expect(week).toHaveLength(1);
    expect(week[0]!.message).toContain(booking.bookingId);
    expect(week[0]!.message).toContain('in 7 days');

    app.clock.advance(6 * 24 * 3600_000); // tomorrow
    await Promise.all([app.reminders.run(), app.reminders.run()]);
    const all = await reminders(user._id);
    expect(all).toHaveLength(2);
    expect(all.some((n) => n.message.includes('tomorrow'))).toBe(true);
    app.clock.set(new Date());
  });

  // Two apps over one on-disk database: slow to start on a busy machine.
  it(
    'is created once even when two instances run it at the same moment',
    { timeout: 120_000 },
    async () => {
      const shared = await createTestDatabase({ shared: true });
      const clock = createClock();
      // PGlite is one process's database: the second "instance" is a second run on the same app.
      const first = await buildApp(testConfig({ database: shared.config, now: clock.now }));
      const second = onPostgres
        ? await buildApp(testConfig({ database: shared.config, now: clock.now }))
        : first;
      try {
        const { token, user } = await registerUser(first);
        await book(
          first,
          token,
          bookingBody({
            packageId: await packageId(first, 'Standard'),
            preferredDate: dateIn({ ...first, clock } as never, 5),
          }),
        );
        // sendReminders itself, not the per-instance single-flight: the unique key must do it.
        const created = await Promise.all([
          sendReminders(first),
          sendReminders(second),
          sendReminders(first),
        ]);
        expect(created.reduce((a, b) => a + b, 0)).toBe(1);
        const rows = await first.db
          .select()
          .from(notifications)
          .where(eq(notifications.userId, user._id));
        expect(rows.filter((n) => n.type === 'reminder')).toHaveLength(1);
        expect(
          await first.db.select().from(bookings).where(eq(bookings.userId, user._id)),
        ).toHaveLength(1);
      } finally {
        if (second !== first) await second.close();
        await first.close();
        await shared.drop();
      }
    },
  );
});
