// @both-databases: start-up creates the first administrator in a database of its own
import { describe, expect, it } from 'vitest';

import { build as buildApp } from '#server/app.ts';
import { ConfigError } from '#server/config.ts';
import { GOOD_PASSWORD, createTestDatabase, registerUser, testConfig } from './helper.ts';

// Each test starts one or two apps, some over an on-disk database: more than the default 30 s
// on a busy two-core machine.
describe('ADMIN_EMAIL and ADMIN_PASSWORD', { timeout: 120_000 }, () => {
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

  // An account holding ADMIN_EMAIL is promoted only once the address is proven its own: before
  // docs/decisions/052, whoever signed up first with the owner's address became Super Admin.
  it('promote an existing user whose address is verified, who keeps their own password', async () => {
    const db = await createTestDatabase({ shared: true });
    const first = await buildApp(testConfig({ database: db.config }));
    const { user } = await registerUser(first, { name: 'Owner', email: 'owner@landed.test' });
    await first.usersRepository.update(user._id, { emailVerified: true });
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

  it('not promote an existing user whose address is unverified, and say so in one warning', async () => {
    const db = await createTestDatabase({ shared: true });
    const first = await buildApp(testConfig({ database: db.config }));
    await registerUser(first, { name: 'Squatter', email: 'owner@landed.test' });
    await first.close();
    const lines: string[] = [];
    const second = await buildApp(
      testConfig({
        database: db.config,
        adminEmail: 'owner@landed.test',
        adminPassword: 'Another-Passw0rd!',
        logLevel: 'warn',
        logStream: { write: (line) => void lines.push(line) },
      }),
    );
    try {
      await second.ready();
      const login = await second.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'owner@landed.test', password: GOOD_PASSWORD },
      });
      expect(login.statusCode).toBe(200);
      expect(login.json().user).toMatchObject({ role: 'user', adminRole: null });
      // Neither does ADMIN_PASSWORD open the account.
      const owner = await second.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'owner@landed.test', password: 'Another-Passw0rd!' },
      });
      expect(owner.statusCode).toBe(401);

      const warnings = lines
        .map((line) => JSON.parse(line) as { level: number; msg: string; err?: unknown })
        .filter((entry) => entry.msg.includes('ADMIN_EMAIL'));
      expect(warnings).toHaveLength(1);
      expect(warnings[0]!.level).toBe(40);
      expect(warnings[0]!.err).toBeUndefined();
      expect(warnings[0]!.msg).not.toContain('\n');
    } finally {
      await second.close();
      await db.drop();
    }
  });

  it('promote again the account start-up created, verified or not (it is the owner’s)', async () => {
    const db = await createTestDatabase({ shared: true });
    const config = testConfig({
      database: db.config,
      adminEmail: 'boss@landed.test',
      adminPassword: 'Founder-Passw0rd!',
    });
    const first = await buildApp(config);
    const created = await first.usersRepository.findByEmail('boss@landed.test');
    expect(created).toMatchObject({ createdByStartup: true, adminRole: 'Super Admin' });
    await first.usersRepository.update(created!.id, { adminRole: null, emailVerified: false });
    await first.close();
    const second = await buildApp(config);
    try {
      const login = await second.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'boss@landed.test', password: 'Founder-Passw0rd!' },
      });
      expect(login.json().user).toMatchObject({ role: 'admin', adminRole: 'Super Admin' });
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
