// @once: its SQL only watches the tables for writes; its finds are kept in bad-input.test.ts (both)
// Bad input, systematically (issue 8): for every API route in the OpenAPI document, fast-check
// generates requests (bodies that follow the route's schema and bodies that break it, hostile
// strings, wrong types, nested objects, prototype-pollution keys, raw non-JSON, odd headers,
// signed in or not) and checks what a client would notice:
// - never a 5xx, never a stack trace;
// - every 4xx is JSON with a `message`;
// - a refused request writes nothing (the audit log and the sign-in throttle excepted: recording
//   refusals is their job).
// PROPERTY_RUNS sets the runs per route (default 25). Locally each run draws new requests
// (PROPERTY_SEED replays one); under CI (CI=true) the seeds are the fixed CI_SEEDS, so a red CI
// means the code changed, never the dice. A failure prints the route, the seed and the smallest
// failing request, ready to be added to REGRESSIONS, which run every time, everywhere.
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';

import { FILES, book, bookingBody, multipart, packageId } from './fixtures.ts';
import { adminToken, bearer, build, registerUser } from './helper.ts';
import {
  HOSTILE_STRINGS,
  anyValue,
  brokenFrom,
  fromSchema,
  rawBodies,
} from './support/arbitraries.ts';
import type { JsonSchema } from './support/arbitraries.ts';

const RUNS = Number(process.env.PROPERTY_RUNS ?? 25);
const CI = process.env.CI === 'true' || process.env.CI === '1';
const CI_SEEDS = [20_261_124];
const seeds = CI
  ? CI_SEEDS
  : [Number(process.env.PROPERTY_SEED ?? Math.floor(Math.random() * 2 ** 31))];
// Written by a refused request on purpose: the record of the refusal.
const MAY_CHANGE_ON_REFUSAL = new Set(['audit_logs', 'login_throttles']);

const app = await build();
await app.ready();

type Parameter = {
  in: 'path' | 'query' | 'header';
  name: string;
  schema: JsonSchema;
  required?: boolean;
};
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
};
type Route = {
  method: string;
  path: string;
  pathParams: Parameter[];
  queryParams: Parameter[];
  body: JsonSchema | null;
  uploadField: string | null; // the file field of a multipart/form-data route
};

const doc = app.swagger() as { paths: Record<string, Record<string, Operation>> };
// The live event streams never end (test/routes/live.test.ts covers them).
const routes: Route[] = Object.entries(doc.paths).flatMap(([path, operations]) =>
  Object.entries(path.endsWith('/live') ? {} : operations).map(([method, op]) => ({
    method: method.toUpperCase(),
    path,
    pathParams: (op.parameters ?? []).filter((p) => p.in === 'path'),
    queryParams: (op.parameters ?? []).filter((p) => p.in === 'query'),
    body: op.requestBody?.content['application/json']?.schema ?? null,
    uploadField:
      Object.keys(op.requestBody?.content['multipart/form-data']?.schema.properties ?? {})[0] ??
      null,
  })),
);

// Both drivers (PGlite, node-postgres) answer raw SQL with `rows`.
async function rowsOf<T>(query: SQL): Promise<T[]> {
  return ((await app.db.execute(query)) as unknown as { rows: T[] }).rows;
}

// Who is asking, and what exists for them to point at. Renewed when a generated request
// happened to sign one of them out (a suspension, an e-mail change, a role change).
const actors = { student: '', studentId: '', admin: '' };
const known = new Set<string>();
async function ensureActors() {
  const studentOk =
    actors.student &&
    (await app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(actors.student) }))
      .statusCode === 200;
  if (!studentOk) {
    const { token, user } = await registerUser(app);
    actors.student = token;
    actors.studentId = user._id;
    known.add(user._id);
    const { booking } = (
      await book(app, token, bookingBody({ packageId: await packageId(app, 'Basic') }))
    ).json();
    known.add(booking._id);
    await app.inject({
      method: 'PATCH',
      url: `/api/booking/${booking._id}/mark-paid`,
      headers: bearer(token),
      payload: { reference: 'PROP-1' },
    });
    const upload = multipart('passport.pdf', FILES.pdf, { contentType: 'application/pdf' });
    const document = await app.inject({
      method: 'POST',
      url: '/api/user/documents',
      headers: { ...bearer(token), ...upload.headers },
      payload: upload.payload,
    });
    known.add(document.json().document._id);
  }
  const adminOk =
    actors.admin &&
    (await app.inject({ method: 'GET', url: '/api/admin/me', headers: bearer(actors.admin) }))
      .statusCode === 200;
  if (!adminOk) {
    const admin = await adminToken(app, 'Super Admin');
    actors.admin = admin.token;
    known.add(admin.id);
  }
  // Ids of everything there is, so generated ids sometimes point at real rows.
  const ids = await rowsOf<{ id: string }>(sql`
    select id::text from payments union all select id::text from notifications
    union all select id::text from blog_posts union all select id::text from inquiries
    union all select id::text from mail_outbox limit 200`);
  for (const row of ids) known.add(row.id);
}

