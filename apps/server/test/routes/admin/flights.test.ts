// @both-databases: flights are claimed under a lease (FOR UPDATE SKIP LOCKED), two runs at once
// Live flight status (issue 34; docs/decisions/120), driven by the AeroDataBox stand-in on
// loopback: the watch looks each flight up once for all its bookings, records what changed,
// backs off when the provider fails, and every booking answer carries the flight.
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';

import { addDays, melbourneDate, melbourneInstant, melbourneTime } from '@landed/shared/dates';

import { bookings, mailOutbox, notifications } from '#server/db/schema.ts';
import { trackFlights } from '#server/operations/flights/track-flights.ts';
import { startAeroDataBoxStandIn } from '#test/support/aerodatabox-stand-in.ts';
import { book, bookingBody, flightNotKnown, packageId } from '#test/fixtures.ts';
import {
  adminToken,
  bearer,
  build,
  buildTwoInstances,
  createClock,
  onPostgres,
  registerUser,
} from '#test/helper.ts';

const standIn = await startAeroDataBoxStandIn();
afterAll(() => standIn.stop());

const lines: string[] = [];
const START = new Date();
const clock = createClock(START);
const app = await build(
  {
    flightStatus: { provider: 'aerodatabox', apiKey: standIn.key, apiBase: standIn.base },
    bookingsPerUserPerHour: 100,
    logLevel: 'warn',
    logStream: { write: (line) => void lines.push(line) },
  },
  { clock },
);
const student = await registerUser(app);
const agent = (await adminToken(app, 'Booking Agent')).token;
const basic = await packageId(app, 'Basic');

// Each test's flights land 8 hours after the last test's (three a day from the day after
// tomorrow), so the clock only moves on, and stays within the sessions' seven days.
const TIMES = ['04:30', '12:30', '20:30'];
let slot = -1;
function nextSlot(): { date: string; time: string } {
  slot += 1;
  return {
    date: addDays(melbourneDate(START), 2 + Math.floor(slot / 3)),
    time: TIMES[slot % 3]!,
  };
}

async function bookOn(number: string, date: string, time = '14:30'): Promise<string> {
  const made = await book(
    app,
    student.token,
    bookingBody({ packageId: basic, flightNumber: number, preferredDate: date, arrivalTime: time }),
  );
  expect(made.statusCode).toBe(201);
  return made.json().booking._id as string;
}

const callsFor = (number: string, date: string) =>
  standIn.calls.filter((c) => c === `${number.replace(/\s+/g, '')}/${date}`).length;

// The student's answer for a booking (their list), the board's row, and the flight row.
async function studentFlight(bookingId: string) {
  const listed = await app.inject({
    method: 'GET',
    url: `/api/booking/user/${student.user._id}`,
    headers: bearer(student.token),
  });
  return listed.json().bookings.find((b: { _id: string }) => b._id === bookingId).flight;
}
async function boardFlight(bookingId: string, date: string) {
  const board = await app.inject({
    method: 'GET',
    url: `/api/admin/arrivals?from=${date}`,
    headers: bearer(agent),
  });
  expect(board.statusCode).toBe(200);
  return board.json().arrivals.find((a: { _id: string }) => a._id === bookingId).flight;
}

// The flight lands at `time` on `date`; the clock is set `hoursBefore` it, and the watch runs.
function scheduleAndWatchFrom(
  { number, date, time = '14:30' }: { number: string; date: string; time?: string },
  hoursBefore: number,
) {
  const arrival = melbourneInstant(date, time);
  standIn.setFlight({ number, date, scheduledArrival: arrival.toISOString() });
  clock.set(new Date(arrival.getTime() - hoursBefore * 3600_000));
  return arrival;
}

const MINUTES = 60_000;
const bookingRef = async (id: string) =>
  (await app.db.select().from(bookings).where(eq(bookings.id, id)))[0]!.bookingRef;

