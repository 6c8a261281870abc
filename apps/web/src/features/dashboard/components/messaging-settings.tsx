import { useId } from 'react';

import { errorMessage } from '#web/lib/api-client.ts';
import { useT } from '#web/lib/i18n.tsx';
import { translateMessage } from '#web/lib/known-messages.ts';
import { toast } from '#web/lib/toast.ts';
import { useMessaging } from '#web/features/dashboard/api/get-messaging.ts';
import { useUpdateMessaging } from '#web/features/dashboard/api/update-messaging.ts';

type Channel = 'sms' | 'whatsapp';

// Account Settings' arrival-day messages (issue 35, docs/decisions/133): SMS and WhatsApp, each
// on or off, shown only for the channels the business offers (none without Twilio keys).
// `phone`: the profile's number, where the messages go.
export function MessagingSettings({ phone }: { phone: string }) {
  const t = useT();
  const messaging = useMessaging();
  const update = useUpdateMessaging();
  const id = useId();
  const data = messaging.data;
  const offered = (['sms', 'whatsapp'] as const).filter((c) => data?.available[c]);
  if (!data || offered.length === 0) return null;
  const labels: Record<Channel, string> = {
    sms: t('dashboard.messagingSms'),
    whatsapp: t('dashboard.messagingWhatsApp'),
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="mt-6 border-t border-slate-200 pt-4">
      <h3 id={`${id}-heading`} className="font-semibold text-slate-900">
        {t('dashboard.messagingTitle')}
      </h3>
      <p className="mt-1 text-sm text-slate-600">{t('dashboard.messagingIntro')}</p>
      {phone.trim() === '' && (
        <p className="mt-1 text-sm text-amber-800">{t('dashboard.messagingNoPhone')}</p>
      )}
      {offered.map((channel) => (
        <div key={channel} className="mt-3 flex items-center gap-2">
          <input
            id={`${id}-${channel}`}
            type="checkbox"
            role="switch"
            className="size-4 rounded border-slate-400"
            checked={data[channel]}
            aria-checked={data[channel]}
            disabled={update.isPending}
            onChange={(event) =>
              update.mutate(
                { [channel]: event.target.checked },
                {
                  onError: (error) =>
                    toast.error(
                      translateMessage(t, errorMessage(error, t('dashboard.consentSaveFailed'))),
                    ),
                },
              )
            }
          />
          <label htmlFor={`${id}-${channel}`} className="text-sm text-slate-800">
            {labels[channel]}
          </label>
        </div>
      ))}
    </section>
  );
}
