import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { auditLogs, mediaFiles } from '#server/db/schema.ts';
import { FILES, multipart } from '#test/fixtures.ts';
import { adminToken, bearer, build } from '#test/helper.ts';

const app = await build();
const editor = await adminToken(app, 'Content Manager');
const agent = await adminToken(app, 'Booking Agent');

const api = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  app.inject({
    method,
    url: `/api/admin/services${url}`,
    headers: bearer(editor.token),
    ...(payload ? { payload } : {}),
  });
const publicList = async () =>
  (
    (await app.inject({ method: 'GET', url: '/api/public/services' })).json().services as Array<{
      title: string;
    }>
  ).map((s) => s.title);
const publicDetail = (slug: string) =>
  app.inject({ method: 'GET', url: `/api/public/services/${slug}` });
const logsFor = (entityId: string) =>
  app.db.select().from(auditLogs).where(eq(auditLogs.entityId, entityId));

async function create(body: Record<string, unknown>) {
  const response = await api('POST', '', body);
  expect(response.statusCode, JSON.stringify(response.json())).toBe(201);
  return response.json().service as { _id: string; slug: string; title: string };
}

const full = (overrides: Record<string, unknown> = {}) => ({
  title: 'Museum Pass Help',
  description: 'We help you pick the right pass.',
  details: 'Long text.',
  price: '$15',
  category: 'Lifestyle',
  imageUrl: '',
  features: ['One', 'Two'],
  visibility: 'Published',
  ...overrides,
});

describe('GET /api/admin/services', () => {
  it('lists every service with the categories in use, up to the limit', async () => {
    const response = await api('GET', '?limit=100');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.services).toHaveLength(9);
    expect(body.total).toBe(9);
    expect(body.services[0]).toMatchObject({
      title: 'Airport Pickup',
      price: '$49',
      isDeleted: false,
      visibility: 'Published',
    });
    expect(body.categories).toEqual([...new Set(body.categories)].sort());
    expect(body.categories).toContain('Arrival');

    const two = (await api('GET', '?limit=2')).json();
    expect(two.services).toHaveLength(2);
    expect(two.total).toBe(9);
    expect((await api('GET', '?limit=101')).statusCode).toBe(400);
  });

  it('searches titles (any case) and filters by category and visibility, together', async () => {
    const found = (await api('GET', '?search=AIRPORT')).json();
    expect(found.services.map((s: { title: string }) => s.title)).toEqual(['Airport Pickup']);

    const category = found.services[0].category as string;
    const inCategory = (await api('GET', `?category=${encodeURIComponent(category)}`)).json();
    expect(inCategory.services.length).toBeGreaterThan(0);
    expect(inCategory.services.every((s: { category: string }) => s.category === category)).toBe(
      true,
    );

    const hidden = await create(full({ title: 'Hidden Airport Lounge', visibility: 'Hidden' }));
    const both = (await api('GET', '?search=airport&visibility=Hidden')).json();
    expect(both.services.map((s: { _id: string }) => s._id)).toEqual([hidden._id]);
    expect((await api('GET', '?visibility=Maybe')).statusCode).toBe(400);
    // A search is text, not a pattern.
    expect((await api('GET', '?search=%25')).json().services).toEqual([]);
  });
});

