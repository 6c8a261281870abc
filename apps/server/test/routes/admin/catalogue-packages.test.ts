import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { auditLogs } from '#server/db/schema.ts';
import { book, bookingBody } from '#test/fixtures.ts';
import { adminToken, bearer, build, registerUser } from '#test/helper.ts';

const app = await build();
const editor = await adminToken(app, 'Content Manager');
const support = await adminToken(app, 'Support Admin');

const api = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
  token = editor.token,
) =>
  app.inject({
    method,
    url: `/api/admin/packages${url}`,
    headers: bearer(token),
    ...(payload ? { payload } : {}),
  });
type PublicPackage = { _id: string; title: string; isPopular: boolean; totalPrice: number | null };
const publicPackages = async () =>
  (await app.inject({ method: 'GET', url: '/api/public/packages' })).json()
    .packages as PublicPackage[];
const publicTitles = async () => (await publicPackages()).map((p) => p.title);

const full = (overrides: Record<string, unknown> = {}) => ({
  title: 'Family',
  price: '$240',
  tagline: 'For two',
  features: ['Airport pickup (standard)', 'Local SIM card setup'],
  description: 'Two people, one plan.',
  type: 'Standard',
  priority: 5,
  mostPopular: false,
  visibility: true,
  ...overrides,
});

