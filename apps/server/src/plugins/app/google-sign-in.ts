// Google sign-in: OpenID Connect authorization code flow with state, nonce and PKCE against
// GOOGLE_ISSUER (openid-client). The server keeps no state between the two requests
// (ARCHITECTURE "Scale-out"): state, nonce, the PKCE verifier and the page's language travel in a short-lived,
// HttpOnly cookie, encrypted and authenticated (JWE, A256GCM), so any instance can finish a
// sign-in another one started and nobody can read or forge it.
import { hkdfSync } from 'node:crypto';

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { EncryptJWT, jwtDecrypt } from 'jose';
import * as oidc from 'openid-client';

import { DEFAULT_LOCALE, isLocale } from '@landed/shared/locales';
import type { Locale } from '@landed/shared/locales';

import { isLoopbackHost } from '#server/config.ts';

export const GOOGLE_STATE_COOKIE = 'landed_google';
// Time a visitor has to get through Google's screens.
export const GOOGLE_STATE_LIFETIME_SECONDS = 10 * 60;

const STATE_AUDIENCE = 'landed:google-sign-in';

export type GoogleIdentity = {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
};

export type GoogleSignIn = {
  // Whether GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are set.
  enabled: boolean;
  redirectUri: string;
  // Where to send the browser, and the signed value to keep in the state cookie meanwhile.
  // `locale`: the language of the page the sign-in started from, kept in the cookie for an
  // account the sign-in creates (docs/decisions/072).
  begin: (input?: { locale?: Locale | undefined }) => Promise<{
    authorizationUrl: string;
    stateCookie: string;
  }>;
  // Checks the provider's answer against the cookie (state, nonce, PKCE, ID token) and
  // returns who signed in, with the language kept by `begin` (English when none). Throws on
  // anything wrong.
  complete: (input: {
    query: URLSearchParams;
    stateCookie: string | undefined;
  }) => Promise<GoogleIdentity & { locale: Locale }>;
};

declare module 'fastify' {
  interface FastifyInstance {
    googleSignIn: GoogleSignIn;
  }
}

export class GoogleSignInError extends Error {}

export default fp(
  async function googleSignIn(app: FastifyInstance) {
    const { google, appUrl, jwtSecret } = app.config;
    const redirectUri = `${appUrl}/api/auth/google/callback`;
    // Its own key, derived from the session key: a state cookie can never pass for a session
    // token or the other way round.
    const stateKey = new Uint8Array(
      hkdfSync('sha256', jwtSecret, new Uint8Array(0), 'landed google sign-in state', 32),
    );

    // Discovery once, on first use; a failure is forgotten so the next sign-in tries again.
    let discovered: Promise<oidc.Configuration> | null = null;
    function configuration(): Promise<oidc.Configuration> {
      if (!google) return Promise.reject(new GoogleSignInError('Google sign-in is not configured'));
      if (!discovered) {
        const issuer = new URL(google.issuer);
        // http: only for a provider on this machine (tests); loadConfig refuses anything else.
        const insecure = issuer.protocol === 'http:' && isLoopbackHost(issuer.hostname);
        discovered = oidc
          .discovery(issuer, google.clientId, google.clientSecret, undefined, {
            timeout: 10,
            ...(insecure ? { execute: [oidc.allowInsecureRequests] } : {}),
          })
          .catch((error: unknown) => {
            discovered = null;
            throw error;
          });
      }
      return discovered;
    }

    const nowSeconds = () => Math.floor(app.config.now().getTime() / 1000);

    const service: GoogleSignIn = {
      enabled: google !== null,
      redirectUri,

      async begin({ locale = DEFAULT_LOCALE } = {}) {
        const config = await configuration();
        const state = oidc.randomState();
        const nonce = oidc.randomNonce();
        const verifier = oidc.randomPKCECodeVerifier();
        const authorizationUrl = oidc.buildAuthorizationUrl(config, {
          redirect_uri: redirectUri,
          scope: 'openid email profile',
          response_type: 'code',
          state,
          nonce,
          code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
          code_challenge_method: 'S256',
        });
        const iat = nowSeconds();
        const stateCookie = await new EncryptJWT({ state, nonce, verifier, locale })
          .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
          .setAudience(STATE_AUDIENCE)
          .setIssuedAt(iat)
          .setExpirationTime(iat + GOOGLE_STATE_LIFETIME_SECONDS)
          .encrypt(stateKey);
        return { authorizationUrl: authorizationUrl.href, stateCookie };
      },

      async complete({ query, stateCookie }) {
        if (!stateCookie)
          throw new GoogleSignInError('no sign-in in progress (state cookie missing)');
        let saved: { state: string; nonce: string; verifier: string; locale: Locale };
        try {
          const { payload } = await jwtDecrypt(stateCookie, stateKey, {
            keyManagementAlgorithms: ['dir'],
            contentEncryptionAlgorithms: ['A256GCM'],
            audience: STATE_AUDIENCE,
            currentDate: app.config.now(),
          });
          const { state, nonce, verifier, locale } = payload;
          if (
            typeof state !== 'string' ||
            typeof nonce !== 'string' ||
            typeof verifier !== 'string'
          ) {
            throw new Error('incomplete');
          }
          // A cookie from before the language was kept has none: English.
          saved = { state, nonce, verifier, locale: isLocale(locale) ? locale : DEFAULT_LOCALE };
        } catch {
          throw new GoogleSignInError('the state cookie is invalid or expired');
        }
        const config = await configuration();
        const callbackUrl = new URL(redirectUri);
        for (const [key, value] of query) callbackUrl.searchParams.append(key, value);
        const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
          expectedState: saved.state,
          expectedNonce: saved.nonce,
          pkceCodeVerifier: saved.verifier,
        });
        const claims = tokens.claims();
        if (!claims?.sub) throw new GoogleSignInError('the ID token has no subject');
        const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : null;
        const name = typeof claims.name === 'string' ? claims.name.trim() : null;
        return {
          subject: claims.sub,
          email: email || null,
          // Google sends a boolean; some providers send the string "true".
          emailVerified: claims.email_verified === true || claims.email_verified === 'true',
          name: name || null,
          locale: saved.locale,
        };
      },
    };

    app.decorate('googleSignIn', service);
  },
  { name: 'google-sign-in' },
);
