// Authorization for the whole back-office, declared once. Every route under /api/admin gets
// a permission of the role matrix (DECISIONS "Administrators") when it is registered: from
// its own `config.permission`, else from the table below by its prefix (reads need `read`,
// changes need `write`). A route that ends up with none stops the server from starting, so a
// route added later cannot forget. At request time: 401 without a valid session, 403 for a
// non-administrator or a role without the permission (and the refusal is logged).
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { MESSAGES } from '@landed/shared/constants';
import type { Permission } from '@landed/shared/permissions';
import { can } from '@landed/shared/permissions';

import { forbidden } from '#server/lib/http-errors.ts';
import { bearerAuth, schemaDefaults } from '#server/routes/route-schema.ts';
import adminUsersRoutes from './admin-users/index.ts';
import arrivalsRoutes from './arrivals/index.ts';
import blogRoutes from './blog/index.ts';
import bookingsRoutes from './bookings/index.ts';
import cmsRoutes from './cms/index.ts';
import driverCalendarFeedRoutes from './driver-calendar-feeds/index.ts';
import driversRoutes from './drivers/index.ts';
import flightsRoutes from './flights/index.ts';
import inquiriesRoutes from './inquiries/index.ts';
import invitationsRoutes from './invitations/index.ts';
import newsletterRoutes from './newsletter/index.ts';
import logsRoutes from './logs/index.ts';
import meRoutes from './me/index.ts';
import outboxRoutes from './outbox/index.ts';
import partnersRoutes from './partners/index.ts';
import partnerBillingRoutes from './partner-billing/index.ts';
import paymentsRoutes from './payments/index.ts';
import refundsRoutes from './refunds/index.ts';
import reportsRoutes from './reports/index.ts';
import statementsRoutes from './statements/index.ts';
import statsRoutes from './stats/index.ts';
import usersRoutes from './users/index.ts';
// The catalogue (issue 7).
import bankingRoutes from './banking/index.ts';
import packagesRoutes from './packages/index.ts';
import servicesRoutes from './services/index.ts';
// The owner's set-up checklist (issue 25; docs/decisions/079).
import setupRoutes from './setup/index.ts';

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

// The back-office, one line a section: where it is mounted, what it is, and what reading
// (GET, HEAD) and changing need. Registered in this order. A section mounted at the admin
// root lists the `paths` it serves (without them its prefix would be /api/admin itself, and
// every route would find a permission there).
type Section = Access & {
  prefix: string;
  plugin: FastifyPluginAsyncZod;
  paths?: string[];
};

// The access most sections share: one permission for everything, or the bookings' or the
// content's read/write pair.
const only = (permission: Permission): Access => ({ read: permission, write: permission });
const BOOKINGS: Access = { read: 'bookings:read', write: 'bookings:write' };
const CONTENT: Access = { read: 'content:read', write: 'content:write' };

