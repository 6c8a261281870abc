import type { ChangeEvent } from 'react';
import { useState } from 'react';

import type { Partner } from '@landed/shared/schemas/partners';
import {
  BILLING_MODES,
  COMMISSION_TYPES,
  PARTNER_KINDS,
  createPartnerBodySchema,
} from '@landed/shared/schemas/partners';
import type {
  BillingMode,
  CommissionType,
  CreatePartnerBody,
  PartnerKind,
} from '@landed/shared/schemas/partners';

import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { SelectField } from '#web/components/ui/select-field.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { toast } from '#web/lib/toast.ts';
import { useCatalogueChoices } from '#web/features/admin-partners/api/get-catalogue-choices.ts';
import { useSavePartner } from '#web/features/admin-partners/api/save-partner.ts';

type Values = {
  kind: PartnerKind;
  name: string;
  abn: string;
  billingEmail: string;
  address: string;
  billingMode: BillingMode;
  commissionType: CommissionType;
  // As typed: a percentage ("12.5") or dollars ("50").
  commission: string;
  requiresApproval: boolean;
  allowedPackageIds: string[];
  allowedServiceKeys: string[];
  paymentTermsDays: string;
  active: boolean;
};

type TextKey = 'name' | 'abn' | 'billingEmail' | 'address' | 'paymentTermsDays' | 'commission';

const BLANK: Values = {
  kind: 'Agent',
  name: '',
  abn: '',
  billingEmail: '',
  address: '',
  billingMode: 'student',
  commissionType: 'none',
  commission: '',
  requiresApproval: false,
  allowedPackageIds: [],
  allowedServiceKeys: [],
  paymentTermsDays: '14',
  active: true,
};

function valuesOf(partner: Partner): Values {
  const { commissionType, commissionValue } = partner;
  return {
    ...partner,
    commission: commissionType === 'none' ? '' : String(commissionValue / 100),
    paymentTermsDays: String(partner.paymentTermsDays),
  };
}

// The form's commission in the API's units: basis points for a percentage, cents for an amount.
function bodyOf(values: Values): CreatePartnerBody {
  const commissionValue =
    values.commissionType === 'none' ? 0 : Math.round(Number(values.commission) * 100);
  return {
    kind: values.kind,
    name: values.name,
    abn: values.abn,
    billingEmail: values.billingEmail,
    address: values.address,
    billingMode: values.billingMode,
    commissionType: values.commissionType,
    commissionValue: Number.isFinite(commissionValue) ? commissionValue : -1,
    requiresApproval: values.requiresApproval,
    allowedPackageIds: values.allowedPackageIds,
    allowedServiceKeys: values.allowedServiceKeys,
    paymentTermsDays: Number(values.paymentTermsDays),
    active: values.active,
  };
}

const selectClass = 'mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-sm';
const BILLING_TEXT: Record<BillingMode, string> = {
  student: 'The student pays',
  account: 'The partner pays on account',
};
const BILLING_OPTIONS = BILLING_MODES.map((mode) => [mode, BILLING_TEXT[mode]] as const);
const COMMISSION_TEXT: Record<CommissionType, string> = {
  none: 'No commission',
  percent: 'A percentage of each booking',
  fixed: 'A fixed amount per booking',
};
const COMMISSION_OPTIONS = COMMISSION_TYPES.map((type) => [type, COMMISSION_TEXT[type]] as const);
// The form's selects, by the value each sets.
const SELECTS = {
  kind: { id: 'partner-kind', label: 'Kind', options: PARTNER_KINDS },
  billingMode: { id: 'partner-billing', label: 'Billing', options: BILLING_OPTIONS },
  commissionType: { id: 'partner-commission', label: 'Commission', options: COMMISSION_OPTIONS },
} as const;

