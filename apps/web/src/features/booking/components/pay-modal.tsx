import { useState } from 'react';

import type { BankDetailsResponse, Booking } from '@landed/shared/schemas/booking';
import type { CancellationPolicy } from '@landed/shared/schemas/cancellation';

import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { CopyButton } from '#web/components/ui/copy-button.tsx';
import { CancellationPolicySummary } from '#web/components/ui/cancellation-policy.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { Loading } from '#web/components/ui/page.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { formatDollars } from '#web/lib/format.ts';
import { leavePage } from '#web/lib/leave-page.ts';
import { useT } from '#web/lib/i18n.tsx';
import { translateMessage } from '#web/lib/known-messages.ts';
import { toast } from '#web/lib/toast.ts';
import { useBankDetails } from '#web/features/booking/api/get-bank-details.ts';
import { useMarkPaid } from '#web/features/booking/api/mark-paid.ts';
import { useStartCardCheckout } from '#web/features/booking/api/start-card-checkout.ts';

// The payment texts of public §9, each drawn from what the business has set
// (docs/decisions/116): every booking is paid in full, GST only when it is registered, cards
// only when it takes them, and the refund line is its cancellation policy's.
function PaymentTexts({
  bank,
  policy,
}: {
  bank: BankDetailsResponse | undefined;
  policy: CancellationPolicy | undefined;
}) {
  const t = useT();
  const lines = [
    t('booking.payInFull'),
    t('booking.payProcessingTime'),
    ...(bank?.gstRegistered === false ? [] : [t('booking.payGst')]),
    t(bank?.cards ? 'booking.payMethods' : 'booking.payMethodsTransfer'),
  ];
  return (
    <div className="space-y-2">
      <ul className="list-inside list-disc text-sm text-slate-700" data-testid="payment-texts">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {policy && <CancellationPolicySummary policy={policy} />}
    </div>
  );
}

// While the business has not entered its real bank account, a student is shown none (a fresh
// install's is a placeholder) and is asked to get in touch first (docs/decisions/079).
function BankDetailsNotReady({ contact }: { contact: BankDetailsResponse['contact'] }) {
  const t = useT();
  return (
    <div role="status" className="rounded-md border border-amber-200 bg-amber-50 px-4 py-3 text-sm">
      <p className="text-amber-900">{t('booking.bankDetailsNotReady')}</p>
      <ul className="mt-2 space-y-1">
        {contact.email && (
          <li>
            {t('booking.email')}:{' '}
            <a
              className="font-medium break-all text-brand-700 underline"
              href={`mailto:${contact.email}`}
            >
              {contact.email}
            </a>
          </li>
        )}
        {contact.phone && (
          <li>
            {t('booking.phone')}:{' '}
            <a
              className="font-medium text-brand-700 underline"
              href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}
            >
              {contact.phone}
            </a>
          </li>
        )}
      </ul>
    </div>
  );
}

// Pay by card (docs/decisions/089), only when the server says the business takes cards: off to
// Stripe's page; the booking turns paid when Stripe's webhook reaches the server.
function PayByCard({ bookingId }: { bookingId: string }) {
  const t = useT();
  const checkout = useStartCardCheckout();
  return (
    <div className="space-y-2 rounded-lg border border-slate-200 p-4">
      <Button
        disabled={checkout.isPending || checkout.isSuccess}
        onClick={() =>
          checkout.mutate({ id: bookingId }, { onSuccess: ({ url }) => leavePage.to(url) })
        }
      >
        {t('booking.payByCard')}
      </Button>
      <p className="text-sm text-slate-700">{t('booking.payByCardHint')}</p>
      {checkout.isError && (
        <Alert>
          {translateMessage(t, errorMessage(checkout.error, t('booking.payByCardFailed')))}
        </Alert>
      )}
      <p className="pt-2 text-sm font-medium text-slate-900">{t('booking.payByTransfer')}</p>
    </div>
  );
}

// What to pay and the reference to quote, each ready to copy; the reference never breaks
// across lines.
export function AmountAndReference({ booking }: { booking: Booking }) {
  const t = useT();
  return (
    <div className="rounded-lg bg-brand-50 p-4">
      <p className="text-sm text-slate-700">{t('booking.amountToPay')}</p>
      <p className="text-2xl font-bold text-brand-900">{formatDollars(booking.totalPrice)}</p>
      <p className="mt-2 text-sm text-slate-700">{t('booking.quoteReference')}</p>
      <p className="flex items-center gap-1">
        <strong
          className="font-mono text-base whitespace-nowrap text-slate-900"
          data-testid="reference-to-quote"
        >
          {booking.bookingId}
        </strong>
        <CopyButton value={booking.bookingId} label={t('booking.referenceToCopy')} />
      </p>
    </div>
  );
}

