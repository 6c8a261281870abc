// @both-databases: raw SQL checks what reached the database
// What the property tests (properties.test.ts) found, kept as plain examples: each was a 500.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { errorSerializer } from '#server/app.ts';
import { users } from '#server/db/schema.ts';
import { FILES, multipart } from './fixtures.ts';
import { adminToken, bearer, build, registerUser, uniqueEmail } from './helper.ts';

const app = await build();
app.get('/api/test/out-of-range', async () => {
  // A value the database refuses (class 22, data exception) that validation did not stop.
  await app.db.execute(sql`select ${'99999999999'}::int`);
  return { ok: true };
});

describe('text with NUL characters', () => {
  it('is refused with 400 naming the field, and nothing is written', async () => {
    const email = uniqueEmail();
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Ana\u0000Lima', email, password: 'Melbourne-arrival-42' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'name: Contains a character that is not allowed.',
    });
    const rows = await app.db.select().from(users);
    expect(rows.some((u) => u.email === email)).toBe(false);
  });

  it('is refused in nested fields, queries and paths too', async () => {
    const { token } = await registerUser(app);
    const nested = await app.inject({
      method: 'PATCH',
      url: '/api/user/me',
      headers: bearer(token),
      payload: { profile: { university: 'RMIT\u0000' } },
    });
    expect(nested.statusCode).toBe(400);
    expect(nested.json().message).toBe(
      'profile.university: Contains a character that is not allowed.',
    );
    const admin = await adminToken(app, 'Super Admin');
    const query = await app.inject({
      method: 'GET',
      url: '/api/admin/users?search=ana%00',
      headers: bearer(admin.token),
    });
    expect(query.statusCode).toBe(400);
    expect(query.json().message).toBe('search: Contains a character that is not allowed.');
    const path = await app.inject({ method: 'GET', url: '/api/public/services/sim%00card' });
    expect(path.statusCode).toBe(400);
  });
});

describe('dates with the right shape that are no day at all', () => {
  it('are refused by the log filter instead of failing in the database', async () => {
    const admin = await adminToken(app, 'Super Admin');
    for (const to of ['0000-00-00', '2026-02-30', '2026-13-01']) {
      const response = await app.inject({
        method: 'GET',
        url: `/api/admin/logs?to=${to}`,
        headers: bearer(admin.token),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('to: Use a date like 2026-02-14.');
    }
  });
});

describe('a value the database refuses', () => {
  it('is a 400 with a JSON message, not a 500', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/out-of-range' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'A value in the request cannot be stored.',
      code: 'INVALID_VALUE',
    });
  });
});

describe('an uploaded file name cut in the middle of an emoji', () => {
  it('still downloads, with a well-formed name', async () => {
    const { token } = await registerUser(app);
    // 149 letters then an emoji: the 150-character cut falls between its two halves.
    const name = `${'a'.repeat(149)}🐨🐨.pdf`;
    const body = multipart(name, FILES.pdf, { contentType: 'application/pdf' });
    const upload = await app.inject({
      method: 'POST',
      url: '/api/user/documents',
      headers: { ...bearer(token), ...body.headers },
      payload: body.payload,
    });
    expect(upload.statusCode).toBe(201);
    const download = await app.inject({
      method: 'GET',
      url: `/api/user/documents/${upload.json().document._id}`,
      headers: bearer(token),
    });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(FILES.pdf)).toBe(true);
  });
});

describe('the error log', () => {
  it("keeps a failed query's parameters out", () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint'), {
      code: '23505',
    });
    const error = Object.assign(
      new Error(
        'Failed query: insert into "users" ("email", "password_hash") values ($1, $2)\nparams: ana@example.com,$argon2id$v=19$secret',
        { cause },
      ),
      { query: 'insert into "users"', params: ['ana@example.com', '$argon2id$v=19$secret'] },
    );
    const logged = JSON.stringify(errorSerializer(error));
    expect(logged).toContain('Failed query: insert into');
    expect(logged).toContain('duplicate key value');
    expect(logged).not.toContain('ana@example.com');
    expect(logged).not.toContain('argon2id');
  });
});