describe('the flight watch', () => {
  it('records a delay: the estimate on every answer, and what changed in the checks', async () => {
    const { date, time } = nextSlot();
    const id = await bookOn('SQ 207', date, time);
    const arrival = scheduleAndWatchFrom({ number: 'SQ207', date, time }, 3);
    await app.flights.track();
    expect(callsFor('SQ207', date)).toBe(1);
    expect((await studentFlight(id)).status).toBe('scheduled');

    standIn.delay({ number: 'SQ207', date, minutes: 95 });
    clock.advance(60 * MINUTES);
    await app.flights.track();
    const late = new Date(arrival.getTime() + 95 * MINUTES).toISOString();
    const flight = await studentFlight(id);
    expect(flight).toMatchObject({
      number: 'SQ207',
      status: 'delayed',
      scheduledArrival: arrival.toISOString(),
      estimatedArrival: late,
      actualArrival: null,
      terminal: '2',
      checkedAt: clock.now().toISOString(),
      unavailableSince: null,
    });
    expect(await boardFlight(id, date)).toEqual(flight);
    // The student's arrival pass (kept offline) carries it too, with the call time it moves.
    const pass = await app.inject({
      method: 'GET',
      url: `/api/booking/${id}/pass`,
      headers: bearer(student.token),
    });
    expect(pass.json().pass.flight).toEqual(flight);
    expect(pass.json().pass.pickup.time).toBe(
      new Date(arrival.getTime() + (95 + 45) * MINUTES).toISOString(),
    );

    const row = await app.flightsRepository.findByKey({ number: 'SQ207', dateLocal: date });
    const checks = await app.flightsRepository.checksOf(row!.id);
    expect(checks.map((c) => c.outcome)).toEqual(['answer', 'answer']);
    expect(checks[1]!.changes).toMatchObject({
      status: { from: 'scheduled', to: 'delayed' },
      estimatedArrival: { from: null, to: late },
    });
  });

  it('everyone hears of a change that matters, once: the student in their language, the driver by mail', async () => {
    const { date, time } = nextSlot();
    const id = await bookOn('TG 465', date, time);
    const driver = await app.inject({
      method: 'POST',
      url: '/api/admin/drivers',
      headers: bearer(agent),
      payload: { name: 'Minh Tran', phone: '+61 400 555 111', email: 'minh@drivers.example' },
    });
    await app.db
      .update(bookings)
      .set({ driverId: driver.json().driver._id, pickupStatus: 'Assigned' })
      .where(eq(bookings.id, id));
    // The driver's calendar feed, which their calendar app reads again and again.
    const feed = await app.inject({
      method: 'POST',
      url: `/api/admin/drivers/${driver.json().driver._id}/calendar-feed`,
      headers: bearer((await adminToken(app, 'Super Admin')).token),
    });
    expect(feed.statusCode).toBe(201);
    const feedEvent = async () => {
      const read = await app.inject({
        method: 'GET',
        url: new URL(feed.json().url as string).pathname,
      });
      expect(read.statusCode).toBe(200);
      // Unfolded (RFC 5545 folds lines at 75 octets), its text escapes undone.
      return read.body
        .replace(/\r\n[ \t]/g, '')
        .replace(/\\n/g, '\n')
        .replace(/\\,/g, ',');
    };
    const icsTime = (at: Date) =>
      `DTSTART;TZID=Australia/Melbourne:${melbourneDate(at).replace(/-/g, '')}T${melbourneTime(at).replace(':', '')}00`;
    const told = async () => {
      const notes = await app.db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, student.user._id));
      const mails = await app.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.bookingId, id), eq(mailOutbox.template, 'flight-changed-driver')));
      return { notes: notes.map((n) => n.message).filter((m) => m.includes('TG465')), mails };
    };
    const arrival = scheduleAndWatchFrom({ number: 'TG465', date, time }, 3);
    await app.flights.track();
    // On time, as the student said: nothing to tell.
    expect((await told()).notes).toEqual([]);

    standIn.delay({ number: 'TG465', date, minutes: 95 });
    clock.advance(60 * MINUTES);
    await app.flights.track();
    const late = melbourneTime(new Date(arrival.getTime() + 95 * MINUTES));
    const pickup = melbourneTime(new Date(arrival.getTime() + (95 + 45) * MINUTES));
    let now = await told();
    expect(now.notes).toHaveLength(1);
    expect(now.notes[0]).toContain(`now lands at ${late} (Melbourne time)`);
    expect(now.notes[0]).toContain(`Your driver meets you from ${pickup}`);
    expect(now.mails).toHaveLength(1);
    expect(now.mails[0]!.toAddress).toBe('minh@drivers.example');
    expect(now.mails[0]!.subject).toBe(
      `Flight TG465 (booking ${await bookingRef(id)}): now lands at ${late}`,
    );
    // The calendar feed moved with the plane: the event starts at the new pickup time and says
    // why.
    const event = await feedEvent();
    expect(event).toContain(icsTime(new Date(arrival.getTime() + (95 + 45) * MINUTES)));
    expect(event).toContain(`Flight TG465 expected at ${late} (Melbourne time, scheduled ${time})`);
    expect(event).toContain(`Pickup: ${pickup} (Melbourne time)`);

    // The same estimate again: nothing new.
    clock.advance(10 * MINUTES);
    await app.flights.track();
    now = await told();
    expect(now.notes).toHaveLength(1);
    expect(now.mails).toHaveLength(1);

    // A Chinese student hears of the landing in Chinese.
    await app.usersRepository.update(student.user._id, { locale: 'zh-CN' });
    const landed = new Date(arrival.getTime() + 90 * MINUTES);
    clock.set(new Date(landed.getTime() + 5 * MINUTES));
    standIn.land({ number: 'TG465', date, at: landed.toISOString() });
    await app.flights.track();
    now = await told();
    await app.usersRepository.update(student.user._id, { locale: 'en' });
    expect(now.notes).toHaveLength(2);
    expect(
      now.notes.some((n) => n.includes(`已于 ${melbourneTime(landed)}（墨尔本时间）降落`)),
    ).toBe(true);
    expect(now.mails).toHaveLength(2);
  });

  it('a move within the Super Admin’s alert minutes is not told', async () => {
    const owner = (await adminToken(app, 'Super Admin')).token;
    const setAlert = (changeAlertMinutes: number) =>
      app.inject({
        method: 'PUT',
        url: '/api/admin/flights/settings',
        headers: bearer(owner),
        payload: { changeAlertMinutes },
      });
    expect((await setAlert(120)).statusCode).toBe(200);
    const { date, time } = nextSlot();
    await bookOn('EK 404', date, time);
    scheduleAndWatchFrom({ number: 'EK404', date, time }, 3);
    standIn.delay({ number: 'EK404', date, minutes: 95 });
    await app.flights.track();
    const notes = await app.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, student.user._id));
    expect(notes.filter((n) => n.message.includes('EK404'))).toEqual([]);
    expect((await setAlert(20)).statusCode).toBe(200);
  });

  it('a cancellation and a diversion are final: no look-up after them', async () => {
    const { date, time } = nextSlot();
    const cancelled = await bookOn('MH 149', date, time);
    const diverted = await bookOn('CX 105', date, time);
    scheduleAndWatchFrom({ number: 'MH149', date, time }, 2);
    standIn.setFlight({
      number: 'CX105',
      date,
      scheduledArrival: melbourneInstant(date, time).toISOString(),
    });
    standIn.cancel({ number: 'MH149', date });
    standIn.divert({ number: 'CX105', date });
    await app.flights.track();
    expect((await studentFlight(cancelled)).status).toBe('cancelled');
    expect((await studentFlight(diverted)).status).toBe('diverted');

    clock.advance(30 * MINUTES);
    await app.flights.track();
    expect(callsFor('MH149', date)).toBe(1);
    expect(callsFor('CX105', date)).toBe(1);
  });

  it('the board follows the pickup: a delay past midnight moves it to the next day, and a cancelled flight comes first', async () => {
    // An evening slot, so the late flight below lands after midnight.
    let { date } = nextSlot();
    while (TIMES[slot % 3] !== '20:30') date = nextSlot().date;
    const onTime = await bookOn('SQ 217', date, '20:30');
    const cancelled = await bookOn('MH 129', date, '21:00');
    const late = await bookOn('QF 35', date, '22:30');
    for (const [number, time] of [
      ['SQ217', '20:30'],
      ['MH129', '21:00'],
    ] as const) {
      standIn.setFlight({
        number,
        date,
        scheduledArrival: melbourneInstant(date, time).toISOString(),
      });
    }
    scheduleAndWatchFrom({ number: 'QF35', date, time: '22:30' }, 3);
    await app.flights.track();
    const board = async (day: string) => {
      const read = await app.inject({
        method: 'GET',
        url: `/api/admin/arrivals?from=${day}&to=${day}`,
        headers: bearer(agent),
      });
      expect(read.statusCode).toBe(200);
      expect(read.json().flightTracking).toBe(true);
      return (read.json().arrivals as Array<{ _id: string; pickupDate: string }>).filter((a) =>
        [onTime, cancelled, late].includes(a._id),
      );
    };
    // As booked: by time.
    expect((await board(date)).map((a) => a._id)).toEqual([onTime, cancelled, late]);

    standIn.delay({ number: 'QF35', date, minutes: 150 });
    standIn.cancel({ number: 'MH129', date });
    clock.advance(60 * MINUTES);
    await app.flights.track();
    // 22:30 + 150 min lands at 01:00, and the pickup (45 min later) is the next day's.
    const next = addDays(date, 1);
    expect((await board(date)).map((a) => a._id)).toEqual([cancelled, onTime]);
    const moved = await board(next);
    expect(moved.map((a) => a._id)).toEqual([late]);
    expect(moved[0]!.pickupDate).toBe(next);
  });

  it('a cancelled flight opens the policy’s free change of date, past the cut-off, in one step', async () => {
    const { date, time } = nextSlot();
    const grounded = await bookOn('AI 308', date, time);
    const flying = await bookOn('VN 781', date, time);
    standIn.setFlight({
      number: 'VN781',
      date,
      scheduledArrival: melbourneInstant(date, time).toISOString(),
    });
    scheduleAndWatchFrom({ number: 'AI308', date, time }, 3);
    standIn.cancel({ number: 'AI308', date });
    await app.flights.track();
    const later = addDays(date, 3);
    const move = (id: string) =>
      app.inject({
        method: 'PATCH',
        url: `/api/booking/${id}/arrival`,
        headers: bearer(student.token),
        payload: { preferredDate: later, arrivalTime: '09:15', flightNumber: 'AI 310' },
      });
    const owner = (await adminToken(app, 'Super Admin')).token;
    const setPolicy = (policy: unknown) =>
      app.inject({
        method: 'PUT',
        url: '/api/admin/cms/cancellation-policy',
        headers: bearer(owner),
        payload: { policy },
      });

    // Three hours before landing, past the 24-hour cut-off: a flight still flying cannot move.
    expect((await move(flying)).statusCode).toBe(409);
    // Nor the cancelled one, under a policy without the airline's case.
    expect(
      (
        await setPolicy({
          tiers: [{ hoursBefore: 72, percent: 80 }],
          airlineCancelledFullRefund: false,
        })
      ).statusCode,
    ).toBe(200);
    expect((await move(grounded)).statusCode).toBe(409);
    // Under the default policy, the airline's cancellation is a free change of date.
    expect((await setPolicy(null)).statusCode).toBe(200);
    const moved = await move(grounded);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().booking).toMatchObject({
      preferredDate: later,
      arrivalTime: '09:15',
      flightNumber: 'AI 310',
    });
    // And its cancellation tiers count from the new arrival, not the grounded one.
    const [row] = await app.db.select().from(bookings).where(eq(bookings.id, grounded));
    expect(row!.policyArrivalAt).toEqual(melbourneInstant(later, '09:15'));
  });

  it('an early landing: landed, with the actual time, and no more look-ups', async () => {
    const { date, time } = nextSlot();
    const id = await bookOn('NZ 123', date, time);
    const arrival = scheduleAndWatchFrom({ number: 'NZ123', date, time }, 1);
    await app.flights.track();
    const landedAt = new Date(arrival.getTime() - 25 * MINUTES).toISOString();
    clock.set(new Date(arrival.getTime() - 20 * MINUTES));
    standIn.land({ number: 'NZ123', date, at: landedAt });
    await app.flights.track();
    expect(await studentFlight(id)).toMatchObject({
      status: 'landed',
      actualArrival: landedAt,
      gate: '12',
      baggageBelt: '5',
    });
    clock.advance(30 * MINUTES);
    await app.flights.track();
    expect(callsFor('NZ123', date)).toBe(2);
  });

  it('thirty bookings on one flight cost one look-up, and each shows it', async () => {
    const { date, time } = nextSlot();
    const ids: string[] = [];
    for (let i = 0; i < 30; i++) ids.push(await bookOn(i % 2 ? 'EK 408' : 'ek408', date, time));
    scheduleAndWatchFrom({ number: 'EK408', date, time }, 2);
    await app.flights.track();
    expect(callsFor('EK408', date)).toBe(1);
    const listed = await app.inject({
      method: 'GET',
      url: `/api/booking/user/${student.user._id}`,
      headers: bearer(student.token),
    });
    const flights = listed
      .json()
      .bookings.filter((b: { _id: string }) => ids.includes(b._id))
      .map((b: { flight: { status: string; checkedAt: string } }) => b.flight);
    expect(flights).toHaveLength(30);
    expect(new Set(flights.map((f: { checkedAt: string }) => f.checkedAt)).size).toBe(1);
    expect(flights.every((f: { status: string }) => f.status === 'scheduled')).toBe(true);
  });

  it("the pickup follows the estimate: landing plus the Super Admin's buffer, domestic or not", async () => {
    const { date, time } = nextSlot();
    const international = await bookOn('SQ 227', date, time);
    const domestic = await bookOn('QF 401', date, time);
    const arrival = scheduleAndWatchFrom({ number: 'SQ227', date, time }, 2);
    standIn.setFlight({
      number: 'QF401',
      date,
      scheduledArrival: arrival.toISOString(),
      origin: 'YSSY',
    });
    standIn.delay({ number: 'SQ227', date, minutes: 95 });
    await app.flights.track();
    const at = (minutes: number) => new Date(arrival.getTime() + minutes * MINUTES).toISOString();
    const pickupOf = async (id: string) => {
      const listed = await app.inject({
        method: 'GET',
        url: `/api/booking/user/${student.user._id}`,
        headers: bearer(student.token),
      });
      return listed.json().bookings.find((b: { _id: string }) => b._id === id).pickup.time;
    };
    expect(await pickupOf(international)).toBe(at(95 + 45));
    expect(await pickupOf(domestic)).toBe(at(30));
    const board = await app.inject({
      method: 'GET',
      url: `/api/admin/arrivals?from=${date}`,
      headers: bearer(agent),
    });
    const row = board.json().arrivals.find((a: { _id: string }) => a._id === international);
    expect(row.pickupTime).toBe(at(95 + 45));

    // The buffers are the Super Admin's.
    const set = (token: string) =>
      app.inject({
        method: 'PUT',
        url: '/api/admin/flights/settings',
        headers: bearer(token),
        payload: { pickupBufferInternationalMinutes: 60 },
      });
    expect((await set(agent)).statusCode).toBe(403);
    const owner = (await adminToken(app, 'Super Admin')).token;
    const changed = await set(owner);
    expect(changed.statusCode).toBe(200);
    expect(changed.json().settings).toEqual({
      pickupBufferDomesticMinutes: 30,
      pickupBufferInternationalMinutes: 60,
      noShowWaitDomesticMinutes: 30,
      noShowWaitInternationalMinutes: 60,
      changeAlertMinutes: 20,
    });
    expect(await pickupOf(international)).toBe(at(95 + 60));
  });

  it('No-show is refused until the wait after the actual landing is over', async () => {
    const { date, time } = nextSlot();
    const id = await bookOn('SQ 237', date, time);
    const arrival = scheduleAndWatchFrom({ number: 'SQ237', date, time }, 1);
    const made = await app.inject({
      method: 'POST',
      url: '/api/admin/drivers',
      headers: bearer(agent),
      payload: {
        name: 'Tom Nguyen',
        phone: '+61 412 000 999',
        email: 'tom.flights@drivers.example',
      },
    });
    expect(made.statusCode).toBe(201);
    const driverId = made.json().driver._id as string;
    const mark = (pickupStatus: string) =>
      app.inject({
        method: 'PATCH',
        url: `/api/admin/bookings/${id}/assignment`,
        headers: bearer(agent),
        payload: { driverId, pickupStatus },
      });
    expect((await mark('Assigned')).statusCode).toBe(200);
    const landedAt = new Date(arrival.getTime() + 10 * MINUTES);
    standIn.land({ number: 'SQ237', date, at: landedAt.toISOString() });
    clock.set(new Date(landedAt.getTime() + 5 * MINUTES));
    await app.flights.track();

    // International: 60 minutes from the landing.
    clock.set(new Date(landedAt.getTime() + 59 * MINUTES));
    const early = await mark('No-show');
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toMatch(
      /^No-show can be marked from \d\d:\d\d \(Melbourne time\)/,
    );
    clock.set(new Date(landedAt.getTime() + 60 * MINUTES));
    expect((await mark('No-show')).statusCode).toBe(200);
  });

  it('two watches at once look a flight up once (the lease)', async () => {
    const { date, time } = nextSlot();
    await bookOn('TG 465', date, time);
    scheduleAndWatchFrom({ number: 'TG465', date, time }, 2);
    await Promise.all([trackFlights(app), trackFlights(app), trackFlights(app)]);
    expect(callsFor('TG465', date)).toBe(1);
  });

  it('a provider down or answering 429 backs off, says since when, and blocks nothing', async () => {
    const { date, time } = nextSlot();
    const id = await bookOn('VN 781', date, time);
    // In its last 30 minutes, so looked up every 10 (docs/decisions/128).
    scheduleAndWatchFrom({ number: 'VN781', date, time }, 0.5);
    await app.flights.track();
    const before = await studentFlight(id);
    clock.advance(10 * MINUTES);
    const firstFailure = clock.now();

    standIn.setMode('down');
    await app.flights.track();
    expect(callsFor('VN781', date)).toBe(2);
    const down = await boardFlight(id, date);
    expect(down).toEqual({ ...before, unavailableSince: firstFailure.toISOString() });

    // Backing off: not asked again a minute later; then a 429 keeps the first failure's time.
    clock.advance(1 * MINUTES);
    await app.flights.track();
    expect(callsFor('VN781', date)).toBe(2);
    standIn.setMode('rate-limited');
    clock.advance(10 * MINUTES);
    await app.flights.track();
    expect(callsFor('VN781', date)).toBe(3);
    expect((await studentFlight(id)).unavailableSince).toBe(firstFailure.toISOString());

    standIn.setMode('up');
    clock.advance(60 * MINUTES);
    await app.flights.track();
    expect(await studentFlight(id)).toMatchObject({
      unavailableSince: null,
      checkedAt: clock.now().toISOString(),
    });
    const row = await app.flightsRepository.findByKey({ number: 'VN781', dateLocal: date });
    const outcomes = (await app.flightsRepository.checksOf(row!.id)).map((c) => c.outcome);
    expect(outcomes).toEqual(['answer', 'unavailable', 'rate_limited', 'answer']);
    // The key never reaches the log.
    expect(lines.some((l) => l.includes('flight look-up got no usable answer'))).toBe(true);
    expect(lines.some((l) => l.includes(standIn.key))).toBe(false);
  });

  it('a malformed answer or one missing fields changes nothing', async () => {
    const { date, time } = nextSlot();
    const id = await bookOn('QF 36', date, time);
    scheduleAndWatchFrom({ number: 'QF36', date, time }, 2);
    await app.flights.track();
    const good = await studentFlight(id);

    for (const answer of ['malformed-json', 'missing-fields'] as const) {
      standIn.setFlight({ number: 'QF36', date, answer, status: 'Canceled' });
      clock.advance(60 * MINUTES);
      await app.flights.track();
      const flight = await studentFlight(id);
      expect({ ...flight, unavailableSince: null }).toEqual(good);
      expect(flight.unavailableSince).not.toBeNull();
    }
    const row = await app.flightsRepository.findByKey({ number: 'QF36', dateLocal: date });
    const outcomes = (await app.flightsRepository.checksOf(row!.id)).map((c) => c.outcome);
    expect(outcomes).toEqual(['answer', 'malformed', 'malformed']);
  });

  it('a flight the provider does not know says not_found and blocks nothing', async () => {
    const { date, time } = nextSlot();
    const id = await bookOn('SQ 9999', date, time);
    clock.set(new Date(melbourneInstant(date, time).getTime() - 2 * 3600_000));
    await app.flights.track();
    expect(await studentFlight(id)).toMatchObject({
      number: 'SQ9999',
      status: 'not_found',
      scheduledArrival: null,
    });
  });
});