// The ways to pay the business takes: its card page first when it takes cards, then the account
// to transfer to, the values a banking app asks for each with a copy button.
export function TransferDetails({
  bookingId,
  bank,
}: {
  bookingId: string;
  bank: ReturnType<typeof useBankDetails>;
}) {
  const t = useT();
  const details = bank.data?.bankDetails;
  // The values typed into a banking app get a copy button.
  const copied = new Set([
    t('booking.bankBsb'),
    t('booking.bankAccountNumber'),
    t('booking.bankPayId'),
  ]);
  const rows: Array<[string, string]> = details
    ? [
        [t('booking.bankName'), details.bankName],
        [t('booking.bankAccountName'), details.accountHolder],
        [t('booking.bankBsb'), details.routingNumber],
        [t('booking.bankAccountNumber'), details.accountNumber],
        // Set in the CMS beside the account (issue 26): an instant transfer by e-mail or ABN.
        [t('booking.bankPayId'), details.payId],
        [t('booking.bankSwift'), details.swiftCode],
        [t('booking.bankIban'), details.iban],
        [t('booking.bankBranch'), details.branch],
        [t('booking.bankAddress'), details.bankAddress],
        [t('booking.bankPhone'), details.bankPhone],
        [t('booking.bankEmail'), details.bankEmail],
      ].filter((row): row is [string, string] => Boolean(row[1]))
    : [];
  return (
    <>
      {bank.data?.cards && <PayByCard bookingId={bookingId} />}
      {bank.isPending ? (
        <Loading />
      ) : bank.isError ? (
        <Alert>
          {translateMessage(t, errorMessage(bank.error, t('booking.bankDetailsFailed')))}
        </Alert>
      ) : !details ? (
        <BankDetailsNotReady contact={bank.data.contact} />
      ) : (
        <dl className="grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-2">
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt className="text-xs text-slate-600">{label}</dt>
              <dd className="flex min-h-11 items-center gap-1 font-medium text-slate-900">
                <span className="[overflow-wrap:anywhere]">{value}</span>
                {copied.has(label) && <CopyButton value={value} label={label} />}
              </dd>
            </div>
          ))}
        </dl>
      )}
      {details?.bankInstructions && (
        <p className="text-sm text-slate-700">{details.bankInstructions}</p>
      )}
    </>
  );
}

// Bank Details for Payment (DECISIONS "Bookings and payment"): where to pay, how much, the
// reference to quote, then "I have paid". With cards on, "Pay by card" comes first.
export function PayModal({
  booking,
  cancellationPolicy,
  onClose,
}: {
  booking: Booking | null;
  // The policy in force (the site texts'), for the refund line; none while it loads.
  cancellationPolicy?: CancellationPolicy | undefined;
  onClose: () => void;
}) {
  const t = useT();
  const bank = useBankDetails(booking !== null);
  const markPaid = useMarkPaid();
  const [reference, setReference] = useState('');
  const close = () => {
    markPaid.reset();
    setReference('');
    onClose();
  };

  return (
    <Dialog
      open={booking !== null}
      onClose={close}
      title={t('booking.payTitle')}
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            {t('booking.close')}
          </Button>
          <Button
            disabled={markPaid.isPending || !booking}
            onClick={() =>
              booking &&
              markPaid.mutate(
                { id: booking._id, reference },
                {
                  onSuccess: () => {
                    toast.success(t('booking.paidThanks'));
                    close();
                  },
                  onError: () => toast.error(t('booking.markPaidFailed')),
                },
              )
            }
          >
            {markPaid.isPending ? t('booking.sending') : t('booking.iHavePaid')}
          </Button>
        </>
      }
    >
      {booking && (
        <div className="space-y-4">
          <AmountAndReference booking={booking} />
          <TransferDetails bookingId={booking._id} bank={bank} />
          <PaymentTexts bank={bank.data} policy={cancellationPolicy} />
          <TextField
            label={t('booking.transferReferenceOptional')}
            hint={t('booking.transferReferenceHint')}
            value={reference}
            maxLength={100}
            onChange={(event) => setReference(event.target.value)}
          />
          {markPaid.isError && (
            <Alert>
              {translateMessage(t, errorMessage(markPaid.error, t('booking.markPaidFailed')))}
            </Alert>
          )}
        </div>
      )}
    </Dialog>
  );
}
