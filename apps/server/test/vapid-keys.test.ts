// Web Push's VAPID keys (issue 35 item 4; docs/decisions/132): from the environment, or made
// once into DATA_DIR so that instances over one DATA_DIR, started at once, sign alike.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { promisify } from 'node:util';

import webPush from 'web-push';
import { describe, expect, it } from 'vitest';

import { ConfigError, loadConfig, writeOnce } from '#server/config.ts';
import { isAllowedPushEndpoint } from '#server/lib/push-endpoints.ts';

const run = promisify(execFile);
const CONFIG_URL = new URL('../src/config.ts', import.meta.url).href;
const dataDir = () => mkdtempSync(path.join(os.tmpdir(), 'landed-vapid-'));

describe('VAPID keys', () => {
  it('are made once into DATA_DIR and read back after', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir }).webPush!;
    expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65);
    expect(Buffer.from(first.privateKey, 'base64url')).toHaveLength(32);
    expect(statSync(path.join(dir, 'vapid-keys.json')).mode & 0o777).toBe(0o600);
    const again = loadConfig({ DATA_DIR: dir }).webPush!;
    expect(again.publicKey).toBe(first.publicKey);
    expect(again.privateKey).toBe(first.privateKey);
    // The pair signs what web-push signs with.
    expect(() =>
      webPush.getVapidHeaders(
        'https://fcm.googleapis.com',
        first.subject,
        first.publicKey,
        first.privateKey,
        'aes128gcm',
      ),
    ).not.toThrow();
  });

  it('agree between instances starting at the same moment', { timeout: 60_000 }, async () => {
    const dir = dataDir();
    // Four processes load the configuration over one empty DATA_DIR at once.
    const script = `import { loadConfig } from ${JSON.stringify(CONFIG_URL)};
      process.stdout.write(loadConfig({ DATA_DIR: ${JSON.stringify(dir)} }).webPush.publicKey);`;
    const keys = await Promise.all(
      Array.from({ length: 4 }, () =>
        run(process.execPath, ['--input-type=module', '-e', script]).then((r) => r.stdout),
      ),
    );
    expect(keys[0]).toMatch(/^[\w-]{87}$/);
    expect(new Set(keys).size).toBe(1);
    expect(loadConfig({ DATA_DIR: dir }).webPush!.publicKey).toBe(keys[0]);
    // A later write never replaces the first one's.
    const file = path.join(dir, 'vapid-keys.json');
    expect(writeOnce(file, 'later')).toBe(readFileSync(file, 'utf8'));
  });

  it('come from the environment, both or neither, well formed', () => {
    const keys = webPush.generateVAPIDKeys();
    const config = loadConfig({
      DATA_DIR: dataDir(),
      VAPID_PUBLIC_KEY: keys.publicKey,
      VAPID_PRIVATE_KEY: keys.privateKey,
      VAPID_SUBJECT: 'mailto:office@landed.example',
      WEB_PUSH_TEST_ORIGIN: 'http://127.0.0.1:4468/',
    }).webPush!;
    expect(config).toEqual({
      ...keys,
      subject: 'mailto:office@landed.example',
      testOrigin: 'http://127.0.0.1:4468',
    });
    const refused = (env: Record<string, string>) => {
      try {
        loadConfig({ DATA_DIR: dataDir(), ...env });
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        return (error as ConfigError).key;
      }
      throw new Error('expected a configuration error');
    };
    expect(refused({ VAPID_PUBLIC_KEY: keys.publicKey })).toBe('VAPID_PRIVATE_KEY');
    expect(refused({ VAPID_PUBLIC_KEY: 'short', VAPID_PRIVATE_KEY: keys.privateKey })).toBe(
      'VAPID_PUBLIC_KEY',
    );
    expect(refused({ VAPID_SUBJECT: 'office@landed.example' })).toBe('VAPID_SUBJECT');
  });

  it("default the contact to the site on https, else the sender's mailbox", () => {
    expect(
      loadConfig({ DATA_DIR: dataDir(), APP_URL: 'https://landed.example' }).webPush!.subject,
    ).toBe('https://landed.example');
    expect(
      loadConfig({ DATA_DIR: dataDir(), MAIL_FROM: 'Landed <hello@landed.example>' }).webPush!
        .subject,
    ).toBe('mailto:hello@landed.example');
  });
});

describe('push endpoints', () => {
  it("are the browsers' push services, or the test origin only", () => {
    expect(isAllowedPushEndpoint('https://fcm.googleapis.com/fcm/send/x', null)).toBe(true);
    expect(isAllowedPushEndpoint('https://api.push.apple.com/3/device/x', null)).toBe(true);
    expect(isAllowedPushEndpoint('https://notapple.com/x', null)).toBe(false);
    expect(isAllowedPushEndpoint('https://evil.push.apple.com.example/x', null)).toBe(false);
    expect(isAllowedPushEndpoint('http://127.0.0.1:4468/push/x', null)).toBe(false);
    expect(isAllowedPushEndpoint('http://127.0.0.1:4468/push/x', 'http://127.0.0.1:4468')).toBe(
      true,
    );
    expect(isAllowedPushEndpoint('http://127.0.0.1:4469/push/x', 'http://127.0.0.1:4468')).toBe(
      false,
    );
  });
});
