// Every mail the product sends: one entry of the MailMessage union per template, each rendered
// to a subject, a plain-text body and an HTML body. Everything that comes from data is escaped
// in the HTML; links point at APP_URL.
import type { BookingStatus } from '@landed/shared/constants';
import { pagePath } from '@landed/shared/pages';

import { EMAIL_LINK_LIFETIME_MS } from '#server/plugins/app/email-verifications/email-verifications-repository.ts';
import { RESET_TOKEN_LIFETIME_MS } from '#server/plugins/app/password-resets/password-resets-repository.ts';

export type MailMessage =
  | { template: 'password-reset'; to: string; data: { name: string; resetUrl: string } }
  | { template: 'welcome'; to: string; data: { name: string } }
  | {
      // Double opt-in for the newsletter (docs/decisions/067).
      template: 'newsletter-confirm';
      to: string;
      data: { confirmUrl: string };
    }
  | {
      // Seven days before uploaded documents are deleted (docs/decisions/066).
      template: 'documents-expiring';
      to: string;
      data: { name: string; count: number; deleteOn: string };
    }
  | { template: 'verify-email'; to: string; data: { name: string; verifyUrl: string } }
  | {
      template: 'email-change-confirm';
      to: string;
      data: { name: string; newEmail: string; confirmUrl: string };
    }
  | { template: 'email-change-notice'; to: string; data: { name: string; newEmail: string } }
  | {
      // Two-factor sign-in turned on or off, or a recovery code used (docs/decisions/054).
      template: 'two-factor-changed';
      to: string;
      data: {
        name: string;
        change: 'enabled' | 'disabled' | 'recovery-code-used';
        codesLeft?: number;
      };
    }
  | {
      template: 'booking-received';
      to: string;
      data: {
        name: string;
        bookingRef: string;
        packageName: string;
        // YYYY-MM-DD (Melbourne calendar).
        preferredDate: string;
        // Cents.
        totalPrice: number;
      };
    }
  | {
      template: 'booking-status-changed';
      to: string;
      data: { name: string; bookingRef: string; packageName: string; status: BookingStatus };
    }
  | {
      // 7 days and 1 day before the arrival (plugins/app/bookings/send-reminders.ts).
      template: 'booking-reminder';
      to: string;
      data: {
        name: string;
        bookingRef: string;
        packageName: string;
        // YYYY-MM-DD (Melbourne calendar).
        preferredDate: string;
        // 'tomorrow', 'in 7 days', …
        when: string;
      };
    }
  | {
      template: 'payment-verified';
      to: string;
      // amount in cents. The invoice attached to the mail, when one was issued (decision 061).
      data: {
        name: string;
        bookingRef: string;
        amount: number;
        invoiceNumber?: string;
        taxInvoice?: boolean;
      };
    }
  | {
      // An administrator's answer to a contact-form inquiry, with the inquiry quoted
      // (docs/decisions/063). Sent with Reply-To the business's contact address.
      template: 'inquiry-reply';
      to: string;
      data: {
        name: string;
        reply: string;
        // The administrator's first name, to sign with; '' for none.
        author: string;
        original: { message: string; sentOn: string };
      };
    }
  | {
      template: 'payment-rejected';
      to: string;
      data: { name: string; bookingRef: string; amount: number; reason: string };
    }
  | {
      // The student moved their arrival; to the driver assigned to meet them
      // (docs/decisions/064).
      template: 'arrival-changed-driver';
      to: string;
      data: {
        name: string;
        bookingRef: string;
        studentName: string;
        studentPhone: string;
        before: ArrivalFacts;
        after: ArrivalFacts;
        meetingPoint: string;
      };
    }
  | {
      // The student's pickup: who meets them and where (docs/decisions/060). `updated`: the
      // driver or the meeting point changed after an earlier mail.
      template: 'pickup-assigned';
      to: string;
      data: PickupFacts & {
        name: string;
        driverFirstName: string;
        driverPhone: string;
        updated: boolean;
      };
    }
  | {
      // A driver's job: given, changed (meeting point), or taken away (reassigned, removed,
      // booking cancelled).
      template: 'driver-job';
      to: string;
      data: PickupFacts & {
        name: string;
        kind: 'assigned' | 'updated' | 'withdrawn';
        studentName: string;
        studentPhone: string;
        destinationAddress: string;
      };
    };