function Choices({
  legend,
  options,
  chosen,
  onChange,
}: {
  legend: string;
  options: Array<{ id: string; label: string }>;
  chosen: string[];
  onChange: (next: string[]) => void;
}) {
  return (
    <fieldset className="rounded-md border border-slate-200 p-3">
      <legend className="px-1 text-sm font-medium text-slate-800">{legend}</legend>
      <p className="text-xs text-slate-600">None ticked: everything on sale.</p>
      <div className="mt-2 grid gap-1 sm:grid-cols-2">
        {options.map((option) => (
          <label key={option.id} className="flex items-center gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              checked={chosen.includes(option.id)}
              onChange={(event) =>
                onChange(
                  event.target.checked
                    ? [...chosen, option.id]
                    : chosen.filter((id) => id !== option.id),
                )
              }
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

// Add or edit a partner and its terms (docs/decisions/091). The shared schema checks the form
// before it is sent (the same one the server validates with); the server has the last word
// (packages that exist, the merged terms of an edit).
function PartnerFormBody({ partner, onDone }: { partner: Partner | null; onDone: () => void }) {
  const save = useSavePartner();
  const choices = useCatalogueChoices();
  const [values, setValues] = useState<Values>(() => (partner ? valuesOf(partner) : BLANK));
  const [problems, setProblems] = useState<Record<string, string>>({});
  const set = <K extends keyof Values>(key: K, value: Values[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const field = (key: keyof Values) => problems[key];
  // A text field's value, its problem and its change.
  const text = (key: TextKey) => ({
    value: values[key],
    error: field(key),
    onChange: (event: ChangeEvent<HTMLInputElement>) => set(key, event.target.value),
  });
  // One of the form's selects (kind, billing, commission).
  const choice = <K extends keyof typeof SELECTS>(key: K) => (
    <SelectField
      {...SELECTS[key]}
      selectClassName={selectClass}
      value={values[key]}
      onChange={(event) => set(key, event.target.value as Values[K])}
    />
  );

  return (
    <form
      noValidate
      className="grid gap-4"
      aria-label={partner ? 'Edit partner' : 'Add partner'}
      onSubmit={(event) => {
        event.preventDefault();
        const body = bodyOf(values);
        const checked = createPartnerBodySchema.safeParse(body);
        if (!checked.success) {
          const found: Record<string, string> = {};
          for (const issue of checked.error.issues) {
            const key = issue.path[0] === 'commissionValue' ? 'commission' : String(issue.path[0]);
            found[key] ??= issue.message;
          }
          setProblems(found);
          return;
        }
        setProblems({});
        const done = {
          onSuccess: () => {
            toast.success(partner ? 'Partner updated.' : 'Partner added.');
            onDone();
          },
        };
        if (partner) save.mutate({ id: partner._id, body }, done);
        else save.mutate({ id: null, body }, done);
      }}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {choice('kind')}
        <TextField label="Name" required {...text('name')} />
        <TextField label="ABN" hint="11 digits; checked like the business ABN" {...text('abn')} />
        <TextField label="Billing e-mail" type="email" required {...text('billingEmail')} />
      </div>
      <TextField label="Address" {...text('address')} />
      <div className="grid gap-4 sm:grid-cols-3">
        {choice('billingMode')}
        <TextField
          label="Payment terms (days)"
          type="number"
          min={0}
          {...text('paymentTermsDays')}
        />
        <label className="flex items-center gap-2 self-end pb-2 text-sm text-slate-800">
          <input
            type="checkbox"
            checked={values.requiresApproval}
            onChange={(event) => set('requiresApproval', event.target.checked)}
          />
          Each booking needs the partner’s approval
        </label>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {choice('commissionType')}
        {values.commissionType !== 'none' && (
          <TextField
            label={values.commissionType === 'percent' ? 'Percentage (%)' : 'Amount (AUD)'}
            type="number"
            step="0.01"
            min={0}
            {...text('commission')}
          />
        )}
      </div>
      {values.commissionType !== 'none' && (
        <p className="text-xs text-slate-600">
          Agents only. Earned when a booking is completed and paid; reversed on a refund.
        </p>
      )}
      {choices.data && (
        <>
          <Choices
            legend="Packages it may book"
            options={choices.data.packages}
            chosen={values.allowedPackageIds}
            onChange={(next) => set('allowedPackageIds', next)}
          />
          <Choices
            legend="Services it may book"
            options={choices.data.services}
            chosen={values.allowedServiceKeys}
            onChange={(next) => set('allowedServiceKeys', next)}
          />
        </>
      )}
      {partner && (
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
            checked={values.active}
            onChange={(event) => set('active', event.target.checked)}
          />
          Active (inactive: its people and its referral link stop working)
        </label>
      )}
      {save.isError && <Alert>{errorMessage(save.error, 'Failed to save the partner.')}</Alert>}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {partner ? 'Save changes' : 'Add partner'}
        </Button>
      </div>
    </form>
  );
}

export function PartnerFormDialog({
  open,
  partner,
  onClose,
}: {
  open: boolean;
  partner: Partner | null;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={partner ? `Edit ${partner.name}` : 'Add partner'}
      size="lg"
    >
      {open && <PartnerFormBody key={partner?._id ?? 'new'} partner={partner} onDone={onClose} />}
    </Dialog>
  );
}
