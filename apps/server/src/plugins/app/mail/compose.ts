// How every mail is put together: a greeting, blocks (paragraphs, facts, a button), the
// sign-off, rendered to a subject, a plain-text body and an HTML body. Everything that comes
// from data is escaped in the HTML; links point at APP_URL.
import type { BookingStatus } from '@landed/shared/constants';
import { TIME_ZONE } from '@landed/shared/constants';
import { DEFAULT_LOCALE, localePrefix, localizedPath } from '@landed/shared/locales';
import { pagePath } from '@landed/shared/pages';

import {
  formatCalendarDateEnglish,
  formatCentsEnglish,
  translatorFor,
} from '#server/plugins/app/mail/translations.ts';
import type { MailKey, Translator } from '#server/plugins/app/mail/translations.ts';
import type { PickupFacts } from '#server/plugins/app/mail/message.ts';

export type RenderedMail = { subject: string; text: string; html: string };

// A mail is a greeting, then blocks, then the sign-off; the same blocks make both bodies.
export type Block =
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
export const english = translatorFor(DEFAULT_LOCALE);

// One line of an arrival change: the new value, and the old one when it changed.
export function changedFact(input: {
  label: string;
  before: string;
  after: string;
}): [string, string] {
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

export const STATUS_KEYS = {
  Pending: { name: 'status.Pending', text: 'statusText.Pending' },
  Confirmed: { name: 'status.Confirmed', text: 'statusText.Confirmed' },
  Completed: { name: 'status.Completed', text: 'statusText.Completed' },
  Cancelled: { name: 'status.Cancelled', text: 'statusText.Cancelled' },
} as const satisfies Record<BookingStatus, { name: MailKey; text: MailKey }>;

// "Saturday 14 February 2026 at 06:40 (Melbourne time)", or the day alone when no time is known.
export function arrivalWhen(
  { preferredDate, arrivalTime }: Pick<PickupFacts, 'preferredDate' | 'arrivalTime'>,
  { t, date }: Translator,
): string {
  const day = date(preferredDate);
  return arrivalTime
    ? t('mail.arrivalAt', { day, time: arrivalTime })
    : t('mail.arrivalNoTime', { day });
}

// `redact`: the copy the outbox keeps once a secret link must no longer be usable. `locale`:

// What every template is given: the recipient's translator and the pieces most mails use.
export type MailContext = ReturnType<typeof mailContext>;

// `redact`: the copy the outbox keeps once a secret link must no longer be usable.
export function mailContext({
  appUrl,
  redact,
  translator,
}: {
  appUrl: string;
  redact: boolean;
  translator: Translator;
}) {
  const { t, money, date } = translator;
  // The site's home in the recipient's language ('https://…/zh-CN'), and English's as before.
  const home = `${appUrl}${localePrefix(translator.locale)}`;
  const compose = (
    input: Omit<Parameters<typeof composeMail>[0], 'appUrl' | 'redact' | 'translator'>,
  ) => composeMail({ ...input, appUrl: home, redact, translator });
  // A page of the site in the recipient's language, as the mail is (docs/decisions/081).
  const site = (path: string) => `${appUrl}${localizedPath(path, translator.locale)}`;
  const dashboard = { label: t('mail.openDashboard'), url: site('/dashboard') };
  // The arrival pass of a booking (docs/decisions/062).
  const pass = (bookingRef: string) => ({
    label: t('mail.openPass'),
    url: site(pagePath('arrivalPass', { bookingId: bookingRef })),
  });
  return {
    translator,
    t,
    money,
    date,
    home,
    compose,
    site,
    dashboard,
    dashboardAction: { action: dashboard },
    pass,
    passOffline: t('mail.passOffline'),
    orNotGiven: (value: string) => value || t('mail.notGivenYet'),
  };
}

// An invitation's button and how long it works (staff and partner invitations, in English).
export function invitationLink({
  acceptUrl,
  expiresAt,
}: {
  acceptUrl: string;
  // An ISO instant.
  expiresAt: string;
}): Block[] {
  const expires = new Intl.DateTimeFormat('en-AU', {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: TIME_ZONE,
  }).format(new Date(expiresAt));
  return [
    { action: { label: 'Accept the invitation', url: acceptUrl, secret: true } },
    {
      paragraph: `The link works once, until ${expires} (Melbourne time). If you did not expect this invitation, ignore this e-mail: nothing changes until the link is opened.`,
    },
  ];
}

// A sum that did not go through (a payment claim rejected, a refund that failed): how much,
// why, and what to do next, each mail in its own words (`keys`).
export function amountWithReason(
  { t, money, home, compose, dashboard }: MailContext,
  {
    data: { name, bookingRef, amount, reason },
    keys,
  }: {
    data: { name: string; bookingRef: string; amount: number; reason: string };
    keys: { subject: MailKey; intro: MailKey; next: MailKey };
  },
): RenderedMail {
  return compose({
    subject: t(keys.subject, { bookingRef }),
    name,
    blocks: [
      { paragraph: t(keys.intro, { amount: money(amount), bookingRef }) },
      {
        facts: [
          [t('fact.bookingRef'), bookingRef],
          [t('fact.amount'), money(amount)],
          [t('fact.reason'), reason],
        ],
      },
      { paragraph: t(keys.next, { appUrl: home }) },
      { action: dashboard },
    ],
  });
}
