import { zodResolver } from '@hookform/resolvers/zod';
import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useForm } from 'react-hook-form';

import type { AdminCms, CmsTexts } from '@landed/shared/schemas/admin-content';
import { cmsTextsSchema } from '@landed/shared/schemas/admin-content';
import { SOCIAL_NETWORKS } from '@landed/shared/schemas/cms';

import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { TextArea } from '#web/components/ui/textarea.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import type { TranslatedField } from '#web/components/ui/translation-tabs.tsx';
import {
  TRANSLATION_TEXTS,
  TranslationTabs,
  translatedTexts,
  useTranslations,
} from '#web/components/ui/translation-tabs.tsx';
import { fieldProps } from '#web/lib/form-field.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { toast } from '#web/lib/toast.ts';
import { useUpdateCms } from '#web/features/admin-content/api/update-cms.ts';

const formSchema = cmsTextsSchema;
type FormValues = CmsTexts;

const CMS_TRANSLATION_TEXTS = {
  ...TRANSLATION_TEXTS,
  note: 'Leave a field empty to show the English on the site. The e-mail, phone and a meeting point set on a booking stay English.',
};

// The texts a student reads in their language (issue 18): the home texts, the FAQ and about,
// with the English the form has now.
const translatedFields = (english: Partial<CmsTexts>): TranslatedField[] => {
  const text = translatedTexts(english);
  return [
    text('homepageHeadline', { label: 'Homepage headline', kind: 'text' }),
    text('homepageSubheading', { label: 'Homepage subheading', kind: 'text' }),
    text('heroText', { label: 'Hero text', kind: 'textarea', wide: true }),
    text('servicesDesc', { label: 'Services description', kind: 'textarea' }),
    text('packagesDesc', { label: 'Packages description', kind: 'textarea' }),
    text('footerText', { label: 'Footer text', kind: 'textarea', wide: true }),
    {
      name: 'faqs',
      kind: 'pairs',
      legend: 'FAQ (packages page)',
      english: english.faqs ?? [],
      question: (n) => `Question ${n}`,
      answer: (n) => `Answer ${n}`,
    },
    text('contactAddress', { label: 'Contact address (footer)', kind: 'text' }),
    text('defaultMeetingPoint', {
      label: 'Usual meeting point (arrival pass)',
      kind: 'textarea',
      wide: true,
    }),
    text('arrivalHelp', {
      label: "If you can't find your driver (arrival pass, one step a line)",
      kind: 'textarea',
      wide: true,
    }),
    text('about', { label: 'About (markdown)', kind: 'textarea', rows: 8, wide: true }),
    // The legal pages (issue 33 item 2): the English governs where a translation differs.
    text('terms', { label: 'Terms of Service (markdown)', kind: 'textarea', rows: 8, wide: true }),
    text('privacy', { label: 'Privacy Policy (markdown)', kind: 'textarea', rows: 8, wide: true }),
  ];
};

// The facts a text may name instead of stating them (docs/decisions/116): the site writes
// what is set now, in the reader's language, so a text never contradicts the settings.
function FactsHint() {
  return (
    <p className="text-sm text-slate-600" data-testid="facts-hint">
      Where a text states the support e-mail or phone, the ways to pay, GST or how long documents
      are kept, write <code>{'{{SUPPORT_EMAIL}}'}</code>, <code>{'{{SUPPORT_PHONE}}'}</code>,{' '}
      <code>{'{{PAYMENT_METHODS}}'}</code>, <code>{'{{PRICES_GST}}'}</code> or{' '}
      <code>{'{{DOCUMENT_RETENTION_DAYS}}'}</code>: the site shows what is set now, in the
      reader&apos;s language. The cancellation policy is shown below the Terms by itself.
    </p>
  );
}

