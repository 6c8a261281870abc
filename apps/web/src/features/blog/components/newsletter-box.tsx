import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';

import type { NewsletterBody } from '@landed/shared/schemas/newsletter';
import { newsletterBodySchema } from '@landed/shared/schemas/newsletter';

import { Button } from '#web/components/ui/button.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { useT } from '#web/lib/i18n.tsx';
import { translateMessage } from '#web/lib/known-messages.ts';
import { toast } from '#web/lib/toast.ts';
import { useSubscribeNewsletter } from '#web/features/blog/api/subscribe-newsletter.ts';

// The newsletter box of /blog (DECISIONS: it stores the address; a repeat is fine).
// Default export: /blog loads it on demand, keeping the form library out of its first load.
export default function NewsletterBox() {
  const t = useT();
  const subscribe = useSubscribeNewsletter();
  const form = useForm<NewsletterBody>({
    resolver: zodResolver(newsletterBodySchema),
    defaultValues: { email: '' },
  });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const { message } = await subscribe.mutateAsync(values);
      toast.success(translateMessage(t, message));
      form.reset();
    } catch (error) {
      toast.error(translateMessage(t, errorMessage(error, t('newsletter.subscribeFailed'))));
    }
  });
  return (
    <section aria-labelledby="newsletter" className="rounded-xl bg-brand-800 p-5 text-white">
      <h2 id="newsletter" className="text-lg font-semibold">
        {t('newsletter.boxTitle')}
      </h2>
      <p className="mt-1 text-sm text-brand-100">{t('newsletter.boxText')}</p>
      <form noValidate onSubmit={onSubmit} className="mt-4 space-y-3">
        <div className="[&_label]:text-white [&_p]:text-red-100">
          <TextField
            label={t('newsletter.emailLabel')}
            type="email"
            autoComplete="email"
            error={form.formState.errors.email?.message}
            {...form.register('email')}
          />
        </div>
        <Button
          type="submit"
          variant="secondary"
          className="w-full"
          disabled={form.formState.isSubmitting}
        >
          {form.formState.isSubmitting ? t('newsletter.subscribing') : t('newsletter.subscribe')}
        </Button>
      </form>
    </section>
  );
}
