// The arrival pass (issue 15 item 6, decision 062): what a student shows and reads in the
// arrivals hall, often without a SIM card yet. One column on a phone, one A4 page on paper.
import { MessageCircle, Phone, Printer } from 'lucide-react';
import type { ReactNode } from 'react';
import { useSyncExternalStore } from 'react';

import { telLink, whatsAppLink } from '@landed/shared/contact-links';
import type { ArrivalPass } from '@landed/shared/schemas/arrival-pass';
import { EMERGENCY_NUMBERS } from '@landed/shared/schemas/arrival-pass';

import { Badge } from '#web/components/ui/badge.tsx';
import { buttonClass } from '#web/components/ui/button.tsx';
import { formatCalendarDate, formatInstantDateTime } from '#web/lib/format.ts';
import { useLocale, useT } from '#web/lib/i18n.tsx';
import { pickupStatusLabel } from '#web/features/booking/lib/texts.tsx';
import { DriverFacts } from './driver-facts.tsx';
import { FlightStatus } from './flight-status.tsx';
import { driverName } from './driver-name.ts';
import { AddToCalendarButton } from './add-to-calendar-button.tsx';
import { WhoIsComing, showsWhoIsComing } from './who-is-coming.tsx';

function subscribeOnline(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
}

// A label a driver or airport staff may need to read, in English beside the active
// language's when that is not English.
function English({ text, className = '' }: { text: string | undefined; className?: string }) {
  if (!text) return null;
  return (
    <>
      {' '}
      <span lang="en" className={`block font-normal normal-case ${className}`}>
        {text}
      </span>
    </>
  );
}

function Section({
  id,
  title,
  english,
  children,
  className = '',
}: {
  id: string;
  title: string;
  english?: string | undefined;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      aria-labelledby={id}
      className={`rounded-xl border border-slate-200 bg-white p-4 break-inside-avoid print:rounded-none print:p-2 ${className}`}
    >
      <h2 id={id} className="mb-2 text-base font-semibold text-slate-900">
        {title}
        <English text={english} className="text-xs text-slate-600" />
      </h2>
      {children}
    </section>
  );
}

const linkClass =
  'inline-flex items-center gap-1.5 rounded-md border border-slate-300 px-3 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50 print:hidden';

// Call and WhatsApp buttons for a number; the number itself stays readable (and printed).
function ContactLinks({ phone, name }: { phone: string; name: string }) {
  const t = useT();
  const call = telLink(phone);
  const chat = whatsAppLink(phone);
  return (
    <div className="mt-2 flex flex-wrap gap-2">
      {call && (
        <a href={call} className={linkClass} aria-label={t('pass.callNameLabel', { name, phone })}>
          <Phone aria-hidden="true" className="size-4" />
          {t('pass.call')}
        </a>
      )}
      {chat && (
        <a
          href={chat}
          className={linkClass}
          target="_blank"
          rel="noreferrer"
          aria-label={t('pass.whatsAppNameLabel', { name })}
        >
          <MessageCircle aria-hidden="true" className="size-4" />
          {t('pass.whatsApp')}
        </a>
      )}
    </div>
  );
}

function Fact({
  label,
  english,
  children,
}: {
  label: string;
  english?: string | undefined;
  children: ReactNode;
}) {
  return (
    <div>
      <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase">
        {label}
        <English text={english} />
      </dt>
      <dd className="text-lg font-semibold text-slate-900">{children}</dd>
    </div>
  );
}

// The emergency numbers' names (the shared list's English), by number.
const EMERGENCY_LABELS: Record<string, string> = {
  '000': 'pass.emergency000',
  '1800 022 222': 'pass.emergencyHealthdirect',
  '13 11 14': 'pass.emergencyLifeline',
};

