// The specifications' calls as a contract (public §3 and §7, admin §3 and §7): a client written
// from the two documents alone, and nothing else, signs up, books a fixed and a custom package
// with the payload public §3 gives, pays, cancels, and runs the back-office screens. It reads
// each answer exactly as the specifications say it is used, and it sends what such a client
// sends: JSON with `Content-Type: application/json` on every write (also when the call has no
// payload), whole copies of an entry on PUT, and the filter values the screens offer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { addDays, melbourneDate } from '@landed/shared/dates';

import { FILES } from './fixtures.ts';
import { GOOD_PASSWORD, build, uniqueEmail } from './helper.ts';
import {
  exchangeSignInToken,
  signInWithGoogle,
  startOidcProvider,
} from './support/oidc-provider.ts';

const provider = await startOidcProvider();
afterAll(() => provider.stop());

const APP_URL = 'http://localhost:3000';
const app = await build({
  appUrl: APP_URL,
  adminEmail: 'owner@landed.example',
  adminPassword: 'A long owner passphrase 2026',
  google: { clientId: 'landed-test-client', clientSecret: 'test-secret', issuer: provider.issuer },
});

// Answers are read as untyped JSON, field by field, as the specification's client reads them.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;
type Answer = { ok: boolean; status: number; data: Json };

// The specification's shared client: a bearer header when a token is stored, JSON both ways,
// and errors read from the body's `message`.
class SpecClient {
  token: string | null = null;

  async request(method: string, path: string, data?: unknown): Promise<Answer> {
    const headers: Record<string, string> = {};
    if (this.token) headers.authorization = `Bearer ${this.token}`;
    if (method !== 'GET') headers['content-type'] = 'application/json';
    const response = await app.inject({
      method: method as 'GET',
      url: path,
      headers,
      ...(data === undefined ? {} : { payload: JSON.stringify(data) }),
    });
    const text = response.body;
    let body: Json;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = text;
    }
    return { ok: response.statusCode < 300, status: response.statusCode, data: body };
  }

  get = (path: string) => this.request('GET', path);
  post = (path: string, data?: unknown) => this.request('POST', path, data);
  put = (path: string, data?: unknown) => this.request('PUT', path, data);
  patch = (path: string, data?: unknown) => this.request('PATCH', path, data);
  delete = (path: string) => this.request('DELETE', path);
}

// What the token's payload says (the client stores `userId` from its `id`).
const tokenId = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).id as string;

const expectOk = (answer: Answer, what: string) => {
  expect(answer.ok, `${what}: ${answer.status} ${JSON.stringify(answer.data)}`).toBe(true);
};

const today = melbourneDate(new Date());
const arrival = addDays(today, 20);

