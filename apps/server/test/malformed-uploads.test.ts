// Malformed, truncated and oversized multipart bodies on every upload route are a 400, 413 or
// 415 with a JSON message, never a 500 (issue 12, docs/decisions/045-malformed-uploads.md).
// Every route the OpenAPI document says takes multipart/form-data must be in UPLOAD_ROUTES, so
// a new upload route is covered here as soon as it exists.
import net from 'node:net';

import multipart from '@fastify/multipart';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';

import { multipartOptions } from '#server/lib/uploads.ts';
import errorHandler from '#server/plugins/app/error-handler.ts';

import { FILES, book, bookingBody, packageId } from './fixtures.ts';
import { adminToken, bearer, build, registerUser } from './helper.ts';
import { addDriver, assign } from './support/arrivals.ts';
import { addPartner, partnerUser } from './support/partners.ts';

const app = await build();
await app.ready();

const student = (await registerUser(app)).token;
const admin = (await adminToken(app, 'Super Admin')).token;
// The statement import allows an account 20 a minute, malformed requests included (they cost
// the parsing too): the shapes below are more than that, so two owners share them.
const owners = [admin, (await adminToken(app, 'Super Admin')).token];
let turn = 0;
const nextOwner = () => owners[turn++ % owners.length]!;
// A partner's CSV of students (docs/decisions/093): 30 uploads an hour per account, so the
// shapes go round two of the partner's people.
const partner = await addPartner(app);
const coordinators = [
  (await partnerUser(app, partner.id)).token,
  (await partnerUser(app, partner.id)).token,
];
let partnerTurn = 0;
const nextCoordinator = () => coordinators[partnerTurn++ % coordinators.length]!;

// The driver whose photo the driver-photo route takes (issue 35).
const driver = await addDriver(app);

// A driver's phone, signed in through their personal link, with a job of theirs: the No-show
// photo's route (issue 35) takes the driver's session cookie, not a bearer token.
const onDuty = await addDriver(app, { name: 'Lan Pham', email: 'lan.driver@example.com' });
const booked = await book(app, student, bookingBody({ packageId: await packageId(app, 'Basic') }));
const job = (booked.json() as { booking: { _id: string } }).booking._id;
await assign(app, { bookingId: job, driverId: onDuty.id });
const link = await app.inject({
  method: 'POST',
  url: `/api/admin/drivers/${onDuty.id}/access-link`,
  headers: bearer(admin),
});
const opened = await app.inject({
  method: 'POST',
  url: '/api/driver/session',
  payload: { token: (link.json() as { url: string }).url.split('#')[1] },
});
const driverCookie = String(opened.headers['set-cookie']).split(';')[0]!;

type UploadRoute = {
  // PUT for a photo of something (a driver, a terminal); POST by default. `docPath`: the
  // route as the API reference names it, when `url` fills in its parameters.
  method?: 'POST' | 'PUT';
  docPath?: string;
  url: string;
  field: string;
  maxBytes: number;
  // A bearer token, or the driver's cookie.
  token: string | (() => string) | { cookie: string };
  file: Buffer;
};
const authOf = (route: UploadRoute): Record<string, string> =>
  typeof route.token === 'object'
    ? { cookie: route.token.cookie }
    : bearer(typeof route.token === 'string' ? route.token : route.token());
const UPLOAD_ROUTES: UploadRoute[] = [
  {
    url: '/api/user/documents',
    field: 'file',
    maxBytes: 10 * 1024 * 1024,
    token: student,
    file: FILES.pdf,
  },
  {
    url: '/api/admin/services/upload',
    field: 'image',
    maxBytes: 5 * 1024 * 1024,
    token: admin,
    file: FILES.png,
  },
  // Bank statements (docs/decisions/088): a text file.
  {
    url: '/api/admin/statements',
    field: 'file',
    maxBytes: 5 * 1024 * 1024,
    token: nextOwner,
    file: Buffer.from('04/01/2027,"+180.00","Direct Credit BK-9CSYFH","+1180.00"\n'),
  },
  {
    method: 'PUT',
    url: `/api/admin/drivers/${driver.id}/photo`,
    docPath: '/api/admin/drivers/{id}/photo',
    field: 'image',
    maxBytes: 5 * 1024 * 1024,
    token: admin,
    file: FILES.png,
  },
  {
    method: 'PUT',
    url: '/api/admin/arrivals/settings/meeting-point-photos/T2',
    docPath: '/api/admin/arrivals/settings/meeting-point-photos/{terminal}',
    field: 'image',
    maxBytes: 5 * 1024 * 1024,
    token: admin,
    file: FILES.png,
  },
  {
    url: `/api/driver/jobs/${job}/photo`,
    docPath: '/api/driver/jobs/{bookingId}/photo',
    field: 'photo',
    maxBytes: 8 * 1024 * 1024,
    token: { cookie: driverCookie },
    file: FILES.png,
  },
  {
    url: '/api/partner/imports',
    field: 'file',
    maxBytes: 2 * 1024 * 1024,
    token: nextCoordinator,
    file: Buffer.from('name,email,arrival_date\nMei Chen,mei.chen@example.com,2027-02-14\n'),
  },
];

