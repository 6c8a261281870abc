import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { auditLogs } from '#server/db/schema.ts';
import { adminToken, bearer, build } from '#test/helper.ts';

const app = await build();
const admin = await adminToken(app, 'Super Admin');
const developer = await adminToken(app, 'Developer');

const api = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
  token = admin.token,
) =>
  app.inject({
    method,
    url: `/api/admin/banking${url}`,
    headers: bearer(token),
    ...(payload ? { payload } : {}),
  });
const publicTitles = async () =>
  (
    (await app.inject({ method: 'GET', url: '/api/public/banking' })).json().services as Array<{
      title: string;
    }>
  ).map((s) => s.title);

const full = (overrides: Record<string, unknown> = {}) => ({
  title: 'Credit history basics',
  description: 'How credit scores work in Australia.',
  estimatedProcessingTime: '1 day',
  requiredDocuments: ['Passport'],
  externalLinks: ['https://moneysmart.gov.au'],
  cost: '$10',
  serviceCategory: 'Credit',
  visibility: true,
  ...overrides,
});

async function create(body: Record<string, unknown>) {
  const response = await api('POST', '', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().service as { _id: string; title: string };
}

describe('GET /api/admin/banking', () => {
  it('lists the banking services with the categories in use, searched and filtered together', async () => {
    const all = (await api('GET', '?limit=100')).json();
    expect(all.services.length).toBeGreaterThan(1);
    expect(all.total).toBe(all.services.length);
    // In the public page's order.
    expect(all.services.map((s: { title: string }) => s.title)).toEqual(await publicTitles());
    expect(
      all.services.find((s: { title: string }) => s.title === 'Student everyday account setup'),
    ).toMatchObject({
      visibility: true,
      isDeleted: false,
      serviceCategory: 'Accounts',
    });
    expect(all.categories).toContain('Accounts');
    expect(all.categories).toContain('Tax');

    const tax = (await api('GET', '?serviceCategory=Tax')).json().services;
    expect(tax.length).toBeGreaterThan(0);
    expect(tax.every((s: { serviceCategory: string }) => s.serviceCategory === 'Tax')).toBe(true);
    const both = (await api('GET', '?serviceCategory=Tax&search=FILE')).json().services;
    expect(both.map((s: { title: string }) => s.title)).toEqual([
      'Tax File Number application help',
    ]);
    const none = (await api('GET', '?serviceCategory=Accounts&search=tax file')).json();
    expect(none).toMatchObject({ services: [], total: 0 });
  });

  it('is readable by a read-only role, who cannot change anything', async () => {
    expect((await api('GET', '', undefined, developer.token)).statusCode).toBe(200);
    expect((await api('POST', '', full(), developer.token)).statusCode).toBe(403);
  });
});

describe('POST and PUT /api/admin/banking', () => {
  it('adds a banking service with clean lists; it shows on the public site', async () => {
    const service = await create(
      full({
        title: 'Super fund setup',
        requiredDocuments: [' Passport ', '', 'TFN'],
        externalLinks: [' https://www.ato.gov.au ', '', 'http://example.org/super'],
      }),
    );
    expect(service).toMatchObject({
      requiredDocuments: ['Passport', 'TFN'],
      externalLinks: ['https://www.ato.gov.au', 'http://example.org/super'],
      visibility: true,
    });
    expect(await publicTitles()).toContain('Super fund setup');
    const [log] = await app.db.select().from(auditLogs).where(eq(auditLogs.entityId, service._id));
    expect(log).toMatchObject({ action: 'banking_service.created', entityType: 'banking_service' });
  });

  it.each([
    ['no title', { ...full(), title: undefined }, 'title: Title is required.'],
    [
      'a script link',
      full({ externalLinks: ['javascript:alert(1)'] }),
      'externalLinks.0: Links must be web addresses starting with http:// or https://.',
    ],
    [
      'an ftp link',
      full({ externalLinks: ['https://ok.example', 'ftp://files.example'] }),
      'externalLinks.1: Links must be web addresses',
    ],
    ['a bare word as a link', full({ externalLinks: ['bank'] }), 'externalLinks.0: Links must'],
    ['documents as text', full({ requiredDocuments: 'Passport' }), 'requiredDocuments:'],
    ['an unknown field', full({ colour: 'x' }), 'Unrecognized key'],
  ])('refuses %s', async (_label, body, message) => {
    const response = await api('POST', '', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });

  it('edits a banking service', async () => {
    const service = await create(full({ title: 'Remittance help' }));
    const response = await api(
      'PUT',
      `/${service._id}`,
      full({ title: 'Sending money home', externalLinks: [] }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().service).toMatchObject({
      title: 'Sending money home',
      externalLinks: [],
    });
    expect(await publicTitles()).toContain('Sending money home');
    expect(await publicTitles()).not.toContain('Remittance help');
  });
});

describe('hide, delete and restore', () => {
  it('shows at once on the public site; a deleted entry refuses every change but Restore', async () => {
    const service = await create(full({ title: 'Rent bond guide' }));
    const id = service._id;
    await api('PATCH', `/${id}/visibility`, { visibility: false });
    expect(await publicTitles()).not.toContain('Rent bond guide');
    await api('PATCH', `/${id}/visibility`, { visibility: true });
    expect(await publicTitles()).toContain('Rent bond guide');

    expect((await api('DELETE', `/${id}`)).statusCode).toBe(200);
    expect(await publicTitles()).not.toContain('Rent bond guide');
    for (const [method, url, body] of [
      ['PUT', `/${id}`, full()],
      ['DELETE', `/${id}`, undefined],
      ['PATCH', `/${id}/visibility`, { visibility: true }],
    ] as const) {
      const refused = await api(method, url, body);
      expect(refused.statusCode, `${method} ${url}`).toBe(409);
      expect(refused.json().message).toBe('This banking service is deleted. Restore it first.');
    }
    expect((await api('GET', '?showDeleted=true')).json().services).toContainEqual(
      expect.objectContaining({ _id: id, isDeleted: true }),
    );

    expect((await api('POST', `/${id}/restore`)).statusCode).toBe(200);
    expect(await publicTitles()).toContain('Rent bond guide');
    const again = await api('POST', `/${id}/restore`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This banking service is not deleted.');

    const missing = await api('POST', '/00000000-0000-4000-8000-000000000000/restore');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Banking service not found.');

    const actions = (await app.db.select().from(auditLogs).where(eq(auditLogs.entityId, id))).map(
      (l) => l.action,
    );
    expect(actions).toEqual([
      'banking_service.created',
      'banking_service.visibility_changed',
      'banking_service.visibility_changed',
      'banking_service.deleted',
      'banking_service.restored',
    ]);
  });
});
