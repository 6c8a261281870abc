import { Mail, MapPin, MessageCircle, Phone, Send } from 'lucide-react';

import { Page } from '#web/components/ui/page.tsx';
import { paths } from '#web/config/paths.ts';
import { cmsQueryOptions, useCms } from '#web/features/cms/api/get-cms.ts';
import { ContactForm } from '#web/features/contact/components/contact-form.tsx';
import { MapCard } from '#web/features/contact/components/map-card.tsx';
import { useT } from '#web/lib/i18n.tsx';
import type { Prefetch } from '#web/app/router.tsx';

export const prefetch: Prefetch = (ask) => [ask(cmsQueryOptions())];

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
                <li className="flex items-start gap-3">
                  <Mail aria-hidden="true" className="mt-0.5 size-5 text-brand-700" />
                  <span>
                    <span className="block text-sm text-slate-600">
                      {t('contact.supportEmail')}
                    </span>
                    <a
                      href={`mailto:${c.contactEmail}`}
                      className="font-medium text-brand-800 hover:underline"
                    >
                      {c.contactEmail}
                    </a>
                  </span>
                </li>
              )}
              {c.contactPhone && (
                <li className="flex items-start gap-3">
                  <Phone aria-hidden="true" className="mt-0.5 size-5 text-brand-700" />
                  <span>
                    <span className="block text-sm text-slate-600">{t('contact.phone')}</span>
                    <a
                      href={`tel:${c.contactPhone.replace(/\s+/g, '')}`}
                      className="font-medium text-brand-800 hover:underline"
                    >
                      {c.contactPhone}
                    </a>
                  </span>
                </li>
              )}
              {c.contactAddress && (
                <li className="flex items-start gap-3">
                  <MapPin aria-hidden="true" className="mt-0.5 size-5 text-brand-700" />
                  <span>{c.contactAddress}</span>
                </li>
              )}
              {c.chatUrl && (
                <li className="flex items-start gap-3">
                  <MessageCircle aria-hidden="true" className="mt-0.5 size-5 text-brand-700" />
                  <a
                    href={c.chatUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="font-medium text-brand-800 hover:underline"
                  >
                    {t('contact.whatsapp')}
                  </a>
                </li>
              )}
              {c.messengerUrl && (
                <li className="flex items-start gap-3">
                  <Send aria-hidden="true" className="mt-0.5 size-5 text-brand-700" />
                  <a
                    href={c.messengerUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="font-medium text-brand-800 hover:underline"
                  >
                    {t('contact.telegram')}
                  </a>
                </li>
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
