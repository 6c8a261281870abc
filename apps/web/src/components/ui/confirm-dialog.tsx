import type { ReactNode } from 'react';
import { useCallback, useRef, useState } from 'react';

import { Button } from './button.tsx';
import { Dialog } from './dialog.tsx';

type Question = { title: string; message: ReactNode; confirmLabel: string };

// A yes-or-no question asked from code that awaits the answer: `ask` resolves true on the
// confirm button, false on Cancel, Escape, the close button or the backdrop. Render `dialog`.
export function useConfirmDialog(): {
  dialog: ReactNode;
  ask: (question: Question) => Promise<boolean>;
} {
  const [question, setQuestion] = useState<Question | null>(null);
  const resolver = useRef<((answer: boolean) => void) | null>(null);

  const ask = useCallback(
    (next: Question) =>
      new Promise<boolean>((resolve) => {
        resolver.current?.(false);
        resolver.current = resolve;
        setQuestion(next);
      }),
    [],
  );
  const answer = (value: boolean) => {
    resolver.current?.(value);
    resolver.current = null;
    setQuestion(null);
  };

  const dialog = (
    <Dialog
      open={question !== null}
      onClose={() => answer(false)}
      title={question?.title ?? ''}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={() => answer(false)}>
            Cancel
          </Button>
          <Button onClick={() => answer(true)}>{question?.confirmLabel}</Button>
        </>
      }
    >
      <p className="text-slate-700">{question?.message}</p>
    </Dialog>
  );
  return { dialog, ask };
}
