import type { InputHTMLAttributes } from 'react';
import { forwardRef, useId } from 'react';

import { useT } from '#web/lib/i18n.tsx';
import { translateMessage } from '#web/lib/known-messages.ts';

type Props = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  error?: string | undefined;
  hint?: string;
};

// A labelled input whose error is announced and tied to it (aria-describedby).
export const TextField = forwardRef<HTMLInputElement, Props>(function TextField(
  { label, error: message, hint, id, className = '', ...props },
  ref,
) {
  // A known English message (the shared schemas', the server's) in the page's language.
  const error = translateMessage(useT(), message);
  const generated = useId();
  const inputId = id ?? generated;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ');
  return (
    <div className={className}>
      {/* A required field is marked where it is seen, beside (not inside) its label so the
          label's text stays the field's name; the input's `required` says it to screen
          readers, so the mark itself is hidden from them (issue 25). */}
      <div className="flex items-baseline gap-0.5">
        <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
          {label}
        </label>
        {props.required && (
          <span aria-hidden="true" className="text-sm font-medium text-red-700">
            *
          </span>
        )}
      </div>
      <input
        ref={ref}
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={`mt-1 block w-full rounded-md border px-3 py-2 text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none ${
          error ? 'border-red-600' : 'border-slate-300'
        }`}
        {...props}
      />
      {hint && !error && (
        <p id={hintId} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
});
