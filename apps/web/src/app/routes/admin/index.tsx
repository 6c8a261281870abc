import type { ReactNode } from 'react';
import { useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';

import type { AdminTabKey, Permission } from '@landed/shared/permissions';
import { ADMIN_TABS, homeTabOf } from '@landed/shared/permissions';
import type { AdminMe } from '@landed/shared/schemas/admin';

import { paths } from '#web/config/paths.ts';
import { AdminGate } from '#web/features/admin/components/admin-gate.tsx';
import { AdminLayout } from '#web/features/admin/components/admin-layout.tsx';
import { SetupChecklist } from '#web/features/admin/components/setup-checklist.tsx';
import { BankingServicesManager } from '#web/features/admin-catalogue/components/banking-services-manager.tsx';
import { PackagesManager } from '#web/features/admin-catalogue/components/packages-manager.tsx';
import { ServicesManager } from '#web/features/admin-catalogue/components/services-manager.tsx';
import { ArrivalsTab } from '#web/features/admin-arrivals/components/arrivals-tab.tsx';
import { CalendarFeedBox } from '#web/features/calendar-feeds/components/calendar-feed-box.tsx';
import { BookingDrawer } from '#web/features/admin-bookings/components/booking-drawer.tsx';
import { BookingsTab } from '#web/features/admin-bookings/components/bookings-tab.tsx';
import { ContentTab } from '#web/features/admin-content/components/content-tab.tsx';
import { InquiriesTab } from '#web/features/admin-inquiries/components/inquiries-tab.tsx';
import { LogsTab } from '#web/features/admin-logs/components/logs-tab.tsx';
import { OverviewTab } from '#web/features/admin-overview/components/overview-tab.tsx';
import { GstReport } from '#web/features/admin-reports/components/gst-report.tsx';
import { PartnerBillingPanel } from '#web/features/admin-partner-billing/components/partner-billing-panel.tsx';
import { PartnersTab } from '#web/features/admin-partners/components/partners-tab.tsx';
import { PaymentsTab } from '#web/features/admin-payments/components/payments-tab.tsx';
import { AdminRolesTable } from '#web/features/admin-roles/components/admin-roles-table.tsx';
import { RoleControl } from '#web/features/admin-roles/components/role-control.tsx';
import { StaffSection } from '#web/features/admin-roles/components/staff-section.tsx';
import { UsersTab } from '#web/features/admin-users/components/users-tab.tsx';

// The board's "Details" opens the booking drawer of the Bookings tab (features never import
// each other: they meet here).
function ArrivalsWithDrawer({ me }: { me: AdminMe }) {
  const [open, setOpen] = useState<string | null>(null);
  return (
    <>
      <ArrivalsTab
        me={me}
        onOpenBooking={setOpen}
        driverCalendar={(driver) => (
          <CalendarFeedBox
            owner={{ kind: 'driver', driverId: driver._id }}
            whose={`${driver.name}’s`}
            canChange={me.permissions.includes('bookings:write')}
          />
        )}
      />
      <BookingDrawer bookingId={open} me={me} onClose={() => setOpen(null)} />
    </>
  );
}

const TABS: Record<AdminTabKey, (me: AdminMe) => ReactNode> = {
  // The owner's set-up checklist above the stats (docs/decisions/079).
  overview: (me) => (
    <>
      {me.permissions.includes('bank:manage') && <SetupChecklist />}
      <OverviewTab />
      {/* GST by quarter, for the accountant (docs/decisions/090). */}
      {me.permissions.includes('bank:manage') && <GstReport />}
    </>
  ),
  arrivals: (me) => <ArrivalsWithDrawer me={me} />,
  // A Super Admin adds staff and sets roles from here too (issue 25, docs/decisions/075).
  users: (me) =>
    me.permissions.includes('roles:manage') ? (
      <UsersTab me={me} staff={<StaffSection />} roleControl={(u) => <RoleControl user={u} />} />
    ) : (
      <UsersTab me={me} />
    ),
  services: (me) => <ServicesManager me={me} view="tab" />,
  packages: (me) => <PackagesManager me={me} view="tab" />,
  banking: (me) => <BankingServicesManager me={me} view="tab" />,
  bookings: (me) => <BookingsTab me={me} />,
  inquiries: (me) => <InquiriesTab me={me} />,
  content: (me) => <ContentTab me={me} />,
  payments: (me) => <PaymentsTab me={me} />,
  // Universities and agents (issue 27, docs/decisions/091).
  partners: () => (
    <PartnersTab
      billing={(partner) =>
        partner.billingMode === 'account' || partner.kind === 'Agent' ? (
          <PartnerBillingPanel partnerId={partner._id} agent={partner.kind === 'Agent'} />
        ) : null
      }
    />
  ),
  // Logs, and below them the admin roles for those who may manage them (admin §2).
  logs: (me) => (
    <div className="space-y-8">
      <LogsTab />
      {me.permissions.includes('roles:manage') && <AdminRolesTable me={me} />}
    </div>
  ),
};

function Dashboard({ me }: { me: AdminMe }) {
  const [params] = useSearchParams();
  // No tab asked for: the role's home tab (the arrivals board for a Booking Agent).
  const requested = params.get('tab') ?? homeTabOf(me.adminRole);
  const tab = ADMIN_TABS.find((t) => t.key === requested);
  // A tab the role may not open (or does not exist) sends them to their home tab.
  if (!tab || !me.permissions.includes(tab.permission as Permission)) {
    return <Navigate to={paths.admin} replace />;
  }
  return (
    <AdminLayout me={me} title={tab.label}>
      {TABS[tab.key](me)}
    </AdminLayout>
  );
}

export function Component() {
  return <AdminGate>{(me) => <Dashboard me={me} />}</AdminGate>;
}