// Staff's "look it up now", on this app or another.
const refresh = (payload: Record<string, unknown>, token = agent, on = app) =>
  on.inject({ method: 'POST', url: '/api/admin/flights/refresh', headers: bearer(token), payload });

describe('POST /api/admin/flights/refresh', () => {
  it("looks a booking's flight up now, for staff who change bookings", async () => {
    const { date, time } = nextSlot();
    const id = await bookOn('JL 773', date, time);
    // Days away: the watch would not look yet, staff can.
    clock.set(new Date(melbourneInstant(date, time).getTime() - 50 * 3600_000));
    standIn.setFlight({
      number: 'JL773',
      date,
      scheduledArrival: melbourneInstant(date, time).toISOString(),
    });
    standIn.delay({ number: 'JL773', date, minutes: 40 });
    const refreshed = await refresh({ bookingId: id });
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json().flights).toEqual([
      expect.objectContaining({ number: 'JL773', date, status: 'delayed' }),
    ]);
    expect(callsFor('JL773', date)).toBe(1);

    const reader = (await adminToken(app, 'Content Manager')).token;
    const refused = await refresh({ bookingId: id }, reader);
    expect(refused.statusCode).toBe(403);
    const unknown = await refresh({ bookingId: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.statusCode).toBe(404);
  });

  it("without a booking: today's and tomorrow's flights", async () => {
    const { date, time } = nextSlot();
    await bookOn('SQ 217', date, time);
    scheduleAndWatchFrom({ number: 'SQ217', date, time }, 12);
    const refreshed = await refresh({});
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json().flights.map((f: { number: string }) => f.number)).toContain('SQ217');
    expect(callsFor('SQ217', date)).toBe(1);
  });
});

