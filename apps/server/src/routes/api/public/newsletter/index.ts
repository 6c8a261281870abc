import { parse as parseQuery } from 'node:querystring';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { errorResponseSchema } from '@landed/shared/schemas/common';
import {
  NEWSLETTER_MESSAGES,
  newsletterBodySchema,
  newsletterResponseSchema,
} from '@landed/shared/schemas/newsletter';
import {
  PRIVACY_MESSAGES,
  newsletterTokenBodySchema,
  newsletterTokenQuerySchema,
} from '@landed/shared/schemas/privacy';

import { badRequest } from '#server/lib/http-errors.ts';
import { confirmNewsletterSubscription } from '#server/operations/newsletter/confirm-newsletter-subscription.ts';
import { subscribeToNewsletter } from '#server/operations/newsletter/subscribe-to-newsletter.ts';
import { unsubscribeFromNewsletter } from '#server/operations/newsletter/unsubscribe-from-newsletter.ts';
import { perAddress } from '#server/plugins/external/rate-limit.ts';

const answers = {
  200: newsletterResponseSchema,
  400: errorResponseSchema,
  429: errorResponseSchema,
};

// The newsletter box on /blog, with double opt-in, and the links in its mail (decision 067).
const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  const rateLimit = perAddress(app.config.rateLimits.forms);
  // RFC 8058: a mail client's one-click unsubscribe is a form post, `List-Unsubscribe=One-Click`.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => done(null, parseQuery(body as string)),
  );

  app.post(
    '/',
    {
      config: { rateLimit },
      schema: {
        summary: 'Subscribe an address: a confirmation link is mailed to it',
        body: newsletterBodySchema,
        response: answers,
      },
    },
    async (request) => {
      await subscribeToNewsletter(app, {
        email: request.body.email,
        source: 'blog form',
        ip: request.ip,
      });
      return { message: NEWSLETTER_MESSAGES.subscribed };
    },
  );

  app.post(
    '/confirm',
    {
      config: { rateLimit },
      schema: {
        summary: "Confirm a subscription with the mailed link's token",
        body: newsletterTokenBodySchema,
        response: answers,
      },
    },
    async (request) => {
      await confirmNewsletterSubscription(app, { token: request.body.token, ip: request.ip });
      return { message: PRIVACY_MESSAGES.newsletterConfirmed };
    },
  );

  app.post(
    '/unsubscribe',
    {
      config: { rateLimit },
      schema: {
        summary: 'Unsubscribe without signing in (the page of the link, or RFC 8058 one-click)',
        description:
          'JSON `{token}`, or the one-click form post `List-Unsubscribe=One-Click` to the URL of the List-Unsubscribe header (token in the query).',
        querystring: newsletterTokenQuerySchema,
        body: z.union([newsletterTokenBodySchema, z.record(z.string(), z.unknown())]).optional(),
        response: answers,
      },
    },
    async (request) => {
      const body = (request.body ?? {}) as { token?: unknown };
      const token = typeof body.token === 'string' ? body.token : request.query.token;
      if (!token) throw badRequest('token: The unsubscribe link is incomplete.', 'LINK_INVALID');
      const oneClick = !('token' in body);
      await unsubscribeFromNewsletter(app, {
        token,
        source: oneClick ? 'one-click' : 'unsubscribe page',
        ip: request.ip,
      });
      return { message: PRIVACY_MESSAGES.unsubscribed };
    },
  );
};

export default newsletterRoutes;
