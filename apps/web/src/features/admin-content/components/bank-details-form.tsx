import { useState } from 'react';

import type { BankDetails } from '@landed/shared/schemas/booking';

import { Button } from '#web/components/ui/button.tsx';
import { TextArea } from '#web/components/ui/textarea.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { toast } from '#web/lib/toast.ts';
import { useUpdateCms } from '#web/features/admin-content/api/update-cms.ts';

const FIELDS: Array<[keyof BankDetails, string]> = [
  ['bankName', 'Bank name'],
  ['accountHolder', 'Account holder'],
  ['routingNumber', 'BSB (routing number)'],
  ['accountNumber', 'Account number'],
  ['payId', 'PayID (e-mail, phone or ABN)'],
  ['swiftCode', 'SWIFT code'],
  ['iban', 'IBAN'],
  ['branch', 'Branch'],
  ['bankAddress', 'Bank address'],
  ['bankPhone', 'Bank phone'],
  ['bankEmail', 'Payments e-mail'],
];

// The bank details students pay into (admin §3): 'Bank info updated!' / 'Failed to update bank info.'
export function BankDetailsForm({
  cmsId,
  bankDetails,
}: {
  cmsId: string;
  bankDetails: BankDetails;
}) {
  const update = useUpdateCms();
  const [values, setValues] = useState(bankDetails);
  const set = (key: keyof BankDetails) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: event.target.value }));
  return (
    <form
      aria-label="Bank details"
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        update.mutate(
          { id: cmsId, body: values },
          {
            onSuccess: ({ bank: saved }) => {
              if (saved) setValues(saved);
              toast.success('Bank info updated!');
            },
            onError: () => toast.error('Failed to update bank info.'),
          },
        );
      }}
    >
      <div className="grid gap-4 md:grid-cols-2">
        {FIELDS.map(([key, label]) => (
          <TextField key={key} label={label} value={values[key]} onChange={set(key)} />
        ))}
      </div>
      <TextArea
        id="cms-bankInstructions"
        label="Payment instructions"
        value={values.bankInstructions}
        onChange={set('bankInstructions')}
      />
      <Button type="submit" disabled={update.isPending}>
        {update.isPending ? 'Saving...' : 'Save bank details'}
      </Button>
    </form>
  );
}