describe('public §7: a student, with the calls and payloads of the specification', () => {
  const client = new SpecClient();
  const email = uniqueEmail('contract');
  let userId = '';
  let fixedBooking = '';
  let customBooking = '';

  it('reads the services list as {services[]} without signing in', async () => {
    const answer = await client.get('/api/public/services');
    expectOk(answer, 'services');
    expect(Array.isArray(answer.data.services)).toBe(true);
    const pickup = answer.data.services.find((s: { slug: string }) => s.slug === 'airport-pickup');
    // Public §3: slug, title, price text, category, rating, highlight, description, features,
    // image, icon; and the server's _id and imageUrl.
    expect(pickup).toMatchObject({
      _id: expect.any(String),
      slug: 'airport-pickup',
      title: expect.any(String),
      price: expect.stringMatching(/^\$\d+/),
      category: expect.any(String),
      rating: expect.any(Number),
      highlight: expect.any(String),
      description: expect.any(String),
      features: expect.any(Array),
      image: expect.any(String),
      imageUrl: expect.any(String),
      icon: expect.any(String),
    });
  });

  it('registers with name, email and password and reads token and user.name', async () => {
    const answer = await client.post('/api/auth/register', {
      name: 'Mei Chen',
      email,
      password: GOOD_PASSWORD,
    });
    expectOk(answer, 'register');
    expect(answer.data.token).toEqual(expect.any(String));
    expect(answer.data.user.name).toBe('Mei Chen');
    expect(answer.data.user._id ?? answer.data.user.id).toBe(tokenId(answer.data.token));
  });

  it('signs in with email and password and reads token and user.name', async () => {
    const answer = await client.post('/api/auth/login', { email, password: GOOD_PASSWORD });
    expectOk(answer, 'login');
    expect(answer.data.user.name).toBe('Mei Chen');
    client.token = answer.data.token;
    userId = tokenId(answer.data.token);
    // Public §3: the stored user object has a role field.
    expect(answer.data.user.role).toEqual(expect.any(String));
  });

  it('reads an error from the body’s message field', async () => {
    const answer = await new SpecClient().post('/api/auth/login', {
      email,
      password: 'not the password',
    });
    expect(answer.ok).toBe(false);
    expect(answer.data.message).toEqual(expect.any(String));
  });

  it('comes back from Google with a token query parameter', async () => {
    provider.signInAs({
      sub: `contract-${Date.now()}`,
      email: uniqueEmail('contract-google'),
      email_verified: true,
      name: 'Arjun Patel',
    });
    const location = await signInWithGoogle(app);
    expect(location.searchParams.get('token')).toEqual(expect.any(String));
    // The completion page exchanges the link's single-use token for the session token
    // (docs/decisions/049); the spec's client stores what comes back.
    const exchange = await exchangeSignInToken(app, location);
    expect(exchange.statusCode).toBe(200);
    const token = exchange.json().token as string;
    const google = new SpecClient();
    google.token = token;
    const me = await google.get('/api/user/me');
    expectOk(me, 'me after Google');
    expect(me.data._id).toBe(tokenId(token!));
  });

  it('asks for a reset link with an email; success shows the confirmation', async () => {
    expectOk(await client.post('/api/auth/forgot-password', { email }), 'forgot-password');
  });

  it('reads the user object from GET /api/user/me', async () => {
    const answer = await client.get('/api/user/me');
    expectOk(answer, 'me');
    // Public §3: _id, name, email, profile {firstName, lastName, type, phone, university},
    // createdAt.
    expect(answer.data).toMatchObject({
      _id: userId,
      name: 'Mei Chen',
      email,
      profile: expect.objectContaining({
        firstName: expect.any(String),
        lastName: expect.any(String),
        type: expect.any(String),
        phone: expect.any(String),
        university: expect.any(String),
      }),
      createdAt: expect.any(String),
    });
  });

  it('updates name and email and reads {user}', async () => {
    const answer = await client.patch('/api/user/me', { name: 'Mei Lin Chen', email });
    expectOk(answer, 'update profile');
    expect(answer.data.user).toMatchObject({ _id: userId, name: 'Mei Lin Chen', email });
  });

  it('books a fixed package with the payload of public §3 (packageId equal to the name)', async () => {
    const answer = await client.post('/api/booking', {
      userName: 'Mei Lin Chen',
      email,
      phone: '+61 400 111 222',
      preferredDate: arrival,
      arrivalTime: '06:40',
      flightNumber: 'MU737',
      notes: 'Arriving with one large suitcase.',
      packageName: 'Standard',
      packageId: 'Standard',
      bookingDate: today,
      userId,
      totalPrice: 1,
    });
    expect(answer.status, JSON.stringify(answer.data)).toBe(201);
    expect(answer.data.bookingId).toMatch(/^BK-[A-Z0-9]{6}$/);
    fixedBooking = answer.data.bookingId;
  });

  it('books a custom package sent as services [{serviceName, optionName, price, features}]', async () => {
    // The custom package object of public §3, as the builder makes it.
    const custom = {
      name: 'Custom Package',
      price: '$3',
      totalPrice: 3,
      services: [
        {
          serviceName: 'Airport Pickup',
          optionName: 'Premium',
          price: 1,
          features: ['Meet and greet'],
        },
        { serviceName: 'sim-card-setup', optionName: 'standard', price: 1, features: [] },
        { serviceName: ' tfn & abn assistance ', optionName: 'Both TFN & ABN', price: 1 },
      ],
    };
    const answer = await client.post('/api/booking', {
      userName: 'Mei Lin Chen',
      email,
      phone: '+61 400 111 222',
      preferredDate: arrival,
      packageName: custom.name,
      packageId: custom.name,
      bookingDate: today,
      userId,
      totalPrice: custom.totalPrice,
      services: custom.services,
    });
    expect(answer.status, JSON.stringify(answer.data)).toBe(201);
    expect(answer.data.bookingId).toMatch(/^BK-[A-Z0-9]{6}$/);
    customBooking = answer.data.bookingId;
  });

  it('lists both bookings as {bookings[]}, priced by the server whatever totalPrice said', async () => {
    const answer = await client.get(`/api/booking/user/${userId}`);
    expectOk(answer, 'bookings');
    const { bookings } = answer.data;
    expect(Array.isArray(bookings)).toBe(true);
    const fixed = bookings.find((b: { bookingId: string }) => b.bookingId === fixedBooking);
    const custom = bookings.find((b: { bookingId: string }) => b.bookingId === customBooking);
    // Public §3's booking list fields.
    for (const booking of [fixed, custom]) {
      expect(booking).toMatchObject({
        _id: expect.any(String),
        packageName: expect.any(String),
        status: 'Pending',
        paymentStatus: 'Not Paid',
        preferredDate: arrival,
        createdAt: expect.any(String),
        notes: expect.any(String),
      });
    }
    expect(fixed).toMatchObject({ packageName: 'Standard', totalPrice: 180, price: '$180' });
    expect(fixed.notes).toBe('Arriving with one large suitcase.');
    // Airport Pickup Premium 45 + SIM Standard 25 + Both TFN & ABN 50.
    expect(custom).toMatchObject({ packageName: 'Custom Package', totalPrice: 120 });
    expect(
      custom.customSelections.map((s: { serviceKey: string; optionName: string }) => [
        s.serviceKey,
        s.optionName,
      ]),
    ).toEqual(
      expect.arrayContaining([
        ['airport-pickup', 'Premium'],
        ['sim-card-setup', 'Standard'],
        ['tfn-abn-assistance', 'Both TFN & ABN'],
      ]),
    );
  });

  it('marks a booking paid with no payload; the list then shows the payment', async () => {
    const list = await client.get(`/api/booking/user/${userId}`);
    const fixed = list.data.bookings.find(
      (b: { bookingId: string }) => b.bookingId === fixedBooking,
    );
    expectOk(await client.patch(`/api/booking/${fixed._id}/mark-paid`), 'mark paid');
    const after = await client.get(`/api/booking/user/${userId}`);
    expect(
      after.data.bookings.find((b: { bookingId: string }) => b.bookingId === fixedBooking)
        .paymentStatus,
    ).toBe('Verification Pending');
  });

  it('cancels a booking with {status: "Cancelled"}', async () => {
    const list = await client.get(`/api/booking/user/${userId}`);
    const custom = list.data.bookings.find(
      (b: { bookingId: string }) => b.bookingId === customBooking,
    );
    expectOk(await client.patch(`/api/booking/${custom._id}`, { status: 'Cancelled' }), 'cancel');
    const after = await client.get(`/api/booking/user/${userId}`);
    expect(
      after.data.bookings.find((b: { bookingId: string }) => b.bookingId === customBooking).status,
    ).toBe('Cancelled');
  });
});