const B = 'landedboundary';
const CRLF = '\r\n';
const filePart = (field: string, content: Buffer | string, name = 'upload.bin') =>
  Buffer.concat([
    Buffer.from(
      `--${B}${CRLF}Content-Disposition: form-data; name="${field}"; filename="${name}"${CRLF}` +
        `Content-Type: application/octet-stream${CRLF}${CRLF}`,
    ),
    Buffer.from(content),
    Buffer.from(CRLF),
  ]);
const fieldPart = (name: string, value: string) =>
  Buffer.from(
    `--${B}${CRLF}Content-Disposition: form-data; name="${name}"${CRLF}${CRLF}${value}${CRLF}`,
  );
const end = Buffer.from(`--${B}--${CRLF}`);
const form = (...parts: Buffer[]) => Buffer.concat([...parts, end]);
const multipartType = `multipart/form-data; boundary=${B}`;

type Shape = {
  name: string;
  status: number;
  contentType: string;
  body: (route: UploadRoute) => Buffer | string;
};

// A well-formed body under a Content-Type whose boundary is wrong.
const badBoundary = (name: string, contentType: string): Shape => ({
  name,
  status: 400,
  contentType,
  body: (r) => form(filePart(r.field, r.file)),
});

const SHAPES: Shape[] = [
  badBoundary('no boundary in the Content-Type', 'multipart/form-data'),
  badBoundary('an empty boundary', 'multipart/form-data; boundary='),
  badBoundary(
    'a boundary longer than any parser takes',
    `multipart/form-data; boundary=${'b'.repeat(300)}`,
  ),
  badBoundary('a body written with another boundary', 'multipart/form-data; boundary=other'),
  {
    name: 'a body that is not multipart at all',
    status: 400,
    contentType: 'multipart/form-data; boundary=x',
    body: () => 'hello',
  },
  {
    // The property tests' seed 126956378 found this one on /api/admin/services/upload.
    name: 'a JSON body sent as multipart',
    status: 400,
    contentType: 'multipart/form-data; boundary=x',
    body: () => JSON.stringify({ ['__proto__']: { adminRole: 'Super Admin' }, image: 'x' }),
  },
  {
    name: 'a body cut off inside the file, with no closing boundary',
    status: 400,
    contentType: multipartType,
    body: (r) => filePart(r.field, r.file).subarray(0, 150),
  },
  {
    name: 'a whole part but no closing boundary',
    status: 400,
    contentType: multipartType,
    body: (r) => filePart(r.field, r.file),
  },
  {
    name: 'a body cut off inside the part headers',
    status: 400,
    contentType: multipartType,
    body: (r) => filePart(r.field, r.file).subarray(0, 30),
  },
  {
    name: 'an empty body',
    status: 400,
    contentType: multipartType,
    body: () => '',
  },
  {
    name: 'only the closing boundary (no file)',
    status: 400,
    contentType: multipartType,
    body: () => end,
  },
  {
    name: 'the file under another field name',
    status: 400,
    contentType: multipartType,
    body: (r) => form(filePart(`${r.field}x`, r.file)),
  },
  {
    name: 'the field sent as text, not as a file',
    status: 400,
    contentType: multipartType,
    body: (r) => form(fieldPart(r.field, 'not a file')),
  },
  {
    name: 'a field named __proto__',
    status: 400,
    contentType: multipartType,
    body: (r) => form(fieldPart('__proto__', 'x'), filePart(r.field, r.file)),
  },
  {
    // busboy cuts a part's headers at 80 KB without a word; the file name is what grows.
    name: 'a part header over 80 KB (a file name no file system has)',
    status: 400,
    contentType: multipartType,
    body: (r) => form(filePart(r.field, r.file, `${'n'.repeat(100 * 1024)}.bin`)),
  },
  {
    name: 'two files',
    status: 413,
    contentType: multipartType,
    body: (r) => form(filePart(r.field, r.file), filePart(r.field, r.file)),
  },
  {
    name: 'a second file after the first, under another name',
    status: 413,
    contentType: multipartType,
    body: (r) => form(filePart(r.field, r.file), filePart('other', r.file)),
  },
  {
    name: 'too many text fields',
    status: 413,
    contentType: multipartType,
    body: (r) =>
      form(
        ...Array.from({ length: 20 }, (_, i) => fieldPart(`f${i}`, 'x')),
        filePart(r.field, r.file),
      ),
  },
  {
    name: 'a file over the limit',
    status: 413,
    contentType: multipartType,
    body: (r) => form(filePart(r.field, Buffer.concat([r.file, Buffer.alloc(r.maxBytes)]))),
  },
  {
    name: 'an empty file',
    status: 400,
    contentType: multipartType,
    body: (r) => form(filePart(r.field, '')),
  },
  {
    name: 'a JSON body',
    status: 415,
    contentType: 'application/json',
    body: (r) => JSON.stringify({ [r.field]: 'x' }),
  },
];

