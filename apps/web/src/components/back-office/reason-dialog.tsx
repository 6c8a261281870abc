import type { ReactNode } from 'react';
import { useState } from 'react';

import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { TextArea } from '#web/components/ui/textarea.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { toast } from '#web/lib/toast.ts';

// What a react-query mutation offers that the dialog reads.
type Mutation = { isPending: boolean; isError: boolean; error: Error | null; reset: () => void };

// The back office's "reject / fail / dismiss with a reason" (docs/decisions/113): one text the
// confirm button stays off without, sent trimmed; on success the `done` toast and the dialog
// closes; a refusal is shown inside it (`failed` when the server gives no message). Closing
// forgets the text and the error. `field` replaces the reason's text area (e.g. a booking
// reference instead of a reason); `hint` is a line under the text area.
export function ReasonDialog({
  open,
  onClose,
  title,
  description,
  label,
  id,
  maxLength = 500,
  hint,
  confirm,
  variant = 'danger',
  done,
  failed,
  mutation,
  onSubmit,
  field,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  description: string | undefined;
  label: string;
  id?: string;
  maxLength?: number;
  hint?: string;
  confirm: string;
  variant?: 'danger' | 'primary';
  done: string;
  failed: string;
  mutation: Mutation;
  onSubmit: (value: string, options: { onSuccess: () => void }) => void;
  field?: (value: string, setValue: (value: string) => void) => ReactNode;
}) {
  const [value, setValue] = useState('');
  const close = () => {
    setValue('');
    mutation.reset();
    onClose();
  };
  const submit = () =>
    onSubmit(value.trim(), {
      onSuccess: () => {
        toast.success(done);
        close();
      },
    });
  return (
    <Dialog
      open={open}
      onClose={close}
      title={title}
      description={description}
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button
            variant={variant}
            disabled={mutation.isPending || value.trim() === ''}
            onClick={submit}
          >
            {confirm}
          </Button>
        </>
      }
    >
      {field ? (
        field(value, setValue)
      ) : (
        <>
          <TextArea
            id={id}
            label={label}
            maxLength={maxLength}
            value={value}
            onChange={(event) => setValue(event.target.value)}
          />
          {hint && <p className="mt-1 text-sm text-slate-600">{hint}</p>}
        </>
      )}
      {mutation.isError && (
        <div className="mt-3">
          <Alert>{errorMessage(mutation.error, failed)}</Alert>
        </div>
      )}
    </Dialog>
  );
}
