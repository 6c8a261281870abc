import { MessageCircle, MessageSquare, Phone } from 'lucide-react';

import { smsHref, telHref, whatsAppHref } from '#web/lib/phone.ts';

const LINK =
  'inline-flex min-h-11 items-center gap-1.5 rounded-md border border-slate-300 bg-white px-2.5 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50';

const TEXT_LINK = 'text-brand-700 underline';

// Call, text or WhatsApp someone with one tap (staff at the airport, on a phone). Each link
// names who it reaches, for screen readers. `compact`: the number only, as a call link;
// `inline`: the number and the two message links as text (a table at a desk).
export function ContactLinks({
  name,
  phone,
  compact = false,
  inline = false,
}: {
  name: string;
  phone: string;
  compact?: boolean;
  inline?: boolean;
}) {
  if (!phone) return null;
  if (compact) {
    return (
      <a href={telHref(phone)} className={TEXT_LINK} aria-label={`Call ${name} on ${phone}`}>
        {phone}
      </a>
    );
  }
  if (inline) {
    return (
      <span className="block text-sm">
        <a
          href={telHref(phone)}
          className={`${TEXT_LINK} whitespace-nowrap`}
          aria-label={`Call ${name} on ${phone}`}
        >
          {phone}
        </a>
        {' · '}
        <a href={smsHref(phone)} className={TEXT_LINK} aria-label={`Send an SMS to ${name}`}>
          SMS
        </a>
        {' · '}
        <a
          href={whatsAppHref(phone)}
          target="_blank"
          rel="noreferrer"
          className={TEXT_LINK}
          aria-label={`WhatsApp ${name} (opens in a new tab)`}
        >
          WhatsApp
        </a>
      </span>
    );
  }
  return (
    <span className="flex flex-wrap gap-2">
      <a href={telHref(phone)} className={LINK} aria-label={`Call ${name} on ${phone}`}>
        <Phone aria-hidden="true" className="size-4" />
        Call
      </a>
      <a href={smsHref(phone)} className={LINK} aria-label={`Send an SMS to ${name}`}>
        <MessageSquare aria-hidden="true" className="size-4" />
        SMS
      </a>
      <a
        href={whatsAppHref(phone)}
        target="_blank"
        rel="noreferrer"
        className={LINK}
        aria-label={`WhatsApp ${name} (opens in a new tab)`}
      >
        <MessageCircle aria-hidden="true" className="size-4" />
        WhatsApp
      </a>
    </span>
  );
}
