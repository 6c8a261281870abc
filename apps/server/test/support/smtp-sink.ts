// A real SMTP server on loopback that keeps what it receives (smtp-server + mailparser), so
// tests see mail exactly as a mailbox would.
import type { AddressInfo } from 'node:net';

import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = {
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  // Header names lower-cased, values as sent (e.g. list-unsubscribe).
  headers: Record<string, string>;
  // The Reply-To header's address, '' when there is none.
  replyTo: string;
  // Files sent with the mail (an .ics, an invoice), as the mailbox would show them.
  attachments: Array<{ filename: string; contentType: string; content: Buffer }>;
};

export type SmtpSink = {
  port: number;
  url: string;
  received: ReceivedMail[];
  // Resolves with the first mail to `to` (with that subject, when given) received already or
  // within `timeoutMs`.
  waitFor: (match: { to: string; subject?: string }, timeoutMs?: number) => Promise<ReceivedMail>;
  stop: () => Promise<void>;
};

export async function startSmtpSink(port = 0): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    // Plain SMTP on loopback: no certificate to trust.
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    closeTimeout: 200,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          received.push({
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            headers: Object.fromEntries(
              parsed.headerLines.map((h) => [h.key, h.line.slice(h.line.indexOf(':') + 1).trim()]),
            ),
            replyTo: parsed.replyTo?.value[0]?.address ?? '',
            attachments: parsed.attachments.map((a) => ({
              filename: a.filename ?? '',
              contentType: a.contentType,
              content: a.content,
            })),
          });
          for (const wake of waiters) wake();
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const actualPort = (server.server.address() as AddressInfo).port;

  const find = (match: { to: string; subject?: string }) =>
    received.find(
      (m) =>
        m.to.includes(match.to.toLowerCase()) &&
        (match.subject === undefined || m.subject === match.subject),
    );

  return {
    port: actualPort,
    url: `smtp://127.0.0.1:${actualPort}`,
    received,
    waitFor: (match, timeoutMs = 10_000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const mail = find(match);
          if (!mail) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(mail);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no mail to ${match.to} within ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.add(check);
        check();
      }),
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

// A loopback port nobody listens on (yet): for "the SMTP server is down" tests.
export async function freePort(): Promise<number> {
  const sink = await startSmtpSink();
  await sink.stop();
  return sink.port;
}

export function linkIn(text: string, path: string): string {
  const match = new RegExp(`https?://[^\\s"'<>]*${path}[^\\s"'<>]*`).exec(text);
  if (!match) throw new Error(`no ${path} link in:\n${text}`);
  return match[0];
}
