import type { InputHTMLAttributes, SelectHTMLAttributes } from 'react';
import { forwardRef, useId } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

import { ApiError } from '../../../lib/api-client.ts';

export const SelectField = forwardRef<
  HTMLSelectElement,
  SelectHTMLAttributes<HTMLSelectElement> & { label: string; options: readonly string[] }
>(function SelectField({ label, options, id, className = '', ...props }, ref) {
  const generated = useId();
  const selectId = id ?? generated;
  return (
    <div className={className}>
      <label htmlFor={selectId} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <select
        ref={ref}
        id={selectId}
        className="mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none"
        {...props}
      >
        {options.map((option) => (
          <option key={option}>{option}</option>
        ))}
      </select>
    </div>
  );
});

export const CheckboxField = forwardRef<
  HTMLInputElement,
  InputHTMLAttributes<HTMLInputElement> & { label: string }
>(function CheckboxField({ label, className = '', ...props }, ref) {
  return (
    <label
      className={`inline-flex items-center gap-2 text-sm font-medium text-slate-800 ${className}`}
    >
      <input
        ref={ref}
        type="checkbox"
        className="size-4 rounded border-slate-400 accent-brand-700"
        {...props}
      />
      {label}
    </label>
  );
});

// The server names the field it refused ('price: A Standard package needs ...',
// 'externalLinks.0: ...'): put the reason under that field when the form has it; otherwise
// return it to show above the form.
export function serverFieldError<Values extends FieldValues>(
  error: unknown,
  fields: ReadonlyArray<Path<Values>>,
  setError: UseFormSetError<Values>,
): string | null {
  if (!(error instanceof ApiError) || !error.fromServer) return null;
  const match = /^([A-Za-z]+)(?:\.\d+)?: (.+)$/.exec(error.message);
  const field = match?.[1] as Path<Values> | undefined;
  if (match && field && fields.includes(field)) {
    setError(field, { type: 'server', message: match[2] }, { shouldFocus: true });
    return null;
  }
  return error.message;
}
