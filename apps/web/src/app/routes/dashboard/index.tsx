import { useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';

import { can } from '@landed/shared/permissions';
import type { Booking } from '@landed/shared/schemas/booking';

import { Page } from '#web/components/ui/page.tsx';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { buttonClass } from '#web/components/ui/button.tsx';
import { paths } from '#web/config/paths.ts';
import { VerifyEmailBanner } from '#web/features/auth/components/verify-email-banner.tsx';
import { useUserBookings } from '#web/features/booking/api/get-user-bookings.ts';
import { CalendarFeedBox } from '#web/features/calendar-feeds/components/calendar-feed-box.tsx';
import { useCms } from '#web/features/cms/api/get-cms.ts';
import { BookedNextSteps } from '#web/features/booking/components/booked-next-steps.tsx';
import { BookingDetailsModal } from '#web/features/booking/components/booking-details-modal.tsx';
import { BookingsTable } from '#web/features/booking/components/bookings-table.tsx';
import { CardPaymentReturn } from '#web/features/booking/components/card-payment-return.tsx';
import { CancelBookingDialog } from '#web/features/booking/components/cancel-booking-dialog.tsx';
import { PartnerConsentCard } from '#web/features/booking/components/partner-consent-card.tsx';
import { PayModal } from '#web/features/booking/components/pay-modal.tsx';
import { RefundDetailsCard } from '#web/features/booking/components/refund-details-card.tsx';
import { useMe } from '#web/features/dashboard/api/get-me.ts';
import { useNotifications } from '#web/features/dashboard/api/get-notifications.ts';
import { useOnboarding } from '#web/features/dashboard/api/get-onboarding.ts';
import { useMarkNotificationRead } from '#web/features/dashboard/api/mark-notification-read.ts';
import { ArrivalModal } from '#web/features/dashboard/components/arrival-modal.tsx';
import { ChangePasswordModal } from '#web/features/dashboard/components/change-password-modal.tsx';
import { ContactSupportModal } from '#web/features/dashboard/components/contact-support-modal.tsx';
import { EditProfileModal } from '#web/features/dashboard/components/edit-profile-modal.tsx';
import {
  AccountSettings,
  ArrivalSummary,
  ImportantActions,
  NotificationsPanel,
  OnboardingProgress,
  Panel,
  ProfileCard,
  UsefulLinks,
} from '#web/features/dashboard/components/panels.tsx';
import { MessagingSettings } from '#web/features/dashboard/components/messaging-settings.tsx';
import { PrivacySettings } from '#web/features/dashboard/components/privacy-settings.tsx';
import { SessionsList } from '#web/features/dashboard/components/sessions-list.tsx';
import { TwoFactorSettings } from '#web/features/dashboard/components/two-factor-settings.tsx';
import { UploadDocumentsModal } from '#web/features/dashboard/components/upload-documents-modal.tsx';
import { useT } from '#web/lib/i18n.tsx';
import { useSession } from '#web/lib/session.tsx';
import { toast } from '#web/lib/toast.ts';

type Modal = 'profile' | 'arrival' | 'upload' | 'support' | 'password' | null;

// The user dashboard of public §2. A failing session load ends the session through the API
// client ('Session expired. Please log in again.', then /login).
// A partner user works in their organisation's portal (docs/decisions/091), not here.
export function Component() {
  const { user } = useSession();
  if (user?.partnerId) return <Navigate to={paths.partner} replace />;
  return <StudentDashboard />;
}

function StudentDashboard() {
  const t = useT();
  const { userId, logout, user } = useSession();
  const navigate = useNavigate();
  const me = useMe();
  const bookings = useUserBookings(userId);
  const cms = useCms();
  const notifications = useNotifications();
  const onboarding = useOnboarding();
  const markRead = useMarkNotificationRead();
  const [modal, setModal] = useState<Modal>(null);
  const [viewing, setViewing] = useState<Booking | null>(null);
  const [cancelling, setCancelling] = useState<Booking | null>(null);
  const [paying, setPaying] = useState<Booking | null>(null);
  const close = () => setModal(null);
  // Just booked (the booking dialog sends the student here): what happens next, how to pay.
  const [params, setParams] = useSearchParams();
  const booked = bookings.data?.bookings.find((b) => b.bookingId === params.get('booked'));

  if (me.isPending) {
    return (
      <Page title={t('nav.dashboard')}>
        <p role="status" className="py-12 text-center text-slate-600">
          {t('common.loading')}
        </p>
      </Page>
    );
  }
  if (me.isError) {
    return (
      <Page title={t('nav.dashboard')}>
        <p role="alert" className="py-12 text-center text-red-700">
          {me.error.message}
        </p>
      </Page>
    );
  }

  return (
    <Page title={t('nav.dashboard')} className="space-y-6">
      {me.data.emailVerified === false && <VerifyEmailBanner email={me.data.email} />}
      {booked && (
        <BookedNextSteps
          booking={booked}
          onPay={setPaying}
          onDismiss={() => setParams({}, { replace: true })}
        />
      )}
      <ProfileCard me={me.data} onEdit={() => setModal('profile')} />
      <ImportantActions
        onUpload={() => setModal('upload')}
        onArrival={() => setModal('arrival')}
        onSupport={() => setModal('support')}
      />
      <CardPaymentReturn userId={userId} />
      {bookings.data && <PartnerConsentCard bookings={bookings.data.bookings} />}
      {bookings.data && <RefundDetailsCard bookings={bookings.data.bookings} />}
      {/* The bookings take the page's whole width: in two thirds of it their actions ended
          beyond the table's edge at desktop width (issue 25). */}
      <Panel
        title={t('dashboard.yourBookings')}
        id="your-bookings"
        action={
          <Link to={paths.packages} className={buttonClass('primary')}>
            {t('dashboard.bookNewPackage')}
          </Link>
        }
      >
        <QueryState
          query={bookings}
          loading={<p className="text-slate-600">{t('common.loading')}</p>}
        >
          {(data) => (
            <BookingsTable
              bookings={data.bookings}
              onView={setViewing}
              onCancel={setCancelling}
              onPay={setPaying}
            />
          )}
        </QueryState>
      </Panel>
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          {onboarding.data && (
            <OnboardingProgress steps={onboarding.data.steps} progress={onboarding.data.progress} />
          )}
        </div>
        <div className="space-y-6">
          <ArrivalSummary arrival={me.data.arrival} />
          <NotificationsPanel
            notifications={notifications.data?.notifications ?? []}
            busyId={markRead.isPending ? (markRead.variables ?? null) : null}
            onRead={(id) => markRead.mutate(id)}
          />
          <UsefulLinks />
          <AccountSettings
            onPassword={() => setModal('password')}
            onProfile={() => setModal('profile')}
            onLogout={() => {
              logout();
              toast.success(t('dashboard.loggedOut'));
              navigate(paths.home);
            }}
          >
            <TwoFactorSettings />
            {/* Staff: their upcoming pickups in their own calendar (decision 062). */}
            {can(user?.adminRole, 'bookings:read') && <CalendarFeedBox owner={{ kind: 'me' }} />}
            <SessionsList />
            <MessagingSettings phone={me.data.profile.phone} />
            <PrivacySettings
              openBookings={
                bookings.data?.bookings.filter(
                  (b) => b.status === 'Pending' || b.status === 'Confirmed',
                ).length ?? 0
              }
            />
          </AccountSettings>
        </div>
      </div>

      <EditProfileModal me={me.data} open={modal === 'profile'} onClose={close} />
      <ArrivalModal arrival={me.data.arrival} open={modal === 'arrival'} onClose={close} />
      <UploadDocumentsModal open={modal === 'upload'} onClose={close} />
      <ContactSupportModal open={modal === 'support'} onClose={close} />
      <ChangePasswordModal open={modal === 'password'} onClose={close} />
      <BookingDetailsModal
        booking={viewing}
        arrivalChangeTerms={
          cms.data && {
            cutoffHours: cms.data.arrivalChangeCutoffHours,
            contactEmail: cms.data.contactEmail,
            contactPhone: cms.data.contactPhone,
          }
        }
        onClose={() => setViewing(null)}
        onChanged={setViewing}
      />
      <CancelBookingDialog booking={cancelling} onClose={() => setCancelling(null)} />
      <PayModal
        booking={paying}
        cancellationPolicy={cms.data?.cancellationPolicy}
        onClose={() => setPaying(null)}
      />
    </Page>
  );
}