// Every table but the two above, watched for writes: a row trigger on each records, in the
// writer's own transaction, each row inserted, changed (to other values) or deleted, and each
// table emptied. A write rolled back leaves no record, as it leaves no row. Counting the
// records before and after a request replaces hashing every row of every table twice a
// request (70 s of PostgreSQL's processor in this file alone). The records are inserted, never
// updated, so two transactions writing at once never wait on each other here.
const tables = (
  await rowsOf<{ name: string }>(
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  )
)
  .map((r) => r.name)
  .filter((name) => !MAY_CHANGE_ON_REFUSAL.has(name));
// One statement a call: PGlite's driver takes one at a time.
const watch = [
  'create table test_writes (written text not null)',
  `create function test_record_write() returns trigger language plpgsql as $$
   begin
     if tg_op = 'UPDATE' then
       if new::text = old::text then return null; end if;
     end if;
     insert into test_writes values (tg_table_name);
     return null;
   end $$`,
  ...tables.flatMap((table) => [
    `create trigger test_write after insert or update or delete on "${table}"
       for each row execute function test_record_write()`,
    `create trigger test_truncate after truncate on "${table}"
       for each statement execute function test_record_write()`,
  ]),
];
for (const statement of watch) await app.db.execute(sql.raw(statement));
// How many writes each table has had so far.
async function fingerprint(): Promise<Record<string, number>> {
  const rows = await rowsOf<{ t: string; n: string }>(
    sql`select written as t, count(*) as n from test_writes group by written`,
  );
  return Object.fromEntries(rows.map((r) => [r.t, Number(r.n)]));
}

const printable = fc
  .string({ unit: 'binary-ascii', maxLength: 200 })
  .map((s) => s.replace(/[^\x20-\x7e]/g, ''));
const headerArb = fc.record(
  {
    'if-none-match': printable,
    'x-forwarded-for': printable,
    'accept-language': printable,
    cookie: printable,
  },
  { requiredKeys: [] },
);
const authArb = fc.constantFrom('none', 'student', 'admin', 'garbage', 'malformed');

function idArb(schema: JsonSchema) {
  if (schema.format !== 'uuid') return fromSchema(schema);
  return fc.oneof(
    { weight: 2, arbitrary: fc.nat().map((i) => [...known][i % known.size]!) },
    { weight: 1, arbitrary: fc.uuid() },
  );
}

type Generated = {
  auth: string;
  params: Record<string, unknown>;
  query: Record<string, unknown> | string;
  body:
    | { kind: 'json'; value: unknown }
    | { kind: 'raw'; text: string; contentType: string | null }
    | {
        kind: 'multipart';
        field: string;
        fileName: string;
        content: Uint8Array;
        contentType: string;
        cutAt?: number; // the body sent only up to here (a truncated upload)
      }
    | { kind: 'none' };
  headers: Record<string, string>;
};

