// A real OpenID provider on loopback (oauth2-mock-server) standing in for Google, plus the
// browser's part of the authorization code flow, so tests drive the whole sign-in.
import type { AddressInfo } from 'node:net';

import type { FastifyInstance } from 'fastify';
import { Events, OAuth2Server } from 'oauth2-mock-server';

export type GoogleClaims = {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
};

export type OidcProvider = {
  issuer: string;
  server: OAuth2Server;
  // Who the next sign-ins are, as the ID token will say.
  signInAs: (claims: GoogleClaims) => void;
  // Changes the next ID token the provider signs (not the access token issued with it).
  tamperNextIdToken: (change: (payload: Record<string, unknown>) => void) => void;
  stop: () => Promise<void>;
};

export async function startOidcProvider(): Promise<OidcProvider> {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  await server.start(0, '127.0.0.1');
  const port = (server.address() as AddressInfo).port;
  // The mock names itself "localhost"; Google's issuer must match what we configure.
  server.issuer.url = `http://127.0.0.1:${port}`;
  let identity: GoogleClaims = { sub: 'google-default' };
  let tamper: ((payload: Record<string, unknown>) => void) | null = null;
  server.service.on(Events.BeforeTokenSigning, (token) => {
    const payload = token.payload as Record<string, unknown>;
    delete payload.email;
    delete payload.email_verified;
    delete payload.name;
    Object.assign(payload, identity);
    // Of the two tokens signed per request, the ID token is the one with an audience.
    if (tamper && payload.aud !== undefined) {
      tamper(payload);
      tamper = null;
    }
  });
  return {
    issuer: `http://127.0.0.1:${port}`,
    server,
    signInAs: (claims) => {
      identity = claims;
    },
    tamperNextIdToken: (change) => {
      tamper = change;
    },
    stop: () => server.stop(),
  };
}

export type GoogleFlow = {
  // Where GET /api/auth/google sent the browser.
  authorizeUrl: string;
  stateCookie: string;
  // Where the provider sent the browser back (our callback with code and state).
  callbackUrl: URL;
};

// The browser's first two hops: our start route, then the provider's authorize endpoint.
// `query`: the start route's, e.g. '?locale=vi' from a page in Vietnamese.
export async function startGoogleFlow(app: FastifyInstance, query = ''): Promise<GoogleFlow> {
  const start = await app.inject({ method: 'GET', url: `/api/auth/google${query}` });
  if (start.statusCode !== 302) throw new Error(`start answered ${start.statusCode}`);
  const setCookie = String(start.headers['set-cookie'] ?? '');
  const stateCookie = setCookie.split(';')[0]!;
  const authorizeUrl = String(start.headers.location);
  const provider = await fetch(authorizeUrl, { redirect: 'manual' });
  const back = provider.headers.get('location');
  if (!back) throw new Error(`the provider answered ${provider.status} without a redirect`);
  return { authorizeUrl, stateCookie, callbackUrl: new URL(back) };
}

// Where the callback sent the browser, and the sign-in link's cookie it set (name=value), if
// any: the browser sends it with the token exchange.
export type GoogleLanding = URL & { signInCookie: string | null };

// The browser's last hop: our callback, with the cookie. Returns where it was sent.
export async function finishGoogleFlow(
  app: FastifyInstance,
  flow: { callbackUrl: URL; stateCookie: string | null },
): Promise<GoogleLanding> {
  const response = await app.inject({
    method: 'GET',
    url: `${flow.callbackUrl.pathname}${flow.callbackUrl.search}`,
    headers: flow.stateCookie ? { cookie: flow.stateCookie } : {},
  });
  if (response.statusCode !== 302) {
    throw new Error(`callback answered ${response.statusCode}: ${response.body}`);
  }
  const cookies = [response.headers['set-cookie'] ?? []].flat().map(String);
  const signIn = cookies.find((c) => c.startsWith('landed_sign_in=') && !/Max-Age=0\b/.test(c));
  return Object.assign(new URL(String(response.headers.location)), {
    signInCookie: signIn ? signIn.split(';')[0]! : null,
  });
}

// The completion page's work: the single-use token of the landing URL exchanged, with the
// browser's cookie, for a session token.
export async function exchangeSignInToken(app: FastifyInstance, landing: GoogleLanding) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/token/exchange',
    headers: landing.signInCookie ? { cookie: landing.signInCookie } : {},
    payload: { token: landing.searchParams.get('token') ?? '' },
  });
}

export async function signInWithGoogle(app: FastifyInstance, query = ''): Promise<GoogleLanding> {
  return finishGoogleFlow(app, await startGoogleFlow(app, query));
}
