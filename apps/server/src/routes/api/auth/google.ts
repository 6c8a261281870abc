// Google sign-in (public §2, DECISIONS "Accounts", docs/decisions/032-google-sign-in.md).
// Both routes are browser navigations, so every outcome is a redirect into the web app:
// the completion page with a single-use sign-in token, or /login with
// ?google=unavailable|failed|suspended.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { localeSchema } from '@landed/shared/schemas/common';

import { readCookie, serializeCookie } from '#server/lib/cookies.ts';
import { signInWithGoogle } from '#server/operations/auth/sign-in-with-google.ts';
import {
  GOOGLE_STATE_COOKIE,
  GOOGLE_STATE_LIFETIME_SECONDS,
} from '#server/plugins/app/google-sign-in.ts';
import { perAddress } from '#server/plugins/external/rate-limit.ts';

const googleRoutes: FastifyPluginAsyncZod = async (app) => {
  const rateLimit = perAddress(app.config.rateLimits.auth);
  const { appUrl } = app.config;
  const cookiePath = '/api/auth/google';
  const secure = appUrl.startsWith('https:');
  const toLogin = (google: 'unavailable' | 'failed' | 'suspended') =>
    `${appUrl}/login?google=${google}`;
  const clearStateCookie = serializeCookie({
    name: GOOGLE_STATE_COOKIE,
    value: '',
    path: cookiePath,
    maxAgeSeconds: 0,
    secure,
  });

  app.get(
    '/google',
    {
      config: { rateLimit },
      schema: {
        summary: 'Start Google sign-in (a browser navigation)',
        description:
          'Redirects to Google, or to /login?google=unavailable when Google sign-in is not configured and /login?google=failed when Google cannot be reached. `locale`: the language of the page it starts from, given to an account the sign-in creates (English when absent or not one of ours).',
        // Lenient: a link with an unknown language still signs in (in English).
        querystring: z.object({ locale: localeSchema.optional().catch(undefined) }),
      },
    },
    async (request, reply) => {
      if (!app.googleSignIn.enabled) return reply.redirect(toLogin('unavailable'));
      try {
        const { authorizationUrl, stateCookie } = await app.googleSignIn.begin({
          locale: request.query.locale,
        });
        reply.header(
          'set-cookie',
          serializeCookie({
            name: GOOGLE_STATE_COOKIE,
            value: stateCookie,
            path: cookiePath,
            maxAgeSeconds: GOOGLE_STATE_LIFETIME_SECONDS,
            secure,
          }),
        );
        return reply.redirect(authorizationUrl);
      } catch (error) {
        request.log.warn({ err: (error as Error).message }, 'Google sign-in could not start');
        return reply.redirect(toLogin('failed'));
      }
    },
  );

  app.get(
    '/google/callback',
    {
      config: { rateLimit },
      schema: {
        summary: "Google's redirect back (a browser navigation)",
        description:
          'Redirects to /auth/google/callback?token=… in the web app (a single-use sign-in token for POST /api/auth/token/exchange, bound to this browser by a cookie), or to /login?google=failed (or suspended).',
      },
    },
    async (request, reply) => {
      if (!app.googleSignIn.enabled) return reply.redirect(toLogin('unavailable'));
      // The state is single-use: whatever happens next, the cookie goes.
      reply.header('set-cookie', clearStateCookie);
      const signedIn = await signInWithGoogle(app, {
        request,
        query: new URLSearchParams(request.url.split('?')[1] ?? ''),
        stateCookie: readCookie(request.headers.cookie, GOOGLE_STATE_COOKIE),
      });
      if ('refused' in signedIn) return reply.redirect(toLogin(signedIn.refused));
      // The sign-in token's cookie (Fastify adds it to the state cookie's clearing); the
      // completion page exchanges the token for a session (docs/decisions/049).
      reply.header('set-cookie', signedIn.cookie);
      const { token } = signedIn;
      return reply.redirect(`${appUrl}/auth/google/callback?token=${encodeURIComponent(token)}`);
    },
  );
};

export default googleRoutes;