// A booking's arrival as a driver needs it: date (YYYY-MM-DD, Melbourne), time (HH:MM or ''),
// flight and where the student is going ('' when not given).
export type ArrivalFacts = {
  preferredDate: string;
  arrivalTime: string;
  flightNumber: string;
  destinationAddress: string;
};

// What a pickup mail says about the arrival. Dates YYYY-MM-DD and times HH:MM, Melbourne.
export type PickupFacts = {
  bookingRef: string;
  preferredDate: string;
  arrivalTime: string;
  flightNumber: string;
  meetingPoint: string;
};

export type MailTemplate = MailMessage['template'];

// Templates whose action link carries a secret (a one-time token), with how long the link
// lives. The outbox keeps such a mail's bodies with the link only until it is delivered, has
// failed for good or the link has expired (docs/decisions/051).
// How long a newsletter confirmation link works.
export const NEWSLETTER_CONFIRM_LIFETIME_MS = 7 * 24 * 60 * 60_000;

export const SECRET_LINK_LIFETIME_MS: Partial<Record<MailTemplate, number>> = {
  'password-reset': RESET_TOKEN_LIFETIME_MS,
  'verify-email': EMAIL_LINK_LIFETIME_MS,
  'email-change-confirm': EMAIL_LINK_LIFETIME_MS,
  'newsletter-confirm': NEWSLETTER_CONFIRM_LIFETIME_MS,
};

// Templates a recipient is expected to answer: delivered with Reply-To set to the business's
// contact e-mail (CMS), when there is one (docs/decisions/063).
export const REPLY_TO_CONTACT: ReadonlySet<MailTemplate> = new Set<MailTemplate>(['inquiry-reply']);

// What a secret link becomes in the stored copy.
export const REDACTED_LINK_TEXT =
  '[This link has been removed from the stored copy of this e-mail.]';

export type RenderedMail = { subject: string; text: string; html: string };

// A mail is a greeting, then blocks, then the sign-off; the same blocks make both bodies.
type Block =
  | { paragraph: string }
  // Text someone wrote, line breaks kept.
  | { text: string }
  // Earlier text, quoted under a heading ("On … you wrote:").
  | { quote: { heading: string; text: string } }
  | { action: { label: string; url: string; secret?: boolean } }
  | { facts: Array<[label: string, value: string]> };

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

// DECISIONS "Locale": Australian dollars shown as `$75` (cents only when there are some).
export function formatCents(cents: number): string {
  return new Intl.NumberFormat('en-AU', {
    style: 'currency',
    currency: 'AUD',
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(cents / 100);
}

// A calendar date (YYYY-MM-DD) as people read it: "Saturday 14 February 2026".
export function formatCalendarDate(date: string): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime())) return date;
  return new Intl.DateTimeFormat('en-AU', {
    timeZone: 'UTC',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  })
    .format(parsed)
    .replace(',', '');
}

// One line of an arrival change: the new value, and the old one when it changed.
function changedFact(input: { label: string; before: string; after: string }): [string, string] {
  const after = input.after || 'not given';
  if (input.before === input.after) return [input.label, after];
  return [input.label, `${after} (was ${input.before || 'not given'})`];
}

// Header values never carry line breaks.
const oneLine = (value: string) => value.replace(/[\r\n]+/g, ' ').trim();

