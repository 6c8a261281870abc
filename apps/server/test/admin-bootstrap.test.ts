import { describe, expect, it } from 'vitest';

import { build as buildApp } from '../src/app.ts';
import { ConfigError } from '../src/config.ts';
import { GOOD_PASSWORD, createTestDatabase, testConfig } from './helper.ts';

describe('ADMIN_EMAIL and ADMIN_PASSWORD', () => {
  it('create the first Super Admin, who can sign in as an administrator', async () => {
    const db = await createTestDatabase();
    const app = await buildApp(
      testConfig({
        database: db.config,
        adminEmail: 'boss@landed.test',
        adminPassword: 'Founder-Passw0rd!',
      }),
    );
    try {
      const login = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'boss@landed.test', password: 'Founder-Passw0rd!' },
      });
      expect(login.statusCode).toBe(200);
      expect(login.json().user).toMatchObject({ role: 'admin', adminRole: 'Super Admin' });
    } finally {
      await app.close();
      await db.drop();
    }
  });

  it('promote an existing user, who keeps their own password', async () => {
    const db = await createTestDatabase({ shared: true });
    const first = await buildApp(testConfig({ database: db.config }));
    await first.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Owner', email: 'owner@landed.test', password: GOOD_PASSWORD },
    });
    await first.close();
    const second = await buildApp(
      testConfig({
        database: db.config,
        adminEmail: 'owner@landed.test',
        adminPassword: 'Another-Passw0rd!',
      }),
    );
    try {
      const login = await second.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'owner@landed.test', password: GOOD_PASSWORD },
      });
      expect(login.json().user).toMatchObject({
        name: 'Owner',
        role: 'admin',
        adminRole: 'Super Admin',
      });
    } finally {
      await second.close();
      await db.drop();
    }
  });

  it('refuse a weak ADMIN_PASSWORD at start-up, naming the key', async () => {
    const db = await createTestDatabase();
    try {
      await expect(
        buildApp(
          testConfig({
            database: db.config,
            adminEmail: 'boss@landed.test',
            adminPassword: 'admin',
          }),
        ),
      ).rejects.toThrow(ConfigError);
      await expect(
        buildApp(
          testConfig({
            database: db.config,
            adminEmail: 'boss@landed.test',
            adminPassword: 'password1',
          }),
        ),
      ).rejects.toThrow(/ADMIN_PASSWORD/);
    } finally {
      await db.drop();
    }
  });
});
