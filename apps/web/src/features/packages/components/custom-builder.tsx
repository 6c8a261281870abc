import { Check, ChevronDown, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';

import type { CustomChoice } from '@landed/shared/schemas/booking';
import type { CustomService } from '@landed/shared/schemas/custom-option';

import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { Loading } from '#web/components/ui/page.tsx';
import { formatDollars } from '#web/lib/format.ts';
import { useT } from '#web/lib/i18n.tsx';
import { useCustomOptions } from '#web/features/packages/api/get-custom-options.ts';
import type { OnBook } from '#web/features/packages/types.ts';

// The custom package builder (public §2, §3, §4): one option per service, choosing another
// replaces it, remove deletes it, the total is the sum; closing clears everything (the state
// lives inside the dialog's content, which unmounts on close).
export function CustomBuilder({
  open,
  onClose,
  onBook,
}: {
  open: boolean;
  onClose: () => void;
  onBook: OnBook;
}) {
  const t = useT();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      size="xl"
      title={t('builder.title')}
      description={t('builder.description')}
    >
      <BuilderContent
        onBook={(request) => {
          onClose();
          onBook(request);
        }}
      />
    </Dialog>
  );
}

export function totalOf(choices: CustomChoice[]): number {
  return choices.reduce((sum, choice) => sum + choice.price, 0);
}

function BuilderContent({ onBook }: { onBook: OnBook }) {
  const t = useT();
  const catalogue = useCustomOptions();
  // Keyed by service key: one option per service.
  const [chosen, setChosen] = useState<Record<string, CustomChoice>>({});
  const [expanded, setExpanded] = useState<string | null>(null);
  const baseId = useId();

  if (catalogue.isPending) return <Loading />;
  if (catalogue.isError) {
    return (
      <Alert>
        {t('builder.loadFailed')} {catalogue.error.message}
      </Alert>
    );
  }

  const services = catalogue.data;
  // In the catalogue's order, whatever order they were picked in.
  const choices = services.flatMap((s) => (chosen[s.key] ? [chosen[s.key]!] : []));
  const total = totalOf(choices);

  const choose = (service: CustomService, option: CustomService['options'][number]) =>
    setChosen((current) => ({
      ...current,
      [service.key]: {
        serviceKey: service.key,
        serviceName: service.name,
        optionId: option._id,
        optionName: option.name,
        price: option.price,
        features: option.features,
      },
    }));
  const remove = (serviceKey: string) =>
    setChosen((current) => {
      const next = { ...current };
      delete next[serviceKey];
      return next;
    });

  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_18rem]">
      <ul className="space-y-3" aria-label={t('nav.services')}>
        {services.map((service) => {
          const isOpen = expanded === service.key;
          const panelId = `${baseId}-${service.key}`;
          const current = chosen[service.key];
          return (
            <li key={service._id} className="rounded-xl border border-slate-200">
              <h3>
                <button
                  type="button"
                  aria-expanded={isOpen}
                  aria-controls={panelId}
                  onClick={() => setExpanded(isOpen ? null : service.key)}
                  className="flex w-full items-start justify-between gap-3 rounded-xl px-4 py-3 text-left hover:bg-slate-50"
                >
                  <span>
                    <span className="block font-semibold text-slate-900">{service.name}</span>
                    <span className="block text-sm text-slate-600">{service.description}</span>
                    {current && (
                      <span className="mt-1 inline-flex items-center gap-1 text-sm font-medium text-teal-800">
                        <Check aria-hidden="true" className="size-4" />
                        {t('builder.optionChosen', { option: current.optionName })}
                      </span>
                    )}
                  </span>
                  <ChevronDown
                    aria-hidden="true"
                    className={`mt-1 size-5 shrink-0 text-slate-600 transition-transform motion-reduce:transition-none ${isOpen ? 'rotate-180' : ''}`}
                  />
                </button>
              </h3>
              <div id={panelId} hidden={!isOpen} className="border-t border-slate-200 p-4">
                <ul className="grid gap-3 sm:grid-cols-2">
                  {service.options.map((option) => {
                    const selected = current?.optionId === option._id;
                    return (
                      <li
                        key={option._id}
                        className={`flex flex-col rounded-lg border p-4 ${selected ? 'border-brand-600 bg-brand-50' : 'border-slate-200'}`}
                      >
                        <div className="flex items-baseline justify-between gap-2">
                          <h4 className="font-semibold text-slate-900">{option.name}</h4>
                          <span className="font-bold text-slate-900">
                            {formatDollars(option.price)}
                          </span>
                        </div>
                        <p className="mt-1 text-sm text-slate-600">{option.description}</p>
                        <ul className="mt-2 flex-1 space-y-1 text-sm text-slate-700">
                          {option.features.map((feature) => (
                            <li key={feature} className="flex gap-2">
                              <Check
                                aria-hidden="true"
                                className="mt-0.5 size-4 shrink-0 text-teal-700"
                              />
                              {feature}
                            </li>
                          ))}
                        </ul>
                        <Button
                          className="mt-3"
                          variant={selected ? 'primary' : 'secondary'}
                          aria-pressed={selected}
                          aria-label={
                            selected
                              ? t('builder.selectedLabel', {
                                  service: service.name,
                                  option: option.name,
                                })
                              : t('builder.selectLabel', {
                                  service: service.name,
                                  option: option.name,
                                })
                          }
                          onClick={() => (selected ? remove(service.key) : choose(service, option))}
                        >
                          {selected ? t('builder.selected') : t('builder.select')}
                        </Button>
                      </li>
                    );
                  })}
                </ul>
              </div>
            </li>
          );
        })}
      </ul>

      <aside
        aria-labelledby={`${baseId}-summary`}
        className="h-fit rounded-xl border border-slate-200 bg-slate-50 p-4 lg:sticky lg:top-0"
      >
        <h3 id={`${baseId}-summary`} className="font-semibold text-slate-900">
          {t('builder.summaryTitle')}
        </h3>
        {choices.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">{t('builder.noneChosen')}</p>
        ) : (
          <ul className="mt-3 space-y-2" aria-label={t('builder.chosenServices')}>
            {choices.map((choice) => (
              <li
                key={choice.serviceKey}
                className="flex items-start justify-between gap-2 text-sm"
              >
                <span>
                  <span className="block font-medium text-slate-900">{choice.serviceName}</span>
                  <span className="text-slate-600">
                    {choice.optionName} · {formatDollars(choice.price)}
                  </span>
                </span>
                <button
                  type="button"
                  onClick={() => remove(choice.serviceKey)}
                  aria-label={t('builder.remove', { service: choice.serviceName })}
                  className="rounded-md p-1 text-slate-600 hover:bg-slate-200 hover:text-red-700"
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                </button>
              </li>
            ))}
          </ul>
        )}
        <p
          className="mt-4 flex items-baseline justify-between border-t border-slate-200 pt-3 font-semibold text-slate-900"
          aria-live="polite"
          data-testid="custom-total"
        >
          <span>{t('builder.total')}</span>
          <span className="text-xl">{formatDollars(total)}</span>
        </p>
        <Button
          className="mt-4 w-full"
          disabled={choices.length === 0}
          onClick={() =>
            onBook({
              kind: 'custom',
              name: 'Custom Package',
              price: formatDollars(total),
              totalPrice: total,
              services: choices,
            })
          }
        >
          {t('builder.bookCustom')}
        </Button>
      </aside>
    </div>
  );
}