const off = await build();
describe('tracking off (no FLIGHT_STATUS_PROVIDER)', () => {
  it('nothing polls, flight fields are null, and a refresh says tracking is off', async () => {
    const me = await registerUser(off);
    const made = await book(
      off,
      me.token,
      bookingBody({ packageId: await packageId(off, 'Basic'), flightNumber: 'SQ 207' }),
    );
    const before = standIn.calls.length;
    expect(await off.flights.track()).toEqual({ lookedUp: 0 });
    expect(standIn.calls.length).toBe(before);
    expect(made.json().booking.flight).toEqual(flightNotKnown('SQ207'));
    const admin = (await adminToken(off, 'Booking Agent')).token;
    const refused = await refresh({ bookingId: made.json().booking._id }, admin, off);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Flight tracking is off.');
    // The board says so, so dispatch knows the times are the students' own.
    const board = await off.inject({
      method: 'GET',
      url: `/api/admin/arrivals?from=${made.json().booking.preferredDate}`,
      headers: bearer(admin),
    });
    expect(board.json().flightTracking).toBe(false);
  });
});

// PGlite is one process's database: two instances need PostgreSQL (test/scale-out.test.ts).
describe.runIf(onPostgres)('two instances on one PostgreSQL database', () => {
  it('look each flight up once between them', async () => {
    const shared = createClock(START);
    const { one, two, close } = await buildTwoInstances(
      { flightStatus: { provider: 'aerodatabox', apiKey: standIn.key, apiBase: standIn.base } },
      { clock: shared },
    );
    try {
      const me = await registerUser(one);
      const date = addDays(melbourneDate(START), 1);
      const basicThere = await packageId(one, 'Basic');
      for (const number of ['LH 100', 'LH 200', 'LH 300']) {
        const made = await book(
          one,
          me.token,
          bookingBody({ packageId: basicThere, flightNumber: number, preferredDate: date }),
        );
        expect(made.statusCode).toBe(201);
      }
      shared.set(new Date(melbourneInstant(date, '14:30').getTime() - 2 * 3600_000));
      const runs = await Promise.all([one.flights.track(), two.flights.track()]);
      expect(runs[0]!.lookedUp + runs[1]!.lookedUp).toBe(3);
      for (const number of ['LH100', 'LH200', 'LH300']) expect(callsFor(number, date)).toBe(1);
    } finally {
      await close();
    }
  });
});
