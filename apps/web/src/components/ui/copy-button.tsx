import { Check, Copy } from 'lucide-react';
import { useState } from 'react';

import { useT } from '#web/lib/i18n.tsx';
import { toast } from '#web/lib/toast.ts';

// A button that copies one value (a BSB, an account number, a reference) for pasting into a
// banking app, named for what it copies ("Copy BSB"); it shows a tick once copied. The
// back-office (English, without the student's catalogues) passes its own `texts`.
export function CopyButton({
  value,
  label,
  texts,
}: {
  value: string;
  label: string;
  texts?: { button: string; copied: string; failed: string };
}) {
  const t = useT();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      toast.success(texts?.copied ?? t('booking.copied', { what: label }));
    } catch {
      toast.error(texts?.failed ?? t('booking.copyFailed'));
    }
  };
  const Icon = copied ? Check : Copy;
  return (
    <button
      type="button"
      onClick={() => void copy()}
      aria-label={texts?.button ?? t('booking.copy', { what: label })}
      className="inline-flex size-11 shrink-0 items-center justify-center rounded-md text-brand-700 hover:bg-brand-50 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
    >
      <Icon aria-hidden="true" className="size-5" />
    </button>
  );
}
