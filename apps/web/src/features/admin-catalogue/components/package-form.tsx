import { zodResolver } from '@hookform/resolvers/zod';

import { PACKAGE_TYPES } from '@landed/shared/constants';
import type {
  AdminPackage,
  PackageBody,
  PackageFormInput,
  PackageFormOutput,
} from '@landed/shared/schemas/admin-catalogue';
import { joinList, packageFormSchema } from '@landed/shared/schemas/admin-catalogue';

import { SelectField } from '#web/components/ui/select-field.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { TextArea } from '#web/components/ui/textarea.tsx';
import type { TranslatedField } from '#web/components/ui/translation-tabs.tsx';
import { translatedTexts } from '#web/components/ui/translation-tabs.tsx';
import type { CatalogueFormProps } from './catalogue-manager.tsx';
import {
  TranslatedCatalogueForm,
  CheckboxField,
  useTranslatedCatalogueForm,
} from './form-fields.tsx';

const FIELDS = [
  'title',
  'price',
  'tagline',
  'features',
  'description',
  'type',
  'priority',
  'mostPopular',
] as const;

// The texts a student reads, per language (issue 18), with the English the form has now.
const translatedFields = (english: Partial<PackageFormInput>): TranslatedField[] => {
  const text = translatedTexts(english);
  return [
    text('title', { label: 'Title', kind: 'text', wide: true }),
    text('tagline', { label: 'Tagline', kind: 'text', wide: true }),
    text('features', { label: 'Features (comma separated)', kind: 'list', wide: true }),
    text('description', { label: 'Description', kind: 'textarea', rows: 4, wide: true }),
  ];
};

// The 'Add New Package' / 'Edit Package' form (admin §2). Validated as the server validates:
// priority a number, features a clean list, a Standard package priced so it can be booked.
// Above the fields, a tab per language for the translations, saved with the English.
export function PackageForm({
  entry,
  formId,
  onSave,
}: Omit<CatalogueFormProps<AdminPackage, PackageBody>, 'onUploadFailed'>) {
  const { form, field, tabs } = useTranslatedCatalogueForm<PackageFormInput, PackageFormOutput>({
    resolver: zodResolver(packageFormSchema),
    defaultValues: {
      title: entry?.title ?? '',
      price: entry?.price ?? '',
      tagline: entry?.tagline ?? '',
      features: joinList(entry?.features ?? []),
      description: entry?.description ?? '',
      type: entry?.type ?? 'Standard',
      priority: String(entry?.priority ?? 0),
      mostPopular: entry?.mostPopular ?? false,
      // Not in the dialog (the eye toggle sets it); kept as it is.
      visibility: entry?.visibility ?? true,
    },
    fields: FIELDS,
    stored: entry?.translations ?? {},
    translatedFields,
    onSave: ({ translations, ...values }, failed) =>
      onSave({ ...values, translations: translations as PackageBody['translations'] }, failed),
  });

  return (
    <TranslatedCatalogueForm id={formId} {...tabs}>
      <TextField label="Title" required className="sm:col-span-2" {...field('title')} />
      <TextField
        label="Price"
        hint="e.g. $180; a Custom package may say Quote-based."
        {...field('price')}
      />
      <TextField label="Tagline" {...field('tagline')} />
      <TextField
        label="Features (comma separated)"
        className="sm:col-span-2"
        {...field('features')}
      />
      <TextArea label="Description" rows={4} className="sm:col-span-2" {...field('description')} />
      <SelectField label="Type" options={PACKAGE_TYPES} {...form.register('type')} />
      <TextField
        label="Priority"
        type="number"
        inputMode="numeric"
        step={1}
        hint="Lower numbers show first."
        {...field('priority')}
      />
      <CheckboxField
        label="Most Popular"
        className="sm:col-span-2"
        {...form.register('mostPopular')}
      />
    </TranslatedCatalogueForm>
  );
}
