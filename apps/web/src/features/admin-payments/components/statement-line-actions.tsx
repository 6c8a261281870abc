import { useState } from 'react';

import { formatMoney } from '@landed/shared/money';
import type { StatementLine } from '@landed/shared/schemas/statements';
import { STATEMENT_LINE_LIMITS } from '@landed/shared/schemas/statements';

import { ReasonDialog } from '#web/components/back-office/reason-dialog.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { formatInstantDate } from '#web/lib/format.ts';
import { useDismissStatementLine } from '#web/features/admin-payments/api/dismiss-statement-line.ts';
import { useLinkStatementLine } from '#web/features/admin-payments/api/link-statement-line.ts';

type Action = 'link' | 'dismiss';

// What each decision asks and says (docs/decisions/103).
const TEXTS: Record<
  Action,
  { title: string; label: string; hint: string; confirm: string; done: string; failed: string }
> = {
  link: {
    title: 'Link to booking',
    label: 'Booking reference',
    hint: 'The booking’s payment is verified as an exact match is: the student gets the invoice. A booking its partner pays on account is refused.',
    confirm: 'Link and verify payment',
    done: 'Linked: the booking’s payment is verified.',
    failed: 'Failed to link the credit.',
  },
  dismiss: {
    title: 'Dismiss credit',
    label: 'Reason (kept with the credit)',
    hint: 'Not a booking’s payment: a supplier’s refund, interest, a partner paying its invoice…',
    confirm: 'Dismiss',
    done: 'Dismissed.',
    failed: 'Failed to dismiss the credit.',
  },
};

// Staff's decision on one credit: the booking it pays, or the reason it pays none.
function LineDialog({
  line,
  action,
  onClose,
}: {
  line: StatementLine;
  action: Action;
  onClose: () => void;
}) {
  const link = useLinkStatementLine();
  const dismiss = useDismissStatementLine();
  const texts = TEXTS[action];
  return (
    <ReasonDialog
      open
      onClose={onClose}
      title={texts.title}
      description={`${line.postedOn}, ${formatMoney(Math.round(line.amount * 100))}: ${line.description}`}
      label={texts.label}
      maxLength={STATEMENT_LINE_LIMITS.reasonMax}
      hint={texts.hint}
      confirm={texts.confirm}
      variant={action === 'dismiss' ? 'danger' : 'primary'}
      done={texts.done}
      failed={texts.failed}
      mutation={action === 'link' ? link : dismiss}
      onSubmit={(value, options) =>
        action === 'link'
          ? link.mutate({ id: line._id, bookingRef: value }, options)
          : dismiss.mutate({ id: line._id, reason: value }, options)
      }
      field={
        action === 'link'
          ? (value, setValue) => (
              <TextField
                label={texts.label}
                hint={texts.hint}
                placeholder="BK-7K2M9Q"
                maxLength={20}
                autoComplete="off"
                value={value}
                onChange={(event) => setValue(event.target.value)}
              />
            )
          : undefined
      }
    />
  );
}

// The actions column of a mismatched or unmatched credit: Link to booking and Dismiss while it
// is to act on; once dismissed, the reason, who and when.
export function StatementLineActions({ line }: { line: StatementLine }) {
  const [action, setAction] = useState<Action | null>(null);
  if (line.dismissed) {
    return (
      <span className="block text-sm text-slate-700">
        <Badge tone="slate">Dismissed</Badge> {line.dismissed.reason}
        <span className="block text-xs text-slate-600">
          by {line.dismissed.by || 'staff'}, {formatInstantDate(line.dismissed.at)}
        </span>
      </span>
    );
  }
  if (line.resolvedAt || line.match === 'exact') return null;
  const amount = formatMoney(Math.round(line.amount * 100));
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        variant="secondary"
        className="px-2.5 py-1"
        onClick={() => setAction('link')}
        aria-label={`Link to booking: the credit of ${amount} on ${line.postedOn}`}
      >
        Link to booking
      </Button>
      <Button
        variant="secondary"
        className="px-2.5 py-1"
        onClick={() => setAction('dismiss')}
        aria-label={`Dismiss the credit of ${amount} on ${line.postedOn}`}
      >
        Dismiss
      </Button>
      {action && <LineDialog line={line} action={action} onClose={() => setAction(null)} />}
    </div>
  );
}