describe('malformed multipart on every upload route', () => {
  it('knows every route that takes multipart/form-data', () => {
    const doc = app.swagger() as {
      paths: Record<string, Record<string, { requestBody?: { content?: object } }>>;
    };
    const multipartRoutes = Object.entries(doc.paths)
      .filter(([, operations]) =>
        Object.values(operations).some(
          (op) => op.requestBody?.content && 'multipart/form-data' in op.requestBody.content,
        ),
      )
      .map(([path]) => path)
      .sort();
    expect(multipartRoutes).toEqual(UPLOAD_ROUTES.map((r) => r.docPath ?? r.url).sort());
  });

  describe.each(UPLOAD_ROUTES.map((r) => [r.url, r] as const))('%s', (_url, route) => {
    it.each(SHAPES.map((s) => [s.name, s] as const))('%s', async (_name, shape) => {
      const response = await app.inject({
        method: route.method ?? 'POST',
        url: route.url,
        headers: { ...authOf(route), 'content-type': shape.contentType },
        payload: shape.body(route),
      });
      expect(response.statusCode, response.body).toBe(shape.status);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      const { message } = response.json() as { message?: unknown };
      expect(typeof message).toBe('string');
      expect((message as string).length).toBeGreaterThan(0);
      expect(({} as Record<string, unknown>).adminRole).toBeUndefined();
    });

    it('still takes a well-formed upload after all that', async () => {
      const response = await app.inject({
        method: route.method ?? 'POST',
        url: route.url,
        headers: { ...authOf(route), 'content-type': multipartType },
        payload: form(fieldPart('note', 'x'), filePart(route.field, route.file)),
      });
      // A new photo replaces the one before (200); other uploads create (201).
      expect(response.statusCode, response.body).toBe(route.method === 'PUT' ? 200 : 201);
    });
  });

  it('request headers over the server limit are a 431 with a JSON message', async () => {
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(Number(port), '127.0.0.1');
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString()));
      socket.on('close', () => resolve(text));
      socket.on('error', reject);
      socket.end(
        `POST /api/user/documents HTTP/1.1\r\nHost: x\r\nContent-Type: ${multipartType}\r\n` +
          `X-Padding: ${'p'.repeat(20 * 1024)}\r\nContent-Length: 0\r\n\r\n`,
      );
    });
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    expect(answer).toMatch(/content-type: application\/json/i);
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)).message).toEqual(
      expect.any(String),
    );
  });
});

// A later route that reads its parts itself, without receiveUpload: the error handler still
// answers every malformed shape with a 4xx and a message (what it does not check, it takes).
describe('a route reading multipart parts itself', () => {
  it.each(SHAPES.filter((s) => s.status >= 400).map((s) => [s.name, s] as const))(
    '%s: never a 5xx, and a 4xx has a message',
    async (_name, shape) => {
      const bare = Fastify({ logger: false });
      await bare.register(errorHandler);
      await bare.register(multipart, multipartOptions(1024));
      bare.post('/bare', async (request) => {
        for await (const part of request.parts()) if (part.type === 'file') await part.toBuffer();
        return { ok: true };
      });
      const route = { ...UPLOAD_ROUTES[0]!, maxBytes: 1024 };
      const response = await bare.inject({
        method: 'POST',
        url: '/bare',
        headers: { 'content-type': shape.contentType },
        payload: shape.body(route),
      });
      await bare.close();
      expect(response.statusCode, response.body).toBeGreaterThanOrEqual(200);
      expect(response.statusCode, response.body).toBeLessThan(500);
      if (response.statusCode >= 400) expect(typeof response.json().message).toBe('string');
    },
  );
});
