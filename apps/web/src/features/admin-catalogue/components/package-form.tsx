import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';

import { PACKAGE_TYPES } from '@landed/shared/constants';
import type {
  AdminPackage,
  PackageBody,
  PackageFormInput,
  PackageFormOutput,
} from '@landed/shared/schemas/admin-catalogue';
import { joinList, packageFormSchema } from '@landed/shared/schemas/admin-catalogue';

import { Alert } from '../../../components/ui/alert.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { TextArea } from '../../../components/ui/textarea.tsx';
import { CheckboxField, SelectField, serverFieldError } from './form-fields.tsx';

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

// The 'Add New Package' / 'Edit Package' form (admin §2). Validated as the server validates:
// priority a number, features a clean list, a Standard package priced so it can be booked.
export function PackageForm({
  entry,
  formId,
  onSave,
}: {
  entry: AdminPackage | null;
  formId: string;
  onSave: (body: PackageBody, failed: (error: unknown) => void) => void;
}) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<PackageFormInput, unknown, PackageFormOutput>({
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
  });
  const [formError, setFormError] = useState<string | null>(null);

  return (
    <form
      id={formId}
      noValidate
      className="grid gap-4 sm:grid-cols-2"
      onSubmit={handleSubmit((values) => {
        setFormError(null);
        onSave(values, (error) =>
          setFormError(serverFieldError<PackageFormInput>(error, FIELDS, setError)),
        );
      })}
    >
      {formError && (
        <div className="sm:col-span-2">
          <Alert>{formError}</Alert>
        </div>
      )}
      <TextField
        label="Title"
        required
        error={errors.title?.message}
        className="sm:col-span-2"
        {...register('title')}
      />
      <TextField
        label="Price"
        hint="e.g. $180; a Custom package may say Quote-based."
        error={errors.price?.message}
        {...register('price')}
      />
      <TextField label="Tagline" error={errors.tagline?.message} {...register('tagline')} />
      <TextField
        label="Features (comma separated)"
        error={errors.features?.message}
        className="sm:col-span-2"
        {...register('features')}
      />
      <TextArea
        label="Description"
        rows={4}
        error={errors.description?.message}
        className="sm:col-span-2"
        {...register('description')}
      />
      <SelectField label="Type" options={PACKAGE_TYPES} {...register('type')} />
      <TextField
        label="Priority"
        type="number"
        inputMode="numeric"
        step={1}
        hint="Lower numbers show first."
        error={errors.priority?.message}
        {...register('priority')}
      />
      <CheckboxField label="Most Popular" className="sm:col-span-2" {...register('mostPopular')} />
    </form>
  );
}
