// @both-databases: the on-disk database outlives the process (migrations, seed on restart)
import { describe, expect, it } from 'vitest';

import { build as buildApp } from '#server/app.ts';
import { GOOD_PASSWORD, createTestDatabase, testConfig } from './helper.ts';

describe('the database outlives the process', () => {
  it('keeps registered users across a stop and a start', async () => {
    // On disk for PGlite: the embedded database of `npm start`.
    const created = await createTestDatabase({ shared: true });
    const config = testConfig({ database: created.config });

    const first = await buildApp(config);
    const registered = await first.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Kept', email: 'kept@example.com', password: GOOD_PASSWORD },
    });
    expect(registered.statusCode).toBe(201);
    await first.close();

    const second = await buildApp(config);
    try {
      const login = await second.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'kept@example.com', password: GOOD_PASSWORD },
      });
      expect(login.statusCode).toBe(200);
      // The same signing key: the old token still works.
      const me = await second.inject({
        method: 'GET',
        url: '/api/user/me',
        headers: { authorization: `Bearer ${registered.json().token}` },
      });
      expect(me.statusCode).toBe(200);
      // The seed was not loaded twice.
      const list = await second.inject({ method: 'GET', url: '/api/public/services' });
      expect(list.json().services).toHaveLength(9);
    } finally {
      await second.close();
      await created.drop();
    }
    // Two app starts on an on-disk PGlite, each applying the migrations and the seed's
    // upgrades: past the 30 s default on a loaded two-core machine.
  }, 120_000);
});
