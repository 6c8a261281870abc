import { useMemo, useState } from 'react';
import type { FormEvent } from 'react';

import { COUNTRY_CODES, usesIban } from '@landed/shared/countries';
import type { Booking } from '@landed/shared/schemas/booking';
import type { MaskedRefundDetails, RefundDetailsBody } from '@landed/shared/schemas/refund-details';
import { refundDetailsSchema } from '@landed/shared/schemas/refund-details';

import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { formatDollars } from '#web/lib/format.ts';
import { useLocale, useT } from '#web/lib/i18n.tsx';
import { translateMessage } from '#web/lib/known-messages.ts';
import { toast } from '#web/lib/toast.ts';
import {
  useRefundDetails,
  useUpdateRefundDetails,
} from '#web/features/booking/api/refund-details.ts';

type Kind = 'australian' | 'overseas';
const FIELDS = [
  'accountName',
  'bsb',
  'accountNumber',
  'bankName',
  'country',
  'swift',
  'iban',
  'ifsc',
  'cnaps',
  'currentPassword',
] as const;
type Fields = Record<(typeof FIELDS)[number], string>;
const EMPTY = Object.fromEntries(FIELDS.map((f) => [f, ''])) as Fields;

// The refunds that wait for the student's account: Due, and paid by transfer (a card payment
// goes back through the provider; docs/decisions/086).
export function refundsAwaitingAccount(bookings: Booking[]): Booking[] {
  return bookings.filter((b) => b.refund?.status === 'Due' && b.payment?.method !== 'Card');
}

// Every country but Australia (an Australian account is given by its BSB), named in the page's
// language and in its alphabetical order.
function useCountries() {
  const locale = useLocale();
  return useMemo(() => {
    const names = new Intl.DisplayNames([locale], { type: 'region' });
    return COUNTRY_CODES.filter((code) => code !== 'AU')
      .map((code) => ({ code, name: names.of(code) ?? code }))
      .sort((a, b) => a.name.localeCompare(b.name, locale));
  }, [locale]);
}

function OnRecord({ details }: { details: MaskedRefundDetails }) {
  const t = useT();
  const locale = useLocale();
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
            bank: details.bankName,
            country: new Intl.DisplayNames([locale], { type: 'region' }).of(details.country) ?? '',
            account: details.iban ?? details.accountNumber ?? '',
            swift: details.swift,
          })}
    </p>
  );
}

// The owner's proof every change of refund account asks for (docs/decisions/101).
function CurrentPasswordField(props: FieldProps) {
  const t = useT();
  return (
    <TextField
      label={t('refund.currentPassword')}
      type="password"
      autoComplete="current-password"
      hint={t('refund.currentPasswordHint')}
      {...props}
    />
  );
}

// The account a Due refund's booking was paid from, as a bank statement named it, offered in one
// click (docs/decisions/108). The server looks the account up again when it is chosen: the
// browser only ever holds it masked. Choosing it is a change of refund account like any other,
// so it asks for the current password.
function AccountPaidFromOffer({ details }: { details: MaskedRefundDetails }) {
  const t = useT();
  const locale = useLocale();
  const save = useUpdateRefundDetails();
  const [confirming, setConfirming] = useState(false);
  const [currentPassword, setCurrentPassword] = useState('');
  const ending = (
    details.kind === 'overseas'
      ? (details.iban ?? details.accountNumber ?? '')
      : details.accountNumber
  ).slice(-3);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { kind: 'accountPaidFrom', ...(currentPassword ? { currentPassword } : {}) },
      { onSuccess: () => toast.success(t('refund.saved')) },
    );
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      className="mb-4 space-y-3 rounded-lg border border-amber-200 bg-white p-4"
      data-testid="account-paid-from"
    >
      <p className="text-sm text-slate-800">
        {details.kind === 'australian'
          ? t('refund.paidFromAustralian', { bsb: details.bsb, ending })
          : t('refund.paidFromOverseas', {
              bank: details.bankName,
              country:
                new Intl.DisplayNames([locale], { type: 'region' }).of(details.country) ?? '',
              swift: details.swift,
              ending,
            })}
      </p>
      {confirming ? (
        <>
          <CurrentPasswordField
            value={currentPassword}
            error={undefined}
            onChange={(e) => setCurrentPassword(e.target.value)}
          />
          {save.isError && (
            <Alert>{translateMessage(t, errorMessage(save.error, t('refund.saveFailed')))}</Alert>
          )}
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? t('refund.saving') : t('refund.usePaidFromConfirm')}
          </Button>
        </>
      ) : (
        <Button type="button" onClick={() => setConfirming(true)}>
          {t('refund.usePaidFrom')}
        </Button>
      )}
    </form>
  );
}

