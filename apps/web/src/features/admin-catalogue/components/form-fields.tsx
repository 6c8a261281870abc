import type { FormEventHandler, InputHTMLAttributes, ReactNode } from 'react';
import { forwardRef, useState } from 'react';
import type { DefaultValues, FieldValues, Path, Resolver, UseFormSetError } from 'react-hook-form';
import { useForm } from 'react-hook-form';

import { Alert } from '#web/components/ui/alert.tsx';
import type {
  StoredTranslations,
  TranslatedField,
  TranslationsState,
} from '#web/components/ui/translation-tabs.tsx';
import {
  TRANSLATION_TEXTS,
  TranslationTabs,
  useTranslations,
} from '#web/components/ui/translation-tabs.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { fieldProps } from '#web/lib/form-field.ts';

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
export function serverFieldError<Values extends FieldValues>({
  error,
  fields,
  setError,
}: {
  error: unknown;
  fields: ReadonlyArray<Path<Values>>;
  setError: UseFormSetError<Values>;
}): string | null {
  if (!(error instanceof ApiError) || !error.fromServer) return null;
  const match = /^([A-Za-z]+)(?:\.\d+)?: (.+)$/.exec(error.message);
  const field = match?.[1] as Path<Values> | undefined;
  if (match && field && fields.includes(field)) {
    setError(field, { type: 'server', message: match[2] }, { shouldFocus: true });
    return null;
  }
  return error.message;
}

// A catalogue dialog's form (admin §3, §5): validated by the resource's schema, and a refusal
// from the server put under the field it names (one of `fields`) or above the form.
// `field(name)` is what a TextField or TextArea needs: the registration and its error.
type CatalogueFormOptions<Input extends FieldValues, Output> = {
  resolver: Resolver<Input, unknown, Output>;
  defaultValues: DefaultValues<Input>;
  fields: ReadonlyArray<Path<Input>>;
  onSave: (values: Output, failed: (error: unknown) => void) => void;
  // The form refused the values (e.g. to show the tab its fields are on).
  onInvalid?: () => void;
};

export function useCatalogueForm<Input extends FieldValues, Output>({
  resolver,
  defaultValues,
  fields,
  onSave,
  onInvalid,
}: CatalogueFormOptions<Input, Output>) {
  const form = useForm<Input, unknown, Output>({ resolver, defaultValues });
  const [formError, setFormError] = useState<string | null>(null);
  const { handleSubmit, setError } = form;
  return {
    form,
    formError,
    field: fieldProps(form),
    onSubmit: handleSubmit(
      (values) => {
        setFormError(null);
        onSave(values, (error) => setFormError(serverFieldError({ error, fields, setError })));
      },
      () => onInvalid?.(),
    ),
  };
}

// The <form> the dialog's Save button submits (by its id), with the form's error on top.
export function CatalogueForm({
  id,
  error,
  onSubmit,
  children,
}: {
  id: string;
  error: string | null;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}) {
  return (
    <form id={id} noValidate className="grid gap-4 sm:grid-cols-2" onSubmit={onSubmit}>
      {error && (
        <div className="sm:col-span-2">
          <Alert>{error}</Alert>
        </div>
      )}
      {children}
    </form>
  );
}

// A catalogue form with a tab per language (packages, services, issue 18): `translatedFields`
// lists the texts a student reads, with the English the form has now; `onSave` gets the
// translations with the values. Refused values show the English tab, where the errors are.
// `tabs` is what TranslatedCatalogueForm needs besides its id.
export function useTranslatedCatalogueForm<Input extends FieldValues, Output>({
  stored,
  translatedFields,
  onSave,
  ...options
}: Omit<CatalogueFormOptions<Input, Output>, 'onSave' | 'onInvalid'> & {
  stored: StoredTranslations;
  translatedFields: (english: Partial<Input>) => TranslatedField[];
  onSave: (
    values: Output & { translations: StoredTranslations },
    failed: (error: unknown) => void,
  ) => void;
}) {
  const { form, formError, field, onSubmit } = useCatalogueForm<Input, Output>({
    ...options,
    onSave: (values, failed) =>
      onSave({ ...values, translations: translations.value(fields) }, failed),
    onInvalid: () => translations.setLocale('en'),
  });
  const fields = translatedFields(form.watch());
  const translations = useTranslations({ stored, fields });
  return { form, field, tabs: { error: formError, onSubmit, translations, fields } };
}

// Its form: the tabs fill the form's width and lay their fields out in its two columns.
export function TranslatedCatalogueForm({
  translations,
  fields,
  children,
  ...form
}: {
  id: string;
  error: string | null;
  onSubmit: FormEventHandler<HTMLFormElement>;
  translations: TranslationsState;
  fields: readonly TranslatedField[];
  children: ReactNode;
}) {
  return (
    <CatalogueForm {...form}>
      <TranslationTabs
        state={translations}
        fields={fields}
        texts={TRANSLATION_TEXTS}
        className="sm:col-span-2"
        panelClassName="grid gap-4 sm:grid-cols-2"
      >
        {children}
      </TranslationTabs>
    </CatalogueForm>
  );
}