function requestArb(route: Route): fc.Arbitrary<Generated> {
  const params = fc.record(
    Object.fromEntries(
      route.pathParams.map((p) => [
        p.name,
        fc.oneof({ weight: 3, arbitrary: idArb(p.schema) }, { weight: 1, arbitrary: anyValue }),
      ]),
    ),
  );
  const query = fc.oneof(
    fc.record(Object.fromEntries(route.queryParams.map((p) => [p.name, fromSchema(p.schema)])), {
      requiredKeys: [],
    }),
    fc.dictionary(
      fc.constantFrom(...route.queryParams.map((p) => p.name), '__proto__', 'x'),
      anyValue,
      { maxKeys: 4 },
    ),
    fc.constantFrom('page=1&page=2', 'limit[]=5', 'search=%00', 'a=%E0%A4%A', '&&&=', 'page=1e400'),
  );
  let body: fc.Arbitrary<Generated['body']>;
  const raw = fc.record({
    kind: fc.constant('raw' as const),
    text: fc.oneof(rawBodies, fc.string({ maxLength: 200 })),
    contentType: fc.constantFrom(
      'application/json',
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'multipart/form-data',
      null,
    ),
  });
  if (route.uploadField) {
    const file = fc.record(
      {
        kind: fc.constant('multipart' as const),
        field: fc.oneof(
          { weight: 4, arbitrary: fc.constant(route.uploadField) },
          { weight: 1, arbitrary: fc.constantFrom('file', 'image', '__proto__', '') },
        ),
        fileName: fc.oneof(
          fc.constantFrom(...HOSTILE_STRINGS.slice(0, 20)),
          fc.string({ maxLength: 300 }),
        ),
        content: fc.oneof(
          fc.constantFrom(FILES.pdf, FILES.png, FILES.jpeg),
          fc.uint8Array({ maxLength: 2_000 }),
        ),
        contentType: fc.constantFrom(
          'application/pdf',
          'image/png',
          'text/html',
          'application/x-msdownload',
        ),
        cutAt: fc.nat({ max: 3_000 }),
      },
      { requiredKeys: ['kind', 'field', 'fileName', 'content', 'contentType'] },
    );
    body = fc.oneof({ weight: 4, arbitrary: file }, { weight: 1, arbitrary: raw });
  } else {
    const json = route.body
      ? fc.oneof(
          { weight: 3, arbitrary: fromSchema(route.body) },
          { weight: 2, arbitrary: brokenFrom(route.body) },
          { weight: 1, arbitrary: anyValue },
        )
      : anyValue;
    body = fc.oneof(
      {
        weight: route.body ? 6 : 1,
        arbitrary: json.map((value) => ({ kind: 'json' as const, value })),
      },
      { weight: 1, arbitrary: raw },
      { weight: route.body ? 0 : 3, arbitrary: fc.constant({ kind: 'none' as const }) },
    );
  }
  return fc.record({ auth: authArb, params, query, body, headers: headerArb });
}

// A lone surrogate has no UTF-8 form: send the bytes Node would write for it (as a client with
// a broken encoder might) instead of giving up.
function encode(value: unknown): string {
  const text =
    typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value ?? '');
  try {
    return encodeURIComponent(text);
  } catch {
    return [...Buffer.from(text)].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('');
  }
}

function toUrl(route: Route, generated: Generated): string {
  const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encode(generated.params[name]),
  );
  if (typeof generated.query === 'string') return `${path}?${generated.query}`;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(generated.query)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) {
      search.append(key, typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v));
    }
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

function authHeader(auth: string): Record<string, string> {
  switch (auth) {
    case 'student':
      return bearer(actors.student);
    case 'admin':
      return bearer(actors.admin);
    case 'garbage':
      return bearer('eyJhbGciOiJub25lIn0.eyJpZCI6IngifQ.');
    case 'malformed':
      return { authorization: 'Basic Og==' };
    default:
      return {};
  }
}

const tally = { requests: 0, '2xx': 0, '3xx': 0, '4xx': 0, '5xx': 0, refusedChecked: 0 };

async function send(route: Route, generated: Generated) {
  const headers: Record<string, string> = { ...generated.headers, ...authHeader(generated.auth) };
  let payload: string | Buffer | undefined;
  const { body } = generated;
  if (body.kind === 'json') {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body.value ?? null);
  } else if (body.kind === 'raw') {
    if (body.contentType) headers['content-type'] = body.contentType;
    payload = body.text;
  } else if (body.kind === 'multipart') {
    const part = multipart(body.fileName.replace(/["\r\n]/g, ''), Buffer.from(body.content), {
      field: body.field,
      contentType: body.contentType,
    });
    Object.assign(headers, part.headers);
    payload = body.cutAt === undefined ? part.payload : part.payload.subarray(0, body.cutAt);
  }
  if (route.method === 'GET' || route.method === 'HEAD') payload = undefined;
  return app.inject({
    method: route.method as 'GET',
    url: toUrl(route, generated),
    headers,
    ...(payload !== undefined ? { payload } : {}),
  });
}

