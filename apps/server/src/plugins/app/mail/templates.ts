// Every mail the product sends: one entry of the MailMessage union per template, each rendered
// to a subject, a plain-text body and an HTML body. Everything that comes from data is escaped
// in the HTML; links point at APP_URL.
import type { AdminRole, BookingStatus } from '@landed/shared/constants';
import { TIME_ZONE } from '@landed/shared/constants';
import { DEFAULT_LOCALE, localePrefix, localizedPath } from '@landed/shared/locales';
import type { Locale } from '@landed/shared/locales';
import { pagePath } from '@landed/shared/pages';

import { EMAIL_LINK_LIFETIME_MS } from '#server/plugins/app/email-verifications/email-verifications-repository.ts';
import { INVITATION_LIFETIME_MS } from '#server/plugins/app/invitations/invitations-repository.ts';
import { RESET_TOKEN_LIFETIME_MS } from '#server/plugins/app/password-resets/password-resets-repository.ts';
import {
  formatCalendarDateEnglish,
  formatCentsEnglish,
  translatorFor,
} from '#server/plugins/app/mail/translations.ts';
import type { MailKey, Translator } from '#server/plugins/app/mail/translations.ts';

// A booking a partner made for the student, as its mails tell it (docs/decisions/093, 105).
type PartnerBookingMailData = {
  name: string;
  partnerName: string;
  bookingRef: string;
  packageName: string;
  // YYYY-MM-DD (Melbourne calendar).
  preferredDate: string;
  // Cents.
  totalPrice: number;
  // The partner pays on account: nothing for the student to pay.
  billedToPartner: boolean;
};

