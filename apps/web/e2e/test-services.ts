// The outside services the end-to-end app server talks to, started by playwright.config.ts
// before it: a real SMTP server (smtp-server) as the mailbox, a real OpenID provider
// (oauth2-mock-server) standing in for Google, and a small HTTP endpoint the specs ask for
// the mail an address received. All on loopback, on ports derived from E2E_PORT:
//   E2E_PORT + 1  SMTP               E2E_PORT + 2  OpenID provider (GOOGLE_ISSUER)
//   E2E_PORT + 3  GET /health, GET /mail?to=<address>[&subject=…] (the newest mail to it, or 404),
//                 GET /mails?to=<address> (all of them)
import http from 'node:http';

import { simpleParser } from 'mailparser';
import { Events, OAuth2Server } from 'oauth2-mock-server';
import { SMTPServer } from 'smtp-server';

import type { GoogleClaims } from './test-service-ports.ts';
import { GOOGLE_IDENTITY_COOKIE, servicePorts } from './test-service-ports.ts';

// Who the provider signs in when a spec does not choose (GOOGLE_IDENTITY_COOKIE).
const DEFAULT_IDENTITY: GoogleClaims = {
  sub: 'e2e-google-default',
  email: 'google.default@example.com',
  email_verified: true,
  name: 'Google Student',
};

type Mail = { to: string[]; subject: string; text: string; html: string; receivedAt: string };

async function main() {
  const base = Number(process.env.E2E_PORT ?? 4310);
  const ports = servicePorts(base);
  const host = '127.0.0.1';

  // ---------------------------------------------------------------- SMTP
  const mailbox: Mail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    closeTimeout: 200,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          mailbox.push({
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            receivedAt: new Date().toISOString(),
          });
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    smtp.once('error', reject);
    smtp.listen(ports.smtp, host, () => resolve());
  });

  // ---------------------------------------------------------------- OpenID provider
  const oidc = new OAuth2Server();
  await oidc.issuer.keys.generate('RS256');
  await oidc.start(ports.oidc, host);
  oidc.issuer.url = `http://${host}:${ports.oidc}`;
  const identityByCode = new Map<string, GoogleClaims>();
  oidc.service.on(Events.BeforeAuthorizeRedirect, ({ url }, req) => {
    const header: string = (req as http.IncomingMessage).headers.cookie ?? '';
    const cookie = header
      .split(';')
      .map((part) => part.trim())
      .find((part) => part.startsWith(`${GOOGLE_IDENTITY_COOKIE}=`));
    let identity = DEFAULT_IDENTITY;
    if (cookie) {
      try {
        const raw = cookie.slice(GOOGLE_IDENTITY_COOKIE.length + 1);
        identity = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as GoogleClaims;
      } catch {
        // A bad cookie signs in the default identity.
      }
    }
    const code = url.searchParams.get('code');
    if (code) identityByCode.set(code, identity);
  });
  oidc.service.on(Events.BeforeTokenSigning, (token, req) => {
    const code = (req.body as { code?: unknown } | undefined)?.code;
    const identity = (typeof code === 'string' && identityByCode.get(code)) || DEFAULT_IDENTITY;
    Object.assign(token.payload, identity);
  });

  // ---------------------------------------------------------------- control endpoint
  const control = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', `http://${host}`);
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (url.pathname === '/health') return send(200, { status: 'ok' });
    if (url.pathname === '/mail') {
      const to = (url.searchParams.get('to') ?? '').toLowerCase();
      const subject = url.searchParams.get('subject');
      const mail = mailbox
        .filter((m) => m.to.includes(to) && (subject === null || m.subject === subject))
        .at(-1);
      return mail ? send(200, mail) : send(404, { message: `no mail to ${to}` });
    }
    // Every mail to an address, oldest first (the locale check reads them all).
    if (url.pathname === '/mails') {
      const to = (url.searchParams.get('to') ?? '').toLowerCase();
      return send(
        200,
        mailbox.filter((m) => m.to.includes(to)),
      );
    }
    return send(404, { message: 'not found' });
  });
  await new Promise<void>((resolve, reject) => {
    control.once('error', reject);
    control.listen(ports.control, host, () => resolve());
  });

  console.log(
    `e2e services: SMTP smtp://${host}:${ports.smtp}, OpenID http://${host}:${ports.oidc}, mail http://${host}:${ports.control}/mail`,
  );

  const stop = async () => {
    control.close();
    await oidc.stop().catch(() => {});
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => void stop());
}

main().catch((error: unknown) => {
  console.error(`e2e services could not start: ${(error as Error).message}`);
  process.exit(1);
});