const SECTIONS: Section[] = [
  { prefix: '/me', plugin: meRoutes, ...only('overview:read') },
  {
    prefix: '',
    paths: ['/stats', '/system-notifications'],
    plugin: statsRoutes,
    ...only('overview:read'),
  },
  { prefix: '/users', plugin: usersRoutes, read: 'users:read', write: 'users:manage' },
  { prefix: '/services', plugin: servicesRoutes, ...CONTENT },
  { prefix: '/packages', plugin: packagesRoutes, ...CONTENT },
  { prefix: '/banking', plugin: bankingRoutes, ...CONTENT },
  { prefix: '/bookings', plugin: bookingsRoutes, ...BOOKINGS },
  { prefix: '/payments', plugin: paymentsRoutes, ...BOOKINGS },
  // Refunds (issue 26; docs/decisions/086): those who act on payments; reading too, since a
  // refund's detail is the student's bank account.
  { prefix: '/refunds', plugin: refundsRoutes, ...only('bookings:write') },
  // Bank statements (issue 26, docs/decisions/088): those who act on payments, reads included,
  // since a statement lists the business's bank account.
  { prefix: '/statements', plugin: statementsRoutes, ...only('bookings:write') },
  // Arrival operations (issue 15; docs/decisions/060): run as the bookings are.
  { prefix: '/arrivals', plugin: arrivalsRoutes, ...BOOKINGS },
  { prefix: '/drivers', plugin: driversRoutes, ...BOOKINGS },
  // Live flight status (issue 34; docs/decisions/120): a look-up now, by those who change
  // bookings.
  { prefix: '/flights', plugin: flightsRoutes, ...BOOKINGS },
  // A driver's calendar feed, beside the drivers' own routes (docs/decisions/062).
  { prefix: '/drivers', plugin: driverCalendarFeedRoutes, ...BOOKINGS },
  { prefix: '/logs', plugin: logsRoutes, ...only('logs:read') },
  { prefix: '/admin-users', plugin: adminUsersRoutes, ...only('roles:manage') },
  // Staff invitations (issue 24, docs/decisions/075): as the admin team.
  { prefix: '/invitations', plugin: invitationsRoutes, ...only('roles:manage') },
  // Partners, their terms and their people (issue 27, docs/decisions/091): the Super Admin's,
  // as the team is.
  { prefix: '/partners', plugin: partnersRoutes, ...only('partners:manage') },
  // A partner's invoices and commissions (issue 27; docs/decisions/096, 097), beside the
  // partners' own routes and with their access: the Super Admin's.
  { prefix: '/partners', plugin: partnerBillingRoutes, ...only('partners:manage') },
  { prefix: '/outbox', plugin: outboxRoutes, ...only('logs:read') },
  { prefix: '/cms', plugin: cmsRoutes, ...CONTENT },
  { prefix: '/blog', plugin: blogRoutes, ...CONTENT },
  {
    prefix: '/inquiries',
    plugin: inquiriesRoutes,
    read: 'inquiries:read',
    write: 'inquiries:write',
  },
  // Reports for the accountant (GST by quarter; docs/decisions/090): the business's money, the
  // Super Admin's like the bank details.
  { prefix: '/reports', plugin: reportsRoutes, ...only('bank:manage') },
  // The owner's set-up: the Super Admin's, like the bank details it checks.
  { prefix: '/setup', plugin: setupRoutes, ...only('bank:manage') },
  { prefix: '/newsletter', plugin: newsletterRoutes, ...only('content:write') },
];

export const ACCESS: Record<string, Access> = Object.fromEntries(
  SECTIONS.flatMap(({ prefix, paths = [prefix], read, write }) =>
    paths.map((path) => [`/api/admin${path}`, { read, write }] as const),
  ),
);

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
  // In the API reference, every route here is `admin` and needs a session.
  schemaDefaults(app, { tags: ['admin'], security: bearerAuth, errors: [401, 403] });
  app.addHook('onRoute', (route) => {
    const permission = stampPermission(route);
    for (const method of Array.isArray(route.method) ? route.method : [route.method]) {
      if (method !== 'HEAD') app.adminRoutes.push({ method, url: route.url, permission });
    }
  });

  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', async (request) => {
    // A partner user is never an administrator (docs/decisions/091): should a row ever hold
    // both, the back-office does not answer it.
    if (!request.user?.adminRole || request.user.partnerId) {
      await app.recordSecurityEvent(request, {
        action: 'security.access_denied',
        actorId: request.user?.id ?? null,
        actorEmail: request.user?.email ?? '',
        details: {
          route: request.routeOptions.url,
          method: request.method,
          reason: request.user?.partnerId ? 'a partner user' : 'not an administrator',
        },
      });
      throw forbidden(MESSAGES.forbidden, 'NOT_ADMIN');
    }
    // Staff read passports and move money: with ADMIN_MFA=required (the default) nothing here
    // answers until the administrator has two-factor sign-in on (docs/decisions/054).
    if (app.config.adminMfa === 'required' && !request.user.totpEnabledAt) {
      await app.recordSecurityEvent(request, {
        action: 'security.access_denied',
        actorId: request.user.id,
        actorEmail: request.user.email,
        details: {
          route: request.routeOptions.url,
          method: request.method,
          reason: 'two-factor sign-in not set up',
        },
      });
      throw forbidden(MESSAGES.mfaRequiredForAdmins, 'MFA_REQUIRED');
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

  for (const { plugin, prefix } of SECTIONS) await app.register(plugin, { prefix });
}
