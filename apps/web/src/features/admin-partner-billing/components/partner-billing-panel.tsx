import { useId, useState } from 'react';

import { formatMoney } from '@landed/shared/money';

import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { api } from '#web/config/api-endpoints.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { downloadFile } from '#web/lib/download-file.ts';
import { toast } from '#web/lib/toast.ts';
import {
  usePartnerBillingAction,
  usePartnerCommissionsForStaff,
  usePartnerInvoicesForStaff,
} from '#web/features/admin-partner-billing/api/partner-billing-api.ts';

// A partner's billing for staff (docs/decisions/096, 097): its invoices with what it owes,
// "Invoice now", each invoice's PDF and "Mark paid"; for an agent, its statements, "Issue
// statement" for a month that is over, and "Mark paid". Put on the partner's page of the
// Partners tab.
export function PartnerBillingPanel({ partnerId, agent }: { partnerId: string; agent: boolean }) {
  const invoices = usePartnerInvoicesForStaff(partnerId);
  const commissions = usePartnerCommissionsForStaff(partnerId);
  const action = usePartnerBillingAction(partnerId);
  const [month, setMonth] = useState('');
  const monthId = useId();
  const act = ({ url, done, body }: { url: string; done: string; body?: object }) =>
    action.mutate(
      { url, ...(body ? { body } : {}) },
      {
        onSuccess: () => toast.success(done),
        onError: (error) => toast.error(errorMessage(error, 'That did not work.')),
      },
    );
  const download = (url: string, fileName: string) =>
    void downloadFile(url, fileName).catch((error: unknown) =>
      toast.error(errorMessage(error, 'The file could not be downloaded.')),
    );
  return (
    <div className="space-y-6">
      <section aria-label="Invoices" className="space-y-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 className="font-semibold text-slate-900">Invoices</h3>
          <Button
            variant="secondary"
            disabled={action.isPending}
            onClick={() =>
              act({
                url: api.adminPartnerInvoices(partnerId),
                done: 'Invoice issued for this month so far.',
              })
            }
          >
            Invoice now
          </Button>
        </div>
        <QueryState query={invoices} loading="Loading invoices…">
          {(data) => (
            <div className="space-y-2">
              <p className="text-sm text-slate-700">
                Owed {formatMoney(data.owedCents)}, of which overdue{' '}
                {formatMoney(data.overdueCents)}; not yet invoiced{' '}
                {formatMoney(data.uninvoiced.totalCents)}.
              </p>
              <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
                {data.invoices.map((invoice) => (
                  <li key={invoice._id} className="flex flex-wrap items-center gap-2 p-3 text-sm">
                    <span className="font-mono">{invoice.number}</span>
                    <span>{formatMoney(invoice.totalCents)}</span>
                    <span className="text-slate-600">due {invoice.dueOn}</span>
                    {invoice.paidAt ? (
                      <Badge tone="green">Paid</Badge>
                    ) : (
                      <Badge tone={invoice.overdue ? 'red' : 'yellow'}>
                        {invoice.overdue ? 'Overdue' : 'Due'}
                      </Badge>
                    )}
                    <Button
                      variant="secondary"
                      onClick={() =>
                        download(
                          api.adminPartnerInvoice(partnerId, invoice.number),
                          `Landed-${invoice.number}.pdf`,
                        )
                      }
                    >
                      PDF
                    </Button>
                    {!invoice.paidAt && (
                      <Button
                        disabled={action.isPending}
                        onClick={() =>
                          act({
                            url: `${api.adminPartnerInvoice(partnerId, invoice.number)}/paid`,
                            done: `${invoice.number} marked paid.`,
                          })
                        }
                      >
                        Mark {invoice.number} paid
                      </Button>
                    )}
                  </li>
                ))}
              </ul>
            </div>
          )}
        </QueryState>
      </section>
      {agent && (
        <section aria-label="Commission statements" className="space-y-2">
          <h3 className="font-semibold text-slate-900">Commission statements</h3>
          <form
            className="flex flex-wrap items-end gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              act({
                url: `${api.adminPartnerCommissions(partnerId)}/statements`,
                done: `Statement issued for ${month}.`,
                body: { month },
              });
            }}
          >
            <div>
              <label htmlFor={monthId} className="block text-sm font-medium text-slate-800">
                Month (over)
              </label>
              <input
                id={monthId}
                type="month"
                value={month}
                onChange={(event) => setMonth(event.target.value)}
                className="mt-1 min-h-11 rounded-md border border-slate-300 px-3 py-2 text-sm"
              />
            </div>
            <Button type="submit" variant="secondary" disabled={!month || action.isPending}>
              Issue statement
            </Button>
          </form>
          <QueryState query={commissions} loading="Loading commissions…">
            {(data) => (
              <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
                {data.statements.map((statement) => (
                  <li key={statement._id} className="flex flex-wrap items-center gap-2 p-3 text-sm">
                    <span className="font-mono">{statement.number}</span>
                    <span>{statement.month}</span>
                    <span>{formatMoney(statement.totalCents)}</span>
                    {statement.paidAt ? (
                      <Badge tone="green">Paid</Badge>
                    ) : (
                      <Button
                        disabled={action.isPending}
                        onClick={() =>
                          act({
                            url: `${api.adminPartnerStatement(partnerId, statement.number)}/paid`,
                            done: `${statement.number} marked paid.`,
                          })
                        }
                      >
                        Mark {statement.number} paid
                      </Button>
                    )}
                    <Button
                      variant="secondary"
                      onClick={() =>
                        download(
                          `${api.adminPartnerStatement(partnerId, statement.number)}?format=csv`,
                          `Landed-${statement.number}.csv`,
                        )
                      }
                    >
                      CSV
                    </Button>
                  </li>
                ))}
              </ul>
            )}
          </QueryState>
        </section>
      )}
    </div>
  );
}