export type MailMessage =
  | {
      // An invitation to a staff role (docs/decisions/075). It goes to an address nobody has
      // proved yet, so it carries no text anybody typed: the role, the link and its expiry.
      template: 'staff-invitation';
      to: string;
      // expiresAt: an ISO instant.
      data: { role: AdminRole; acceptUrl: string; expiresAt: string };
    }
  | {
      // An invitation to a partner organisation's portal (issue 27, docs/decisions/091): the
      // names a Super Admin typed, the link and its expiry.
      template: 'partner-invitation';
      to: string;
      data: { name: string; partnerName: string; acceptUrl: string; expiresAt: string };
    }
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
        // The partner that pays it on account, by name: nothing for the student to pay.
        partnerPays?: string;
      };
    }
  | {
      // A partner booked for the student (issue 27; docs/decisions/093). A new account's first
      // mail carries the link to set its password.
      template: 'partner-booking';
      to: string;
      data: PartnerBookingMailData & { setPasswordUrl?: string };
    }
  | {
      // A partner booked for a student whose address already had an account: the booking waits
      // for their answer on the dashboard (docs/decisions/105).
      template: 'partner-booking-consent';
      to: string;
      data: PartnerBookingMailData;
    }
  | {
      // The partner approved or declined the student's booking (docs/decisions/094).
      template: 'partner-approval';
      to: string;
      data: {
        name: string;
        partnerName: string;
        bookingRef: string;
        packageName: string;
        approved: boolean;
        reason: string;
      };
    }
  | {
      template: 'booking-status-changed';
      to: string;
      data: { name: string; bookingRef: string; packageName: string; status: BookingStatus };
    }
  | {
      // 7 days and 1 day before the arrival (operations/bookings/send-reminders.ts).
      template: 'booking-reminder';
      to: string;
      data: {
        name: string;
        bookingRef: string;
        packageName: string;
        // YYYY-MM-DD (Melbourne calendar).
        preferredDate: string;
        // Days until the arrival: 'today', 'tomorrow', 'in 7 days'.
        days: number;
      };
    }
  | {
      // The student's refund account was given or changed (issue 31; docs/decisions/101): to
      // the account's owner, naming only the account's last digits.
      template: 'refund-account-changed';
      to: string;
      data: { name: string; accountEnding: string };
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
      // A cancellation of a paid booking created a refund (issue 26; docs/decisions/086). A
      // card payment goes back through the provider; a transfer needs the student's account.
      template: 'refund-due';
      to: string;
      // amount in cents.
      data: { name: string; bookingRef: string; amount: number; reason: string; byCard: boolean };
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
      // A refund paid by bank transfer (issue 26; docs/decisions/086), with the adjustment note
      // attached when the booking had an invoice (decision 087). amount in cents.
      template: 'refund-paid';
      to: string;
      data: {
        name: string;
        bookingRef: string;
        amount: number;
        reference: string;
        adjustmentNoteNumber?: string;
      };
    }
  | {
      // A refund staff could not pay (the account was refused, say), with their reason.
      template: 'refund-failed';
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
      // A partner's monthly invoice, attached (issue 27; docs/decisions/096).
      template: 'partner-invoice';
      to: string;
      data: { partnerName: string; number: string; total: string; dueOn: string; bookings: number };
    }
  | {
      // The partner's students arriving today, each morning (docs/decisions/095).
      template: 'partner-digest';
      to: string;
      data: { name: string; partnerName: string; date: string; arrivals: PartnerDigestArrival[] };
    }
  | {
      // A partner's student was not at the meeting point (docs/decisions/095).
      template: 'partner-no-show';
      to: string;
      data: PickupFacts & { name: string; partnerName: string; studentName: string };
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

// One arrival as a partner's morning digest lists it (docs/decisions/095).
export type PartnerDigestArrival = {
  bookingRef: string;
  studentName: string;
  arrivalTime: string;
  flightNumber: string;
  status: string;
  driverName: string | null;
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

// Mails to staff: English, whatever language is asked for (the back-office stays English). A
// partner's too (issue 27; docs/decisions/095): an international office or an agency in
// Australia, whose invoices and statements are English as well.
export const STAFF_TEMPLATES: ReadonlySet<MailTemplate> = new Set<MailTemplate>([
  'arrival-changed-driver',
  'driver-job',
  'staff-invitation',
  // Partner users work in English with us, as staff do (docs/decisions/091).
  'partner-invitation',
  'partner-invoice',
  'partner-digest',
  'partner-no-show',
]);

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
  'staff-invitation': INVITATION_LIFETIME_MS,
  'partner-invitation': INVITATION_LIFETIME_MS,
  'partner-booking': INVITATION_LIFETIME_MS,
};

// Templates a recipient is expected to answer: delivered with Reply-To set to the business's
// contact e-mail (CMS), when there is one (docs/decisions/063).
export const REPLY_TO_CONTACT: ReadonlySet<MailTemplate> = new Set<MailTemplate>(['inquiry-reply']);

// What a secret link becomes in the stored copy (in English; `mail.redactedLink` in the
// catalogues).
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
export const formatCents = formatCentsEnglish;

// A calendar date (YYYY-MM-DD) as people read it: "Saturday 14 February 2026".
export const formatCalendarDate = formatCalendarDateEnglish;

// Mails to staff (drivers) stay English: the back-office's language.
const english = translatorFor(DEFAULT_LOCALE);

// One line of an arrival change: the new value, and the old one when it changed.
function changedFact(input: { label: string; before: string; after: string }): [string, string] {
  const after = input.after || 'not given';
  if (input.before === input.after) return [input.label, after];
  return [input.label, `${after} (was ${input.before || 'not given'})`];
}

// Header values never carry line breaks.
const oneLine = (value: string) => value.replace(/[\r\n]+/g, ' ').trim();

// How much of a name the greeting prints.
export const GREETING_NAME_MAX = 40;
// A plain name: letters of any script with their marks, spaces, apostrophes, hyphens, full
// stops. Anything else (digits, colons, slashes, @) is not a name.
const PLAIN_NAME = /^[\p{L}\p{M}' ’.-]+$/u;
// What reads as a link even when made of letters: a scheme, "www.", a domain ("evil.example").
const LINK_LIKE = /https?|www\.|:\/\/|\p{L}\.\p{L}{2,}/iu;

// The name typed at sign-up, as the greeting may print it (issue 24): the mail can go to an
// address nobody has proved yet, so whoever registered must not be able to write to its owner
// through it ("Hi URGENT: pay AUD 500 to BSB 000-000 … https://evil.example/login"). A plain
// name, cut to 40 characters at a space, or '' (the greeting without a name) when it is not
// one. Every template's greeting, in every language, goes through here
// (docs/decisions/074-data-keyed-by-address.md).
export function greetingName(raw: string): string {
  const name = raw.replace(/\s+/gu, ' ').trim();
  if (!PLAIN_NAME.test(name) || !/\p{L}/u.test(name) || LINK_LIKE.test(name)) return '';
  if (name.length <= GREETING_NAME_MAX) return name;
  const cut = name.slice(0, GREETING_NAME_MAX + 1);
  const space = cut.lastIndexOf(' ');
  return (space > 0 ? cut.slice(0, space) : cut.slice(0, GREETING_NAME_MAX)).trim();
}

function composeMail(input: {
  appUrl: string;
  subject: string;
  name: string;
  blocks: Block[];
  redact: boolean;
  translator: Translator;
}): RenderedMail {
  const { appUrl, translator } = input;
  const { t } = translator;
  const blocks: Block[] = input.blocks.map((block) =>
    input.redact && 'action' in block && block.action.secret
      ? { paragraph: `${block.action.label}: ${t('mail.redactedLink')}` }
      : block,
  );
  const name = greetingName(input.name);
  const greeting = name ? t('mail.greeting', { name }) : t('mail.greetingNoName');
  const signOff = t('mail.signOff');
  const subject = oneLine(input.subject);

  const text = [
    greeting,
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
    `${signOff}\n${appUrl}`,
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
          `<p style="margin:0 0 16px;font-size:13px;color:#475569">` +
          `${escapeHtml(t('mail.buttonFallback'))}<br><a href="${url}" style="color:#1d4ed8;` +
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
<html lang="${escapeHtml(translator.htmlLang)}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;background:#f8fafc;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#0f172a;line-height:1.5">
<div style="max-width:560px;margin:0 auto;padding:24px">
<p style="margin:0 0 24px;font-size:20px;font-weight:700;color:#1e3a8a">Landed</p>
<div style="background:#ffffff;border:1px solid #e2e8f0;border-radius:12px;padding:24px">
<p style="margin:0 0 16px">${escapeHtml(greeting)}</p>
${htmlBlocks}
<p style="margin:24px 0 0">${escapeHtml(signOff)}</p>
</div>
<p style="margin:16px 0 0;font-size:12px;color:#475569">${escapeHtml(t('mail.footer'))} <a href="${escapeHtml(appUrl)}" style="color:#475569">${escapeHtml(appUrl)}</a></p>
</div>
</body>
</html>
`;
  return { subject, text, html };
}

const STATUS_KEYS = {
  Pending: { name: 'status.Pending', text: 'statusText.Pending' },
  Confirmed: { name: 'status.Confirmed', text: 'statusText.Confirmed' },
  Completed: { name: 'status.Completed', text: 'statusText.Completed' },
  Cancelled: { name: 'status.Cancelled', text: 'statusText.Cancelled' },
} as const satisfies Record<BookingStatus, { name: MailKey; text: MailKey }>;

// "Saturday 14 February 2026 at 06:40 (Melbourne time)", or the day alone when no time is known.
function arrivalWhen(
  { preferredDate, arrivalTime }: Pick<PickupFacts, 'preferredDate' | 'arrivalTime'>,
  { t, date }: Translator,
): string {
  const day = date(preferredDate);
  return arrivalTime
    ? t('mail.arrivalAt', { day, time: arrivalTime })
    : t('mail.arrivalNoTime', { day });
}

// `redact`: the copy the outbox keeps once a secret link must no longer be usable. `locale`:
// the recipient's language (docs/decisions/072); mails to staff are English whatever it is.
export function renderMail({
  message,
  appUrl,
  redact = false,
  locale,
}: {
  message: MailMessage;
  appUrl: string;
  redact?: boolean;
  locale?: Locale | null | undefined;
}): RenderedMail {
  const translator = STAFF_TEMPLATES.has(message.template) ? english : translatorFor(locale);
  const { t, money, date } = translator;
  // The site's home in the recipient's language ('https://…/zh-CN'), and English's as before.
  const home = `${appUrl}${localePrefix(translator.locale)}`;
  const compose = (
    input: Omit<Parameters<typeof composeMail>[0], 'appUrl' | 'redact' | 'translator'>,
  ) => composeMail({ ...input, appUrl: home, redact, translator });
  // A page of the site in the recipient's language, as the mail is (docs/decisions/081).
  const site = (path: string) => `${appUrl}${localizedPath(path, translator.locale)}`;
  const dashboard = { label: t('mail.openDashboard'), url: site('/dashboard') };
  const dashboardAction = { action: dashboard };
  // The arrival pass of a booking (docs/decisions/062).
  const pass = (bookingRef: string) => ({
    label: t('mail.openPass'),
    url: site(pagePath('arrivalPass', { bookingId: bookingRef })),
  });
  const passOffline = t('mail.passOffline');
  const orNotGiven = (value: string) => value || t('mail.notGivenYet');
  switch (message.template) {
    case 'staff-invitation': {
      const { data } = message;
      const expires = new Intl.DateTimeFormat('en-AU', {
        dateStyle: 'full',
        timeStyle: 'short',
        timeZone: TIME_ZONE,
      }).format(new Date(data.expiresAt));
      return compose({
        subject: `You are invited to join the Landed team as ${data.role}`,
        name: '',
        blocks: [
          {
            paragraph: `You have been invited to join the Landed back-office as ${data.role}. Open the link below, then sign up with this e-mail address (or sign in, if you already have an account with it). Administrators then turn on two-factor sign-in.`,
          },
          { action: { label: 'Accept the invitation', url: data.acceptUrl, secret: true } },
          {
            paragraph: `The link works once, until ${expires} (Melbourne time). If you did not expect this invitation, ignore this e-mail: nothing changes until the link is opened.`,
          },
        ],
      });
    }
    case 'partner-invitation': {
      const { data } = message;
      // One line, whatever was typed: it goes in the subject.
      const partnerName = data.partnerName.replace(/\s+/g, ' ').trim();
      const expires = new Intl.DateTimeFormat('en-AU', {
        dateStyle: 'full',
        timeStyle: 'short',
        timeZone: TIME_ZONE,
      }).format(new Date(data.expiresAt));
      return compose({
        subject: `You are invited to the Landed partner portal for ${partnerName}`,
        name: data.name,
        blocks: [
          {
            paragraph: `You have been invited to book and follow arrival services for ${partnerName}'s students on Landed. Open the link below, then sign up with this e-mail address (or sign in, if you already have an account with it). Partner accounts then turn on two-factor sign-in.`,
          },
          { action: { label: 'Accept the invitation', url: data.acceptUrl, secret: true } },
          {
            paragraph: `The link works once, until ${expires} (Melbourne time). If you did not expect this invitation, ignore this e-mail: nothing changes until the link is opened.`,
          },
        ],
      });
    }
    case 'password-reset':
      return compose({
        subject: t('passwordReset.subject'),
        name: message.data.name,
        blocks: [
          { paragraph: t('passwordReset.intro') },
          {
            action: {
              label: t('passwordReset.action'),
              url: message.data.resetUrl,
              secret: true,
            },
          },
          { paragraph: t('passwordReset.ignore') },
        ],
      });
    case 'welcome':
      return compose({
        subject: t('welcome.subject'),
        name: message.data.name,
        blocks: [
          { paragraph: t('welcome.intro') },
          { action: { label: t('welcome.action'), url: site('/packages') } },
          { paragraph: t('welcome.dashboard', { url: site('/dashboard') }) },
        ],
      });
    case 'newsletter-confirm':
      return compose({
        subject: t('newsletterConfirm.subject'),
        name: '',
        blocks: [
          { paragraph: t('newsletterConfirm.intro') },
          {
            action: {
              label: t('newsletterConfirm.action'),
              url: message.data.confirmUrl,
              secret: true,
            },
          },
          { paragraph: t('newsletterConfirm.ignore') },
        ],
      });
    case 'documents-expiring':
      return compose({
        subject: t('documentsExpiring.subject'),
        name: message.data.name,
        blocks: [
          {
            paragraph: t('documentsExpiring.intro', {
              count: message.data.count,
              date: date(message.data.deleteOn),
            }),
          },
          { paragraph: t('documentsExpiring.copy') },
          dashboardAction,
        ],
      });
    case 'verify-email':
      return compose({
        subject: t('verifyEmail.subject'),
        name: message.data.name,
        blocks: [
          { paragraph: t('verifyEmail.intro') },
          {
            action: { label: t('verifyEmail.action'), url: message.data.verifyUrl, secret: true },
          },
          { paragraph: t('verifyEmail.ignore') },
        ],
      });
    case 'email-change-confirm':
      return compose({
        subject: t('emailChangeConfirm.subject'),
        name: message.data.name,
        blocks: [
          { paragraph: t('emailChangeConfirm.intro', { newEmail: message.data.newEmail }) },
          {
            action: {
              label: t('emailChangeConfirm.action'),
              url: message.data.confirmUrl,
              secret: true,
            },
          },
          { paragraph: t('emailChangeConfirm.ignore') },
        ],
      });
    case 'email-change-notice':
      return compose({
        subject: t('emailChangeNotice.subject'),
        name: message.data.name,
        blocks: [
          { paragraph: t('emailChangeNotice.intro', { newEmail: message.data.newEmail }) },
          { paragraph: t('emailChangeNotice.notYou', { appUrl: home }) },
        ],
      });
    case 'two-factor-changed': {
      const { change, codesLeft } = message.data;
      const what =
        change === 'enabled'
          ? t('twoFactor.enabled')
          : change === 'disabled'
            ? t('twoFactor.disabled')
            : t('twoFactor.recoveryCodeUsed', { count: codesLeft ?? 0 });
      return compose({
        subject:
          change === 'recovery-code-used'
            ? t('twoFactor.subjectRecoveryCodeUsed')
            : change === 'enabled'
              ? t('twoFactor.subjectEnabled')
              : t('twoFactor.subjectDisabled'),
        name: message.data.name,
        blocks: [{ paragraph: what }, { paragraph: t('mail.notYou', { appUrl: home }) }],
      });
    }
    case 'refund-account-changed':
      return compose({
        subject: t('refundAccount.subject'),
        name: message.data.name,
        blocks: [
          { paragraph: t('refundAccount.intro', { ending: message.data.accountEnding }) },
          { paragraph: t('mail.notYou', { appUrl: home }) },
        ],
      });
    case 'booking-received': {
      const { bookingRef, packageName, preferredDate, totalPrice } = message.data;
      return compose({
        subject: t('bookingReceived.subject', { bookingRef }),
        name: message.data.name,
        blocks: [
          { paragraph: t('bookingReceived.intro') },
          {
            facts: [
              [t('fact.bookingRef'), bookingRef],
              [t('fact.package'), packageName],
              [t('fact.preferredDate'), date(preferredDate)],
              [t('fact.total'), money(totalPrice)],
            ],
          },
          {
            paragraph: message.data.partnerPays
              ? t('partnerBooking.partnerPays', { partnerName: message.data.partnerPays })
              : t('bookingReceived.pay', { bookingRef }),
          },
          { action: dashboard },
        ],
      });
    }
    case 'partner-booking':
    case 'partner-booking-consent': {
      const { bookingRef, packageName, preferredDate, totalPrice, partnerName } = message.data;
      const setPasswordUrl =
        message.template === 'partner-booking' ? message.data.setPasswordUrl : undefined;
      // A new account sets its password first, then the dashboard asks; an existing account is
      // asked at once (docs/decisions/105).
      const account: Block[] = setPasswordUrl
        ? [
            { paragraph: t('partnerBooking.newAccount') },
            {
              action: {
                label: t('partnerBooking.setPassword'),
                url: setPasswordUrl,
                secret: true,
              },
            },
            { paragraph: t('partnerBooking.answer') },
          ]
        : [{ action: dashboard }];
      const consent = message.template === 'partner-booking-consent';
      return compose({
        subject: consent
          ? t('partnerBookingConsent.subject', { partnerName, bookingRef })
          : t('partnerBooking.subject', { partnerName, bookingRef }),
        name: message.data.name,
        blocks: [
          {
            paragraph: consent
              ? t('partnerBookingConsent.intro', { partnerName })
              : t('partnerBooking.intro', { partnerName }),
          },
          {
            facts: [
              [t('fact.bookingRef'), bookingRef],
              [t('fact.package'), packageName],
              [t('fact.preferredDate'), date(preferredDate)],
              [t('fact.total'), money(totalPrice)],
            ],
          },
          {
            paragraph: message.data.billedToPartner
              ? t('partnerBooking.partnerPays', { partnerName })
              : t('bookingReceived.pay', { bookingRef }),
          },
          { paragraph: t('partnerBooking.sharingOnceAccepted', { partnerName }) },
          ...account,
        ],
      });
    }
    case 'partner-approval': {
      const { bookingRef, packageName, partnerName, approved, reason } = message.data;
      return compose({
        subject: approved
          ? t('partnerApproval.approvedSubject', { bookingRef })
          : t('partnerApproval.declinedSubject', { bookingRef }),
        name: message.data.name,
        blocks: [
          {
            paragraph: approved
              ? t('partnerApproval.approved', { partnerName })
              : t('partnerApproval.declined', { partnerName }),
          },
          {
            facts: [
              [t('fact.bookingRef'), bookingRef],
              [t('fact.package'), packageName],
              ...(reason ? ([[t('fact.reason'), reason]] as Array<[string, string]>) : []),
            ],
          },
          { action: dashboard },
        ],
      });
    }
    case 'booking-status-changed': {
      const { bookingRef, packageName, status } = message.data;
      const keys = STATUS_KEYS[status] as (typeof STATUS_KEYS)[BookingStatus] | undefined;
      const statusName = keys ? t(keys.name) : status;
      const confirmed: Block[] =
        status === 'Confirmed'
          ? [
              { paragraph: t('bookingStatus.calendar') },
              { paragraph: passOffline },
              { action: pass(bookingRef) },
            ]
          : [];
      return compose({
        subject: t('bookingStatus.subject', { bookingRef, status: statusName }),
        name: message.data.name,
        blocks: [
          // A status this file does not know yet (never today) is still said, in English.
          { paragraph: keys ? t(keys.text) : `Your booking is now ${status}.` },
          {
            facts: [
              [t('fact.bookingRef'), bookingRef],
              [t('fact.package'), packageName],
              [t('fact.status'), statusName],
            ],
          },
          ...confirmed,
          { action: dashboard },
        ],
      });
    }
    case 'booking-reminder': {
      const { bookingRef, packageName, preferredDate, days } = message.data;
      const when = t('bookingReminder.when', { days });
      return compose({
        subject: t('bookingReminder.subject', { bookingRef, when }),
        name: message.data.name,
        blocks: [
          {
            paragraph: t('bookingReminder.intro', {
              packageName,
              bookingRef,
              when,
              date: date(preferredDate),
            }),
          },
          { paragraph: passOffline },
          { action: pass(bookingRef) },
          { paragraph: t('bookingReminder.flightChanged') },
          { action: dashboard },
        ],
      });
    }
    case 'payment-verified': {
      const { bookingRef, amount, invoiceNumber, taxInvoice } = message.data;
      return compose({
        subject: t('paymentVerified.subject', { bookingRef }),
        name: message.data.name,
        blocks: [
          { paragraph: t('paymentVerified.intro', { amount: money(amount), bookingRef }) },
          {
            facts: [
              [t('fact.bookingRef'), bookingRef],
              [t('fact.amountReceived'), money(amount)],
              ...(invoiceNumber
                ? ([[t('fact.invoiceNumber'), invoiceNumber]] as Array<[string, string]>)
                : []),
            ],
          },
          ...(invoiceNumber
            ? [
                {
                  paragraph: t(
                    taxInvoice ? 'paymentVerified.taxInvoice' : 'paymentVerified.invoice',
                    {
                      invoiceNumber,
                    },
                  ),
                },
              ]
            : []),
          { action: dashboard },
        ],
      });
    }
    case 'refund-due': {
      const { bookingRef, amount, reason, byCard } = message.data;
      return compose({
        subject: t('refundDue.subject', { bookingRef }),
        name: message.data.name,
        blocks: [
          { paragraph: t('refundDue.intro', { amount: money(amount), bookingRef }) },
          {
            facts: [
              [t('fact.bookingRef'), bookingRef],
              [t('fact.amount'), money(amount)],
              [t('fact.reason'), reason],
            ],
          },
          { paragraph: t(byCard ? 'refundDue.byCard' : 'refundDue.byTransfer') },
          { action: dashboard },
        ],
      });
    }
    case 'inquiry-reply': {
      const { reply, author, original } = message.data;
      return compose({
        subject: t('inquiryReply.subject'),
        name: message.data.name,
        blocks: [
          { text: reply },
          ...(author ? [{ paragraph: author }] : []),
          { paragraph: t('inquiryReply.more') },
          {
            quote: {
              heading: t('inquiryReply.quoteHeading', { date: date(original.sentOn) }),
              text: original.message,
            },
          },
        ],
      });
    }
    case 'payment-rejected': {
      const { bookingRef, amount, reason } = message.data;
      return compose({
        subject: t('paymentRejected.subject', { bookingRef }),
        name: message.data.name,
        blocks: [
          { paragraph: t('paymentRejected.intro', { amount: money(amount), bookingRef }) },
          {
            facts: [
              [t('fact.bookingRef'), bookingRef],
              [t('fact.amount'), money(amount)],
              [t('fact.reason'), reason],
            ],
          },
          { paragraph: t('paymentRejected.check', { appUrl: home }) },
          { action: dashboard },
        ],
      });
    }
    case 'refund-paid': {
      const { bookingRef, amount, reference, adjustmentNoteNumber } = message.data;
      return compose({
        subject: t('refundPaid.subject', { bookingRef }),
        name: message.data.name,
        blocks: [
          { paragraph: t('refundPaid.intro', { amount: money(amount), bookingRef }) },
          {
            facts: [
              [t('fact.bookingRef'), bookingRef],
              [t('fact.amountRefunded'), money(amount)],
              [t('fact.bankReference'), reference],
              ...(adjustmentNoteNumber
                ? ([[t('fact.adjustmentNote'), adjustmentNoteNumber]] as Array<[string, string]>)
                : []),
            ],
          },
          { paragraph: t('refundPaid.arrival') },
          ...(adjustmentNoteNumber
            ? [{ paragraph: t('refundPaid.adjustmentNote', { number: adjustmentNoteNumber }) }]
            : []),
          { action: dashboard },
        ],
      });
    }
    case 'refund-failed': {
      const { bookingRef, amount, reason } = message.data;
      return compose({
        subject: t('refundFailed.subject', { bookingRef }),
        name: message.data.name,
        blocks: [
          { paragraph: t('refundFailed.intro', { amount: money(amount), bookingRef }) },
          {
            facts: [
              [t('fact.bookingRef'), bookingRef],
              [t('fact.amount'), money(amount)],
              [t('fact.reason'), reason],
            ],
          },
          { paragraph: t('refundFailed.next', { appUrl: home }) },
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
          ? t('pickupAssigned.subjectUpdated', { bookingRef: data.bookingRef })
          : t('pickupAssigned.subjectNew', {
              driverFirstName: data.driverFirstName,
              bookingRef: data.bookingRef,
            }),
        name: data.name,
        blocks: [
          {
            paragraph: data.updated
              ? t('pickupAssigned.introUpdated')
              : t('pickupAssigned.introNew'),
          },
          {
            facts: [
              [t('fact.yourDriver'), data.driverFirstName],
              [t('fact.driverPhone'), data.driverPhone],
              [t('fact.meetingPoint'), orNotGiven(data.meetingPoint)],
              [t('fact.arrival'), arrivalWhen(data, translator)],
              [t('fact.flight'), orNotGiven(data.flightNumber)],
              [t('fact.bookingRef'), data.bookingRef],
            ],
          },
          { paragraph: t('pickupAssigned.keepPhone') },
          { action: dashboard },
        ],
      });
    }
    case 'partner-invoice': {
      const { data } = message;
      return compose({
        subject: `Invoice ${data.number} from Landed: ${data.total}, due ${formatCalendarDate(data.dueOn)}`,
        name: '',
        blocks: [
          {
            paragraph: `Attached is ${data.partnerName}'s invoice ${data.number} for ${data.bookings === 1 ? '1 booking' : `${data.bookings} bookings`} paid on account. Please pay by bank transfer, quoting ${data.number} as the reference.`,
          },
          {
            facts: [
              ['Invoice', data.number],
              ['Amount', data.total],
              ['Due by', formatCalendarDate(data.dueOn)],
            ],
          },
        ],
      });
    }
    case 'partner-digest': {
      const { data } = message;
      const day = formatCalendarDate(data.date);
      return compose({
        subject: `Arriving today, ${day}: ${data.arrivals.length === 1 ? '1 student' : `${data.arrivals.length} students`} of ${data.partnerName}`,
        name: data.name,
        blocks: [
          { paragraph: `These students of ${data.partnerName} arrive in Melbourne today.` },
          ...data.arrivals.map((a) => ({
            facts: [
              ['Student', a.studentName],
              ['Booking', `${a.bookingRef} (${a.status})`],
              ['Arrival', a.arrivalTime || 'Time not given'],
              ['Flight', orNotGiven(a.flightNumber)],
              ['Driver', a.driverName ?? 'Not assigned yet'],
            ] as Array<[string, string]>,
          })),
          { paragraph: 'The partner portal shows each pickup as it happens.' },
        ],
      });
    }
    case 'partner-no-show': {
      const { data } = message;
      return compose({
        subject: `No-show: ${data.studentName} was not at the meeting point (${data.bookingRef})`,
        name: data.name,
        blocks: [
          {
            paragraph: `Our driver did not find ${data.studentName} at the meeting point. We are trying to reach them; if you hear from them, please ask them to contact us.`,
          },
          {
            facts: [
              ['Booking reference', data.bookingRef],
              ['Arrival', arrivalWhen(data, translator)],
              ['Flight', orNotGiven(data.flightNumber)],
              ['Meeting point', orNotGiven(data.meetingPoint)],
            ],
          },
        ],
      });
    }
    case 'driver-job': {
      const { data } = message;
      const when = arrivalWhen(data, translator);
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
