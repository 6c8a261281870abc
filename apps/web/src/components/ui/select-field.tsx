import type { SelectHTMLAttributes } from 'react';
import { forwardRef, useId } from 'react';

// An option is a value shown as itself, or [value, text].
export type SelectOption = string | readonly [string, string];

const FIELD_SELECT =
  'mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none';

// A select with its visible label above it. `selectClassName` replaces the form fields' usual
// look (the back-office's compact selects); `className` goes to the wrapper.
export const SelectField = forwardRef<
  HTMLSelectElement,
  SelectHTMLAttributes<HTMLSelectElement> & {
    label: string;
    options: readonly SelectOption[];
    selectClassName?: string;
  }
>(function SelectField({ label, options, id, selectClassName = FIELD_SELECT, ...props }, ref) {
  const { className, ...select } = props;
  const generated = useId();
  const selectId = id ?? generated;
  return (
    <div className={className}>
      <label htmlFor={selectId} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <select ref={ref} id={selectId} className={selectClassName} {...select}>
        {options.map((option) =>
          typeof option === 'string' ? (
            <option key={option}>{option}</option>
          ) : (
            <option key={option[0]} value={option[0]}>
              {option[1]}
            </option>
          ),
        )}
      </select>
    </div>
  );
});
