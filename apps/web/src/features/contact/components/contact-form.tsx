import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';

import type { InquiryType } from '@landed/shared/constants';
import { INQUIRY_TYPES } from '@landed/shared/constants';
import type { InquiryBody } from '@landed/shared/schemas/inquiry';
import { inquiryBodySchema } from '@landed/shared/schemas/inquiry';

import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { useT } from '#web/lib/i18n.tsx';
import { translateMessage } from '#web/lib/known-messages.ts';
import { useCreateInquiry } from '#web/features/contact/api/create-inquiry.ts';

const fieldClass = (invalid: boolean) =>
  `mt-1 block w-full rounded-md border bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none ${
    invalid ? 'border-red-600' : 'border-slate-300'
  }`;

// The inquiry types' labels; the value sent stays the English type.
const TYPE_LABELS: Record<InquiryType, string> = {
  'General Inquiry': 'contact.typeGeneral',
  Partnership: 'contact.typePartnership',
  Support: 'contact.typeSupport',
};

// The contact form (public §2 Contact): the thank-you text shows once the server has stored
// the inquiry; a failure shows the server's message (DECISIONS).
export function ContactForm() {
  const t = useT();
  const create = useCreateInquiry();
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const typeId = useId();
  const messageId = useId();
  const form = useForm<InquiryBody>({
    resolver: zodResolver(inquiryBodySchema),
    defaultValues: { name: '', email: '', type: '' as InquiryBody['type'], message: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await create.mutateAsync(values);
      setSent(true);
    } catch (error) {
      setFailure(translateMessage(t, errorMessage(error, t('contact.failed'))));
    }
  });

  if (sent) {
    return (
      <p
        role="status"
        className="rounded-lg bg-green-50 px-4 py-6 text-center text-lg text-green-900"
      >
        {t('contact.thankYou')}
      </p>
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label={t('contact.formLabel')}>
      {failure && <Alert>{failure}</Alert>}
      <TextField
        label={t('contact.name')}
        autoComplete="name"
        required
        error={errors.name?.message}
        {...form.register('name')}
      />
      <TextField
        label={t('contact.email')}
        type="email"
        autoComplete="email"
        required
        error={errors.email?.message}
        {...form.register('email')}
      />
      <div>
        <label htmlFor={typeId} className="block text-sm font-medium text-slate-800">
          {t('contact.inquiryType')}
        </label>
        <select
          id={typeId}
          required
          aria-invalid={errors.type ? true : undefined}
          aria-describedby={errors.type ? `${typeId}-error` : undefined}
          className={fieldClass(Boolean(errors.type))}
          {...form.register('type')}
        >
          <option value="">{t('contact.select')}</option>
          {INQUIRY_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(TYPE_LABELS[type])}
            </option>
          ))}
        </select>
        {errors.type && (
          <p id={`${typeId}-error`} className="mt-1 text-sm text-red-700">
            {translateMessage(t, errors.type.message)}
          </p>
        )}
      </div>
      <div>
        <label htmlFor={messageId} className="block text-sm font-medium text-slate-800">
          {t('contact.message')}
        </label>
        <textarea
          id={messageId}
          rows={5}
          required
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={errors.message ? `${messageId}-error` : undefined}
          className={fieldClass(Boolean(errors.message))}
          {...form.register('message')}
        />
        {errors.message && (
          <p id={`${messageId}-error`} className="mt-1 text-sm text-red-700">
            {translateMessage(t, errors.message.message)}
          </p>
        )}
      </div>
      <Button type="submit" disabled={isSubmitting} className="w-full sm:w-auto">
        {isSubmitting ? t('contact.sending') : t('contact.send')}
      </Button>
    </form>
  );
}
