import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';

import type { FaqItem } from '@landed/shared/schemas/cms';

// One item open at a time (public §2 Packages): opening an item closes the other; clicking the
// open one closes it. Each question is a button that says whether its answer is shown.
export function FaqAccordion({ items }: { items: FaqItem[] }) {
  const [open, setOpen] = useState<number | null>(null);
  const baseId = useId();
  return (
    <div className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
      {items.map((item, index) => {
        const expanded = open === index;
        const buttonId = `${baseId}-q${index}`;
        const panelId = `${baseId}-a${index}`;
        return (
          <div key={`${index}-${item.question}`}>
            <h3>
              <button
                id={buttonId}
                type="button"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpen(expanded ? null : index)}
                className="flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-slate-900 hover:bg-slate-50"
              >
                {item.question}
                <ChevronDown
                  aria-hidden="true"
                  className={`size-5 shrink-0 text-slate-600 transition-transform motion-reduce:transition-none ${expanded ? 'rotate-180' : ''}`}
                />
              </button>
            </h3>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              hidden={!expanded}
              className="px-5 pb-5 text-slate-700"
            >
              {item.answer}
            </div>
          </div>
        );
      })}
    </div>
  );
}
