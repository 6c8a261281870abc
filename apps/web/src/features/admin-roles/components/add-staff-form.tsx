import { useState } from 'react';

import { ADMIN_ROLES, DEFAULT_ADMIN_ROLE } from '@landed/shared/constants';
import type { AdminRole } from '@landed/shared/constants';

import { CompactForm, InviteEmailField } from '#web/components/back-office/list-kit.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { toast } from '#web/lib/toast.ts';
import { useAddAdmin } from '#web/features/admin-roles/api/add-admin.ts';

// "Add staff" (issue 25, docs/decisions/075): an e-mail and a role. The server decides what
// happens, and the form says which: the role given at once (a verified account), an invitation
// sent (no account yet), or the person must confirm their address first (409).
export function AddStaffForm({ idPrefix }: { idPrefix: string }) {
  const add = useAddAdmin();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<AdminRole>(DEFAULT_ADMIN_ROLE);
  const [outcome, setOutcome] = useState<string | null>(null);

  return (
    <div className="space-y-3">
      <CompactForm
        label="Add staff"
        onSubmit={() => {
          setOutcome(null);
          add.mutate(
            { email: email.trim(), role },
            {
              onSuccess: (result) => {
                const said =
                  'admin' in result
                    ? `${result.admin.email} is now ${result.admin.role}.`
                    : `Invitation sent to ${result.invitation.email}. The ${result.invitation.role} role takes effect when they open the link (it works for 7 days).`;
                setOutcome(said);
                toast.success('admin' in result ? 'Role given.' : 'Invitation sent.');
                setEmail('');
                setRole(DEFAULT_ADMIN_ROLE);
              },
            },
          );
        }}
      >
        <InviteEmailField id={`${idPrefix}-email`} value={email} onChange={setEmail} />
        <div>
          <label htmlFor={`${idPrefix}-role`} className="block text-xs font-medium text-slate-700">
            Role
          </label>
          <select
            id={`${idPrefix}-role`}
            value={role}
            onChange={(event) => setRole(event.target.value as AdminRole)}
            className="mt-1 rounded-md border border-slate-300 px-2 py-1.5 text-sm"
          >
            {ADMIN_ROLES.map((r) => (
              <option key={r}>{r}</option>
            ))}
          </select>
        </div>
        <Button type="submit" disabled={add.isPending}>
          Add staff
        </Button>
      </CompactForm>
      <p className="text-xs text-slate-600">
        A person whose account has a confirmed e-mail address gets the role at once; an address
        without an account is sent an invitation.
      </p>
      {outcome && <Alert tone="success">{outcome}</Alert>}
      {add.isError && <Alert>{errorMessage(add.error, 'Failed to add the staff member.')}</Alert>}
    </div>
  );
}