// The overseas fields the bank's country asks for (docs/decisions/101): the IBAN where banks
// use IBANs, the branch's IFSC in India, the CNAPS code (optional) in China.
function OverseasFields({
  field,
  country,
}: {
  field: (name: keyof Fields) => FieldProps;
  country: string;
}) {
  const t = useT();
  const countries = useCountries();
  const { error: countryError, ...countryProps } = field('country');
  const iban = country !== '' && usesIban(country);
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <div>
        <label htmlFor="refund-country" className="block text-sm font-medium text-slate-800">
          {t('refund.country')}
        </label>
        <select
          id="refund-country"
          required
          aria-invalid={countryError ? true : undefined}
          aria-describedby={countryError ? 'refund-country-error' : undefined}
          className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-slate-900"
          {...countryProps}
        >
          <option value="">{t('refund.countryChoose')}</option>
          {countries.map(({ code, name }) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </select>
        {countryError && (
          <p id="refund-country-error" className="mt-1 text-sm text-red-700">
            {translateMessage(t, countryError)}
          </p>
        )}
      </div>
      <TextField label={t('refund.bankName')} required {...field('bankName')} />
      <TextField label={t('refund.swift')} required {...field('swift')} />
      {iban && <TextField label={t('refund.iban')} required {...field('iban')} />}
      <TextField
        label={t(iban ? 'refund.accountNumberOptional' : 'refund.accountNumber')}
        required={!iban}
        {...field('accountNumber')}
      />
      {country === 'IN' && <TextField label={t('refund.ifsc')} required {...field('ifsc')} />}
      {country === 'CN' && <TextField label={t('refund.cnaps')} {...field('cnaps')} />}
    </div>
  );
}

type FieldProps = {
  value: string;
  error: string | undefined;
  onChange: (e: { target: { value: string } }) => void;
};

// Only what was typed: an empty field is left out, as if not asked.
const typed = (fields: Partial<Fields>) =>
  Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== ''));

function RefundDetailsForm({ onSaved }: { onSaved: () => void }) {
  const t = useT();
  const save = useUpdateRefundDetails();
  const [kind, setKind] = useState<Kind>('australian');
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [errors, setErrors] = useState<Partial<Fields>>({});
  const field = (name: keyof Fields): FieldProps => ({
    value: fields[name],
    error: errors[name],
    onChange: (e) => setFields((f) => ({ ...f, [name]: e.target.value })),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { accountName, bsb, accountNumber, currentPassword, ...overseas } = fields;
    const account =
      kind === 'australian'
        ? { kind, accountName, bsb, accountNumber }
        : { kind, accountName, ...typed({ accountNumber, ...overseas }) };
    const parsed = refundDetailsSchema.safeParse(account);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    save.mutate({ ...account, ...typed({ currentPassword }) } as RefundDetailsBody, {
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
        <OverseasFields field={field} country={fields.country} />
      )}
      <CurrentPasswordField {...field('currentPassword')} />
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
  const paidFrom = details.data?.accountPaidFrom;
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
        {paidFrom && !editing && <AccountPaidFromOffer details={paidFrom} />}
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
