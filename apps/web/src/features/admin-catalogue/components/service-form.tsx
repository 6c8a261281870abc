import { zodResolver } from '@hookform/resolvers/zod';
import { ImageOff } from 'lucide-react';
import { useId, useState } from 'react';

import { SERVICE_VISIBILITIES } from '@landed/shared/constants';
import type { AdminService, ServiceBody } from '@landed/shared/schemas/admin-catalogue';
import { IMAGE_UPLOAD, joinList, serviceFormSchema } from '@landed/shared/schemas/admin-catalogue';
import type { ServiceFormInput, ServiceFormOutput } from '@landed/shared/schemas/admin-catalogue';

import { SelectField } from '#web/components/ui/select-field.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { TextArea } from '#web/components/ui/textarea.tsx';
import type { TranslatedField } from '#web/components/ui/translation-tabs.tsx';
import { translatedTexts } from '#web/components/ui/translation-tabs.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { useUploadServiceImage } from '#web/features/admin-catalogue/api/upload-service-image.ts';
import type { CatalogueFormProps } from './catalogue-manager.tsx';
import { TranslatedCatalogueForm, useTranslatedCatalogueForm } from './form-fields.tsx';

const FIELDS = [
  'title',
  'slug',
  'description',
  'details',
  'price',
  'category',
  'imageUrl',
  'features',
  'visibility',
] as const;

// The texts a student reads, per language (issue 18), with the English the form has now.
const translatedFields = (english: Partial<ServiceFormInput>): TranslatedField[] => {
  const text = translatedTexts(english);
  return [
    text('title', { label: 'Title', kind: 'text', wide: true }),
    text('description', { label: 'Description', kind: 'textarea', rows: 2, wide: true }),
    text('details', { label: 'Details', kind: 'textarea', rows: 5, wide: true }),
    text('features', { label: 'Features (comma separated)', kind: 'list', wide: true }),
  ];
};

// The service form of the dashboard and of the services screen: the fields of admin §3, the
// image upload (images only, judged by the server from the content; at most 5 MB) and the
// features as comma-separated text (admin §5); above them, a tab per language for the
// translations, saved with the English.
export function ServiceForm({
  entry,
  formId,
  onSave,
  onUploadFailed,
}: CatalogueFormProps<AdminService, ServiceBody>) {
  const { form, field, tabs } = useTranslatedCatalogueForm<ServiceFormInput, ServiceFormOutput>({
    resolver: zodResolver(serviceFormSchema),
    defaultValues: {
      title: entry?.title ?? '',
      slug: entry?.slug ?? '',
      description: entry?.description ?? '',
      details: entry?.details ?? '',
      price: entry?.price ?? '',
      category: entry?.category ?? '',
      imageUrl: entry?.imageUrl ?? '',
      features: joinList(entry?.features ?? []),
      visibility: entry?.visibility ?? 'Published',
    },
    fields: FIELDS,
    // An empty slug is left out: the server makes one from the title.
    stored: entry?.translations ?? {},
    translatedFields,
    onSave: ({ slug, translations, ...rest }, failed) =>
      onSave(
        {
          ...rest,
          ...(slug ? { slug } : {}),
          translations: translations as ServiceBody['translations'],
        },
        failed,
      ),
  });
  const [uploadError, setUploadError] = useState<string | null>(null);
  const upload = useUploadServiceImage();
  const fileId = useId();
  const imageUrl = form.watch('imageUrl') ?? '';

  const uploadFailed = (reason: string) => {
    setUploadError(reason);
    onUploadFailed();
  };

  return (
    <TranslatedCatalogueForm id={formId} {...tabs}>
      <TextField label="Title" required className="sm:col-span-2" {...field('title')} />
      <TextField label="Price" hint="Leave empty for a free service." {...field('price')} />
      <TextField label="Category" {...field('category')} />
      <TextArea label="Description" rows={2} className="sm:col-span-2" {...field('description')} />
      <TextArea label="Details" rows={5} className="sm:col-span-2" {...field('details')} />
      <TextField
        label="Features (comma separated)"
        className="sm:col-span-2"
        {...field('features')}
      />

      <fieldset className="grid gap-3 rounded-md border border-slate-200 p-3 sm:col-span-2 sm:grid-cols-[auto_1fr]">
        <legend className="px-1 text-sm font-medium text-slate-800">Image</legend>
        {imageUrl ? (
          <img
            src={imageUrl}
            alt="Current image"
            className="h-20 w-32 rounded-md border border-slate-200 object-cover"
          />
        ) : (
          <div className="grid h-20 w-32 place-items-center rounded-md bg-slate-100 text-slate-500">
            <ImageOff aria-hidden="true" className="size-6" />
            <span className="sr-only">No image</span>
          </div>
        )}
        <div className="space-y-2">
          <div>
            <label htmlFor={fileId} className="block text-sm font-medium text-slate-800">
              Upload image
            </label>
            <input
              id={fileId}
              type="file"
              accept={IMAGE_UPLOAD.accept}
              disabled={upload.isPending}
              aria-describedby={`${fileId}-hint`}
              onChange={(event) => {
                const input = event.currentTarget;
                const file = input.files?.[0];
                input.value = '';
                if (!file) return;
                setUploadError(null);
                if (file.size > IMAGE_UPLOAD.maxBytes) {
                  uploadFailed('The image is larger than 5 MB.');
                  return;
                }
                upload.mutate(file, {
                  onSuccess: ({ url }) =>
                    form.setValue('imageUrl', url, { shouldDirty: true, shouldValidate: true }),
                  onError: (error) =>
                    uploadFailed(errorMessage(error, 'The image could not be uploaded.')),
                });
              }}
              className="mt-1 block w-full text-sm text-slate-800 file:mr-3 file:rounded-md file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:font-semibold file:text-slate-800 hover:file:bg-slate-200"
            />
            <p id={`${fileId}-hint`} className="mt-1 text-xs text-slate-600">
              PNG, JPEG, WebP or GIF, at most 5 MB.
              {upload.isPending && ' Uploading...'}
            </p>
            {uploadError && <p className="mt-1 text-sm text-red-700">{uploadError}</p>}
          </div>
          <TextField
            label="Image URL"
            hint="Filled in by the upload; an address on this site such as /images/…"
            {...field('imageUrl')}
          />
        </div>
      </fieldset>

      <SelectField
        label="Visibility"
        options={SERVICE_VISIBILITIES}
        {...form.register('visibility')}
      />
      <TextField
        label="Address (slug)"
        hint={
          entry
            ? 'Its page is /services/{slug}. Change it only if you must: old links stop working.'
            : 'Leave empty to make one from the title.'
        }
        {...field('slug')}
      />
    </TranslatedCatalogueForm>
  );
}
