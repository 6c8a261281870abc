import type { LucideIcon } from 'lucide-react';
import { Mail, MapPin, MessageCircle, Phone, Send } from 'lucide-react';
import type { ReactNode } from 'react';

import { Page } from '#web/components/ui/page.tsx';
import { paths } from '#web/config/paths.ts';
import { cmsQueryOptions, useCms } from '#web/features/cms/api/get-cms.ts';
import { ContactForm } from '#web/features/contact/components/contact-form.tsx';
import { MapCard } from '#web/features/contact/components/map-card.tsx';
import { useT } from '#web/lib/i18n.tsx';
import type { Prefetch } from '#web/app/router.tsx';

export const prefetch: Prefetch = (ask) => [ask(cmsQueryOptions())];

const linkClass = 'font-medium text-brand-800 hover:underline';

// One way to reach the business: its icon, then what it says.
function ContactLine({ icon: Icon, children }: { icon: LucideIcon; children: ReactNode }) {
  return (
    <li className="flex items-start gap-3">
      <Icon aria-hidden="true" className="mt-0.5 size-5 text-brand-700" />
      {children}
    </li>
  );
}

// The e-mail and the phone: what it is, over the link.
function LabelledLink({
  label,
  href,
  children,
}: {
  label: string;
  href: string;
  children: ReactNode;
}) {
  return (
    <span>
      <span className="block text-sm text-slate-600">{label}</span>
      <a href={href} className={linkClass}>
        {children}
      </a>
    </span>
  );
}

// A chat app, opened in a new tab without a handle on this page.
function ChatLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={linkClass}>
      {children}
    </a>
  );
}

export function Component() {
  const t = useT();
  const cms = useCms();
  const c = cms.data;
  return (
    <Page
      title={t('contact.title')}
      description={t('contact.description')}
      breadcrumbs={[
        { name: t('nav.home'), path: paths.home },
        { name: t('nav.contact'), path: paths.contact },
      ]}
    >
      <header className="max-w-3xl">
        <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{t('contact.title')}</h1>
        <p className="mt-3 text-lg text-slate-700">{t('contact.intro')}</p>
      </header>

      <div className="mt-10 grid gap-8 lg:grid-cols-[1fr_22rem]">
        <section
          aria-labelledby="send-message"
          className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
        >
          <h2 id="send-message" className="mb-4 text-xl font-bold text-slate-900">
            {t('contact.sendUsMessage')}
          </h2>
          <ContactForm />
        </section>

        <section
          aria-labelledby="contact-info"
          className="h-fit rounded-2xl bg-brand-50 p-6"
          aria-busy={cms.isPending}
        >
          <h2 id="contact-info" className="text-xl font-bold text-slate-900">
            {t('contact.getInTouch')}
          </h2>
          {c && (
            <ul className="mt-4 space-y-4 text-slate-800">
              {c.contactEmail && (
                <ContactLine icon={Mail}>
                  <LabelledLink label={t('contact.supportEmail')} href={`mailto:${c.contactEmail}`}>
                    {c.contactEmail}
                  </LabelledLink>
                </ContactLine>
              )}
              {c.contactPhone && (
                <ContactLine icon={Phone}>
                  <LabelledLink
                    label={t('contact.phone')}
                    href={`tel:${c.contactPhone.replace(/\s+/g, '')}`}
                  >
                    {c.contactPhone}
                  </LabelledLink>
                </ContactLine>
              )}
              {c.contactAddress && (
                <ContactLine icon={MapPin}>
                  <span>{c.contactAddress}</span>
                </ContactLine>
              )}
              {c.chatUrl && (
                <ContactLine icon={MessageCircle}>
                  <ChatLink href={c.chatUrl}>{t('contact.whatsapp')}</ChatLink>
                </ContactLine>
              )}
              {c.messengerUrl && (
                <ContactLine icon={Send}>
                  <ChatLink href={c.messengerUrl}>{t('contact.telegram')}</ChatLink>
                </ContactLine>
              )}
            </ul>
          )}
        </section>
      </div>

      <div className="mt-10">
        <MapCard />
      </div>
    </Page>
  );
}
