import { useState } from 'react';

import type { Booking } from '@landed/shared/schemas/booking';

import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { Loading } from '#web/components/ui/page.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { toast } from '#web/lib/toast.ts';
import { useBankDetails } from '#web/features/booking/api/get-bank-details.ts';
import { useMarkPaid } from '#web/features/booking/api/mark-paid.ts';

// The payment texts of public §9.
const PAYMENT_TEXTS = [
  'Minimum payment: $100 (or the full amount when a booking costs less).',
  'Processing time: 1-2 business days.',
  'Refunds: within 7 days after completion.',
  'GST applicable.',
  'Bank transfers and credit cards accepted (contact support to pay by card).',
];

// Bank Details for Payment (DECISIONS "Bookings and payment"): where to pay, how much, the
// reference to quote, then "I have paid".
export function PayModal({ booking, onClose }: { booking: Booking | null; onClose: () => void }) {
  const bank = useBankDetails(booking !== null);
  const markPaid = useMarkPaid();
  const [reference, setReference] = useState('');
  const close = () => {
    markPaid.reset();
    setReference('');
    onClose();
  };
  const rows: Array<[string, string]> = bank.data
    ? [
        ['Bank', bank.data.bankName],
        ['Account name', bank.data.accountHolder],
        ['BSB', bank.data.routingNumber],
        ['Account number', bank.data.accountNumber],
        ['SWIFT', bank.data.swiftCode],
        ['IBAN', bank.data.iban],
        ['Branch', bank.data.branch],
        ['Bank address', bank.data.bankAddress],
        ['Bank phone', bank.data.bankPhone],
        ['Payments e-mail', bank.data.bankEmail],
      ].filter((row): row is [string, string] => Boolean(row[1]))
    : [];

  return (
    <Dialog
      open={booking !== null}
      onClose={close}
      title="Bank Details for Payment"
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            Close
          </Button>
          <Button
            disabled={markPaid.isPending || !booking}
            onClick={() =>
              booking &&
              markPaid.mutate(
                { id: booking._id, reference },
                {
                  onSuccess: () => {
                    toast.success('Thanks! We will verify your payment within 1-2 business days.');
                    close();
                  },
                  onError: () => toast.error('Failed to mark as paid.'),
                },
              )
            }
          >
            {markPaid.isPending ? 'Sending...' : 'I have paid'}
          </Button>
        </>
      }
    >
      {booking && (
        <div className="space-y-4">
          <div className="rounded-lg bg-brand-50 p-4">
            <p className="text-sm text-slate-700">Amount to pay</p>
            <p className="text-2xl font-bold text-brand-900">{booking.price}</p>
            <p className="mt-2 text-sm text-slate-700">
              Quote this reference in your transfer:{' '}
              <strong className="font-mono text-base text-slate-900">{booking.bookingId}</strong>
            </p>
          </div>
          {bank.isPending ? (
            <Loading />
          ) : bank.isError ? (
            <Alert>
              {errorMessage(bank.error, 'Could not load the bank details. Please try again.')}
            </Alert>
          ) : (
            <dl className="grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-2">
              {rows.map(([label, value]) => (
                <div key={label}>
                  <dt className="text-xs text-slate-600">{label}</dt>
                  <dd className="font-medium text-slate-900">{value}</dd>
                </div>
              ))}
            </dl>
          )}
          {bank.data?.bankInstructions && (
            <p className="text-sm text-slate-700">{bank.data.bankInstructions}</p>
          )}
          <ul className="list-inside list-disc text-sm text-slate-700">
            {PAYMENT_TEXTS.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
          <TextField
            label="Transfer reference (optional)"
            hint="The receipt number your bank gave you, so we can find your transfer faster."
            value={reference}
            maxLength={100}
            onChange={(event) => setReference(event.target.value)}
          />
          {markPaid.isError && (
            <Alert>{errorMessage(markPaid.error, 'Failed to mark as paid.')}</Alert>
          )}
        </div>
      )}
    </Dialog>
  );
}
