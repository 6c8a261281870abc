// Mail as a service for every feature: `app.mail.enqueue(message, tx)` renders the template
// and writes it to the outbox inside the caller's transaction, so an action and its mail
// commit together or not at all. A worker in this process delivers due mail: through SMTP
// when SMTP_URL is set, otherwise to the server log (ARCHITECTURE, DECISIONS "Accounts").
// Nothing a user does waits on SMTP; failures are retried with back-off and end as `failed`.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';

import type { Locale } from '@landed/shared/locales';

import type { DbOrTx } from '#server/db/client.ts';
import type { OutboxRow } from './outbox-repository.ts';
import type { MailMessage } from './message.ts';
import { REPLY_TO_CONTACT, SECRET_LINK_LIFETIME_MS, renderMail } from './templates.ts';

export type { MailMessage, MailTemplate } from './message.ts';

// A file sent with a mail (an invoice PDF, an .ics), kept in the outbox until delivered.
export type MailAttachment = { filename: string; contentType: string; content: Buffer };

// What a mail may carry beside its template: the booking it is about (the booking's
// timeline lists it) and attachments.
export type MailExtras = {
  bookingId?: string;
  attachments?: MailAttachment[];
  // e.g. List-Unsubscribe and List-Unsubscribe-Post on newsletter mail (RFC 8058).
  headers?: Record<string, string>;
  // The recipient's language (users.locale); English when absent (docs/decisions/072).
  locale?: Locale | undefined;
};

export type MailService = {
  // Renders and stores the mail (in `tx` when given). Returns the outbox id.
  enqueue: (message: MailMessage & MailExtras, tx?: DbOrTx) => Promise<string>;
  // Delivers every mail that is due now; resolves with how many were attempted. The worker
  // calls it on its interval; tests without a worker call it directly.
  deliverDue: () => Promise<number>;
  // Delivers one mail now if it is due and no worker holds it; resolves with whether it did.
  deliverOne: (id: string) => Promise<boolean>;
};

declare module 'fastify' {
  interface FastifyInstance {
    mail: MailService;
  }
}

const BATCH = 10;
// How soon after a response that wrote mail the worker runs (see the onResponse hook).
const WAKE_DELAY_MS = 250;
// Longest a run keeps going (batches) before giving the event loop back to the timer.
const MAX_BATCHES_PER_RUN = 20;
// A claimed mail is this instance's for 5 minutes; after that another worker may retry it.
const LEASE_MS = 5 * 60_000;
const MAX_RETRY_DELAY_MS = 60 * 60_000;

export function retryDelay(attempt: number, baseMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempt - 1), MAX_RETRY_DELAY_MS);
}

type Delivery = {
  status: 'sent' | 'logged';
  // `replyTo`: where the recipient's answer should go, when not to MAIL_FROM.
  send: (mail: OutboxRow, replyTo: string | null) => Promise<void>;
  close: () => void;
};

function smtpDelivery(smtpUrl: string, from: string): Delivery {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    // Fail an attempt rather than hold the worker when the server is slow or gone.
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
  });
  return {
    status: 'sent',
    send: async (mail, replyTo) => {
      await transport.sendMail({
        from,
        ...(replyTo ? { replyTo } : {}),
        to: mail.toAddress,
        subject: mail.subject,
        text: mail.textBody,
        html: mail.htmlBody,
        headers: mail.headers,
        attachments: mail.attachments.map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          content: Buffer.from(a.content, 'base64'),
        })),
      });
    },
    close: () => transport.close(),
  };
}

function logDelivery(app: FastifyInstance): Delivery {
  return {
    status: 'logged',
    // Without SMTP the log is the mailbox: a fresh install can still reset a password with
    // the link printed here (README "Mail").
    send: async (mail) => {
      app.log.info(
        { mail: { id: mail.id, template: mail.template, to: mail.toAddress, text: mail.textBody } },
        `Mail to ${mail.toAddress} (not sent: SMTP_URL is not set): ${mail.subject}`,
      );
    },
    close: () => {},
  };
}

