import { zodResolver } from '@hookform/resolvers/zod';

import type {
  AdminBankingService,
  BankingServiceBody,
  BankingServiceFormInput,
  BankingServiceFormOutput,
} from '@landed/shared/schemas/admin-catalogue';
import { bankingServiceFormSchema, joinList } from '@landed/shared/schemas/admin-catalogue';

import { TextField } from '#web/components/ui/text-field.tsx';
import { TextArea } from '#web/components/ui/textarea.tsx';
import type { CatalogueFormProps } from './catalogue-manager.tsx';
import { CatalogueForm, CheckboxField, useCatalogueForm } from './form-fields.tsx';

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
export function BankingServiceForm({
  entry,
  formId,
  onSave,
}: Omit<CatalogueFormProps<AdminBankingService, BankingServiceBody>, 'onUploadFailed'>) {
  const { form, formError, field, onSubmit } = useCatalogueForm<
    BankingServiceFormInput,
    BankingServiceFormOutput
  >({
    resolver: zodResolver(bankingServiceFormSchema),
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
    fields: FIELDS,
    onSave,
  });

  return (
    <CatalogueForm id={formId} error={formError} onSubmit={onSubmit}>
      <TextField label="Title" required className="sm:col-span-2" {...field('title')} />
      <TextArea label="Description" rows={3} className="sm:col-span-2" {...field('description')} />
      <TextField label="Estimated Processing Time" {...field('estimatedProcessingTime')} />
      <TextField label="Cost" {...field('cost')} />
      <TextField
        label="Required Documents (comma separated)"
        className="sm:col-span-2"
        {...field('requiredDocuments')}
      />
      <TextField
        label="External Links (comma separated)"
        hint="Web addresses starting with https:// or http://"
        className="sm:col-span-2"
        {...field('externalLinks')}
      />
      <TextField label="Service Category" {...field('serviceCategory')} />
      <CheckboxField label="Visible" className="self-end pb-2" {...form.register('visibility')} />
    </CatalogueForm>
  );
}
