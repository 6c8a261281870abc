import { Download, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';

import { PRIVACY_MESSAGES } from '@landed/shared/schemas/privacy';

import { Alert } from '#web/components/ui/alert.tsx';
import { Button, buttonClass } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { paths } from '#web/config/paths.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { useT } from '#web/lib/i18n.tsx';
import { translateMessage } from '#web/lib/known-messages.ts';
import { useSession } from '#web/lib/session.tsx';
import { toast } from '#web/lib/toast.ts';
import { useDeleteAccount } from '#web/features/dashboard/api/delete-account.ts';
import { exportMyData } from '#web/features/dashboard/api/export-my-data.ts';
import { useMarketingConsent } from '#web/features/dashboard/api/get-marketing-consent.ts';
import { useUpdateMarketingConsent } from '#web/features/dashboard/api/update-marketing-consent.ts';

// What is erased and what is kept, said before the password is asked (docs/decisions/065).
// With an arrival still to come the account cannot go: that is said first, before any
// password is typed (issue 25), and the dialog asks for none.
function DeleteAccountDialog({
  open,
  onClose,
  openBookings,
}: {
  open: boolean;
  onClose: () => void;
  openBookings: number;
}) {
  const t = useT();
  const remove = useDeleteAccount();
  const { signOut } = useSession();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  // The server has ended every session; the browser forgets its copy once the dashboard is
  // gone. Signed out while still on it, the dashboard's guard would send the browser to /login.
  const deleted = useRef(false);
  useEffect(
    () => () => {
      if (deleted.current) signOut();
    },
    [signOut],
  );
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('dashboard.deleteAccountTitle')}
      size="md"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button
            variant="danger"
            disabled={remove.isPending || openBookings > 0}
            onClick={() =>
              remove.mutate(
                { currentPassword: password || undefined },
                {
                  onSuccess: () => {
                    toast.success(t('dashboard.accountDeleted'));
                    deleted.current = true;
                    void navigate(paths.home, { replace: true });
                  },
                },
              )
            }
          >
            {remove.isPending ? t('dashboard.deleting') : t('dashboard.deleteMyAccount')}
          </Button>
        </>
      }
    >
      <div className="space-y-4 text-sm text-slate-800">
        {openBookings > 0 && <Alert>{translateMessage(t, PRIVACY_MESSAGES.openBookings)}</Alert>}
        <div>
          <p className="font-semibold">{t('dashboard.deleteErasedTitle')}</p>
          <ul className="mt-1 list-disc pl-5">
            <li>{t('dashboard.deleteErasedProfile')}</li>
            <li>{t('dashboard.deleteErasedArrival')}</li>
            <li>{t('dashboard.deleteErasedMessages')}</li>
            <li>{t('dashboard.deleteErasedSessions')}</li>
          </ul>
        </div>
        <div>
          <p className="font-semibold">{t('dashboard.deleteKeptTitle')}</p>
          <p className="mt-1">{t('dashboard.deleteKeptText')}</p>
        </div>
        <p>{t('dashboard.deleteDownloadFirst')}</p>
        {openBookings === 0 && (
          <TextField
            label={t('dashboard.currentPassword')}
            type="password"
            autoComplete="current-password"
            hint={t('dashboard.deletePasswordHint')}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        )}
        {remove.isError && (
          <Alert>
            {translateMessage(t, errorMessage(remove.error, t('dashboard.deleteFailed')))}
          </Alert>
        )}
      </div>
    </Dialog>
  );
}

// Account Settings' privacy part (issue 16): the newsletter, a copy of everything, deletion.
// `openBookings`: the student's bookings still Pending or Confirmed, which the server refuses
// to erase the account under.
export function PrivacySettings({ openBookings = 0 }: { openBookings?: number }) {
  const t = useT();
  const consent = useMarketingConsent();
  const update = useUpdateMarketingConsent();
  const [exporting, setExporting] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const newsletterId = useId();
  const status = update.data?.newsletter ?? consent.data?.newsletter;

  return (
    <section
      aria-labelledby={`${newsletterId}-heading`}
      className="mt-6 border-t border-slate-200 pt-4"
    >
      <h3 id={`${newsletterId}-heading`} className="font-semibold text-slate-900">
        {t('dashboard.privacyTitle')}
      </h3>
      <div className="mt-3 flex items-start gap-2">
        <input
          id={newsletterId}
          type="checkbox"
          className="mt-1 size-4 rounded border-slate-400"
          checked={status === 'subscribed' || status === 'pending'}
          disabled={consent.isPending || update.isPending}
          onChange={(event) =>
            update.mutate(
              { newsletter: event.target.checked },
              {
                onError: (error) =>
                  toast.error(
                    translateMessage(t, errorMessage(error, t('dashboard.consentSaveFailed'))),
                  ),
              },
            )
          }
        />
        <label htmlFor={newsletterId} className="text-sm text-slate-800">
          {t('dashboard.newsletterConsent')}
          {status === 'pending' && (
            <span className="block text-slate-600">{t('dashboard.newsletterPending')}</span>
          )}
        </label>
      </div>
      <div className="mt-4 flex flex-wrap gap-2">
        <button
          type="button"
          className={buttonClass('secondary')}
          disabled={exporting}
          onClick={() => {
            setExporting(true);
            exportMyData()
              .catch((error: unknown) =>
                toast.error(translateMessage(t, errorMessage(error, t('dashboard.exportFailed')))),
              )
              .finally(() => setExporting(false));
          }}
        >
          <Download aria-hidden="true" className="size-4" />
          {exporting ? t('dashboard.preparing') : t('dashboard.downloadMyData')}
        </button>
        <button type="button" className={buttonClass('danger')} onClick={() => setDeleting(true)}>
          <Trash2 aria-hidden="true" className="size-4" />
          {t('dashboard.deleteAccount')}
        </button>
      </div>
      <DeleteAccountDialog
        open={deleting}
        onClose={() => setDeleting(false)}
        openBookings={openBookings}
      />
    </section>
  );
}