export default fp(
  async function mail(app: FastifyInstance) {
    const { appUrl, smtpUrl, mailFrom, mailDelivery: settings } = app.config;
    const outbox = app.outboxRepository;
    const delivery = smtpUrl ? smtpDelivery(smtpUrl, mailFrom) : logDelivery(app);

    // Answers to an inquiry reply go to the business's contact address as it is when the mail
    // leaves (docs/decisions/063).
    async function replyToFor(row: OutboxRow): Promise<string | null> {
      if (!REPLY_TO_CONTACT.has(row.template as MailMessage['template'])) return null;
      return (await app.cmsRepository.get())?.contactEmail || null;
    }

    async function deliver(row: OutboxRow): Promise<void> {
      try {
        await delivery.send(row, await replyToFor(row));
        await outbox.markDelivered(row.id, { status: delivery.status, at: app.config.now() });
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        const giveUp = row.attempts >= settings.maxAttempts;
        const retryAt = giveUp
          ? null
          : new Date(app.config.now().getTime() + retryDelay(row.attempts, settings.retryBaseMs));
        await outbox.markAttemptFailed(row.id, { error: message.slice(0, 500), retryAt });
        app.log.warn(
          { mailId: row.id, template: row.template, attempt: row.attempts, err: message },
          giveUp ? 'mail delivery failed for good' : 'mail delivery failed; will retry',
        );
      }
    }

    async function deliverDue(): Promise<number> {
      // Links that have expired leave the stored bodies, delivered or not.
      await outbox.redactExpiredLinks(app.config.now());
      let attempted = 0;
      for (let batch = 0; batch < MAX_BATCHES_PER_RUN; batch++) {
        const now = app.config.now();
        const claimed = await outbox.claimDue({
          now,
          leaseUntil: new Date(now.getTime() + LEASE_MS),
          limit: BATCH,
        });
        // One at a time: an SMTP server is happier with one connection than with ten.
        for (const row of claimed) await deliver(row);
        attempted += claimed.length;
        if (claimed.length < BATCH) break;
      }
      return attempted;
    }

    async function deliverOne(id: string): Promise<boolean> {
      const now = app.config.now();
      const [row] = await outbox.claimDue({
        now,
        leaseUntil: new Date(now.getTime() + LEASE_MS),
        limit: 1,
        id,
      });
      if (row) await deliver(row);
      return Boolean(row);
    }

    // ---------------------------------------------------------------- the worker
    let timer: NodeJS.Timeout | null = null;
    let running: Promise<void> | null = null;
    let runAgain = false;
    let closing = false;
    // Set by enqueue; the next finished response wakes the worker, by which time the
    // caller's transaction has committed, so new mail leaves at once instead of on the timer.
    let wakeAfterResponse = false;
    let wakeTimer: NodeJS.Timeout | null = null;

    function schedule(delay: number) {
      if (closing || settings.intervalMs === null) return;
      if (timer) clearTimeout(timer);
      timer = setTimeout(() => {
        timer = null;
        void run();
      }, delay);
      timer.unref();
    }

    function run(): Promise<void> {
      if (running) {
        runAgain = true;
        return running;
      }
      running = (async () => {
        do {
          runAgain = false;
          try {
            await deliverDue();
          } catch (error) {
            app.log.warn({ err: error }, 'the mail worker could not read the outbox');
          }
        } while (runAgain && !closing);
      })().finally(() => {
        running = null;
        schedule(settings.intervalMs ?? 0);
      });
      return running;
    }

    app.decorate('mail', {
      async enqueue(message, tx) {
        const now = app.config.now();
        const { locale } = message;
        const rendered = renderMail({ message, appUrl, locale });
        // A mail with a secret link also stores its copy without the link, which replaces
        // the bodies once the link must no longer be usable (docs/decisions/051).
        const linkLifetime = SECRET_LINK_LIFETIME_MS[message.template];
        const redacted = linkLifetime
          ? renderMail({ message, appUrl, locale, redact: true })
          : null;
        const row = await outbox.insert(
          {
            template: message.template,
            toAddress: message.to,
            subject: rendered.subject,
            textBody: rendered.text,
            htmlBody: rendered.html,
            redactedTextBody: redacted?.text ?? null,
            redactedHtmlBody: redacted?.html ?? null,
            linkExpiresAt: linkLifetime ? new Date(now.getTime() + linkLifetime) : null,
            nextAttemptAt: now,
            // The app's clock, like the booking events a mail sits beside in a timeline.
            createdAt: now,
            bookingId: message.bookingId ?? null,
            headers: message.headers ?? {},
            attachments: (message.attachments ?? []).map((a) => ({
              filename: a.filename,
              contentType: a.contentType,
              content: a.content.toString('base64'),
            })),
          },
          tx,
        );
        wakeAfterResponse = true;
        return row.id;
      },
      deliverDue,
      deliverOne,
    } satisfies MailService);

    if (settings.intervalMs !== null) {
      app.addHook('onReady', async () => schedule(0));
      // Coalesced: under load many mails are written within a moment of each other, and one
      // run claims them together instead of one run (and two queries) per mail. A single mail
      // still leaves within WAKE_DELAY_MS.
      app.addHook('onResponse', (_request, _reply, done) => {
        if (!wakeAfterResponse || closing || wakeTimer) return done();
        wakeAfterResponse = false;
        wakeTimer = setTimeout(() => {
          wakeTimer = null;
          void run();
        }, WAKE_DELAY_MS);
        wakeTimer.unref();
        done();
      });
    }

    app.addHook('onClose', async () => {
      closing = true;
      if (timer) clearTimeout(timer);
      if (wakeTimer) clearTimeout(wakeTimer);
      timer = null;
      await running;
      delivery.close();
    });
  },
  { name: 'mail', dependencies: ['outbox-repository', 'cms-repository'] },
);
