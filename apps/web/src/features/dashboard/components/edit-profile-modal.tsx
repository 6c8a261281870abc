import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';

import { LOCALE_LIST, localizedPath, splitLocale } from '@landed/shared/locales';
import { nameSchema } from '@landed/shared/schemas/auth';
import { emailSchema, localeSchema } from '@landed/shared/schemas/common';
import type { Me } from '@landed/shared/schemas/user';
import { updateProfileSchema } from '@landed/shared/schemas/user';

import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { useLocale, useT } from '#web/lib/i18n.tsx';
import { leavePage } from '#web/lib/leave-page.ts';
import { translateMessage } from '#web/lib/known-messages.ts';
import { rememberLocale } from '#web/lib/locale-choice.ts';
import { useSession } from '#web/lib/session.tsx';
import { toast } from '#web/lib/toast.ts';
import { useUpdateMe } from '#web/features/dashboard/api/update-me.ts';

const formSchema = z.object({
  name: nameSchema,
  email: emailSchema,
  profile: updateProfileSchema.required(),
  // The language of the mail we send (docs/decisions/072).
  locale: localeSchema,
  // Asked for only when the e-mail field changed; checked by the server.
  currentPassword: z.string().max(128),
});
type FormValues = z.input<typeof formSchema>;

// The profile types' labels (the values stay the API's English).
const PROFILE_TYPES = [
  { value: 'Student', label: 'profile.typeStudent' },
  { value: 'Skilled professional', label: 'profile.typeSkilled' },
  { value: 'Other', label: 'profile.typeOther' },
] as const;

function ProfileForm({ me, onDone }: { me: Me; onDone: () => void }) {
  const t = useT();
  const pageLocale = useLocale();
  const update = useUpdateMe();
  const { updateUser, user } = useSession();
  // Set when a new address is waiting for its link to be opened.
  const [pending, setPending] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: {
      name: me.name,
      email: me.email,
      profile: me.profile,
      locale: me.locale,
      currentPassword: '',
    },
  });
  const emailChanged = (watch('email') ?? '').trim().toLowerCase() !== me.email;

  if (pending) {
    return (
      <div className="space-y-4">
        <Alert tone="success">{translateMessage(t, pending)}</Alert>
        <p className="text-sm text-slate-700">{t('profile.keepsAddress', { email: me.email })}</p>
        <div className="flex justify-end">
          <Button onClick={onDone}>{t('profile.done')}</Button>
        </div>
      </div>
    );
  }

  return (
    <form
      id="edit-profile-form"
      noValidate
      className="grid gap-4 sm:grid-cols-2"
      onSubmit={handleSubmit(({ currentPassword, ...values }) =>
        update.mutate(emailChanged ? { ...values, currentPassword } : values, {
          onSuccess: ({ user: saved, message }) => {
            // The navigation's greeting and stored name follow the new name.
            updateUser({
              _id: saved._id,
              id: saved.id,
              name: saved.name,
              email: saved.email,
              role: saved.role,
              adminRole: saved.adminRole ?? user?.adminRole ?? null,
              emailVerified: saved.emailVerified,
            });
            toast.success(t('profile.updated'));
            // Another language chosen: the site follows, on the same page (docs/decisions/071).
            if (saved.locale !== pageLocale && !message) {
              rememberLocale(saved.locale);
              leavePage.to(localizedPath(splitLocale(window.location.pathname).path, saved.locale));
              return;
            }
            if (message) setPending(message);
            else onDone();
          },
        }),
      )}
    >
      <TextField
        label={t('auth.fullNameLabel')}
        autoComplete="name"
        error={errors.name?.message}
        {...register('name')}
      />
      <TextField
        label={t('profile.email')}
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      {emailChanged && (
        <TextField
          className="sm:col-span-2"
          label={t('profile.currentPassword')}
          type="password"
          autoComplete="current-password"
          hint={t('profile.currentPasswordHint')}
          error={errors.currentPassword?.message}
          {...register('currentPassword')}
        />
      )}
      <TextField
        label={t('profile.firstName')}
        autoComplete="given-name"
        error={errors.profile?.firstName?.message}
        {...register('profile.firstName')}
      />
      <TextField
        label={t('profile.lastName')}
        autoComplete="family-name"
        error={errors.profile?.lastName?.message}
        {...register('profile.lastName')}
      />
      <TextField
        label={t('booking.phone')}
        type="tel"
        autoComplete="tel"
        error={errors.profile?.phone?.message}
        {...register('profile.phone')}
      />
      <TextField
        label={t('profile.university')}
        error={errors.profile?.university?.message}
        {...register('profile.university')}
      />
      <div className="sm:col-span-2">
        <label htmlFor="profile-type" className="block text-sm font-medium text-slate-800">
          {t('profile.type')}
        </label>
        <select
          id="profile-type"
          className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-slate-900"
          {...register('profile.type')}
        >
          <option value="">{t('profile.choose')}</option>
          {PROFILE_TYPES.map(({ value, label }) => (
            <option key={value} value={value}>
              {t(label)}
            </option>
          ))}
        </select>
      </div>
      <div className="sm:col-span-2">
        <label htmlFor="profile-locale" className="block text-sm font-medium text-slate-800">
          {t('profile.language')}
        </label>
        <select
          id="profile-locale"
          aria-describedby="profile-locale-hint"
          className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-slate-900"
          {...register('locale')}
        >
          {LOCALE_LIST.map(({ code, lang, name }) => (
            <option key={code} value={code} lang={lang}>
              {name}
            </option>
          ))}
        </select>
        <p id="profile-locale-hint" className="mt-1 text-sm text-slate-600">
          {t('profile.languageHint')}
        </p>
      </div>
      {update.isError && (
        <div className="sm:col-span-2">
          <Alert>
            {translateMessage(t, errorMessage(update.error, t('profile.updateFailed')))}
          </Alert>
        </div>
      )}
      <div className="flex justify-end gap-2 sm:col-span-2">
        <Button variant="secondary" onClick={onDone}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? t('booking.saving') : t('profile.save')}
        </Button>
      </div>
    </form>
  );
}

export function EditProfileModal({
  me,
  open,
  onClose,
}: {
  me: Me | undefined;
  open: boolean;
  onClose: () => void;
}) {
  const t = useT();
  return (
    <Dialog open={open} onClose={onClose} title={t('profile.title')} size="lg">
      {me && <ProfileForm me={me} onDone={onClose} />}
    </Dialog>
  );
}