describe('POST /api/admin/services', () => {
  it('adds a service with an address made from its title; it shows on the public site', async () => {
    const service = await create(
      full({ title: 'Myki Card Setup', features: [' Top-up help ', '', 'Concession advice'] }),
    );
    expect(service).toMatchObject({
      slug: 'myki-card-setup',
      visibility: 'Published',
      features: ['Top-up help', 'Concession advice'],
      isDeleted: false,
    });
    expect(await publicList()).toContain('Myki Card Setup');
    expect((await publicDetail('myki-card-setup')).json().service.title).toBe('Myki Card Setup');

    const [log] = await logsFor(service._id);
    expect(log).toMatchObject({
      category: 'admin',
      action: 'service.created',
      actorEmail: editor.email,
      entityType: 'service',
    });
    expect(log!.details).toMatchObject({ title: 'Myki Card Setup' });
  });

  it('takes only the title; the rest defaults to empty and Published', async () => {
    const service = await create({ title: '  Laundry Guide  ' });
    expect(service).toMatchObject({
      title: 'Laundry Guide',
      description: '',
      price: '',
      features: [],
      imageUrl: '',
      visibility: 'Published',
    });
  });

  it('gives a second service with the same title its own address; a chosen address must be free', async () => {
    await create(full({ title: 'Bike Hire' }));
    expect((await create(full({ title: 'Bike hire!' }))).slug).toBe('bike-hire-2');
    const taken = await api('POST', '', full({ title: 'Cycling', slug: 'bike-hire' }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('slug: Another service already uses this address.');
    expect((await create(full({ title: 'Cycling', slug: 'cycling-melbourne' }))).slug).toBe(
      'cycling-melbourne',
    );
  });

  it.each([
    ['no title', { ...full(), title: undefined }, 'title: Title is required.'],
    ['a blank title', full({ title: '   ' }), 'title: Title is required.'],
    ['an outside image', full({ imageUrl: 'https://evil.example/a.png' }), 'imageUrl: Upload'],
    ['a protocol-relative image', full({ imageUrl: '//evil.example/a.png' }), 'imageUrl: Upload'],
    ['a script address', full({ imageUrl: 'javascript:alert(1)' }), 'imageUrl: Upload'],
    ['an unknown visibility', full({ visibility: 'Draft' }), 'visibility:'],
    ['features as text', full({ features: 'a, b' }), 'features: Features must be a list.'],
    ['a bad slug', full({ slug: 'Not A Slug' }), 'slug: Use lower-case letters'],
    ['a long price', full({ price: 'x'.repeat(51) }), 'price: Price must be at most 50'],
    ['an unknown field', full({ colour: 'blue' }), 'Unrecognized key'],
  ])('refuses %s', async (_label, body, message) => {
    const response = await api('POST', '', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });

  it('is refused to a read-only role, who can still read the list', async () => {
    const refused = await app.inject({
      method: 'POST',
      url: '/api/admin/services',
      headers: bearer(agent.token),
      payload: full(),
    });
    expect(refused.statusCode).toBe(403);
    const read = await app.inject({
      method: 'GET',
      url: '/api/admin/services',
      headers: bearer(agent.token),
    });
    expect(read.statusCode).toBe(200);
  });
});

describe('edit, hide, delete, restore', () => {
  it('follows the life cycle, with the public site in step and every change logged', async () => {
    const service = await create(full({ title: 'Gym Membership Help' }));
    const id = service._id;

    // Edit: the address stays, so links keep working.
    const edited = await api('PUT', `/${id}`, full({ title: 'Gym and Pool Help', price: '' }));
    expect(edited.statusCode).toBe(200);
    expect(edited.json().service).toMatchObject({
      title: 'Gym and Pool Help',
      slug: 'gym-membership-help',
      price: '',
    });
    expect((await publicDetail('gym-membership-help')).json().service.title).toBe(
      'Gym and Pool Help',
    );

    // Hide: gone from the list and the detail page.
    const hidden = await api('PATCH', `/${id}/visibility`, { visibility: 'Hidden' });
    expect(hidden.json().service.visibility).toBe('Hidden');
    expect(await publicList()).not.toContain('Gym and Pool Help');
    expect((await publicDetail('gym-membership-help')).statusCode).toBe(404);
    await api('PATCH', `/${id}/visibility`, { visibility: 'Published' });
    expect(await publicList()).toContain('Gym and Pool Help');

    // Delete: gone from the site and from the admin list unless deleted entries are asked for.
    const deleted = await api('DELETE', `/${id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().service.isDeleted).toBe(true);
    expect(await publicList()).not.toContain('Gym and Pool Help');
    expect((await publicDetail('gym-membership-help')).statusCode).toBe(404);
    const ids = async (query: string) =>
      (await api('GET', query)).json().services.map((s: { _id: string }) => s._id);
    expect(await ids('')).not.toContain(id);
    expect(await ids('?showDeleted=true')).toContain(id);

    // A deleted service refuses every change but Restore.
    for (const [method, url, body] of [
      ['PUT', `/${id}`, full()],
      ['DELETE', `/${id}`, undefined],
      ['PATCH', `/${id}/visibility`, { visibility: 'Hidden' }],
    ] as const) {
      const refused = await api(method, url, body);
      expect(refused.statusCode, `${method} ${url}`).toBe(409);
      expect(refused.json().message).toBe('This service is deleted. Restore it first.');
    }

    const restored = await api('POST', `/${id}/restore`);
    expect(restored.statusCode).toBe(200);
    expect(restored.json().service.isDeleted).toBe(false);
    expect(await publicList()).toContain('Gym and Pool Help');
    const again = await api('POST', `/${id}/restore`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This service is not deleted.');

    const logs = await logsFor(id);
    expect(logs.map((l) => l.action)).toEqual([
      'service.created',
      'service.updated',
      'service.visibility_changed',
      'service.visibility_changed',
      'service.deleted',
      'service.restored',
    ]);
    expect(logs[1]!.details).toEqual({
      title: 'Gym and Pool Help',
      before: { title: 'Gym Membership Help', price: '$15' },
      after: { title: 'Gym and Pool Help', price: '' },
    });
    expect(logs[2]!.details).toMatchObject({
      before: { visibility: 'Published' },
      after: { visibility: 'Hidden' },
    });
    expect(logs.every((l) => l.actorId === editor.id && l.category === 'admin')).toBe(true);
  });

  it('writes nothing when nothing changes', async () => {
    const service = await create(full({ title: 'Same Same' }));
    await api('PUT', `/${service._id}`, full({ title: 'Same Same' }));
    await api('PATCH', `/${service._id}/visibility`, { visibility: 'Published' });
    expect((await logsFor(service._id)).map((l) => l.action)).toEqual(['service.created']);
  });

  it('moves the address only when asked, and never onto another service', async () => {
    const service = await create(full({ title: 'Phone Plans' }));
    const moved = await api(
      'PUT',
      `/${service._id}`,
      full({ title: 'Phone Plans', slug: 'mobile-plans' }),
    );
    expect(moved.json().service.slug).toBe('mobile-plans');
    expect((await publicDetail('mobile-plans')).statusCode).toBe(200);
    const clash = await api('PUT', `/${service._id}`, full({ slug: 'airport-pickup' }));
    expect(clash.statusCode).toBe(409);
  });

  it('answers 404 for an unknown service and 400 for a malformed id', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const [method, url] of [
      ['PUT', `/${unknown}`],
      ['DELETE', `/${unknown}`],
      ['POST', `/${unknown}/restore`],
      ['PATCH', `/${unknown}/visibility`],
    ] as const) {
      const body =
        method === 'PUT' ? full() : method === 'PATCH' ? { visibility: 'Hidden' } : undefined;
      const response = await api(method, url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json().message).toBe('Service not found.');
    }
    expect((await api('DELETE', '/not-an-id')).statusCode).toBe(400);
  });
});

describe('POST /api/admin/services/upload', () => {
  const upload = (
    fileName: string,
    content: Buffer,
    options: Parameters<typeof multipart>[2] = {},
    token = editor.token,
  ) => {
    const form = multipart(fileName, content, { field: 'image', ...options });
    return app.inject({
      method: 'POST',
      url: '/api/admin/services/upload',
      headers: { ...bearer(token), ...form.headers },
      payload: form.payload,
    });
  };

  it('stores an image and serves it from this site, cached for good', async () => {
    const response = await upload('photo.png', FILES.png, { contentType: 'image/png' });
    expect(response.statusCode).toBe(201);
    const { url } = response.json();
    expect(url).toMatch(/^\/api\/media\/[0-9a-f-]{36}$/);

    // No sign-in needed: the public pages show it.
    const image = await app.inject({ method: 'GET', url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.rawPayload.equals(FILES.png)).toBe(true);

    // A service can use it.
    const service = await create(full({ title: 'Photo Service', imageUrl: url }));
    expect(service).toMatchObject({ imageUrl: url });

    const [log] = await app.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.action, 'media.uploaded'));
    expect(log).toMatchObject({ actorId: editor.id, entityType: 'media' });
  });

  it('takes JPEG and GIF too, by their content whatever the name says', async () => {
    const jpeg = await upload('no-extension', FILES.jpeg);
    expect(jpeg.statusCode).toBe(201);
    const served = await app.inject({ method: 'GET', url: jpeg.json().url });
    expect(served.headers['content-type']).toBe('image/jpeg');
    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
    expect((await upload('pixel.txt', gif, { contentType: 'text/plain' })).statusCode).toBe(201);
  });

  it('refuses a file that is not an image, by its content, not its name', async () => {
    const before = (await app.db.select().from(mediaFiles)).length;
    const text = await upload('photo.png', FILES.text, { contentType: 'image/png' });
    expect(text.statusCode).toBe(415);
    expect(text.json().message).toBe('Only PNG, JPEG, WebP or GIF images can be uploaded.');
    const pdf = await upload('photo.jpg', FILES.pdf, { contentType: 'image/jpeg' });
    expect(pdf.statusCode).toBe(415);
    // SVG can carry script: refused even though it is an image.
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    expect((await upload('logo.svg', svg, { contentType: 'image/svg+xml' })).statusCode).toBe(415);
    expect((await app.db.select().from(mediaFiles)).length).toBe(before);
  });

  it('refuses an image over 5 MB, an empty file, a wrong field and a non-multipart body', async () => {
    const big = Buffer.concat([FILES.png, Buffer.alloc(5 * 1024 * 1024)]);
    const tooBig = await upload('big.png', big, { contentType: 'image/png' });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toBe('The image is larger than 5 MB.');

    const empty = await upload('empty.png', Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('image: The file is empty.');

    const wrongField = await upload('photo.png', FILES.png, { field: 'file' });
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().message).toBe('image: Choose an image to upload.');

    const json = await api('POST', '/upload', { image: 'data' });
    expect(json.statusCode).toBe(415);
  });

  it('is refused to a read-only role', async () => {
    const response = await upload('photo.png', FILES.png, {}, agent.token);
    expect(response.statusCode).toBe(403);
  });

  it('answers 404 for an unknown image', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/media/00000000-0000-4000-8000-000000000000',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Image not found.');
  });
});
