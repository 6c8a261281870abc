import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';

import type {
  AdminBankingService,
  BankingBody,
  BankingFormInput,
  BankingFormOutput,
} from '@landed/shared/schemas/admin-catalogue';
import { bankingFormSchema, joinList } from '@landed/shared/schemas/admin-catalogue';

import { Alert } from '../../../components/ui/alert.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { TextArea } from '../../../components/ui/textarea.tsx';
import { CheckboxField, serverFieldError } from './form-fields.tsx';

const FIELDS = [
  'title',
  'description',
  'estimatedProcessingTime',
  'requiredDocuments',
  'externalLinks',
  'cost',
  'serviceCategory',
  'visibility',
] as const;

// The 'Add New Banking Service' / 'Edit Banking Service' form (admin §2): lists as
// comma-separated text, links http(s) only.
export function BankingForm({
  entry,
  formId,
  onSave,
}: {
  entry: AdminBankingService | null;
  formId: string;
  onSave: (body: BankingBody, failed: (error: unknown) => void) => void;
}) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<BankingFormInput, unknown, BankingFormOutput>({
    resolver: zodResolver(bankingFormSchema),
    defaultValues: {
      title: entry?.title ?? '',
      description: entry?.description ?? '',
      estimatedProcessingTime: entry?.estimatedProcessingTime ?? '',
      requiredDocuments: joinList(entry?.requiredDocuments ?? []),
      externalLinks: joinList(entry?.externalLinks ?? []),
      cost: entry?.cost ?? '',
      serviceCategory: entry?.serviceCategory ?? '',
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
          setFormError(serverFieldError<BankingFormInput>(error, FIELDS, setError)),
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
      <TextArea
        label="Description"
        rows={3}
        error={errors.description?.message}
        className="sm:col-span-2"
        {...register('description')}
      />
      <TextField
        label="Estimated Processing Time"
        error={errors.estimatedProcessingTime?.message}
        {...register('estimatedProcessingTime')}
      />
      <TextField label="Cost" error={errors.cost?.message} {...register('cost')} />
      <TextField
        label="Required Documents (comma separated)"
        error={errors.requiredDocuments?.message}
        className="sm:col-span-2"
        {...register('requiredDocuments')}
      />
      <TextField
        label="External Links (comma separated)"
        hint="Web addresses starting with https:// or http://"
        error={errors.externalLinks?.message}
        className="sm:col-span-2"
        {...register('externalLinks')}
      />
      <TextField
        label="Service Category"
        error={errors.serviceCategory?.message}
        {...register('serviceCategory')}
      />
      <CheckboxField label="Visible" className="self-end pb-2" {...register('visibility')} />
    </form>
  );
}
