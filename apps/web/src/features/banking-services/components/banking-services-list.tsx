import { Clock, ExternalLink, FileText } from 'lucide-react';

import { useBankingServices } from '#web/features/banking-services/api/get-banking-services.ts';
import { formatPriceText } from '#web/lib/format.ts';
import { useT } from '#web/lib/i18n.tsx';

function linkLabel(address: string): string {
  try {
    return new URL(address).hostname.replace(/^www\./, '');
  } catch {
    return address;
  }
}

// Banking and paperwork help, as administrators keep it in the Banking tab.
export function BankingServicesList() {
  const t = useT();
  const bankingServices = useBankingServices();
  if (bankingServices.isPending || bankingServices.isError || bankingServices.data.length === 0)
    return null;
  return (
    <section aria-labelledby="banking" className="mt-16">
      <h2 id="banking" className="text-2xl font-bold text-slate-900">
        {t('banking.title')}
      </h2>
      <p className="mt-2 max-w-2xl text-slate-700">{t('banking.intro')}</p>
      <ul className="mt-6 grid gap-6 md:grid-cols-2">
        {bankingServices.data.map((item) => (
          <li key={item._id} className="rounded-xl border border-slate-200 bg-white p-5">
            <div className="flex items-start justify-between gap-3">
              <h3 className="font-semibold text-slate-900">{item.title}</h3>
              {item.cost && (
                <span className="font-bold text-slate-900">{formatPriceText(item.cost)}</span>
              )}
            </div>
            {item.serviceCategory && (
              <p className="text-xs font-semibold tracking-wide text-brand-800 uppercase">
                {item.serviceCategory}
              </p>
            )}
            <p className="mt-2 text-sm text-slate-700">{item.description}</p>
            {item.estimatedProcessingTime && (
              <p className="mt-3 flex items-center gap-2 text-sm text-slate-700">
                <Clock aria-hidden="true" className="size-4 text-slate-600" />
                {item.estimatedProcessingTime}
              </p>
            )}
            {item.requiredDocuments.length > 0 && (
              <div className="mt-3 text-sm text-slate-700">
                <p className="flex items-center gap-2 font-medium text-slate-800">
                  <FileText aria-hidden="true" className="size-4 text-slate-600" />
                  {t('banking.whatToBring')}
                </p>
                <ul className="mt-1 list-disc pl-10">
                  {item.requiredDocuments.map((doc) => (
                    <li key={doc}>{doc}</li>
                  ))}
                </ul>
              </div>
            )}
            {item.externalLinks.length > 0 && (
              <ul className="mt-3 flex flex-wrap gap-3 text-sm">
                {item.externalLinks.map((link) => (
                  <li key={link}>
                    <a
                      href={link}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="inline-flex items-center gap-1 font-medium text-brand-700 hover:underline"
                    >
                      {linkLabel(link)}
                      <ExternalLink aria-hidden="true" className="size-3.5" />
                      <span className="sr-only"> {t('banking.opensInNewTab')}</span>
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
