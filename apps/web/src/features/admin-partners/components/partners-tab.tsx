import { useState } from 'react';
import type { ReactNode } from 'react';

import { commissionText } from '@landed/shared/schemas/partners';
import type { Partner } from '@landed/shared/schemas/partners';

import { CompactField, ListTable } from '#web/components/back-office/list-kit.tsx';
import { useListParams } from '#web/components/back-office/list-params.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import type { Column } from '#web/components/ui/data-table.tsx';
import { usePartners } from '#web/features/admin-partners/api/get-partners.ts';
import { PartnerDetailDialog } from '#web/features/admin-partners/components/partner-detail.tsx';
import { PartnerFormDialog } from '#web/features/admin-partners/components/partner-form.tsx';

// The Partners tab (issue 27, docs/decisions/091): universities and agents, Super Admin only.
export function PartnersTab({
  billing,
}: {
  // A partner's billing panel on its page, composed in app/.
  billing?: (partner: Partner) => ReactNode;
} = {}) {
  // Typed into at once, the address following: a controlled box waits for no navigation.
  const { filters, setFilters } = useListParams({ q: '' });
  const [search, setSearch] = useState(filters.q);
  const partners = usePartners(search.trim());
  const [open, setOpen] = useState<string | null>(null);
  const [editing, setEditing] = useState<Partner | 'new' | null>(null);
  const columns: Array<Column<Partner>> = [
    { header: 'Name', cell: (p) => p.name },
    { header: 'Kind', cell: (p) => p.kind },
    { header: 'Code', cell: (p) => <code>{p.code}</code> },
    {
      header: 'Billing',
      cell: (p) => (p.billingMode === 'account' ? 'On account' : 'Student pays'),
    },
    { header: 'Commission', cell: (p) => commissionText(p) },
    {
      header: 'Status',
      cell: (p) =>
        p.active ? <Badge tone="green">Active</Badge> : <Badge tone="red">Inactive</Badge>,
    },
    {
      header: 'Actions',
      cell: (p) => (
        <Button
          variant="secondary"
          className="px-2.5 py-1"
          aria-label={`Open ${p.name}`}
          onClick={() => setOpen(p._id)}
        >
          Open
        </Button>
      ),
    },
  ];
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-3">
        <CompactField
          id="partners-search"
          label="Search"
          type="search"
          value={search}
          placeholder="Name, code, ABN or e-mail"
          onChange={(event) => {
            setSearch(event.target.value);
            setFilters({ q: event.target.value });
          }}
          className="w-72 max-w-full"
        />
        <Button className="ml-auto" onClick={() => setEditing('new')}>
          Add partner
        </Button>
      </div>
      <ListTable
        query={partners}
        empty="No partners yet."
        rows={(data) => data.partners}
        caption="Partners"
        columns={columns}
      />
      <PartnerDetailDialog
        partnerId={editing === null ? open : null}
        onClose={() => setOpen(null)}
        billing={billing}
        onEdit={() => {
          const partner = partners.data?.partners.find((p) => p._id === open);
          if (partner) setEditing(partner);
        }}
      />
      <PartnerFormDialog
        open={editing !== null}
        partner={editing === 'new' ? null : editing}
        onClose={() => setEditing(null)}
      />
    </div>
  );
}
