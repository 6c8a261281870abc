import { MessageCircle, MessageSquare, Phone } from 'lucide-react';

import { smsHref, telHref, whatsAppHref } from '#web/lib/phone.ts';

const LINK =
  'inline-flex min-h-11 items-center gap-1.5 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50';

// Call, text or WhatsApp someone with one tap (staff at the airport, on a phone). Each link
// names who it reaches, for screen readers. `compact`: the number only, as a call link.
export function ContactLinks({
  name,
  phone,
  compact = false,
}: {
  name: string;
  phone: string;
  compact?: boolean;
}) {
  if (!phone) return null;
  if (compact) {
    return (
      <a href={telHref(phone)} className="text-brand-700 underline" aria-label={`Call ${name}`}>
        {phone}
      </a>
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
