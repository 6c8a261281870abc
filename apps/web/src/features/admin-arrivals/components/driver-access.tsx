// A driver's own page (issue 35; docs/decisions/130): staff send the driver their personal
// sign-in link (mailed to them and shown here once, to copy into a message), or sign the driver
// out on every device at once (a lost phone, a driver who left).
import { useState } from 'react';

import type { Driver } from '@landed/shared/schemas/drivers';
import type { DriverAccessLink } from '@landed/shared/schemas/meeting';

import { Button } from '#web/components/ui/button.tsx';
import { useConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { CopyButton } from '#web/components/ui/copy-button.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { formatInstantDateTime } from '#web/lib/format.ts';
import { toast } from '#web/lib/toast.ts';
import {
  useEndDriverSessions,
  useSendDriverAccessLink,
} from '#web/features/admin-arrivals/api/driver-access.ts';

const COPY_TEXTS = {
  button: 'Copy sign-in link',
  copied: 'Sign-in link copied.',
  failed: 'Could not copy: select the link and copy it yourself.',
};

export function DriverAccessBox({ driver }: { driver: Driver }) {
  const send = useSendDriverAccessLink();
  const end = useEndDriverSessions();
  const { dialog, ask } = useConfirmDialog();
  const [link, setLink] = useState<DriverAccessLink | null>(null);
  const headingId = `driver-access-${driver._id}`;

  const sendLink = () =>
    send.mutate(driver._id, {
      onSuccess: (created) => {
        setLink(created);
        toast.success(`Sign-in link sent to ${driver.email}.`);
      },
      onError: (error) => toast.error(errorMessage(error, 'Failed to send the sign-in link.')),
    });

  const endSessions = async () => {
    const sure = await ask({
      title: 'End sessions',
      message: `Sign ${driver.name} out on every device now? Links not yet opened stop working too; send a new link to let them back in.`,
      confirmLabel: 'End sessions',
    });
    if (!sure) return;
    end.mutate(driver._id, {
      onSuccess: ({ ended }) => {
        setLink(null);
        toast.success(
          `${driver.name} is signed out (${ended} ${ended === 1 ? 'device' : 'devices'}).`,
        );
      },
      onError: (error) => toast.error(errorMessage(error, 'Failed to end the sessions.')),
    });
  };

  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h4 id={headingId} className="font-semibold text-slate-900">
        {driver.name}’s page on their phone
      </h4>
      <p className="text-sm text-slate-700">
        The driver opens their personal link once on their phone and stays signed in there for 30
        days: today’s and tomorrow’s pickups, and each pickup’s status.
      </p>
      <div className="flex flex-wrap gap-2">
        <Button className="min-h-11" disabled={send.isPending || !driver.active} onClick={sendLink}>
          Send sign-in link
        </Button>
        <Button
          variant="secondary"
          className="min-h-11"
          disabled={end.isPending}
          onClick={() => void endSessions()}
        >
          End sessions
        </Button>
      </div>
      {!driver.active && (
        <p className="text-sm text-slate-600">An inactive driver cannot be sent a link.</p>
      )}
      {link && (
        <div className="space-y-1">
          <label htmlFor={`${headingId}-url`} className="text-sm font-medium text-slate-800">
            Sign-in link (shown only now; also mailed to {driver.email})
          </label>
          <div className="flex items-center gap-2">
            <input
              id={`${headingId}-url`}
              readOnly
              value={link.url}
              className="min-w-0 flex-1 rounded-md border border-slate-300 px-3 py-2 font-mono text-sm"
              onFocus={(event) => event.target.select()}
            />
            <CopyButton value={link.url} label="sign-in link" texts={COPY_TEXTS} />
          </div>
          <p className="text-sm text-slate-600" data-testid="driver-link-expiry">
            Opens once, until {formatInstantDateTime(link.expiresAt)}.
          </p>
        </div>
      )}
      {dialog}
    </section>
  );
}
