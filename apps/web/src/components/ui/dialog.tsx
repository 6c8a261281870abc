import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useEffect, useId, useRef } from 'react';

import { useT } from '#web/lib/i18n.tsx';

type DialogProps = {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  // Accessible description, when the title alone does not say what the dialog is for.
  description?: ReactNode;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  // Some steps must not be dismissed mid-way (e.g. while a booking is being submitted).
  dismissible?: boolean;
  footer?: ReactNode;
  // 'side': a panel along the right edge, full height (a drawer); the whole width on a phone.
  placement?: 'center' | 'side';
};

const SIZES = { sm: 'max-w-sm', md: 'max-w-lg', lg: 'max-w-2xl', xl: 'max-w-5xl' };

// A modal on the native <dialog>: showModal() makes the rest of the page inert (focus stays
// inside), Escape closes it, and focus goes back to what opened it.
export function Dialog({
  open,
  onClose,
  title,
  children,
  description,
  size = 'md',
  dismissible = true,
  footer,
  placement = 'center',
}: DialogProps) {
  const t = useT();
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement;
      dialog.showModal();
      document.body.style.overflow = 'hidden';
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  // Runs whenever the dialog closes, however it closed.
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const onDialogClose = () => {
      document.body.style.overflow = '';
      if (opener.current instanceof HTMLElement) opener.current.focus();
    };
    dialog.addEventListener('close', onDialogClose);
    return () => dialog.removeEventListener('close', onDialogClose);
  }, []);

  useEffect(
    () => () => {
      document.body.style.overflow = '';
    },
    [],
  );

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={(event) => {
        event.preventDefault();
        if (dismissible) onClose();
      }}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself, outside its panel) closes it.
        if (event.target === ref.current && dismissible) onClose();
      }}
      className={
        placement === 'side'
          ? `my-0 mr-0 ml-auto h-dvh max-h-dvh w-full ${SIZES[size]} bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-900/50`
          : `m-auto w-[calc(100%-2rem)] ${SIZES[size]} max-h-[calc(100dvh-2rem)] rounded-xl bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-900/50`
      }
    >
      {open && (
        <div
          className={`flex flex-col ${placement === 'side' ? 'h-full' : 'max-h-[calc(100dvh-2rem)]'}`}
        >
          <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-5 py-4">
            <div>
              <h2 id={titleId} className="text-lg font-semibold text-slate-900">
                {title}
              </h2>
              {description && (
                <p id={descriptionId} className="mt-1 text-sm text-slate-600">
                  {description}
                </p>
              )}
            </div>
            {dismissible && (
              <button
                type="button"
                onClick={onClose}
                aria-label={t('common.close')}
                className="rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-800"
              >
                <X aria-hidden="true" className="size-5" />
              </button>
            )}
          </div>
          <div className={`overflow-y-auto px-5 py-4 ${placement === 'side' ? 'flex-1' : ''}`}>
            {children}
          </div>
          {footer && (
            <div className="flex flex-wrap justify-end gap-2 border-t border-slate-200 px-5 py-3">
              {footer}
            </div>
          )}
        </div>
      )}
    </dialog>
  );
}