async function create(body: Record<string, unknown>) {
  const response = await api('POST', '', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().package as { _id: string; title: string };
}

describe('GET /api/admin/packages', () => {
  it('lists the packages by priority, with search and type filters', async () => {
    const all = (await api('GET', '?limit=100')).json();
    expect(all.packages.map((p: { title: string }) => p.title)).toEqual([
      'Basic',
      'Standard',
      'Premium',
      'Custom Package',
    ]);
    expect(all.total).toBe(4);
    expect(all.packages[1]).toMatchObject({
      price: '$180',
      type: 'Standard',
      mostPopular: true,
      visibility: true,
      isDeleted: false,
    });

    const custom = (await api('GET', '?type=Custom')).json().packages;
    expect(custom.map((p: { title: string }) => p.title)).toEqual(['Custom Package']);
    const search = (await api('GET', '?search=stand&type=Standard')).json().packages;
    expect(search.map((p: { title: string }) => p.title)).toEqual(['Standard']);
    expect((await api('GET', '?type=Deluxe')).statusCode).toBe(400);
  });

  it('can be read by every admin role, changed by none of the read-only ones', async () => {
    expect((await api('GET', '', undefined, support.token)).statusCode).toBe(200);
    expect((await api('POST', '', full(), support.token)).statusCode).toBe(403);
  });
});

describe('POST and PUT /api/admin/packages', () => {
  it('adds a package that shows on /packages and can be booked at its price', async () => {
    const pkg = await create(full({ title: 'Couple', price: '$260', features: [' A ', '', 'B'] }));
    expect(pkg).toMatchObject({ features: ['A', 'B'], priority: 5, isDeleted: false });
    const shown = (await publicPackages()).find((p) => p.title === 'Couple');
    expect(shown).toMatchObject({ totalPrice: 260, isPopular: false });

    const student = await registerUser(app);
    const booking = await book(app, student.token, bookingBody({ packageId: pkg._id }));
    expect(booking.statusCode).toBe(201);
    expect(booking.json().booking).toMatchObject({ packageName: 'Couple', totalPrice: 260 });

    const [log] = await app.db.select().from(auditLogs).where(eq(auditLogs.entityId, pkg._id));
    expect(log).toMatchObject({ action: 'package.created', actorEmail: editor.email });
  });

  it('defaults to a visible Standard package of priority 0', async () => {
    const pkg = await create({ title: 'Lean', price: '99' });
    expect(pkg).toMatchObject({
      type: 'Standard',
      priority: 0,
      mostPopular: false,
      visibility: true,
      tagline: '',
      features: [],
    });
  });

  it('lets a Custom package be quote-based, but a Standard one needs a price it can charge', async () => {
    await create(full({ title: 'Group Quote', type: 'Custom', price: 'Quote-based' }));
    for (const price of ['', 'Quote-based', 'From $50', '$0', '-$5']) {
      const response = await api('POST', '', full({ price }));
      expect(response.statusCode, price).toBe(400);
      expect(response.json().message).toBe('price: A Standard package needs a price such as $180.');
    }
    const pkg = await create(full({ title: 'Priced' }));
    const edit = await api('PUT', `/${pkg._id}`, full({ title: 'Priced', price: 'Free' }));
    expect(edit.statusCode).toBe(400);
  });

  it.each([
    ['no title', { ...full(), title: undefined }, 'title: Title is required.'],
    ['priority as text', full({ priority: '3' }), 'priority:'],
    ['a fractional priority', full({ priority: 1.5 }), 'priority: Priority must be a whole number'],
    ['an unknown type', full({ type: 'Deluxe' }), 'type:'],
    ['visibility as text', full({ visibility: 'yes' }), 'visibility:'],
    ['an unknown field', full({ colour: 'blue' }), 'Unrecognized key'],
  ])('refuses %s', async (_label, body, message) => {
    const response = await api('POST', '', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });

  it('edits a package, logging what changed', async () => {
    const pkg = await create(full({ title: 'Solo' }));
    const response = await api(
      'PUT',
      `/${pkg._id}`,
      full({ title: 'Solo', price: '$250', priority: 9 }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().package).toMatchObject({ price: '$250', priority: 9 });
    const logs = await app.db.select().from(auditLogs).where(eq(auditLogs.entityId, pkg._id));
    expect(logs.at(-1)!.details).toEqual({
      title: 'Solo',
      before: { price: '$240', priority: 5 },
      after: { price: '$250', priority: 9 },
    });
  });
});

describe('toggles, delete and restore', () => {
  it('Most Popular, hide, delete and restore show at once on /packages; deleted refuses changes', async () => {
    const pkg = await create(full({ title: 'Weekender' }));
    const id = pkg._id;

    const popular = await api('PATCH', `/${id}/most-popular`, { mostPopular: true });
    expect(popular.json().package.mostPopular).toBe(true);
    expect((await publicPackages()).find((p) => p._id === id)?.isPopular).toBe(true);

    await api('PATCH', `/${id}/visibility`, { visibility: false });
    expect(await publicTitles()).not.toContain('Weekender');
    await api('PATCH', `/${id}/visibility`, { visibility: true });
    expect(await publicTitles()).toContain('Weekender');

    expect((await api('DELETE', `/${id}`)).json().package.isDeleted).toBe(true);
    expect(await publicTitles()).not.toContain('Weekender');
    const student = await registerUser(app);
    expect((await book(app, student.token, bookingBody({ packageId: id }))).statusCode).toBe(409);

    for (const [method, url, body] of [
      ['PUT', `/${id}`, full()],
      ['DELETE', `/${id}`, undefined],
      ['PATCH', `/${id}/visibility`, { visibility: false }],
      ['PATCH', `/${id}/most-popular`, { mostPopular: false }],
    ] as const) {
      const refused = await api(method, url, body);
      expect(refused.statusCode, `${method} ${url}`).toBe(409);
      expect(refused.json().message).toBe('This package is deleted. Restore it first.');
    }
    const listed = (await api('GET', '?showDeleted=true')).json().packages;
    expect(listed.find((p: { _id: string }) => p._id === id)).toMatchObject({ isDeleted: true });
    expect((await api('GET', '')).json().packages.map((p: { _id: string }) => p._id)).not.toContain(
      id,
    );

    expect((await api('POST', `/${id}/restore`)).statusCode).toBe(200);
    expect((await publicPackages()).find((p) => p._id === id)).toMatchObject({ isPopular: true });
    expect((await api('POST', `/${id}/restore`)).statusCode).toBe(409);

    const actions = (await app.db.select().from(auditLogs).where(eq(auditLogs.entityId, id))).map(
      (l) => l.action,
    );
    expect(actions).toEqual([
      'package.created',
      'package.most_popular_changed',
      'package.visibility_changed',
      'package.visibility_changed',
      'package.deleted',
      'package.restored',
    ]);
  });

  it('answers 404 for an unknown package and refuses bodies of the wrong shape', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    const missing = await api('PATCH', `/${unknown}/most-popular`, { mostPopular: true });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Package not found.');
    const pkg = await create(full({ title: 'Shape' }));
    expect((await api('PATCH', `/${pkg._id}/visibility`, { visibility: 'false' })).statusCode).toBe(
      400,
    );
    expect((await api('PATCH', `/${pkg._id}/most-popular`, {})).statusCode).toBe(400);
  });
});