// Every site text of admin §3, the FAQ items, the legal pages and the contact details; above
// them, a tab per language for the translations, saved with the English.
export function CmsForm({ cms, readOnly }: { cms: AdminCms; readOnly: boolean }) {
  const update = useUpdateCms();
  const { _id, updatedAt: _updatedAt, translations: stored, ...values } = cms;
  const form = useForm<FormValues>({ resolver: zodResolver(formSchema), defaultValues: values });
  const {
    control,
    handleSubmit,
    watch,
    formState: { isDirty },
    reset,
  } = form;
  const field = fieldProps(form);
  const faqs = useFieldArray({ control, name: 'faqs' });
  const fields = translatedFields(watch());
  const translations = useTranslations({ stored, fields });

  return (
    <form
      noValidate
      aria-label="Site texts"
      className="space-y-6"
      onSubmit={handleSubmit(
        (body) =>
          update.mutate(
            { id: _id, body: { ...body, translations: translations.value(fields) } },
            {
              onSuccess: ({ cms: saved }) => {
                const { _id: _i, updatedAt: _u, translations: savedTranslations, ...next } = saved;
                reset(next);
                translations.reset(savedTranslations, translatedFields(next));
                toast.success('Content saved!');
              },
              onError: (error) => toast.error(errorMessage(error, 'Failed to save content.')),
            },
          ),
        () => translations.setLocale('en'),
      )}
    >
      <TranslationTabs
        state={translations}
        fields={fields}
        texts={CMS_TRANSLATION_TEXTS}
        disabled={readOnly}
        panelClassName="space-y-6"
      >
        <fieldset disabled={readOnly} className="grid gap-4 md:grid-cols-2">
          <legend className="mb-2 text-lg font-semibold text-slate-900">Home page</legend>
          <TextField label="Homepage headline" {...field('homepageHeadline')} />
          <TextField label="Homepage subheading" {...field('homepageSubheading')} />
          <TextArea label="Hero text" className="md:col-span-2" {...field('heroText')} />
          <TextArea label="Services description" {...field('servicesDesc')} />
          <TextArea label="Packages description" {...field('packagesDesc')} />
          <TextArea
            id="cms-footerText"
            label="Footer text"
            className="md:col-span-2"
            {...field('footerText')}
          />
        </fieldset>

        <fieldset disabled={readOnly} className="space-y-3">
          <legend className="mb-2 text-lg font-semibold text-slate-900">FAQ (packages page)</legend>
          {faqs.fields.map((item, index) => (
            <div
              key={item.id}
              className="grid gap-2 rounded-lg border border-slate-200 p-3 md:grid-cols-[1fr_2fr_auto]"
            >
              <TextField
                id={index === 0 ? 'cms-faqs' : undefined}
                label={`Question ${index + 1}`}
                {...field(`faqs.${index}.question`)}
              />
              <TextArea label={`Answer ${index + 1}`} rows={2} {...field(`faqs.${index}.answer`)} />
              {!readOnly && (
                <button
                  type="button"
                  onClick={() => {
                    faqs.remove(index);
                    translations.removePair('faqs', index);
                  }}
                  aria-label={`Remove question ${index + 1}`}
                  className="self-end rounded-md p-2 text-red-700 hover:bg-red-50"
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                </button>
              )}
            </div>
          ))}
          {!readOnly && (
            <Button variant="secondary" onClick={() => faqs.append({ question: '', answer: '' })}>
              <Plus aria-hidden="true" className="size-4" />
              Add a question
            </Button>
          )}
        </fieldset>

        <fieldset disabled={readOnly} className="grid gap-4">
          <legend className="mb-2 text-lg font-semibold text-slate-900">Pages (markdown)</legend>
          <FactsHint />
          <TextArea id="cms-about" label="About" rows={8} {...field('about')} />
          <TextArea id="cms-terms" label="Terms of Service" rows={8} {...field('terms')} />
          <TextArea id="cms-privacy" label="Privacy Policy" rows={8} {...field('privacy')} />
        </fieldset>

        <fieldset disabled={readOnly} className="grid gap-4 md:grid-cols-2">
          <legend className="mb-2 text-lg font-semibold text-slate-900">
            Contact details and social links
          </legend>
          <TextField
            id="cms-contactEmail"
            label="Support e-mail"
            type="email"
            {...field('contactEmail')}
          />
          <TextField id="cms-contactPhone" label="Phone" {...field('contactPhone')} />
          <TextField label="Address" {...field('contactAddress')} />
          <TextField label="Chat link" {...field('chatUrl')} />
          <TextField label="Messenger channel link" {...field('messengerUrl')} />
          {SOCIAL_NETWORKS.map((network) => (
            <TextField
              key={network}
              label={`${network.charAt(0).toUpperCase()}${network.slice(1)} link`}
              {...field(`socialLinks.${network}`)}
            />
          ))}
        </fieldset>

        <fieldset disabled={readOnly} className="grid gap-4 md:grid-cols-2">
          <legend className="mb-2 text-lg font-semibold text-slate-900">Arrival pass</legend>
          <p className="text-sm text-slate-600 md:col-span-2">
            Every student&apos;s arrival pass shows these. A booking&apos;s own meeting point comes
            first; a blank field shows the built-in text.
          </p>
          <TextArea label="Usual meeting point" rows={3} {...field('defaultMeetingPoint')} />
          <TextArea
            label="If you cannot find your driver (one step a line)"
            rows={6}
            {...field('arrivalHelp')}
          />
        </fieldset>
      </TranslationTabs>
      {update.isError && <Alert>{errorMessage(update.error, 'Failed to save content.')}</Alert>}
      {!readOnly && (
        <Button type="submit" disabled={update.isPending || (!isDirty && !translations.dirty)}>
          {update.isPending ? 'Saving...' : 'Save content'}
        </Button>
      )}
    </form>
  );
}
