// Authorization for the whole back-office, declared once. Every route under /api/admin gets
// a permission of the role matrix (DECISIONS "Administrators") when it is registered: from
// its own `config.permission`, else from the table below by its prefix (reads need `read`,
// changes need `write`). A route that ends up with none stops the server from starting, so a
// route added later cannot forget. At request time: 401 without a valid session, 403 for a
// non-administrator or a role without the permission (and the refusal is logged).
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';

import { MESSAGES } from '@landed/shared/constants';
import type { Permission } from '@landed/shared/permissions';
import { can } from '@landed/shared/permissions';

import { forbidden } from '../../../lib/http-errors.ts';
import adminUsersRoutes from './admin-users/index.ts';
import blogRoutes from './blog/index.ts';
import bookingsRoutes from './bookings/index.ts';
import cmsRoutes from './cms/index.ts';
import inquiriesRoutes from './inquiries/index.ts';
import newsletterRoutes from './newsletter/index.ts';
import logsRoutes from './logs/index.ts';
import meRoutes from './me/index.ts';
import outboxRoutes from './outbox/index.ts';
import paymentsRoutes from './payments/index.ts';
import statsRoutes from './stats/index.ts';
import usersRoutes from './users/index.ts';
// The catalogue (issue 7).
import bankingRoutes from './banking/index.ts';
import packagesRoutes from './packages/index.ts';
import servicesRoutes from './services/index.ts';

// What a route needs: one permission, or a function of the (parsed, not yet validated)
// request for routes whose needs depend on what is sent.
export type RoutePermission = Permission | ((request: FastifyRequest) => Permission[]);

declare module 'fastify' {
  interface FastifyContextConfig {
    permission?: RoutePermission;
  }
  interface FastifyInstance {
    // Every registered admin route and what it needs (the authorization test walks it).
    adminRoutes: Array<{ method: string; url: string; permission: RoutePermission }>;
  }
}

type Access = { read: Permission; write: Permission };

export const ACCESS: Record<string, Access> = {
  '/api/admin/me': { read: 'overview:read', write: 'overview:read' },
  '/api/admin/stats': { read: 'overview:read', write: 'overview:read' },
  '/api/admin/system-notifications': { read: 'overview:read', write: 'overview:read' },
  '/api/admin/users': { read: 'users:read', write: 'users:manage' },
  '/api/admin/services': { read: 'content:read', write: 'content:write' },
  '/api/admin/packages': { read: 'content:read', write: 'content:write' },
  '/api/admin/banking': { read: 'content:read', write: 'content:write' },
  '/api/admin/bookings': { read: 'bookings:read', write: 'bookings:write' },
  '/api/admin/payments': { read: 'bookings:read', write: 'bookings:write' },
  '/api/admin/logs': { read: 'logs:read', write: 'logs:read' },
  '/api/admin/outbox': { read: 'logs:read', write: 'logs:read' },
  '/api/admin/cms': { read: 'content:read', write: 'content:write' },
  '/api/admin/blog': { read: 'content:read', write: 'content:write' },
  '/api/admin/newsletter': { read: 'content:write', write: 'content:write' },
  '/api/admin/inquiries': { read: 'inquiries:read', write: 'inquiries:write' },
  '/api/admin/admin-users': { read: 'roles:manage', write: 'roles:manage' },
};

const READ_METHODS = new Set(['GET', 'HEAD']);

function prefixAccess(url: string): Access | undefined {
  const prefix = Object.keys(ACCESS)
    .filter((p) => url === p || url.startsWith(`${p}/`))
    .sort((a, b) => b.length - a.length)[0];
  return prefix ? ACCESS[prefix] : undefined;
}

export function permissionFor(
  route: Pick<RouteOptions, 'method' | 'url' | 'config'>,
): RoutePermission | undefined {
  if (route.config?.permission) return route.config.permission;
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  const access = prefixAccess(route.url);
  if (!access) return undefined;
  return methods.every((m) => READ_METHODS.has(m)) ? access.read : access.write;
}

// Gives a route its permission, or refuses it (and with it, the server's start-up).
export function stampPermission(route: RouteOptions): RoutePermission {
  const permission = permissionFor(route);
  if (!permission) {
    throw new Error(`Admin route ${String(route.method)} ${route.url} declares no permission`);
  }
  route.config = { ...route.config, permission };
  return permission;
}

export default async function adminRoutes(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    const permission = stampPermission(route);
    for (const method of Array.isArray(route.method) ? route.method : [route.method]) {
      if (method !== 'HEAD') app.adminRoutes.push({ method, url: route.url, permission });
    }
  });

  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', async (request) => {
    if (!request.user?.adminRole) {
      await app.recordSecurityEvent(request, {
        action: 'security.access_denied',
        actorId: request.user?.id ?? null,
        actorEmail: request.user?.email ?? '',
        details: {
          route: request.routeOptions.url,
          method: request.method,
          reason: 'not an administrator',
        },
      });
      throw forbidden(MESSAGES.forbidden, 'NOT_ADMIN');
    }
  });
  // After the body is parsed (some permissions depend on what is sent), before it is validated
  // (a refused caller learns nothing about the schema).
  app.addHook('preValidation', async (request) => {
    const declared = request.routeOptions.config.permission;
    const needed = typeof declared === 'function' ? declared(request) : declared ? [declared] : [];
    const role = request.user!.adminRole;
    const missing = needed.filter((p) => !can(role, p));
    if (needed.length === 0 || missing.length > 0) {
      await app.recordSecurityEvent(request, {
        action: 'security.access_denied',
        actorId: request.user!.id,
        actorEmail: request.user!.email,
        details: { route: request.routeOptions.url, method: request.method, role, missing },
      });
      throw forbidden(MESSAGES.forbidden, 'ROLE_FORBIDDEN');
    }
  });

  // Whatever an administrator changes may be on the public site: forget the public reads held
  // in memory, here and on every other instance, before the answer leaves (so the next read
  // sees the change). Cheap enough to do for every change rather than trust each route to ask.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400) {
      await app.publicCache.invalidate();
    }
    return payload;
  });

  await app.register(meRoutes, { prefix: '/me' });
  await app.register(statsRoutes);
  await app.register(usersRoutes, { prefix: '/users' });
  await app.register(servicesRoutes, { prefix: '/services' });
  await app.register(packagesRoutes, { prefix: '/packages' });
  await app.register(bankingRoutes, { prefix: '/banking' });
  await app.register(bookingsRoutes, { prefix: '/bookings' });
  await app.register(paymentsRoutes, { prefix: '/payments' });
  await app.register(logsRoutes, { prefix: '/logs' });
  await app.register(adminUsersRoutes, { prefix: '/admin-users' });
  await app.register(outboxRoutes, { prefix: '/outbox' });
  await app.register(cmsRoutes, { prefix: '/cms' });
  await app.register(blogRoutes, { prefix: '/blog' });
  await app.register(inquiriesRoutes, { prefix: '/inquiries' });
  await app.register(newsletterRoutes, { prefix: '/newsletter' });
}