export function ArrivalPassView({ pass }: { pass: ArrivalPass }) {
  const t = useT();
  // The English beside the key labels, for a driver or staff member who reads only English.
  const locale = useLocale();
  const inEnglish = locale !== 'en';
  const english = (text: string) => (inEnglish ? text : undefined);
  const online = useOnline();
  const { driver } = pass.pickup;
  // The staff-written texts in the page's language where they are translated (decision 081);
  // the meeting point keeps its English beneath, for the driver or airport staff.
  const translated = locale === 'en' ? undefined : pass.translations?.[locale];
  const helpLines = (translated?.help || pass.help.text)
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

  return (
    <article
      aria-labelledby="pass-title"
      className="mx-auto max-w-3xl space-y-4 print:max-w-none print:space-y-2 print:text-sm"
    >
      <header className="flex flex-wrap items-center gap-4 rounded-xl bg-brand-900 p-4 text-white print:border print:border-slate-400 print:bg-white print:text-slate-900">
        <img
          src={pass.qrCode}
          alt={t('pass.qrAlt', { reference: pass.bookingId })}
          width={128}
          height={128}
          className="size-32 rounded-md bg-white p-1 print:size-28"
        />
        <div className="min-w-0 flex-1">
          <h1 id="pass-title" className="text-2xl font-bold">
            {t('pass.title')}
            <English text={english(t('pass.titleEnglish'))} className="text-sm opacity-90" />
          </h1>
          <p className="text-sm opacity-90">{t('pass.showThis')}</p>
          <p
            className="mt-1 font-mono text-2xl font-bold tracking-wider whitespace-nowrap sm:text-3xl"
            data-testid="pass-ref"
          >
            {pass.bookingId}
          </p>
          <p className="text-sm">
            {pass.studentName} · {translated?.packageName || pass.packageName}
          </p>
        </div>
      </header>

      {pass.status === 'Cancelled' && (
        <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-red-900">
          {t('pass.cancelled')}
        </p>
      )}

      <div className="grid gap-4 sm:grid-cols-2 print:grid-cols-2 print:gap-2">
        <Section id="pass-flight" title={t('pass.yourArrival')}>
          <FlightStatus
            flight={pass.flight}
            pickupTime={pass.pickup.time}
            number={pass.flightNumber}
            date={pass.arrivalDate}
          />
          <dl className="grid grid-cols-2 gap-3">
            <Fact label={t('pass.flight')} english={english(t('pass.flightEnglish'))}>
              {pass.flightNumber || t('pass.notGivenYet')}
            </Fact>
            <Fact label={t('pass.date')} english={english(t('pass.dateEnglish'))}>
              {formatCalendarDate(pass.arrivalDate)}
            </Fact>
            <Fact label={t('pass.landing')} english={english(t('pass.landingEnglish'))}>
              {pass.arrivalTime || t('pass.notGivenYet')}
            </Fact>
            <Fact label={t('pass.pickup')}>{pickupStatusLabel(t, pass.pickup.status)}</Fact>
          </dl>
          <p className="mt-2 text-sm text-slate-600">{t('pass.melbourneTimes')}</p>
        </Section>

        {showsWhoIsComing(pass, new Date()) ? (
          <WhoIsComing
            pass={pass}
            contact={driver && <ContactLinks phone={driver.phone} name={driverName(driver)} />}
          />
        ) : (
          <Section id="pass-driver" title={t('pass.yourDriver')}>
            {driver ? (
              <>
                <p className="text-lg font-semibold text-slate-900">{driverName(driver)}</p>
                <p className="text-slate-900">{driver.phone}</p>
                <DriverFacts driver={driver} />
                <ContactLinks phone={driver.phone} name={driverName(driver)} />
              </>
            ) : (
              <p className="text-slate-700">{t('pass.driverUnknown')}</p>
            )}
          </Section>
        )}

        <Section
          id="pass-meeting"
          title={t('pass.meetingPoint')}
          english={english(t('pass.meetingPointEnglish'))}
        >
          {translated?.meetingPoint ? (
            <>
              <p className="text-slate-900">{translated.meetingPoint}</p>
              <p lang="en" className="mt-1 text-sm text-slate-600">
                {pass.pickup.meetingPoint}
              </p>
            </>
          ) : (
            <p lang={inEnglish ? 'en' : undefined} className="text-slate-900">
              {pass.pickup.meetingPoint}
            </p>
          )}
        </Section>

        {pass.destinationAddress && (
          <Section
            id="pass-destination"
            title={t('pass.destination')}
            english={english(t('pass.destinationEnglish'))}
          >
            <p className="text-slate-900">{pass.destinationAddress}</p>
          </Section>
        )}
      </div>

      <Section id="pass-help" title={t('pass.cantFindDriver')}>
        <ol className="list-decimal space-y-1 pl-5 text-slate-800">
          {helpLines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ol>
        <div className="mt-3 flex flex-wrap gap-2 print:hidden">
          {pass.help.supportPhone && (
            <a
              href={telLink(pass.help.supportPhone)}
              className={linkClass}
              aria-label={t('pass.callSupportLabel', { phone: pass.help.supportPhone })}
            >
              <Phone aria-hidden="true" className="size-4" />
              {t('pass.callSupport')}
            </a>
          )}
          {pass.help.whatsappUrl && (
            <a href={pass.help.whatsappUrl} className={linkClass} target="_blank" rel="noreferrer">
              <MessageCircle aria-hidden="true" className="size-4" />
              {t('pass.whatsAppSupport')}
            </a>
          )}
        </div>
      </Section>

      <Section id="pass-numbers" title={t('pass.emergencyNumbers')}>
        <ul className="grid gap-1 sm:grid-cols-2 print:grid-cols-2">
          {EMERGENCY_NUMBERS.map(({ label, number }) => (
            <li key={number} className="flex justify-between gap-3 border-b border-slate-100 py-1">
              <span className="text-slate-700">
                {EMERGENCY_LABELS[number] ? t(EMERGENCY_LABELS[number]) : label}
              </span>
              <a
                href={telLink(number)}
                className="font-semibold whitespace-nowrap text-brand-800 hover:underline"
              >
                {number}
              </a>
            </li>
          ))}
          {pass.help.supportPhone && (
            <li className="flex justify-between gap-3 border-b border-slate-100 py-1">
              <span className="text-slate-700">{t('pass.landedSupport')}</span>
              <a
                href={telLink(pass.help.supportPhone)}
                className="font-semibold whitespace-nowrap text-brand-800 hover:underline"
              >
                {pass.help.supportPhone}
              </a>
            </li>
          )}
        </ul>
      </Section>

      <footer className="space-y-3 text-sm text-slate-700">
        <p data-testid="pass-updated">
          {t('pass.lastUpdated', { date: formatInstantDateTime(pass.generatedAt) })}
        </p>
        {!online && (
          <p role="status" className="rounded-md bg-yellow-50 p-2 text-yellow-900 print:hidden">
            {t('pass.offline')}
          </p>
        )}
        <div className="flex flex-wrap gap-2 print:hidden">
          <button type="button" className={buttonClass('primary')} onClick={() => window.print()}>
            <Printer aria-hidden="true" className="size-4" />
            {t('pass.print')}
          </button>
          {pass.status !== 'Cancelled' && <AddToCalendarButton bookingId={pass.bookingId} />}
        </div>
        <p className="print:hidden">
          <Badge tone="blue">{t('pass.tip')}</Badge> {t('pass.tipText')}
        </p>
      </footer>
    </article>
  );
}