// What a client would notice of one generated request: never a 5xx or a stack trace, every
// 4xx JSON with a message, and a refused request changes nothing.
async function holds(route: Route, generated: Generated) {
  const before = await fingerprint();
  const response = await send(route, generated);
  tally.requests += 1;
  const status = response.statusCode;
  tally[`${Math.floor(status / 100)}xx` as '2xx'] += 1;
  expect(status, response.body.slice(0, 300)).toBeLessThan(500);
  expect(response.body).not.toMatch(/\n\s+at .+:\d+:\d+/);
  if (status >= 400) {
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const message = (response.json() as { message?: unknown }).message;
    expect(typeof message).toBe('string');
    expect((message as string).length).toBeGreaterThan(0);
    tally.refusedChecked += 1;
    expect(await fingerprint()).toEqual(before);
  }
}

// Runs the property on one route; a failure says how to keep it as a regression.
async function check(name: string, route: Route, parameters: fc.Parameters<[Generated]>) {
  await ensureActors();
  const details = await fc.check(
    fc.asyncProperty(requestArb(route), (generated) => holds(route, generated)),
    parameters,
  );
  if (details.failed) {
    throw new Error(
      `${name}: failed with seed ${details.seed}. Keep it: add to REGRESSIONS in ` +
        `properties.test.ts { route: '${name}', seed: ${details.seed}, found: ` +
        `${JSON.stringify(details.counterexample?.[0])} }\n${fc.defaultReportMessage(details)}`,
    );
  }
  // Nothing leaked onto every object's prototype by a `__proto__` body.
  expect(({} as Record<string, unknown>).adminRole).toBeUndefined();
}

afterAll(() => {
  console.log(
    `property tests: ${routes.length} routes, ${tally.requests} requests (2xx ${tally['2xx']}, 3xx ${tally['3xx']}, 4xx ${tally['4xx']}, 5xx ${tally['5xx']}); ${tally.refusedChecked} refusals checked for writes`,
  );
});

describe('every API route under hostile input', () => {
  it('finds every route the server registered under /api in the OpenAPI document', () => {
    expect(routes.length).toBeGreaterThan(50);
    for (const admin of app.adminRoutes) {
      const path = admin.url.replace(/:(\w+)/g, '{$1}');
      if (path.endsWith('/live')) continue;
      expect(routes.some((r) => r.method === admin.method && r.path === path)).toBe(true);
    }
  });

  it.each(routes.map((r) => [`${r.method} ${r.path}`, r] as const))(
    '%s: no 5xx, a JSON message on every 4xx, nothing written when refused',
    async (name, route) => {
      for (const seed of seeds) await check(name, route, { seed, numRuns: RUNS });
    },
    // Some routes take a while per request (sign-up hashes a password): room for PROPERTY_RUNS.
    30_000 + RUNS * 500,
  );
});

// Every request that ever broke the property, with the seed that found it: replayed on every
// run, locally and under CI, first as it was found, then as RUNS more from its seed.
const REGRESSIONS: { route: string; seed: number; found: Generated }[] = [
  {
    // A JSON body sent as multipart/form-data with a boundary it never uses: 500 (issue 12).
    route: 'POST /api/admin/services/upload',
    seed: 126_956_378,
    found: {
      auth: 'admin',
      params: {},
      query: {},
      body: {
        kind: 'raw',
        text: '{"__proto__":{"adminRole":"Super Admin","isAdmin":true}}',
        contentType: 'multipart/form-data; boundary=x',
      },
      headers: {},
    },
  },
];

describe('requests that once broke the property', () => {
  it.each(REGRESSIONS.map((r) => [`${r.route} (seed ${r.seed})`, r] as const))(
    '%s',
    async (_name, regression) => {
      const route = routes.find((r) => `${r.method} ${r.path}` === regression.route);
      expect(route, `${regression.route} is not a route any more`).toBeDefined();
      await check(regression.route, route!, {
        seed: regression.seed,
        numRuns: RUNS,
        examples: [[regression.found]],
      });
    },
    30_000 + RUNS * 500,
  );
});
