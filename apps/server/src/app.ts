// build(config): the whole application, ready to listen or to be driven by app.inject in tests.
// Every test file builds its own app over its own database.
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';

import autoload from '@fastify/autoload';

import Fastify from 'fastify';
import { pino } from 'pino';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';

import type { AppConfig } from './config.ts';
import { fastifyTrustProxy } from './config.ts';
import jobs from './jobs/index.ts';
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
  // One hook for every answer, so that no request pays for two:
  // - while closing, each answer ends its keep-alive connection (above);
  // - API answers are personal or change often: never cached unless a route says otherwise (a
  //   route's own onSend hooks run after this one: http-cache's revalidate replaces it).
  app.addHook('onSend', (request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
    done(null, payload);
  });

  // Every plugin under plugins/: each file there with a default export (a fastify-plugin with
  // a name), repositories included (plugins/app/<name>/<name>-repository.ts). No list: the
  // order comes from each plugin's declared `dependencies`, and Fastify refuses to start when
  // one is missing (plugins/README.md).
  await app.register(autoload, {
    dir: join(import.meta.dirname, 'plugins'),
    dirNameRoutePrefix: false,
    encapsulate: false,
  });
  // Start-up tasks and periodic jobs, once the repositories they use are here (jobs/README.md).
  await app.register(jobs);

  // Folder = URL: routes/api/health.ts and each routes/api/<segment>/index.ts, mounted at
  // /api/<segment>; each folder's index.ts registers what lies below it (routes/README.md).
  await app.register(autoload, {
    dir: join(import.meta.dirname, 'routes/api'),
    options: { prefix: '/api' },
    maxDepth: 1,
  });
  await app.register(seoRoutes);
  return app;
}
