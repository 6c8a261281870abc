import { useState } from 'react';
import type { FormEvent } from 'react';

import type { Booking } from '@landed/shared/schemas/booking';
import type { MaskedRefundDetails } from '@landed/shared/schemas/refund-details';
import { refundDetailsBodySchema } from '@landed/shared/schemas/refund-details';

import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { formatDollars } from '#web/lib/format.ts';
import { useT } from '#web/lib/i18n.tsx';
import { translateMessage } from '#web/lib/known-messages.ts';
import { toast } from '#web/lib/toast.ts';
import {
  useRefundDetails,
  useUpdateRefundDetails,
} from '#web/features/booking/api/refund-details.ts';

type Kind = 'australian' | 'overseas';
type Fields = Record<
  'accountName' | 'bsb' | 'accountNumber' | 'iban' | 'swift' | 'bankName' | 'country',
  string
>;
const EMPTY: Fields = {
  accountName: '',
  bsb: '',
  accountNumber: '',
  iban: '',
  swift: '',
  bankName: '',
  country: '',
};

// The refunds that wait for the student's account: Due, and paid by transfer (a card payment
// goes back through the provider; docs/decisions/086).
export function refundsAwaitingAccount(bookings: Booking[]): Booking[] {
  return bookings.filter((b) => b.refund?.status === 'Due' && b.payment?.method !== 'Card');
}

function OnRecord({ details }: { details: MaskedRefundDetails }) {
  const t = useT();
  return (
    <p className="text-sm text-slate-700" data-testid="refund-account">
      {details.kind === 'australian'
        ? t('refund.onRecordAustralian', {
            name: details.accountName,
            bsb: details.bsb,
            account: details.accountNumber,
          })
        : t('refund.onRecordOverseas', {
            name: details.accountName,
            iban: details.iban,
            swift: details.swift,
          })}
    </p>
  );
}

function RefundDetailsForm({ onSaved }: { onSaved: () => void }) {
  const t = useT();
  const save = useUpdateRefundDetails();
  const [kind, setKind] = useState<Kind>('australian');
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [errors, setErrors] = useState<Partial<Fields>>({});
  const field = (name: keyof Fields) => ({
    value: fields[name],
    error: errors[name],
    onChange: (e: { target: { value: string } }) =>
      setFields((f) => ({ ...f, [name]: e.target.value })),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body =
      kind === 'australian'
        ? {
            kind,
            accountName: fields.accountName,
            bsb: fields.bsb,
            accountNumber: fields.accountNumber,
          }
        : {
            kind,
            accountName: fields.accountName,
            iban: fields.iban,
            swift: fields.swift,
            ...(fields.bankName ? { bankName: fields.bankName } : {}),
            ...(fields.country ? { country: fields.country } : {}),
          };
    const parsed = refundDetailsBodySchema.safeParse(body);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    save.mutate(body, {
      onSuccess: () => {
        toast.success(t('refund.saved'));
        onSaved();
      },
    });
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      <fieldset className="flex flex-wrap gap-4">
        <legend className="mb-1 text-sm font-medium text-slate-800">
          {t('refund.accountKind')}
        </legend>
        {(['australian', 'overseas'] as const).map((k) => (
          <label key={k} className="flex items-center gap-2 text-sm text-slate-800">
            <input
              type="radio"
              name="refund-kind"
              checked={kind === k}
              onChange={() => setKind(k)}
            />
            {t(k === 'australian' ? 'refund.kindAustralian' : 'refund.kindOverseas')}
          </label>
        ))}
      </fieldset>
      <TextField label={t('refund.accountName')} required {...field('accountName')} />
      {kind === 'australian' ? (
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField label={t('refund.bsb')} required inputMode="numeric" {...field('bsb')} />
          <TextField
            label={t('refund.accountNumber')}
            required
            inputMode="numeric"
            {...field('accountNumber')}
          />
        </div>
      ) : (
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField label={t('refund.iban')} required {...field('iban')} />
          <TextField label={t('refund.swift')} required {...field('swift')} />
          <TextField label={t('refund.bankName')} {...field('bankName')} />
          <TextField label={t('refund.country')} {...field('country')} />
        </div>
      )}
      {save.isError && (
        <Alert>{translateMessage(t, errorMessage(save.error, t('refund.saveFailed')))}</Alert>
      )}
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? t('refund.saving') : t('refund.save')}
      </Button>
    </form>
  );
}

// On the dashboard while a refund by transfer is due: where to send it, asked once and shown
// masked afterwards (docs/decisions/086).
export function RefundDetailsCard({ bookings }: { bookings: Booking[] }) {
  const t = useT();
  const waiting = refundsAwaitingAccount(bookings);
  const details = useRefundDetails(waiting.length > 0);
  const [editing, setEditing] = useState(false);
  if (waiting.length === 0) return null;
  const onRecord = details.data?.refundDetails ?? null;
  return (
    <section
      aria-labelledby="refund-details"
      className="rounded-xl border border-amber-300 bg-amber-50 p-5 shadow-sm"
    >
      <h2 id="refund-details" className="text-lg font-semibold text-slate-900">
        {t('refund.title')}
      </h2>
      <ul className="mt-2 space-y-1 text-slate-700">
        {waiting.map((b) => (
          <li key={b._id}>
            {t('refund.due', { amount: formatDollars(b.refund!.amount), reference: b.bookingId })}
          </li>
        ))}
      </ul>
      <div className="mt-4">
        {details.isPending ? (
          <p className="text-sm text-slate-600">{t('common.loading')}</p>
        ) : onRecord && !editing ? (
          <div className="space-y-2">
            <OnRecord details={onRecord} />
            <Button variant="secondary" onClick={() => setEditing(true)}>
              {t('refund.change')}
            </Button>
          </div>
        ) : (
          <>
            <p className="mb-3 text-sm text-slate-700">{t('refund.ask')}</p>
            <RefundDetailsForm onSaved={() => setEditing(false)} />
          </>
        )}
      </div>
    </section>
  );
}