describe('admin §7: the back-office, with the calls and payloads of the specification', () => {
  const admin = new SpecClient();

  beforeAll(async () => {
    const login = await admin.post('/api/auth/login', {
      email: 'owner@landed.example',
      password: 'A long owner passphrase 2026',
    });
    expectOk(login, 'admin login');
    admin.token = login.data.token;
    // A booking and an inquiry for the lists to show.
    const student = new SpecClient();
    const registered = await student.post('/api/auth/register', {
      name: 'Tomás Silva',
      email: uniqueEmail('contract-admin'),
      password: GOOD_PASSWORD,
    });
    student.token = registered.data.token;
    const booked = await student.post('/api/booking', {
      userName: 'Tomás Silva',
      email: registered.data.user.email,
      phone: '0400 333 444',
      preferredDate: arrival,
      packageName: 'Basic',
      packageId: 'Basic',
      bookingDate: today,
      userId: tokenId(registered.data.token),
      totalPrice: 75,
    });
    expect(booked.status, JSON.stringify(booked.data)).toBe(201);
    const inquiry = await student.post('/api/inquiries', {
      name: 'Tomás Silva',
      email: 'tomas@example.com',
      type: 'Support',
      message: 'Can the driver wait if my flight is late?',
    });
    expectOk(inquiry, 'inquiry');
  });

  it('reads the stats object', async () => {
    const answer = await admin.get('/api/admin/stats');
    expectOk(answer, 'stats');
    for (const key of [
      'totalUsers',
      'activeUsers',
      'customPackages',
      'bookings',
      'inquiries',
      'revenue',
    ]) {
      expect(answer.data[key], key).toEqual(expect.any(Number));
    }
  });

  it('reads users', async () => {
    const answer = await admin.get('/api/admin/users');
    expectOk(answer, 'users');
    const users = Array.isArray(answer.data) ? answer.data : answer.data.users;
    expect(users.find((u: { name: string }) => u.name === 'Tomás Silva')).toMatchObject({
      _id: expect.any(String),
      email: expect.any(String),
      profile: expect.any(Object),
      createdAt: expect.any(String),
      suspended: false,
    });
  });

  it('reads {bookings[]} with the user’s profile names and sets a status with {status}', async () => {
    const answer = await admin.get('/api/admin/bookings');
    expectOk(answer, 'bookings');
    const booking = answer.data.bookings.find(
      (b: { packageName: string }) => b.packageName === 'Basic',
    );
    expect(booking).toMatchObject({
      _id: expect.any(String),
      bookingId: expect.stringMatching(/^BK-/),
      packageName: 'Basic',
      status: 'Pending',
      paymentStatus: 'Not Paid',
      preferredDate: arrival,
      createdAt: expect.any(String),
      notes: expect.any(String),
      user: expect.objectContaining({ profile: expect.any(Object) }),
    });
    expectOk(
      await admin.patch(`/api/admin/bookings/${booking._id}`, { status: 'Confirmed' }),
      'status',
    );
    const after = await admin.get('/api/admin/bookings');
    expect(after.data.bookings.find((b: { _id: string }) => b._id === booking._id).status).toBe(
      'Confirmed',
    );
  });

  it('reads inquiries', async () => {
    const answer = await admin.get('/api/admin/inquiries');
    expectOk(answer, 'inquiries');
    const inquiries = Array.isArray(answer.data) ? answer.data : answer.data.inquiries;
    expect(
      inquiries.find((i: { message: string }) => i.message.startsWith('Can the driver')),
    ).toMatchObject({
      _id: expect.any(String),
      type: 'Support',
      subject: expect.any(String),
      date: expect.any(String),
      status: expect.any(String),
      note: expect.any(String),
    });
  });

  it('runs the services screen: list, add, edit, hide, delete, restore, upload', async () => {
    const list = await admin.get('/api/admin/services?limit=100&search=&category=');
    expectOk(list, 'services');
    expect(Array.isArray(list.data.services)).toBe(true);
    // The visibility filter offers All, Published and Hidden.
    expectOk(await admin.get('/api/admin/services?limit=100&visibility=All'), 'All');

    const upload = await app.inject({
      method: 'POST',
      url: '/api/admin/services/upload',
      headers: {
        authorization: `Bearer ${admin.token}`,
        'content-type': 'multipart/form-data; boundary=contract',
      },
      payload: Buffer.concat([
        Buffer.from(
          '--contract\r\nContent-Disposition: form-data; name="image"; filename="van.png"\r\nContent-Type: image/png\r\n\r\n',
        ),
        FILES.png,
        Buffer.from('\r\n--contract--\r\n'),
      ]),
    });
    expect(upload.statusCode, upload.body).toBeLessThan(300);
    const { url } = upload.json() as { url: string };
    expect(url).toEqual(expect.any(String));

    const form = {
      title: 'Luggage Storage',
      description: 'Keep your bags safe on arrival day.',
      details: 'Up to three bags for 48 hours.',
      price: '$15',
      category: 'Arrival',
      imageUrl: url,
      visibility: 'Published',
    };
    const created = await admin.post('/api/admin/services', form);
    expectOk(created, 'add service');
    // "created service": the entry itself.
    expect(created.data).toMatchObject({ _id: expect.any(String), title: 'Luggage Storage' });
    const id = created.data._id;

    // The dashboard's form: features as a list.
    expectOk(
      await admin.put(`/api/admin/services/${id}`, {
        ...form,
        price: '$18',
        features: ['Three bags', '48 hours'],
      }),
      'edit service',
    );
    expectOk(
      await admin.patch(`/api/admin/services/${id}/visibility`, { visibility: 'Hidden' }),
      'hide service',
    );
    const hidden = await admin.get('/api/admin/services?limit=100&visibility=Hidden');
    expect(hidden.data.services.map((s: { _id: string }) => s._id)).toContain(id);
    expectOk(await admin.delete(`/api/admin/services/${id}`), 'delete service');
    expectOk(await admin.post(`/api/admin/services/${id}/restore`), 'restore service');
    const after = await admin.get('/api/admin/services?limit=100&search=luggage');
    expect(after.data.services.find((s: { _id: string }) => s._id === id)).toMatchObject({
      price: '$18',
      features: ['Three bags', '48 hours'],
      visibility: 'Hidden',
      isDeleted: false,
    });
  });

  it('runs the packages screen with whole-entry copies', async () => {
    const list = await admin.get('/api/admin/packages?limit=100&search=&type=Standard');
    expectOk(list, 'packages');
    expect(list.data.packages.length).toBeGreaterThan(0);
    const fields = {
      title: 'Family Arrival',
      price: '$450',
      tagline: 'For students arriving with family',
      features: ['Airport pickup (standard)', 'Local SIM setup'],
      description: 'Everything for two.',
      type: 'Standard',
      priority: 5,
      mostPopular: false,
      visibility: true,
      isDeleted: false,
    };
    expectOk(await admin.post('/api/admin/packages', fields), 'add package');
    const again = await admin.get('/api/admin/packages?limit=100&search=family');
    const entry = again.data.packages.find((p: { title: string }) => p.title === 'Family Arrival');
    expect(entry).toMatchObject({ ...fields, _id: expect.any(String) });
    // The edit modal holds a copy of the whole entry, server fields included.
    expectOk(
      await admin.put(`/api/admin/packages/${entry._id}`, { ...entry, price: '$420' }),
      'edit package',
    );
    // The server's own fields in a copy are ignored: they neither delete nor re-date it.
    expectOk(
      await admin.put(`/api/admin/packages/${entry._id}`, {
        ...entry,
        price: '$420',
        _id: '00000000-0000-4000-8000-000000000000',
        isDeleted: true,
        createdAt: '2000-01-01T00:00:00.000Z',
      }),
      'edit package with server fields',
    );
    const kept = (await admin.get('/api/admin/packages?limit=100&search=family')).data.packages;
    expect(kept.find((p: { _id: string }) => p._id === entry._id)).toMatchObject({
      isDeleted: false,
      createdAt: entry.createdAt,
    });
    expectOk(
      await admin.patch(`/api/admin/packages/${entry._id}/visibility`, { visibility: false }),
      'package visibility',
    );
    expectOk(
      await admin.patch(`/api/admin/packages/${entry._id}/most-popular`, { mostPopular: true }),
      'most popular',
    );
    expectOk(await admin.delete(`/api/admin/packages/${entry._id}`), 'delete package');
    expectOk(await admin.post(`/api/admin/packages/${entry._id}/restore`), 'restore package');
    const after = await admin.get('/api/admin/packages?limit=100&search=family');
    expect(after.data.packages.find((p: { _id: string }) => p._id === entry._id)).toMatchObject({
      price: '$420',
      visibility: false,
      mostPopular: true,
      isDeleted: false,
    });
  });

  it('runs the banking screen with whole-entry copies', async () => {
    const list = await admin.get('/api/admin/banking?limit=100&search=&serviceCategory=');
    expectOk(list, 'banking');
    expect(Array.isArray(list.data.services)).toBe(true);
    const fields = {
      title: 'Student Savings Account',
      description: 'A fee-free account for students.',
      estimatedProcessingTime: '1-2 business days',
      requiredDocuments: ['Passport', 'Enrolment letter'],
      externalLinks: ['https://example.com/savings'],
      cost: 'Free',
      visibility: true,
      serviceCategory: 'Accounts',
    };
    expectOk(await admin.post('/api/admin/banking', fields), 'add banking');
    const again = await admin.get('/api/admin/banking?limit=100&serviceCategory=Accounts');
    const entry = again.data.services.find(
      (s: { title: string }) => s.title === 'Student Savings Account',
    );
    expect(entry).toMatchObject({ ...fields, _id: expect.any(String), isDeleted: false });
    expectOk(
      await admin.put(`/api/admin/banking/${entry._id}`, { ...entry, cost: '$0' }),
      'edit banking',
    );
    expectOk(
      await admin.patch(`/api/admin/banking/${entry._id}/visibility`, { visibility: false }),
      'banking visibility',
    );
    expectOk(await admin.delete(`/api/admin/banking/${entry._id}`), 'delete banking');
    expectOk(await admin.post(`/api/admin/banking/${entry._id}/restore`), 'restore banking');
    const after = await admin.get('/api/admin/banking?limit=100&search=savings');
    expect(after.data.services.find((s: { _id: string }) => s._id === entry._id)).toMatchObject({
      cost: '$0',
      visibility: false,
      isDeleted: false,
    });
  });

  it('saves bank and CMS fields with PUT /api/admin/cms/{id}, the id read from the public CMS', async () => {
    const cms = await new SpecClient().get('/api/public/cms');
    expectOk(cms, 'public cms');
    const content = cms.data.cms ?? cms.data;
    expect(content._id).toEqual(expect.any(String));
    const saved = await admin.put(`/api/admin/cms/${content._id}`, {
      homepageHeadline: 'Land in Melbourne with a plan',
      bankName: 'Commonwealth Bank',
      accountHolder: 'Landed Pty Ltd',
      accountNumber: '1234 5678',
      routingNumber: '062-000',
    });
    expectOk(saved, 'cms');
    const after = await new SpecClient().get('/api/public/cms');
    expect((after.data.cms ?? after.data).homepageHeadline).toBe('Land in Melbourne with a plan');
    const student = new SpecClient();
    const registered = await student.post('/api/auth/register', {
      name: 'Bank Reader',
      email: uniqueEmail('contract-bank'),
      password: GOOD_PASSWORD,
    });
    student.token = registered.data.token;
    const bank = await student.get('/api/booking/bank-details');
    expect(bank.data.bankDetails).toMatchObject({
      bankName: 'Commonwealth Bank',
      routingNumber: '062-000',
    });
  });

  it('saves the whole CMS object it read back, server fields included', async () => {
    const read = await admin.get('/api/admin/cms');
    expectOk(read, 'admin cms');
    const content = read.data.cms ?? read.data;
    expectOk(
      await admin.put(`/api/admin/cms/${content._id}`, {
        ...content,
        footerText: 'Serving Melbourne.',
      }),
      'cms whole copy',
    );
  });
});

