// POST /api/booking with the specification's payload (public §3): the package named by
// packageId or packageName, a custom package as services [{serviceName, optionName}]. Either
// form gives the same booking as the web app's ids, and a name the server cannot resolve is a
// 400 that names it (docs/decisions/047).
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { bookingSelections, bookings, packages } from '#server/db/schema.ts';
import { book, bookingBody, dateIn, optionId, packageId } from '#test/fixtures.ts';
import { adminToken, bearer, behindTheApi, build, registerUser } from '#test/helper.ts';

const app = await build();

async function stored(bookingRef: string) {
  const [row] = await app.db.select().from(bookings).where(eq(bookings.bookingRef, bookingRef));
  const selections = await app.db
    .select()
    .from(bookingSelections)
    .where(eq(bookingSelections.bookingId, row!.id));
  return {
    packageId: row!.packageId,
    packageName: row!.packageName,
    isCustom: row!.isCustom,
    totalPriceCents: row!.totalPriceCents,
    status: row!.status,
    paymentStatus: row!.paymentStatus,
    selections: selections
      .map((s) => [s.customServiceId, s.customOptionId, s.serviceKey, s.optionName, s.priceCents])
      .sort(),
  };
}

async function confirmAndReadSteps(
  token: string,
  adminBearer: Record<string, string>,
  bookingId: string,
) {
  const confirmed = await app.inject({
    method: 'PATCH',
    url: `/api/admin/bookings/${bookingId}`,
    headers: adminBearer,
    payload: { status: 'Confirmed' },
  });
  expect(confirmed.statusCode).toBe(200);
  const steps = await app.inject({
    method: 'GET',
    url: '/api/user/onboarding',
    headers: bearer(token),
  });
  return (steps.json() as { steps: Array<{ key: string; status: string }> }).steps;
}

const bookingCount = async () => (await app.db.select({ n: count() }).from(bookings))[0]!.n;

describe('a fixed package named as public §3 names it', () => {
  it('is the same booking as by _id, for packageId, packageName alone, and any case or spacing', async () => {
    const { token: adminT } = await adminToken(app, 'Super Admin');
    const byId = await registerUser(app);
    const idAnswer = await book(
      app,
      byId.token,
      bookingBody({ packageId: await packageId(app, 'Standard'), preferredDate: dateIn(app, 9) }),
    );
    expect(idAnswer.statusCode).toBe(201);
    const reference = await stored(idAnswer.json().bookingId);
    const referenceSteps = await confirmAndReadSteps(
      byId.token,
      bearer(adminT),
      idAnswer.json().booking._id,
    );
    expect(referenceSteps.filter((s) => s.status === 'in_progress')).toHaveLength(6);

    for (const named of [
      { packageId: 'Standard', packageName: 'Standard' },
      { packageName: 'Standard' },
      { packageId: '  standard ' },
      { packageId: 'STANDARD', packageName: 'Premium' },
    ]) {
      const student = await registerUser(app);
      const answer = await book(
        app,
        student.token,
        bookingBody({
          ...named,
          userId: student.user._id,
          totalPrice: 1,
          bookingDate: dateIn(app, 0),
          preferredDate: dateIn(app, 9),
        }),
      );
      expect(answer.statusCode, JSON.stringify(named)).toBe(201);
      const { bookingId, booking } = answer.json();
      expect(booking).toMatchObject({ bookingId, packageName: 'Standard', totalPrice: 180 });
      expect(await stored(bookingId)).toEqual(reference);
      expect(await confirmAndReadSteps(student.token, bearer(adminT), booking._id)).toEqual(
        referenceSteps,
      );
    }
  });

  it('refuses an unknown, a hidden and a deleted package by name with 400 naming it', async () => {
    const { token, user } = await registerUser(app);
    const before = await bookingCount();
    const unknown = await book(app, token, bookingBody({ packageId: 'Gold', userId: user._id }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      message: 'packageId: This package is not available. Please choose another. ("Gold")',
      code: 'PACKAGE_UNAVAILABLE',
    });
    const byName = await book(app, token, bookingBody({ packageName: 'Gold' }));
    expect(byName.statusCode).toBe(400);
    expect(byName.json().message).toMatch(/^packageName: .*\("Gold"\)$/);

    await behindTheApi(app)
      .update(packages)
      .set({ visibility: false })
      .where(eq(packages.title, 'Premium'));
    await behindTheApi(app)
      .update(packages)
      .set({ isDeleted: true })
      .where(eq(packages.title, 'Basic'));
    try {
      for (const name of ['Premium', 'Basic']) {
        const refused = await book(app, token, bookingBody({ packageId: name }));
        expect(refused.statusCode).toBe(400);
        expect(refused.json().message).toContain('This package is not available.');
      }
    } finally {
      await behindTheApi(app)
        .update(packages)
        .set({ visibility: true, isDeleted: false })
        .where(eq(packages.type, 'Standard'));
    }
    expect(await bookingCount()).toBe(before);
  });

  it('refuses the custom package named without services, and services with a fixed package', async () => {
    const { token } = await registerUser(app);
    const before = await bookingCount();
    const noServices = await book(
      app,
      token,
      bookingBody({ packageId: 'Custom Package', packageName: 'Custom Package' }),
    );
    expect(noServices.statusCode).toBe(400);
    expect(noServices.json().message).toBe('services: Choose at least one service.');

    const emptyServices = await book(
      app,
      token,
      bookingBody({ packageId: 'Custom Package', services: [] }),
    );
    expect(emptyServices.statusCode).toBe(400);
    expect(emptyServices.json().message).toBe('services: Choose at least one service.');

    const mixed = await book(
      app,
      token,
      bookingBody({
        packageId: 'Standard',
        services: [{ serviceName: 'Airport Pickup', optionName: 'Standard' }],
      }),
    );
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json().message).toBe('packageId: Choose a package, or build a custom package.');
    expect(await bookingCount()).toBe(before);
  });
});

