// build(config): the whole application, ready to listen or to be driven by app.inject in tests.
// Every test file builds its own app over its own database.
import { randomUUID } from 'node:crypto';

import Fastify from 'fastify';
import { pino } from 'pino';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';

import type { AppConfig } from './config.ts';
import { fastifyTrustProxy } from './config.ts';
import jobs from './jobs/index.ts';
import auditRepository from './plugins/app/audit/audit-repository.ts';
import adjustmentNotesRepository from './plugins/app/adjustment-notes/adjustment-notes-repository.ts';
import refundsRepository from './plugins/app/refunds/refunds-repository.ts';
import statsRepository from './plugins/app/stats/stats-repository.ts';
import auth from './plugins/app/auth.ts';
import mfaRepository from './plugins/app/mfa/mfa-repository.ts';
import twoFactor from './plugins/app/mfa/two-factor.ts';
import bookingsRepository from './plugins/app/bookings/bookings-repository.ts';
import calendarFeedsRepository from './plugins/app/calendar-feeds/calendar-feeds-repository.ts';
import documentsRepository from './plugins/app/documents/documents-repository.ts';
import personalDataRepository from './plugins/app/privacy/personal-data-repository.ts';
import emailVerificationsRepository from './plugins/app/email-verifications/email-verifications-repository.ts';
import errorHandler from './plugins/app/error-handler.ts';
import googleSignIn from './plugins/app/google-sign-in.ts';
import mail from './plugins/app/mail/mail.ts';
import mediaRepository from './plugins/app/media/media-repository.ts';
import arrivalsRepository from './plugins/app/arrivals/arrivals-repository.ts';
import driversRepository from './plugins/app/drivers/drivers-repository.ts';
import outboxRepository from './plugins/app/mail/outbox-repository.ts';
import notificationsRepository from './plugins/app/notifications/notifications-repository.ts';
import onboardingRepository from './plugins/app/onboarding/onboarding-repository.ts';
import passwordResetsRepository from './plugins/app/password-resets/password-resets-repository.ts';
import partnerBookingsRepository from './plugins/app/partner-bookings/partner-bookings-repository.ts';
import commissionsRepository from './plugins/app/commissions/commissions-repository.ts';
import partnerInvoicesRepository from './plugins/app/partner-invoices/partner-invoices-repository.ts';
import partnersRepository from './plugins/app/partners/partners-repository.ts';
import paymentsRepository from './plugins/app/payments/payments-repository.ts';
import cardPaymentsRepository from './plugins/app/card-payments/card-payments-repository.ts';
import gstRepository from './plugins/app/reports/gst-repository.ts';
import bankStatementsRepository from './plugins/app/bank-statements/bank-statements-repository.ts';
import bankingRepository from './plugins/app/banking/banking-repository.ts';
import blogRepository from './plugins/app/blog/blog-repository.ts';
import cmsRepository from './plugins/app/cms/cms-repository.ts';
import customOptionsRepository from './plugins/app/custom-options/custom-options-repository.ts';
import httpCache from './plugins/app/http-cache.ts';
import inputGuard from './plugins/app/input-guard.ts';
import inquiriesRepository from './plugins/app/inquiries/inquiries-repository.ts';
import invitationsRepository from './plugins/app/invitations/invitations-repository.ts';
import invoicesRepository from './plugins/app/invoices/invoices-repository.ts';
import newsletterRepository from './plugins/app/newsletter/newsletter-repository.ts';
import packagesRepository from './plugins/app/packages/packages-repository.ts';
import publicCache from './plugins/app/public-cache.ts';
import servicesRepository from './plugins/app/services/services-repository.ts';
import sessionsRepository from './plugins/app/sessions/sessions-repository.ts';
import usersRepository from './plugins/app/users/users-repository.ts';
import db from './plugins/external/db.ts';
import rateLimit from './plugins/external/rate-limit.ts';
import securityHeaders from './plugins/external/security-headers.ts';
import stripe from './plugins/external/stripe.ts';
import swagger from './plugins/external/swagger.ts';
import web from './plugins/external/web.ts';
import apiRoutes from './routes/api/index.ts';
import seoRoutes from './routes/seo.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
  }
}

// A path that is itself a secret: a private calendar feed's address (docs/decisions/062).
const SECRET_PATH = /^(\/api\/calendar\/)[^/]*/;

// What the log shows of a request's address: never a query string (reset tokens, OAuth codes),
// never a secret path.
export function loggedUrl(url: string): string {
  return (url.split('?')[0] ?? '').replace(SECRET_PATH, '$1[redacted]');
}

// Never log a query string, a secret path or credentials.
function requestSerializer(request: FastifyRequest) {
  return {
    method: request.method,
    url: loggedUrl(request.url),
    remoteAddress: request.ip,
    requestId: request.id,
  };
}

// Errors are logged with their stack, but a failed query's parameters (e-mail addresses,
// password and token hashes) stay out of the log: Drizzle puts them in the message and on
// `params`.
export function errorSerializer(error: Error): ReturnType<typeof pino.stdSerializers.err> {
  const serialized = pino.stdSerializers.err(error) as unknown as Record<string, unknown>;
  const scrub = (value: unknown): unknown => {
    if (!value || typeof value !== 'object') return value;
    const copy = { ...(value as Record<string, unknown>) };
    if ('params' in copy) copy.params = '[redacted]';
    if (typeof copy.message === 'string') {
      copy.message = copy.message.replace(/\nparams: [\s\S]*$/, '\nparams: [redacted]');
    }
    if (typeof copy.stack === 'string') {
      copy.stack = copy.stack.replace(/\nparams: [\s\S]*?(?=\n\s+at |$)/, '\nparams: [redacted]');
    }
    if (copy.cause) copy.cause = scrub(copy.cause);
    return copy;
  };
  return scrub(serialized) as ReturnType<typeof pino.stdSerializers.err>;
}

