// Where the end-to-end test services listen (started by test-services.ts), derived from
// E2E_PORT so several checkouts can run their end-to-end tests side by side.
export const servicePorts = (base: number) => ({
  // SMTP, the app server's SMTP_URL.
  smtp: base + 1,
  // The OpenID provider, the app server's GOOGLE_ISSUER.
  oidc: base + 2,
  // GET /health, GET /mail?to=<address>.
  control: base + 3,
  // A second app server with ADMIN_MFA=required, started by two-factor.spec.ts.
  strictAdmin: base + 4,
  // A fresh install of its own, started by owner-set-up.spec.ts (docs/decisions/079).
  freshInstall: base + 5,
  // Two more, one a language, started by five-people.spec.ts.
  fivePeople: [base + 6, base + 7] as const,
});

// A spec picks the Google identity the provider signs in with this cookie (base64url JSON of
// the claims) on the provider's /authorize, so parallel specs never swap identities.
export const GOOGLE_IDENTITY_COOKIE = 'e2e_google_identity';
export type GoogleClaims = { sub: string; email: string; email_verified: boolean; name: string };
