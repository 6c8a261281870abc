// The drivers who do pickups (issue 15 item 1; docs/decisions/060): GET|POST
// /api/admin/drivers, PATCH|DELETE /api/admin/drivers/{id}, as the bookings' role matrix says.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { ADMIN_ROLES } from '@landed/shared/constants';
import type { AdminRole } from '@landed/shared/constants';
import { DRIVER_MESSAGES } from '@landed/shared/schemas/drivers';

import { auditLogs, drivers } from '#server/db/schema.ts';
import { book, bookingBody, dateIn, packageId } from '#test/fixtures.ts';
import { adminToken, bearer, build, registerUser } from '#test/helper.ts';

const app = await build();
const tokens = Object.fromEntries(
  await Promise.all(
    ADMIN_ROLES.map(async (role) => [role, (await adminToken(app, role)).token] as const),
  ),
) as Record<AdminRole, string>;
const agent = tokens['Booking Agent'];
const student = await registerUser(app);

const WRITERS: AdminRole[] = ['Super Admin', 'Booking Agent'];
const NOT_WRITERS: AdminRole[] = ['Content Manager', 'Support Admin', 'Developer'];

let counter = 0;
function driverBody(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    name: `Tom Nguyen ${counter}`,
    phone: '+61 412 345 678',
    email: `tom.${counter}@drivers.example`,
    languages: ['English', 'Vietnamese'],
    ...overrides,
  };
}

const create = (token: string, payload: Record<string, unknown> = driverBody()) =>
  app.inject({ method: 'POST', url: '/api/admin/drivers', headers: bearer(token), payload });
const patch = (token: string, id: string, payload: unknown) =>
  app.inject({
    method: 'PATCH',
    url: `/api/admin/drivers/${id}`,
    headers: bearer(token),
    payload: payload as Record<string, unknown>,
  });
const remove = (token: string, id: string) =>
  app.inject({ method: 'DELETE', url: `/api/admin/drivers/${id}`, headers: bearer(token) });
const list = (token: string, query = '') =>
  app.inject({ method: 'GET', url: `/api/admin/drivers${query}`, headers: bearer(token) });

async function newDriver(overrides: Record<string, unknown> = {}) {
  const response = await create(agent, driverBody(overrides));
  expect(response.statusCode).toBe(201);
  return response.json().driver as { _id: string; name: string };
}

