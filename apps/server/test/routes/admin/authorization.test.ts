import { describe, expect, it } from 'vitest';

import { ADMIN_ROLES } from '@landed/shared/constants';
import { can } from '@landed/shared/permissions';

import { auditLogs } from '#server/db/schema.ts';
import { permissionFor, stampPermission } from '#server/routes/api/admin/index.ts';
import { adminToken, bearer, build, registerUser } from '#test/helper.ts';
import { streamStatus } from '#test/support/event-stream.ts';

const app = await build();
await app.ready();

const tokens = Object.fromEntries(
  await Promise.all(
    ADMIN_ROLES.map(async (role) => [role, (await adminToken(app, role)).token] as const),
  ),
);
const student = (await registerUser(app)).token;

// A concrete URL for a route pattern: ids are random (so nothing is found), enums valid.
function concrete(url: string): string {
  return url.replace(/:(\w+)/g, (_m, name: string) =>
    name === 'step' ? 'airport' : '00000000-0000-4000-8000-000000000000',
  );
}

describe('every registered /api/admin route', () => {
  it('is registered with a permission (there are routes to check)', () => {
    expect(app.adminRoutes.length).toBeGreaterThan(15);
  });

  it.each(app.adminRoutes.map((r) => [`${r.method} ${r.url}`, r] as const))(
    '%s: 401, 403 and the role matrix',
    async (_name, route) => {
      // An event stream never ends: opened over a real connection, its status read, closed.
      const request = async (headers: Record<string, string>) =>
        route.url.endsWith('/live')
          ? { statusCode: await streamStatus(app, concrete(route.url), headers) }
          : app.inject({
              method: route.method as 'GET',
              url: concrete(route.url),
              headers,
              ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
            });
      expect((await request({})).statusCode).toBe(401);
      expect((await request(bearer(student))).statusCode).toBe(403);
      for (const role of ADMIN_ROLES) {
        const status = (await request(bearer(tokens[role]!))).statusCode;
        const needed =
          typeof route.permission === 'function'
            ? route.permission({ body: {} } as never)
            : [route.permission];
        const allowed = needed.every((p) => can(role, p));
        if (allowed) expect([401, 403], `${role} should pass`).not.toContain(status);
        else expect(status, `${role} should be refused`).toBe(403);
      }
    },
  );

  it('logs every refusal as a security event', async () => {
    await app.inject({
      method: 'GET',
      url: '/api/admin/logs',
      headers: bearer(tokens['Content Manager']!),
    });
    const rows = await app.db.select().from(auditLogs);
    expect(
      rows.some((r) => r.action === 'security.access_denied' && r.category === 'security'),
    ).toBe(true);
  });
});

describe('a route added later', () => {
  it('gets its permission from its prefix, or from its own config', () => {
    expect(permissionFor({ method: 'GET', url: '/api/admin/users/:id' } as never)).toBe(
      'users:read',
    );
    expect(permissionFor({ method: 'PATCH', url: '/api/admin/users/:id' } as never)).toBe(
      'users:manage',
    );
    expect(
      permissionFor({
        method: 'POST',
        url: '/api/admin/users/x',
        config: { permission: 'logs:read' },
      } as never),
    ).toBe('logs:read');
  });

  it('with neither, cannot be registered: the server would not start', () => {
    expect(permissionFor({ method: 'GET', url: '/api/admin/new-thing' } as never)).toBeUndefined();
    expect(() =>
      stampPermission({
        method: 'GET',
        url: '/api/admin/new-thing',
        handler: async () => ({}),
      } as never),
    ).toThrow('Admin route GET /api/admin/new-thing declares no permission');
    const declared = {
      method: 'GET',
      url: '/api/admin/new-thing',
      config: { permission: 'logs:read' },
    };
    expect(stampPermission(declared as never)).toBe('logs:read');
  });
});
