// @once: its two-instance part skips itself on PGlite; the rest is the cache, not the storage
// Public reads are kept in memory (docs/decisions/016-public-read-cache.md); what an
// administrator changes must still show at once, on this instance and on every other one.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';

import { cmsSettings } from '#server/db/schema.ts';
import {
  adminToken,
  bearer,
  build,
  createClock,
  createTestDatabase,
  editHeadline,
  onPostgres,
} from '#test/helper.ts';

const headline = async (app: Awaited<ReturnType<typeof build>>) =>
  (await app.inject({ method: 'GET', url: '/api/public/cms' })).json().cms.homepageHeadline;

describe('public reads held in memory', () => {
  it('serves a repeated read without the database, and forgets it after the time to live', async () => {
    const clock = createClock();
    const app = await build({ publicCacheTtlMs: 30_000 }, { clock });
    const first = await headline(app);
    // A change made behind the API's back (no administrator edit to announce it)…
    await app.db
      .update(cmsSettings)
      .set({ homepageHeadline: 'Changed behind the API' })
      .where(eq(cmsSettings.id, 'site'));
    // …is not seen while the kept answer is fresh,
    expect(await headline(app)).toBe(first);
    clock.advance(29_000);
    expect(await headline(app)).toBe(first);
    // and is once it has expired.
    clock.advance(2_000);
    expect(await headline(app)).toBe('Changed behind the API');
  });

  it('answers a kept read compressed to those who accept it, each encoding with its own ETag', async () => {
    const app = await build();
    const url = '/api/public/services';
    const plain = await app.inject({ method: 'GET', url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('accept-encoding');
    const expected = plain.json();

    const as = (acceptEncoding: string, extra: Record<string, string> = {}) =>
      app.inject({ method: 'GET', url, headers: { 'accept-encoding': acceptEncoding, ...extra } });
    const br = await as('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('accept-encoding');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(expected);

    const gzip = await as('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(expected);

    // A refused encoding is not used; nothing acceptable but identity gets identity.
    expect((await as('br;q=0, gzip')).headers['content-encoding']).toBe('gzip');
    const identity = await as('compress');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.json()).toEqual(expected);

    const tags = new Set([plain.headers.etag, br.headers.etag, gzip.headers.etag]);
    expect(tags.size).toBe(3);
    // Each tag revalidates its own representation.
    const again = await as('br', { 'if-none-match': String(br.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers['content-encoding']).toBeUndefined();
    expect((await as('gzip', { 'if-none-match': String(br.headers.etag) })).statusCode).toBe(200);
  });

  it('remakes the brotli copy at its best in the background, and keeps it while the answer is the same', async () => {
    const clock = createClock();
    const app = await build({ publicCacheTtlMs: 30_000 }, { clock });
    const url = '/api/public/services';
    const br = () => app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
    const first = await br();
    const expected = JSON.parse(brotliDecompressSync(first.rawPayload).toString());
    // The first answer's copy (quality 5) is replaced by a smaller one with its own tag.
    await expect
      .poll(async () => String((await br()).headers.etag), { timeout: 5_000, interval: 20 })
      .toMatch(/-br11"$/);
    const best = await br();
    expect(best.rawPayload.length).toBeLessThan(first.rawPayload.length);
    expect(JSON.parse(brotliDecompressSync(best.rawPayload).toString())).toEqual(expected);
    expect(String(best.headers.etag).replace('-br11', '-br')).toBe(first.headers.etag);
    // Past the time to live the answer is made again; the same body keeps its copies and tags.
    clock.advance(31_000);
    const misses = app.publicCache.misses();
    const again = await br();
    expect(app.publicCache.misses()).toBe(misses + 1);
    expect(again.headers.etag).toBe(best.headers.etag);
    expect(again.rawPayload.equals(best.rawPayload)).toBe(true);
  });

  it('does not put back a copy made before an edit', async () => {
    const app = await build();
    const url = '/api/public/cms';
    const br = () => app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
    const before = await br();
    // The edit clears the kept answer while its best copy may still be in the making.
    const put = await editHeadline(app, 'Edited while compressing');
    expect(put.statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const after = await br();
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(JSON.parse(brotliDecompressSync(after.rawPayload).toString()).cms.homepageHeadline).toBe(
      'Edited while compressing',
    );
  });

  it('sends a small answer as it is', async () => {
    const app = await build();
    const read = () =>
      app.inject({ method: 'GET', url: '/robots.txt', headers: { 'accept-encoding': 'br, gzip' } });
    const first = await read();
    expect(first.rawPayload.length).toBeLessThan(1024);
    const kept = await read();
    expect(kept.statusCode).toBe(200);
    expect(kept.headers['content-encoding']).toBeUndefined();
    expect(kept.body).toBe(first.body);
  });

  it("shows an administrator's edit at once, with a new ETag, though the old answer was kept", async () => {
    const app = await build();
    const content = await adminToken(app, 'Content Manager');
    const before = await app.inject({ method: 'GET', url: '/api/public/cms' });
    await app.inject({ method: 'GET', url: '/api/public/cms' });

    const put = await app.inject({
      method: 'PUT',
      url: '/api/admin/cms/site',
      headers: bearer(content.token),
      payload: { homepageHeadline: 'Your Melbourne arrival, handled' },
    });
    expect(put.statusCode).toBe(200);

    const after = await app.inject({
      method: 'GET',
      url: '/api/public/cms',
      headers: { 'if-none-match': String(before.headers.etag) },
    });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.json().cms.homepageHeadline).toBe('Your Melbourne arrival, handled');
  });

  it('keeps the answer a refused edit would have changed', async () => {
    const app = await build();
    const agent = await adminToken(app, 'Booking Agent');
    const before = await headline(app);
    const refused = await app.inject({
      method: 'PUT',
      url: '/api/admin/cms/site',
      headers: bearer(agent.token),
      payload: { homepageHeadline: 'Not yours to change' },
    });
    expect(refused.statusCode).toBe(403);
    expect(await headline(app)).toBe(before);
  });

  // Issue 24: each distinct query string was its own entry (of 500) and its own database read.
  it('keys a read on the query parameters the route reads, and on no other', async () => {
    const app = await build();
    const vietnamese = await app.inject({ method: 'GET', url: '/api/public/cms?locale=vi' });
    const english = await app.inject({ method: 'GET', url: '/api/public/cms' });
    expect(vietnamese.headers.etag).not.toBe(english.headers.etag);
    const entries = app.publicCache.size();
    const misses = app.publicCache.misses();
    for (let n = 0; n < 50; n += 1) {
      const junk = await app.inject({ method: 'GET', url: `/api/public/cms?junk=${n}&locale=vi` });
      expect(junk.headers.etag).toBe(vietnamese.headers.etag);
      const plain = await app.inject({ method: 'GET', url: `/api/public/cms?junk=${n}` });
      expect(plain.headers.etag).toBe(english.headers.etag);
    }
    expect(app.publicCache.size()).toBe(entries);
    expect(app.publicCache.misses()).toBe(misses);
  });

  it('still refuses an unknown parameter where the route does, though its answer is kept', async () => {
    const app = await build();
    expect((await app.inject({ method: 'GET', url: '/api/public/blog?page=1' })).statusCode).toBe(
      200,
    );
    const junk = await app.inject({ method: 'GET', url: '/api/public/blog?page=1&junk=1' });
    expect(junk.statusCode).toBe(400);
  });

  it('can be turned off (PUBLIC_CACHE_TTL_SECONDS=0)', async () => {
    const app = await build({ publicCacheTtlMs: 0 });
    await headline(app);
    await app.db
      .update(cmsSettings)
      .set({ homepageHeadline: 'Straight from the database' })
      .where(eq(cmsSettings.id, 'site'));
    expect(await headline(app)).toBe('Straight from the database');
  });
});

// Several instances share one database only on PostgreSQL; PGlite is one process's database
// (ARCHITECTURE "Scale-out"), so on PGlite there is no other instance to tell.
describe.runIf(onPostgres)('several instances on one PostgreSQL database', () => {
  it("shows an edit made through one instance on the other's next read", async () => {
    const database = await createTestDatabase();
    afterAll(() => database.drop());
    const first = await build({}, { database: database.config });
    const second = await build({}, { database: database.config });
    const kept = await headline(second);
    expect(await headline(second)).toBe(kept);

    const put = await editHeadline(first, 'Edited on the first instance');
    expect(put.statusCode).toBe(200);
    // The notification travels through PostgreSQL: a moment, not a time to live.
    await expect
      .poll(() => headline(second), { timeout: 2_000, interval: 20 })
      .toBe('Edited on the first instance');
  });

  it('gives the same compressed answer and tag on every instance, before and after an edit', async () => {
    const database = await createTestDatabase();
    afterAll(() => database.drop());
    const first = await build({}, { database: database.config });
    const second = await build({}, { database: database.config });
    const br = (app: Awaited<ReturnType<typeof build>>) =>
      app.inject({ method: 'GET', url: '/api/public/cms', headers: { 'accept-encoding': 'br' } });
    const settled = async (app: Awaited<ReturnType<typeof build>>) => {
      await expect
        .poll(async () => String((await br(app)).headers.etag), { timeout: 5_000, interval: 20 })
        .toMatch(/-br11"$/);
      const answer = await br(app);
      return {
        etag: answer.headers.etag,
        headline: JSON.parse(brotliDecompressSync(answer.rawPayload).toString()).cms
          .homepageHeadline,
      };
    };
    expect(await settled(first)).toEqual(await settled(second));

    expect((await editHeadline(first, 'Edited, compressed on both')).statusCode).toBe(200);
    await expect
      .poll(async () => (await settled(second)).headline, { timeout: 5_000, interval: 20 })
      .toBe('Edited, compressed on both');
    expect(await settled(first)).toEqual(await settled(second));
  });
});