describe('the API reference documents both booking forms', () => {
  it('has an example of each form on POST /api/booking, and each example books', async () => {
    const spec = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const post = spec.paths['/api/booking'].post;
    expect(post.description).toContain('public §3');
    expect(post.description).toContain('customSelections');
    const media = post.requestBody.content['application/json'];
    expect(Object.keys(media.examples)).toEqual(
      expect.arrayContaining(['fixedByName', 'customByName', 'fixedById', 'customById']),
    );
    expect(media.schema.properties).toHaveProperty('services');
    expect(media.schema.properties).toHaveProperty('customSelections');

    // The specification's examples, sent as they are but for the student and the date.
    const client = new SpecClient();
    const registered = await client.post('/api/auth/register', {
      name: 'Docs Reader',
      email: uniqueEmail('contract-docs'),
      password: GOOD_PASSWORD,
    });
    client.token = registered.data.token;
    const userId = tokenId(registered.data.token);
    const prices: number[] = [];
    for (const name of ['fixedByName', 'customByName']) {
      const example = media.examples[name].value;
      const answer = await client.post('/api/booking', {
        ...example,
        userId,
        preferredDate: arrival,
      });
      expect(answer.status, `${name}: ${JSON.stringify(answer.data)}`).toBe(201);
      const list = await client.get(`/api/booking/user/${userId}`);
      prices.push(
        list.data.bookings.find((b: { bookingId: string }) => b.bookingId === answer.data.bookingId)
          .totalPrice,
      );
    }
    expect(prices).toEqual([180, 70]);
  });
});
