import { Mail, MessageCircle } from 'lucide-react';

import { Dialog } from '#web/components/ui/dialog.tsx';
import { useT } from '#web/lib/i18n.tsx';
import { translateMessage } from '#web/lib/known-messages.ts';
import { useSupportContacts } from '#web/features/dashboard/api/get-support-contacts.ts';

export function ContactSupportModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  const contacts = useSupportContacts(open);
  const link =
    'flex items-center gap-3 rounded-lg border border-slate-200 p-3 font-medium text-slate-800 hover:border-brand-600 hover:bg-brand-50';
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('dashboard.contactSupport')}
      size="sm"
      description={t('dashboard.supportAnswerTime')}
    >
      {contacts.isPending ? (
        <p className="text-sm text-slate-600">{t('common.loading')}</p>
      ) : contacts.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {translateMessage(t, contacts.error.message)}
        </p>
      ) : (
        <div className="space-y-3">
          {contacts.data.chatUrl && (
            <a
              href={contacts.data.chatUrl}
              target="_blank"
              rel="noopener noreferrer"
              className={link}
            >
              <MessageCircle aria-hidden="true" className="size-5 text-brand-700" />
              {t('dashboard.chatWithUs')}
            </a>
          )}
          {contacts.data.contactEmail && (
            <a href={`mailto:${contacts.data.contactEmail}`} className={link}>
              <Mail aria-hidden="true" className="size-5 text-brand-700" />
              {contacts.data.contactEmail}
            </a>
          )}
        </div>
      )}
    </Dialog>
  );
}
