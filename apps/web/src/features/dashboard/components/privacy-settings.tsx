import { Download, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';

import { Alert } from '#web/components/ui/alert.tsx';
import { Button, buttonClass } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { paths } from '#web/config/paths.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { useSession } from '#web/lib/session.tsx';
import { toast } from '#web/lib/toast.ts';
import { useDeleteAccount } from '#web/features/dashboard/api/delete-account.ts';
import { exportMyData } from '#web/features/dashboard/api/export-my-data.ts';
import { useMarketingConsent } from '#web/features/dashboard/api/get-marketing-consent.ts';
import { useUpdateMarketingConsent } from '#web/features/dashboard/api/update-marketing-consent.ts';

// What is erased and what is kept, said before the password is asked (docs/decisions/065).
function DeleteAccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
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
      title="Delete your account?"
      size="md"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button
            variant="danger"
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate(
                { currentPassword: password || undefined },
                {
                  onSuccess: () => {
                    toast.success('Your account has been deleted.');
                    deleted.current = true;
                    void navigate(paths.home, { replace: true });
                  },
                },
              )
            }
          >
            {remove.isPending ? 'Deleting...' : 'Delete my account'}
          </Button>
        </>
      }
    >
      <div className="space-y-4 text-sm text-slate-800">
        <div>
          <p className="font-semibold">Erased at once, for good:</p>
          <ul className="mt-1 list-disc pl-5">
            <li>your name, e-mail address, phone number and profile</li>
            <li>your arrival details and the documents you uploaded</li>
            <li>your notifications, messages to us and newsletter subscription</li>
            <li>every place you are signed in</li>
          </ul>
        </div>
        <div>
          <p className="font-semibold">Kept for our accounts (5 years, as tax law requires):</p>
          <p className="mt-1">
            your bookings, payments and tax invoices, marked &ldquo;Deleted user&rdquo;, without
            your name or contact details.
          </p>
        </div>
        <p>
          Download your data first if you want a copy. You can sign up again later with the same
          e-mail address.
        </p>
        <TextField
          label="Current Password"
          type="password"
          autoComplete="current-password"
          hint="No password because you sign in with Google? Leave it empty: it works within 10 minutes of signing in."
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        {remove.isError && (
          <Alert>{errorMessage(remove.error, 'Your account could not be deleted.')}</Alert>
        )}
      </div>
    </Dialog>
  );
}

// Account Settings' privacy part (issue 16): the newsletter, a copy of everything, deletion.
export function PrivacySettings() {
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
        Your data and privacy
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
                onError: (error) => toast.error(errorMessage(error, 'Could not save your choice.')),
              },
            )
          }
        />
        <label htmlFor={newsletterId} className="text-sm text-slate-800">
          Send me the Landed newsletter (guides to arriving in Melbourne)
          {status === 'pending' && (
            <span className="block text-slate-600">
              Check your inbox: open the link we sent to confirm.
            </span>
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
                toast.error(errorMessage(error, 'Your data could not be downloaded.')),
              )
              .finally(() => setExporting(false));
          }}
        >
          <Download aria-hidden="true" className="size-4" />
          {exporting ? 'Preparing...' : 'Download my data'}
        </button>
        <button type="button" className={buttonClass('danger')} onClick={() => setDeleting(true)}>
          <Trash2 aria-hidden="true" className="size-4" />
          Delete account
        </button>
      </div>
      <DeleteAccountDialog open={deleting} onClose={() => setDeleting(false)} />
    </section>
  );
}
