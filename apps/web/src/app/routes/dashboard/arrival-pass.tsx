import { useEffect } from 'react';
import { Link, useParams } from 'react-router';

import { Page } from '#web/components/ui/page.tsx';
import { api } from '#web/config/api-endpoints.ts';
import { paths } from '#web/config/paths.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { useLocale, useT } from '#web/lib/i18n.tsx';
import { keepPassForOffline } from '#web/lib/keep-pass-offline.ts';
import { translateMessage } from '#web/lib/known-messages.ts';
import { useArrivalPassLive } from '#web/features/booking/api/arrival-pass-live.ts';
import { useArrivalPass } from '#web/features/booking/api/get-arrival-pass.ts';
import { ArrivalPassView, useOnline } from '#web/features/booking/components/arrival-pass.tsx';
import { PushNotices } from '#web/features/arrival-notices/components/push-notices.tsx';
import { PassChat } from '#web/features/booking/components/pass-chat.tsx';
import { passPhotos } from '#web/features/booking/components/who-is-coming.tsx';

// /dashboard/bookings/{reference}/pass (decision 062): the pass of one of the user's bookings.
// Once it has shown with fresh data, the page, its code and the answer are kept on this device,
// and a service worker scoped to /dashboard/bookings/ opens it again without a network.
export function Component() {
  const t = useT();
  const locale = useLocale();
  const { bookingId = '' } = useParams();
  const pass = useArrivalPass(bookingId);
  const fresh = pass.isSuccess && !pass.isFetching ? pass.data : null;
  useArrivalPassLive(bookingId, useOnline());

  useEffect(() => {
    if (!fresh || !navigator.onLine) return;
    void keepPassForOffline({
      pagePath: paths.arrivalPass(bookingId),
      locale,
      dataUrl: api.bookingPass(bookingId),
      data: fresh,
      // Who is coming's photos (issue 35), kept to show offline too.
      images: passPhotos(fresh.pass),
    });
  }, [fresh, bookingId, locale]);

  return (
    <Page title={t('pass.pageTitle', { reference: bookingId })} className="print:p-0">
      {pass.isPending && (
        <p role="status" className="py-12 text-center text-slate-600">
          {t('common.loading')}
        </p>
      )}
      {pass.isError && !pass.data && (
        <p role="alert" className="py-12 text-center text-red-700">
          {translateMessage(t, errorMessage(pass.error, t('pass.loadFailed')))}
        </p>
      )}
      {pass.data && <ArrivalPassView pass={pass.data.pass} />}
      {pass.data && <PushNotices />}
      {pass.data && <PassChat bookingRef={bookingId} />}
      <p className="mt-6 text-sm print:hidden">
        <Link to={paths.dashboard} className="font-medium text-brand-700 hover:underline">
          {t('pass.backToDashboard')}
        </Link>
      </p>
    </Page>
  );
}