function composeMail(input: {
  appUrl: string;
  subject: string;
  name: string;
  blocks: Block[];
  redact: boolean;
}): RenderedMail {
  const { appUrl } = input;
  const blocks: Block[] = input.blocks.map((block) =>
    input.redact && 'action' in block && block.action.secret
      ? { paragraph: `${block.action.label}: ${REDACTED_LINK_TEXT}` }
      : block,
  );
  const name = oneLine(input.name) || 'there';
  const subject = oneLine(input.subject);

  const text = [
    `Hi ${name},`,
    ...blocks.map((block) => {
      if ('paragraph' in block) return block.paragraph;
      if ('text' in block) return block.text;
      if ('quote' in block)
        return [block.quote.heading, ...block.quote.text.split(/\r?\n/).map((l) => `> ${l}`)].join(
          '\n',
        );
      if ('action' in block) return `${block.action.label}: ${block.action.url}`;
      return block.facts.map(([label, value]) => `${label}: ${value}`).join('\n');
    }),
    `The Landed team\n${appUrl}`,
  ].join('\n\n');

  const htmlBlocks = blocks
    .map((block) => {
      if ('paragraph' in block) {
        return `<p style="margin:0 0 16px">${escapeHtml(block.paragraph)}</p>`;
      }
      if ('text' in block) {
        return `<p style="margin:0 0 16px;white-space:pre-wrap">${escapeHtml(block.text)}</p>`;
      }
      if ('quote' in block) {
        return (
          `<p style="margin:24px 0 8px;color:#475569">${escapeHtml(block.quote.heading)}</p>` +
          `<blockquote style="margin:0 0 16px;padding:0 0 0 12px;border-left:3px solid #cbd5e1;` +
          `color:#475569;white-space:pre-wrap">${escapeHtml(block.quote.text)}</blockquote>`
        );
      }
      if ('action' in block) {
        const url = escapeHtml(block.action.url);
        return (
          `<p style="margin:24px 0"><a href="${url}" style="background:#1d4ed8;color:#ffffff;` +
          `padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600;` +
          `display:inline-block">${escapeHtml(block.action.label)}</a></p>` +
          `<p style="margin:0 0 16px;font-size:13px;color:#475569">If the button does not work, ` +
          `copy this link into your browser:<br><a href="${url}" style="color:#1d4ed8;` +
          `word-break:break-all">${url}</a></p>`
        );
      }
      const rows = block.facts
        .map(
          ([label, value]) =>
            `<tr><th align="left" style="padding:4px 16px 4px 0;color:#475569;font-weight:600">` +
            `${escapeHtml(label)}</th><td style="padding:4px 0">${escapeHtml(value)}</td></tr>`,
        )
        .join('');
      return `<table role="presentation" style="margin:0 0 16px;border-collapse:collapse">${rows}</table>`;
    })
    .join('\n');

  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;background:#f8fafc;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#0f172a;line-height:1.5">
<div style="max-width:560px;margin:0 auto;padding:24px">
<p style="margin:0 0 24px;font-size:20px;font-weight:700;color:#1e3a8a">Landed</p>
<div style="background:#ffffff;border:1px solid #e2e8f0;border-radius:12px;padding:24px">
<p style="margin:0 0 16px">Hi ${escapeHtml(name)},</p>
${htmlBlocks}
<p style="margin:24px 0 0">The Landed team</p>
</div>
<p style="margin:16px 0 0;font-size:12px;color:#475569">Landed: arrival support for international students in Melbourne. <a href="${escapeHtml(appUrl)}" style="color:#475569">${escapeHtml(appUrl)}</a></p>
</div>
</body>
</html>
`;
  return { subject, text, html };
}

const STATUS_TEXT: Record<BookingStatus, string> = {
  Pending: 'Your booking is pending: we will confirm it shortly.',
  Confirmed: 'Good news: your booking is confirmed. We will be in touch about the details.',
  Completed: 'Your booking is complete. We hope you are settling in well!',
  Cancelled: 'Your booking has been cancelled. If you did not expect this, please contact us.',
};

// "Saturday 14 February 2026 at 06:40 (Melbourne time)", or the day alone when no time is known.
function arrivalWhen({ preferredDate, arrivalTime }: PickupFacts): string {
  const day = formatCalendarDate(preferredDate);
  return arrivalTime ? `${day} at ${arrivalTime} (Melbourne time)` : `${day} (time not given yet)`;
}

const orNotGiven = (value: string) => value || 'Not given yet';

// `redact`: the copy the outbox keeps once a secret link must no longer be usable.
export function renderMail({
  message,
  appUrl,
  redact = false,
}: {
  message: MailMessage;
  appUrl: string;
  redact?: boolean;
}): RenderedMail {
  const compose = (input: Omit<Parameters<typeof composeMail>[0], 'appUrl' | 'redact'>) =>
    composeMail({ ...input, appUrl, redact });
  const dashboard = { label: 'Open your dashboard', url: `${appUrl}/dashboard` };
  const dashboardAction = { action: dashboard };
  // The arrival pass of a booking (docs/decisions/062).
  const pass = (bookingRef: string) => ({
    label: 'Open your arrival pass',
    url: `${appUrl}${pagePath('arrivalPass', { bookingId: bookingRef })}`,
  });
  const passOffline =
    'Open your arrival pass once while you are online: your phone then keeps it, so it works in the arrivals hall without internet. It shows your meeting point, your driver once assigned and what to do if you cannot find them.';
  switch (message.template) {
    case 'password-reset':
      return compose({
        subject: 'Reset your Landed password',
        name: message.data.name,
        blocks: [
          {
            paragraph:
              'We received a request to reset the password of your Landed account. Use the link below to choose a new one. The link will expire in 1 hour and works once.',
          },
          { action: { label: 'Reset your password', url: message.data.resetUrl, secret: true } },
          {
            paragraph:
              'If you did not ask for this, you can ignore this email: your password stays as it is.',
          },
        ],
      });
    case 'welcome':
      return compose({
        subject: 'Welcome to Landed',
        name: message.data.name,
        blocks: [
          {
            paragraph:
              'Thank you for creating your Landed account. We help international students arrive and settle in Melbourne: airport pickup, SIM card, accommodation, bank account and more.',
          },
          { action: { label: 'Explore packages', url: `${appUrl}/packages` } },
          {
            paragraph: `Your dashboard keeps your bookings, reminders and onboarding checklist in one place: ${appUrl}/dashboard`,
          },
        ],
      });
    case 'newsletter-confirm':
      return compose({
        subject: 'Confirm your subscription to the Landed newsletter',
        name: '',
        blocks: [
          {
            paragraph:
              'Someone, hopefully you, asked to get the Landed newsletter at this address: guides to arriving and settling in Melbourne. Please confirm with the link below; it works for 7 days.',
          },
          {
            action: {
              label: 'Confirm my subscription',
              url: message.data.confirmUrl,
              secret: true,
            },
          },
          {
            paragraph:
              'If you did not ask for it, ignore this email: you will not hear from us again.',
          },
        ],
      });
    case 'documents-expiring':
      return compose({
        subject: 'Your uploaded documents will be deleted soon',
        name: message.data.name,
        blocks: [
          {
            paragraph: `Your bookings with us have ended, so we will delete the ${message.data.count === 1 ? 'document' : `${message.data.count} documents`} you uploaded (passport, visa, enrolment letter and the like) on ${formatCalendarDate(message.data.deleteOn)}, as our privacy policy says.`,
          },
          {
            paragraph:
              'If you still need a copy, download it from your dashboard before then. Nothing else about your account changes.',
          },
          dashboardAction,
        ],
      });
    case 'verify-email':
      return compose({
        subject: 'Confirm your e-mail',
        name: message.data.name,
        blocks: [
          {
            paragraph:
              'Please confirm that this is your e-mail address, so we can reach you about your bookings and help you recover your account. The link will expire in 24 hours and works once.',
          },
          {
            action: { label: 'Confirm your e-mail', url: message.data.verifyUrl, secret: true },
          },
          {
            paragraph:
              'If you did not create a Landed account, you can ignore this email: nothing changes until the link is opened.',
          },
        ],
      });
    case 'email-change-confirm':
      return compose({
        subject: 'Confirm your new e-mail address',
        name: message.data.name,
        blocks: [
          {
            paragraph: `We received a request to change the e-mail address of your Landed account to ${message.data.newEmail}. Open the link below to confirm it. The link will expire in 24 hours and works once; until then your account keeps its current address.`,
          },
          {
            action: {
              label: 'Confirm your new e-mail address',
              url: message.data.confirmUrl,
              secret: true,
            },
          },
          {
            paragraph:
              'If you did not ask for this, you can ignore this email: nothing changes until the link is opened.',
          },
        ],
      });
    case 'email-change-notice':
      return compose({
        subject: 'Your Landed e-mail address is being changed',
        name: message.data.name,
        blocks: [
          {
            paragraph: `Someone signed in to your Landed account asked to change its e-mail address to ${message.data.newEmail}. The change takes effect when the link we sent to that address is opened.`,
          },
          {
            paragraph: `If this was not you, change your password now (or use "Forgot password" at ${appUrl}/forgot-password): that cancels the change and signs everyone else out. Then contact us at ${appUrl}/contact.`,
          },
        ],
      });
    case 'two-factor-changed': {
      const { change, codesLeft } = message.data;
      const what =
        change === 'enabled'
          ? 'Two-factor sign-in was turned on for your Landed account. From now on, signing in asks for a code from your authenticator app.'
          : change === 'disabled'
            ? 'Two-factor sign-in was turned off for your Landed account. Signing in now needs only your password.'
            : `A recovery code was used to sign in to your Landed account. You have ${codesLeft ?? 0} recovery codes left.`;
      return compose({
        subject:
          change === 'recovery-code-used'
            ? 'A recovery code was used on your Landed account'
            : `Two-factor sign-in was turned ${change === 'enabled' ? 'on' : 'off'}`,
        name: message.data.name,
        blocks: [
          { paragraph: what },
          {
            paragraph: `If this was not you, change your password now (or use "Forgot password" at ${appUrl}/forgot-password), then contact us at ${appUrl}/contact.`,
          },
        ],
      });
    }
    case 'booking-received': {
      const { bookingRef, packageName, preferredDate, totalPrice } = message.data;
      return compose({
        subject: `We received your booking ${bookingRef}`,
        name: message.data.name,
        blocks: [
          {
            paragraph:
              'Thank you for booking with Landed. We have received your booking and will confirm it shortly.',
          },
          {
            facts: [
              ['Booking reference', bookingRef],
              ['Package', packageName],
              ['Preferred date', formatCalendarDate(preferredDate)],
              ['Total', formatCents(totalPrice)],
            ],
          },
          {
            paragraph: `You can pay by bank transfer from your dashboard. Please quote the booking reference ${bookingRef} with your transfer.`,
          },
          { action: dashboard },
        ],
      });
    }
    case 'booking-status-changed': {
      const { bookingRef, packageName, status } = message.data;
      const confirmed: Block[] =
        status === 'Confirmed'
          ? [
              {
                paragraph:
                  'Your arrival is attached as a calendar file: open it to add the pickup to your calendar.',
              },
              { paragraph: passOffline },
              { action: pass(bookingRef) },
            ]
          : [];
      return compose({
        subject: `Your booking ${bookingRef} is now ${status}`,
        name: message.data.name,
        blocks: [
          { paragraph: STATUS_TEXT[status] ?? `Your booking is now ${status}.` },
          {
            facts: [
              ['Booking reference', bookingRef],
              ['Package', packageName],
              ['Status', status],
            ],
          },
          ...confirmed,
          { action: dashboard },
        ],
      });
    }
    case 'booking-reminder': {
      const { bookingRef, packageName, preferredDate, when } = message.data;
      return compose({
        subject: `Your Landed booking ${bookingRef} is ${when}`,
        name: message.data.name,
        blocks: [
          {
            paragraph: `A reminder: your ${packageName} booking ${bookingRef} is ${when}, on ${formatCalendarDate(preferredDate)}.`,
          },
          { paragraph: passOffline },
          { action: pass(bookingRef) },
          {
            paragraph:
              'Has your flight changed? Update your arrival in your dashboard, or tell us, so your driver meets the right flight.',
          },
          { action: dashboard },
        ],
      });
    }
    case 'payment-verified': {
      const { bookingRef, amount, invoiceNumber, taxInvoice } = message.data;
      const invoiceWord = taxInvoice ? 'tax invoice' : 'invoice';
      return compose({
        subject: `Payment received for booking ${bookingRef}`,
        name: message.data.name,
        blocks: [
          {
            paragraph: `We have received your payment of ${formatCents(amount)} for booking ${bookingRef}. Thank you!`,
          },
          {
            facts: [
              ['Booking reference', bookingRef],
              ['Amount received', formatCents(amount)],
              ...(invoiceNumber
                ? ([['Invoice number', invoiceNumber]] as Array<[string, string]>)
                : []),
            ],
          },
          ...(invoiceNumber
            ? [
                {
                  paragraph: `Your ${invoiceWord} ${invoiceNumber} is attached to this e-mail as a PDF. You can also download it from your dashboard at any time.`,
                },
              ]
            : []),
          { action: dashboard },
        ],
      });
    }
    case 'inquiry-reply': {
      const { reply, author, original } = message.data;
      return compose({
        subject: 'Re: Your message to Landed',
        name: message.data.name,
        blocks: [
          { text: reply },
          ...(author ? [{ paragraph: author }] : []),
          {
            paragraph:
              'If you have more questions, simply reply to this e-mail and we will get back to you.',
          },
          {
            quote: {
              heading: `On ${formatCalendarDate(original.sentOn)} you wrote:`,
              text: original.message,
            },
          },
        ],
      });
    }
    case 'payment-rejected': {
      const { bookingRef, amount, reason } = message.data;
      return compose({
        subject: `We could not verify your payment for booking ${bookingRef}`,
        name: message.data.name,
        blocks: [
          {
            paragraph: `We could not verify your payment of ${formatCents(amount)} for booking ${bookingRef}.`,
          },
          {
            facts: [
              ['Booking reference', bookingRef],
              ['Amount', formatCents(amount)],
              ['Reason', reason],
            ],
          },
          {
            paragraph: `Please check the transfer details, then mark the booking as paid again from your dashboard. If anything is unclear, contact us at ${appUrl}/contact.`,
          },
          { action: dashboard },
        ],
      });
    }
    case 'arrival-changed-driver': {
      const { bookingRef, studentName, studentPhone, before, after, meetingPoint } = message.data;
      const when = [formatCalendarDate(after.preferredDate), after.arrivalTime]
        .filter(Boolean)
        .join(' ');
      const facts: Array<[string, string]> = [
        ['Booking reference', bookingRef],
        ['Student', studentName],
        ['Student phone', studentPhone],
        changedFact({
          label: 'Arrival date',
          before: formatCalendarDate(before.preferredDate),
          after: formatCalendarDate(after.preferredDate),
        }),
        changedFact({
          label: 'Arrival time',
          before: before.arrivalTime,
          after: after.arrivalTime,
        }),
        changedFact({ label: 'Flight', before: before.flightNumber, after: after.flightNumber }),
        changedFact({
          label: 'Going to',
          before: before.destinationAddress,
          after: after.destinationAddress,
        }),
      ];
      if (meetingPoint) facts.push(['Meeting point', meetingPoint]);
      return compose({
        subject: `Arrival changed for booking ${bookingRef}: now ${when}`,
        name: message.data.name,
        blocks: [
          {
            paragraph: `${studentName} has changed their arrival. You are still the driver meeting them. Please check that you can make the new time, and tell the Landed team at once if you cannot.`,
          },
          { facts },
          { paragraph: 'Dates and times are Melbourne time.' },
        ],
      });
    }
    case 'pickup-assigned': {
      const { data } = message;
      return compose({
        subject: data.updated
          ? `Your airport pickup has changed: booking ${data.bookingRef}`
          : `${data.driverFirstName} will meet you at the airport: booking ${data.bookingRef}`,
        name: data.name,
        blocks: [
          {
            paragraph: data.updated
              ? 'The details of your airport pickup have changed. Here is who will meet you, and where.'
              : 'Your airport pickup is arranged. Here is who will meet you, and where.',
          },
          {
            facts: [
              ['Your driver', data.driverFirstName],
              ["Driver's phone", data.driverPhone],
              ['Meeting point', orNotGiven(data.meetingPoint)],
              ['Arrival', arrivalWhen(data)],
              ['Flight', orNotGiven(data.flightNumber)],
              ['Booking reference', data.bookingRef],
            ],
          },
          {
            paragraph:
              'Keep your phone on after you land (use the airport Wi-Fi if you have no Australian SIM yet): your driver may call or send a message. If your flight changes, please update your booking or tell us as soon as you can.',
          },
          { action: dashboard },
        ],
      });
    }
    case 'driver-job': {
      const { data } = message;
      const when = arrivalWhen(data);
      if (data.kind === 'withdrawn') {
        return compose({
          subject: `Pickup cancelled for you: ${data.bookingRef}, ${formatCalendarDate(data.preferredDate)}`,
          name: data.name,
          blocks: [
            {
              paragraph:
                'This pickup is no longer yours: please do not go to the airport for it. Nothing else changes for your other pickups.',
            },
            {
              facts: [
                ['Booking reference', data.bookingRef],
                ['Arrival', when],
                ['Flight', orNotGiven(data.flightNumber)],
              ],
            },
          ],
        });
      }
      return compose({
        subject:
          data.kind === 'updated'
            ? `Pickup changed: ${data.bookingRef}, ${formatCalendarDate(data.preferredDate)}`
            : `New pickup: ${data.bookingRef}, ${formatCalendarDate(data.preferredDate)}${data.arrivalTime ? ` at ${data.arrivalTime}` : ''}`,
        name: data.name,
        blocks: [
          {
            paragraph:
              data.kind === 'updated'
                ? 'The details of one of your pickups have changed. Here is the job as it stands now.'
                : 'You have a new pickup. Please meet the student at the meeting point, and call or message them after the flight lands.',
          },
          {
            facts: [
              ['Booking reference', data.bookingRef],
              ['Student', data.studentName],
              ["Student's phone", data.studentPhone],
              ['Arrival', when],
              ['Flight', orNotGiven(data.flightNumber)],
              ['Meeting point', orNotGiven(data.meetingPoint)],
              ...(data.destinationAddress
                ? [['Going to', data.destinationAddress] as [string, string]]
                : []),
            ],
          },
          {
            paragraph:
              'Please keep the student’s details private and use them only for this pickup. If the flight is late or you cannot make it, tell the office straight away.',
          },
        ],
      });
    }
  }
}