describe('a custom package as public §3 gives it: services [{serviceName, optionName, price, features}]', () => {
  it('is the same booking as by option ids, priced by the server, names matched by name or key in any case', async () => {
    const { token: adminT } = await adminToken(app, 'Booking Agent');
    const byIds = await registerUser(app);
    const idAnswer = await book(
      app,
      byIds.token,
      bookingBody({
        customSelections: [
          { optionId: await optionId(app, 'airport-pickup', 'Luxury') },
          { optionId: await optionId(app, 'bank-account-setup', 'Basic') },
          { optionId: await optionId(app, 'tfn-abn-assistance', 'TFN Only') },
        ],
      }),
    );
    expect(idAnswer.statusCode).toBe(201);
    const reference = await stored(idAnswer.json().bookingId);
    expect(reference.totalPriceCents).toBe(75_00 + 20_00 + 25_00);
    const referenceSteps = await confirmAndReadSteps(
      byIds.token,
      bearer(adminT),
      idAnswer.json().booking._id,
    );

    const student = await registerUser(app);
    const answer = await book(
      app,
      student.token,
      bookingBody({
        packageName: 'Custom Package',
        packageId: 'Custom Package',
        userId: student.user._id,
        bookingDate: dateIn(app, 0),
        totalPrice: 3,
        services: [
          { serviceName: 'airport pickup', optionName: 'LUXURY', price: 1, features: ['x'] },
          { serviceName: 'bank-account-setup', optionName: ' Basic ', price: 1 },
          { serviceName: 'TFN & ABN Assistance', optionName: 'tfn only' },
        ],
      }),
    );
    expect(answer.statusCode, answer.body).toBe(201);
    const { bookingId, booking } = answer.json();
    expect(booking).toMatchObject({
      bookingId,
      packageName: 'Custom Package',
      isCustom: true,
      totalPrice: 120,
    });
    expect(await stored(bookingId)).toEqual(reference);
    expect(await confirmAndReadSteps(student.token, bearer(adminT), booking._id)).toEqual(
      referenceSteps,
    );

    // services alone, with no package named, is a custom booking too.
    const bare = await book(
      app,
      student.token,
      bookingBody({ services: [{ serviceName: 'SIM Card Setup', optionName: 'Premium' }] }),
    );
    expect(bare.statusCode).toBe(201);
    expect(bare.json().booking).toMatchObject({ packageName: 'Custom Package', totalPrice: 40 });
  });

  it('refuses an unknown service or option with 400 naming it, and two options of one service', async () => {
    const { token } = await registerUser(app);
    const before = await bookingCount();
    const pickup = { serviceName: 'Airport Pickup', optionName: 'Standard' };

    const service = await book(
      app,
      token,
      bookingBody({ services: [pickup, { serviceName: 'Helicopter', optionName: 'Standard' }] }),
    );
    expect(service.statusCode).toBe(400);
    expect(service.json().message).toBe(
      'services.1.serviceName: We do not offer a service called "Helicopter".',
    );

    const option = await book(
      app,
      token,
      bookingBody({ services: [{ serviceName: 'SIM Card Setup', optionName: 'Gold' }] }),
    );
    expect(option.statusCode).toBe(400);
    expect(option.json().message).toBe(
      'services.0.optionName: SIM Card Setup has no option called "Gold".',
    );

    const twice = await book(
      app,
      token,
      bookingBody({
        services: [pickup, { serviceName: 'airport-pickup', optionName: 'Premium' }],
      }),
    );
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toBe('services: Choose one option per service.');

    const both = await book(
      app,
      token,
      bookingBody({
        services: [pickup],
        customSelections: [{ optionId: await optionId(app, 'airport-pickup', 'Standard') }],
      }),
    );
    expect(both.statusCode).toBe(400);

    const nameless = await book(
      app,
      token,
      bookingBody({ services: [{ serviceName: ' ', optionName: 'Standard' }] }),
    );
    expect(nameless.statusCode).toBe(400);
    expect(nameless.json().message).toBe('services.0.serviceName: Name the service.');
    expect(await bookingCount()).toBe(before);
  });
});

describe('a write with no payload labelled as JSON', () => {
  it('is taken as no payload; a route that needs one still says what is missing', async () => {
    const { token } = await registerUser(app);
    const empty = await app.inject({
      method: 'POST',
      url: '/api/booking',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: '',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toMatch(/^Request body: /);
    const broken = await app.inject({
      method: 'POST',
      url: '/api/booking',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: '{"packageId":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toBe('Request body is not valid JSON.');
    const poisoned = await app.inject({
      method: 'POST',
      url: '/api/booking',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: '{"__proto__":{"admin":true}}',
    });
    expect(poisoned.statusCode).toBe(400);
  });
});
