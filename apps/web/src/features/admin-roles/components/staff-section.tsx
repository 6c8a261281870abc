import { AddStaffForm } from './add-staff-form.tsx';
import { InvitationsTable } from './invitations-table.tsx';

// What the Users tab shows a Super Admin above the users (issue 25 item 3): add staff in one
// step, and the invitations still open.
export function StaffSection() {
  return (
    <section
      aria-labelledby="staff-title"
      className="space-y-4 rounded-lg border border-slate-200 bg-white p-4"
    >
      <h3 id="staff-title" className="text-base font-semibold text-slate-900">
        Add staff
      </h3>
      <AddStaffForm idPrefix="add-staff" />
      <InvitationsTable />
    </section>
  );
}
