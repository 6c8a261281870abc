import type { ReactNode } from 'react';
import { Suspense, lazy, useCallback, useRef, useState } from 'react';

import type { Question } from './confirm-dialog-view.tsx';

// Loaded when a question is first asked: the layout that can ask stays out of the first load.
const ConfirmDialogView = lazy(() => import('./confirm-dialog-view.tsx'));

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
  const answer = useCallback((value: boolean) => {
    resolver.current?.(value);
    resolver.current = null;
    setQuestion(null);
  }, []);

  const dialog = question ? (
    <Suspense fallback={null}>
      <ConfirmDialogView question={question} onAnswer={answer} />
    </Suspense>
  ) : null;
  return { dialog, ask };
}
