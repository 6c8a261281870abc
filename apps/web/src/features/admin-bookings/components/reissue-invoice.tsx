import { Button } from '#web/components/ui/button.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { toast } from '#web/lib/toast.ts';
import { useReissueInvoice } from '#web/features/admin-bookings/api/reissue-invoice.ts';

// A plain invoice (issued while no ABN was on record) re-issued as a tax invoice, by a person
// who decides it (docs/decisions/079): the business must have been registered for GST when the
// supply was made, which only the owner knows.
export function ReissueInvoice({ bookingId, number }: { bookingId: string; number: string }) {
  const reissue = useReissueInvoice();
  return (
    <div className="space-y-2 text-sm text-slate-700">
      <p>
        {`${number} was issued while the business had no ABN on record, so it is not a tax invoice. Once the ABN is entered, re-issue it: the tax invoice gets the next number and names ${number}, which is kept; the student downloads the tax invoice from then on.`}
      </p>
      {reissue.isError && (
        <Alert>{errorMessage(reissue.error, 'The invoice could not be re-issued.')}</Alert>
      )}
      <Button
        variant="secondary"
        disabled={reissue.isPending}
        onClick={() =>
          reissue.mutate(
            { id: bookingId },
            {
              onSuccess: ({ invoice }) =>
                toast.success(`Tax invoice ${invoice.number} issued; it replaces ${number}.`),
            },
          )
        }
      >
        {reissue.isPending ? 'Re-issuing...' : 'Re-issue as tax invoice'}
      </Button>
    </div>
  );
}
