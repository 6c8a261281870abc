import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { useT } from '#web/lib/i18n.tsx';

export type ReferralQuestion = { current: string; offered: string };

// A second partner's link while the first still counts (docs/decisions/106): the student says
// which partner their bookings go through; closing the dialog answers nothing and changes
// nothing.
export function ReferralChoiceDialog({
  question,
  onAnswer,
  onClose,
}: {
  question: ReferralQuestion | null;
  onAnswer: (replace: boolean) => void;
  onClose: () => void;
}) {
  const t = useT();
  return (
    <Dialog
      open={question !== null}
      onClose={onClose}
      size="sm"
      title={t('referralChoice.title')}
      footer={
        question && (
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={() => onAnswer(false)}>
              {t('referralChoice.keep', { current: question.current })}
            </Button>
            <Button onClick={() => onAnswer(true)}>
              {t('referralChoice.switch', { offered: question.offered })}
            </Button>
          </div>
        )
      }
    >
      {question && <p className="text-slate-700">{t('referralChoice.body', question)}</p>}
    </Dialog>
  );
}