describe('who may do what', () => {
  it('every role that reads bookings reads the drivers; a student and a visitor do not', async () => {
    await newDriver();
    for (const role of ADMIN_ROLES) {
      const response = await list(tokens[role]);
      expect(response.statusCode, role).toBe(200);
      expect(response.json().total, role).toBeGreaterThan(0);
    }
    expect((await list(student.token)).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/admin/drivers' })).statusCode).toBe(401);
  });

  it('Super Admins and Booking Agents add, change and remove drivers; the other roles get 403', async () => {
    for (const role of WRITERS) {
      const created = await create(tokens[role]);
      expect(created.statusCode, role).toBe(201);
      const { _id } = created.json().driver;
      expect((await patch(tokens[role], _id, { active: false })).statusCode, role).toBe(200);
      expect((await remove(tokens[role], _id)).statusCode, role).toBe(200);
    }
    const target = await newDriver();
    for (const role of NOT_WRITERS) {
      expect((await create(tokens[role])).statusCode, role).toBe(403);
      expect((await patch(tokens[role], target._id, { active: false })).statusCode, role).toBe(403);
      expect((await remove(tokens[role], target._id)).statusCode, role).toBe(403);
    }
    expect((await create(student.token)).statusCode).toBe(403);
  });
});

describe('POST /api/admin/drivers', () => {
  it('adds a driver (active by default, languages tidied) and logs it', async () => {
    const response = await create(
      agent,
      driverBody({
        name: '  Li Wei ',
        email: ' Li.Wei@Drivers.Example ',
        languages: ['Mandarin', ' ', 'mandarin', ' Cantonese '],
      }),
    );
    expect(response.statusCode).toBe(201);
    const { driver } = response.json();
    expect(driver).toMatchObject({
      name: 'Li Wei',
      email: 'li.wei@drivers.example',
      phone: '+61 412 345 678',
      languages: ['Mandarin', 'Cantonese'],
      active: true,
    });
    const log = await app.db.select().from(auditLogs).where(eq(auditLogs.entityId, driver._id));
    expect(log.map((l) => [l.action, l.details])).toEqual([
      ['driver.created', { name: 'Li Wei', active: true }],
    ]);
  });

  it.each([
    ['no name', { name: '' }, DRIVER_MESSAGES.nameRequired],
    ['a phone without digits', { phone: 'call me' }, 'Enter a phone number'],
    ['a bad e-mail', { email: 'not-an-address' }, 'Please enter a valid email address.'],
    // Missing, not invalid (issue 25).
    ['no e-mail', { email: '  ' }, DRIVER_MESSAGES.emailRequired],
    ['too many languages', { languages: Array.from({ length: 11 }, (_, i) => `L${i}`) }, ''],
    ['a field the API does not know', { rating: 5 }, ''],
  ])('refuses %s with a 400', async (_name, overrides, message) => {
    const response = await create(agent, driverBody(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });
});

describe('GET /api/admin/drivers', () => {
  it('lists by name with a total, searches name, phone and e-mail, filters active ones', async () => {
    const a = await newDriver({ name: 'Zara Search-One', phone: '+61 499 111 222' });
    const b = await newDriver({ name: 'Zara Search-Two', active: false });
    const found = (await list(agent, '?search=zara%20search')).json();
    expect(found).toMatchObject({ total: 2 });
    expect(found.drivers.map((d: { _id: string }) => d._id)).toEqual([a._id, b._id]);
    expect((await list(agent, '?search=499%20111')).json().drivers[0]._id).toBe(a._id);
    const active = (await list(agent, '?search=zara%20search&active=true')).json();
    expect(active.drivers.map((d: { _id: string }) => d._id)).toEqual([a._id]);
    expect((await list(agent, '?active=maybe')).statusCode).toBe(400);
    expect((await list(agent, '?limit=500')).statusCode).toBe(400);
  });
});

describe('PATCH /api/admin/drivers/{id}', () => {
  it('changes only what is sent, and logs the fields that changed', async () => {
    const driver = await newDriver({ languages: ['Hindi'] });
    const response = await patch(agent, driver._id, { phone: '+61 400 999 888' });
    expect(response.statusCode).toBe(200);
    expect(response.json().driver).toMatchObject({
      name: driver.name,
      phone: '+61 400 999 888',
      languages: ['Hindi'],
      active: true,
    });
    const log = await app.db.select().from(auditLogs).where(eq(auditLogs.entityId, driver._id));
    expect(log.find((l) => l.action === 'driver.updated')?.details).toEqual({
      name: driver.name,
      fields: ['phone'],
    });
  });

  it('refuses an empty change, a bad id and an unknown driver', async () => {
    const driver = await newDriver();
    const empty = await patch(agent, driver._id, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain(DRIVER_MESSAGES.nothingToUpdate);
    expect((await patch(agent, 'nope', { active: false })).statusCode).toBe(400);
    const unknown = await patch(agent, '00000000-0000-4000-8000-000000000000', { active: false });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(DRIVER_MESSAGES.notFound);
  });
});

describe('DELETE /api/admin/drivers/{id}', () => {
  it('removes softly: gone from the list and the API, kept in the database', async () => {
    const driver = await newDriver({ name: 'Removable Driver' });
    expect((await remove(agent, driver._id)).json()).toEqual({ deleted: true });
    const listed = (await list(agent, '?search=Removable')).json();
    expect(listed).toEqual({ drivers: [], total: 0 });
    const [row] = await app.db.select().from(drivers).where(eq(drivers.id, driver._id));
    expect(row).toMatchObject({ name: 'Removable Driver', isDeleted: true, active: false });
    expect(
      (
        await app.inject({
          method: 'GET',
          url: `/api/admin/drivers/${driver._id}`,
          headers: bearer(agent),
        })
      ).statusCode,
    ).toBe(404);
    expect((await patch(agent, driver._id, { active: true })).statusCode).toBe(404);
    expect((await remove(agent, driver._id)).statusCode).toBe(404);
    const log = await app.db.select().from(auditLogs).where(eq(auditLogs.entityId, driver._id));
    expect(log.map((l) => l.action)).toContain('driver.removed');
  });

  it('refuses while the driver has pickups to come (409), and a removed driver cannot be assigned', async () => {
    const driver = await newDriver();
    const { booking } = (
      await book(
        app,
        student.token,
        bookingBody({ packageId: await packageId(app, 'Basic'), preferredDate: dateIn(app, 5) }),
      )
    ).json();
    const assign = (driverId: string | null) =>
      app.inject({
        method: 'PATCH',
        url: `/api/admin/bookings/${booking._id}/assignment`,
        headers: bearer(agent),
        payload: { driverId },
      });
    expect((await assign(driver._id)).statusCode).toBe(200);

    const refused = await remove(agent, driver._id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'This driver has 1 upcoming pickup. Give it to another driver first.',
    );

    expect((await assign(null)).statusCode).toBe(200);
    expect((await remove(agent, driver._id)).statusCode).toBe(200);
    const again = await assign(driver._id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(DRIVER_MESSAGES.deleted);
  });
});

describe('the car the student looks for (issue 35 item 3)', () => {
  it('is kept on the driver, changed whole, and shown with the languages on the student’s booking', async () => {
    const created = await create(
      agent,
      driverBody({ car: { make: ' Toyota Camry ', colour: 'White', plate: '1AB 2CD' } }),
    );
    expect(created.statusCode).toBe(201);
    const driver = created.json().driver;
    expect(driver.car).toEqual({ make: 'Toyota Camry', colour: 'White', plate: '1AB 2CD' });
    expect(
      (await patch(agent, driver._id, { car: { make: 'x'.repeat(41), colour: '', plate: '' } }))
        .statusCode,
    ).toBe(400);
    const changed = await patch(agent, driver._id, {
      car: { make: 'Kia Carnival', colour: 'Grey', plate: '' },
    });
    expect(changed.json().driver.car).toEqual({ make: 'Kia Carnival', colour: 'Grey', plate: '' });

    const { booking } = (
      await book(
        app,
        student.token,
        bookingBody({ packageId: await packageId(app, 'Basic'), preferredDate: dateIn(app, 5) }),
      )
    ).json();
    const assigned = await app.inject({
      method: 'PATCH',
      url: `/api/admin/bookings/${booking._id}/assignment`,
      headers: bearer(agent),
      payload: { driverId: driver._id },
    });
    expect(assigned.statusCode).toBe(200);
    const mine = await app.inject({
      method: 'GET',
      url: `/api/booking/${booking._id}`,
      headers: bearer(student.token),
    });
    expect(mine.json().booking.pickup.driver).toMatchObject({
      languages: ['English', 'Vietnamese'],
      car: { make: 'Kia Carnival', colour: 'Grey', plate: '' },
    });
    // A driver without a car entered: none shown.
    const plain = await newDriver();
    await app.inject({
      method: 'PATCH',
      url: `/api/admin/bookings/${booking._id}/assignment`,
      headers: bearer(agent),
      payload: { driverId: plain._id },
    });
    const after = await app.inject({
      method: 'GET',
      url: `/api/booking/${booking._id}`,
      headers: bearer(student.token),
    });
    expect(after.json().booking.pickup.driver.car).toBeNull();
  });
});
