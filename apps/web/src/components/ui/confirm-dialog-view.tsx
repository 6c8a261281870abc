import type { ReactNode } from 'react';

import { useT } from '#web/lib/i18n.tsx';

import { Button } from './button.tsx';
import { Dialog } from './dialog.tsx';

export type Question = { title: string; message: ReactNode; confirmLabel: string };

// The dialog of useConfirmDialog (confirm-dialog.tsx), open while it is rendered.
export default function ConfirmDialogView({
  question,
  onAnswer,
}: {
  question: Question;
  onAnswer: (answer: boolean) => void;
}) {
  const t = useT();
  return (
    <Dialog
      open
      onClose={() => onAnswer(false)}
      title={question.title}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={() => onAnswer(false)}>
            {t('common.cancel')}
          </Button>
          <Button onClick={() => onAnswer(true)}>{question.confirmLabel}</Button>
        </>
      }
    >
      <p className="text-slate-700">{question.message}</p>
    </Dialog>
  );
}