export async function build(config: AppConfig): Promise<FastifyInstance> {
  const bootId = randomUUID().slice(0, 8);
  let requestCount = 0;
  const app = Fastify({
    logger: {
      level: config.logLevel,
      ...(config.logStream ? { stream: config.logStream } : {}),
      serializers: { req: requestSerializer, err: errorSerializer },
      redact: {
        paths: [
          'req.headers.authorization',
          'req.headers.cookie',
          '*.password',
          '*.token',
          '*.newPassword',
          '*.currentPassword',
        ],
        censor: '[redacted]',
      },
    },
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // Unique across instances and restarts (a random prefix per start), and cheaper than a
    // random UUID per request.
    genReqId: () => `${bootId}-${(++requestCount).toString(36)}`,
    bodyLimit: 1024 * 1024,
    // No request may hang forever, even when the database stops answering.
    requestTimeout: 30_000,
    connectionTimeout: 60_000,
    return503OnClosing: true,
    routerOptions: { ignoreTrailingSlash: true },
    // Start-up applies the migrations and the seed inside the database plugin: on a busy
    // two-core host that took longer than Fastify's 10 s default and the start failed
    // ("Plugin did not start in time: 'db'"); a minute is still a clear failure.
    pluginTimeout: 60_000,
  });

  // The API speaks JSON (and multipart where a route uploads files): a text body is a 415.
  app.removeContentTypeParser('text/plain');
  // A call without a payload (mark-paid, restore) from a client that labels every write as
  // JSON arrives as `Content-Type: application/json` with an empty body: that is no body, not
  // an error. Anything else goes through Fastify's own parser (prototype poisoning refused).
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (typeof body === 'string' && body.trim() === '') return done(null, undefined);
    return parseJson(request, String(body), done);
  });
  app.setValidatorCompiler(validatorCompiler);
  // Filled by the admin routes' authorization layer as they register.
  app.decorate('adminRoutes', []);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);

  // Draining on SIGTERM: requests already in flight are answered, and each answer given while
  // closing ends its keep-alive connection, so the server is not left waiting for clients to
  // hang up (bench/faults.js). New requests meanwhile get 503 (return503OnClosing).
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });

  await app.register(errorHandler);
  await app.register(inputGuard);
  await app.register(securityHeaders);
  await app.register(rateLimit);

  await app.register(swagger);
  await app.register(db);
  await app.register(usersRepository);
  await app.register(sessionsRepository);
  await app.register(auditRepository);
  await app.register(servicesRepository);
  await app.register(bookingsRepository);
  await app.register(calendarFeedsRepository);
  await app.register(notificationsRepository);
  await app.register(onboardingRepository);
  await app.register(documentsRepository);
  await app.register(paymentsRepository);
  await app.register(bankStatementsRepository);
  await app.register(statsRepository);
  await app.register(cmsRepository);
  await app.register(outboxRepository);
  await app.register(mail);
  // Privacy (issue 16): export and erasure.
  await app.register(personalDataRepository);
  await app.register(passwordResetsRepository);
  await app.register(emailVerificationsRepository);
  // Staff invitations (issue 24, docs/decisions/075).
  await app.register(invitationsRepository);
  // Partners: universities and agents, their users and referral links (issue 27).
  await app.register(partnersRepository);
  await app.register(partnerBookingsRepository);
  await app.register(googleSignIn);
  // The public site's content and forms (issue 3).
  await app.register(packagesRepository);
  await app.register(customOptionsRepository);
  await app.register(blogRepository);
  await app.register(bankingRepository);
  await app.register(inquiriesRepository);
  await app.register(invoicesRepository);
  await app.register(newsletterRepository);
  // The back-office catalogue's uploaded images (issue 7).
  await app.register(mediaRepository);
  // Arrival operations (issue 15): drivers and the arrivals board (docs/decisions/060).
  await app.register(driversRepository);
  await app.register(arrivalsRepository);
  // Refunds and adjustment notes (issue 26; docs/decisions/086, 087).
  await app.register(refundsRepository);
  await app.register(adjustmentNotesRepository);
  // Cards and wallets through Stripe when its keys are set (issue 26; docs/decisions/089).
  await app.register(stripe);
  await app.register(cardPaymentsRepository);
  // The GST report by quarter (issue 26; docs/decisions/090).
  await app.register(gstRepository);
  // Partners' board digest, billing on account and commissions (issue 27; decisions 095-097).
  await app.register(partnerInvoicesRepository);
  await app.register(commissionsRepository);
  await app.register(auth);
  // Two-factor sign-in (docs/decisions/054).
  await app.register(mfaRepository);
  await app.register(twoFactor);
  // Start-up tasks and periodic jobs, once the repositories they use are here (jobs/README.md).
  await app.register(jobs);

  // Public reads served from memory; before http-cache so a cached answer still gets its ETag.
  await app.register(publicCache);
  // Before the no-store default below: public reads that opt in revalidate with an ETag.
  await app.register(httpCache);
  // API answers are personal or change often: never cached unless a route says otherwise.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
    done(null, payload);
  });

  await app.register(apiRoutes, { prefix: '/api' });
  await app.register(seoRoutes);
  await app.register(web);
  return app;
}
