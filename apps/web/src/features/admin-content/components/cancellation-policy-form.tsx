import { useState } from 'react';
import type { FormEvent } from 'react';

import type { CancellationPolicy, CancellationTier } from '@landed/shared/schemas/cancellation';
import { cancellationPolicySchema } from '@landed/shared/schemas/cancellation';

import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { toast } from '#web/lib/toast.ts';
import { useCancellationPolicy } from '#web/features/admin-content/api/get-cancellation-policy.ts';
import { useUpdateCancellationPolicy } from '#web/features/admin-content/api/update-cancellation-policy.ts';

type Row = { hoursBefore: string; percent: string };
// A tier's two inputs: what each is called after "Tier n" and how wide it is.
const TIER_CELLS = [
  { key: 'hoursBefore', label: 'hours', width: 'w-24' },
  { key: 'percent', label: 'refund percent', width: 'w-20' },
] as const;
const toRows = (tiers: CancellationTier[]): Row[] =>
  tiers.map((t) => ({ hoursBefore: String(t.hoursBefore), percent: String(t.percent) }));

function PolicyEditor({ policy, isDefault }: { policy: CancellationPolicy; isDefault: boolean }) {
  const update = useUpdateCancellationPolicy();
  const [rows, setRows] = useState<Row[]>(toRows(policy.tiers));
  const [airline, setAirline] = useState(policy.airlineCancelledFullRefund);
  const [problem, setProblem] = useState<string | null>(null);
  const setCell = ({ i, key, value }: { i: number; key: keyof Row; value: string }) =>
    setRows((all) => all.map((r, j) => (j === i ? { ...r, [key]: value } : r)));
  const saved = (next: { policy: CancellationPolicy }, message: string) => {
    setRows(toRows(next.policy.tiers));
    setAirline(next.policy.airlineCancelledFullRefund);
    toast.success(message);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = cancellationPolicySchema.safeParse({
      tiers: rows.map((r) => ({
        hoursBefore: r.hoursBefore.trim() === '' ? NaN : Number(r.hoursBefore),
        percent: r.percent.trim() === '' ? NaN : Number(r.percent),
      })),
      airlineCancelledFullRefund: airline,
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      const row = typeof issue.path[1] === 'number' ? issue.path[1] + 1 : null;
      setProblem(row ? `Tier ${row}: ${issue.message}` : issue.message);
      return;
    }
    setProblem(null);
    update.mutate(parsed.data, {
      onSuccess: (next) => saved(next, 'Cancellation policy saved.'),
      onError: (error) => toast.error(errorMessage(error, 'Could not save the policy.')),
    });
  };
  return (
    <form aria-label="Cancellation policy" noValidate className="space-y-4" onSubmit={submit}>
      <p className="text-sm text-slate-600">
        Tiers by the notice before the arrival (Melbourne time), longest first. A cancellation at
        least that many hours ahead gets that share of what was paid back; less notice than the last
        tier, or after the arrival, gets nothing. Refunds already created keep their amount.
        {isDefault && ' These are the defaults.'}
      </p>
      <table className="text-sm">
        <thead>
          <tr className="text-left text-slate-700">
            <th className="pr-3 font-medium">At least (hours before)</th>
            <th className="pr-3 font-medium">Refund (%)</th>
            <th>
              <span className="sr-only">Remove</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={i}>
              {TIER_CELLS.map(({ key, label, width }) => (
                <td key={key} className="py-1 pr-3">
                  <input
                    aria-label={`Tier ${i + 1} ${label}`}
                    inputMode="numeric"
                    className={`${width} rounded-md border border-slate-300 px-2 py-1`}
                    value={row[key]}
                    onChange={(e) => setCell({ i, key, value: e.target.value })}
                  />
                </td>
              ))}
              <td className="py-1">
                <Button
                  type="button"
                  variant="secondary"
                  disabled={rows.length === 1}
                  onClick={() => setRows((all) => all.filter((_, j) => j !== i))}
                >
                  Remove tier {i + 1}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <Button
        type="button"
        variant="secondary"
        disabled={rows.length >= 10}
        onClick={() => setRows((all) => [...all, { hoursBefore: '0', percent: '0' }])}
      >
        Add a tier
      </Button>
      <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
        <input
          type="checkbox"
          className="size-4 rounded border-slate-300"
          checked={airline}
          onChange={(e) => setAirline(e.target.checked)}
        />
        The airline cancelled the flight: a full refund or a free change of date (staff apply it
        when cancelling)
      </label>
      {problem && <Alert>{problem}</Alert>}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Saving...' : 'Save cancellation policy'}
        </Button>
        <Button
          type="button"
          variant="secondary"
          disabled={update.isPending || isDefault}
          onClick={() =>
            update.mutate(null, {
              onSuccess: (next) => saved(next, 'Back to the default policy.'),
              onError: (error) => toast.error(errorMessage(error, 'Could not save the policy.')),
            })
          }
        >
          Restore the defaults
        </Button>
      </div>
    </form>
  );
}

// The Super Admin's cancellation policy (docs/decisions/085), in the Content tab.
export function CancellationPolicyForm() {
  const policy = useCancellationPolicy();
  return (
    <QueryState query={policy}>
      {(data) => <PolicyEditor policy={data.policy} isDefault={data.isDefault} />}
    </QueryState>
  );
}
