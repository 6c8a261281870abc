// One photo in the back-office, uploaded or removed on its own (issue 35: a driver's photo, a
// terminal's meeting point): what is there now, a file picker, and Remove.
import { useId } from 'react';

import { IMAGE_UPLOAD } from '@landed/shared/schemas/admin-catalogue';

import { Button } from './button.tsx';

export function PhotoUpload({
  label,
  url,
  busy,
  onUpload,
  onRemove,
  texts,
}: {
  label: string;
  // The back-office's words: its pages are in English.
  texts: { none: string; remove: string };
  url: string | null | undefined;
  busy: boolean;
  onUpload: (file: File) => void;
  onRemove: () => void;
}) {
  const id = useId();
  return (
    <div className="flex flex-wrap items-center gap-3">
      {url ? (
        <img src={url} alt={label} className="size-20 rounded-md border object-cover" />
      ) : (
        <span className="grid size-20 place-items-center rounded-md border border-dashed text-xs text-slate-500">
          {texts.none}
        </span>
      )}
      <div className="grid gap-1">
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          {label}
        </label>
        <input
          id={id}
          type="file"
          accept={IMAGE_UPLOAD.accept}
          disabled={busy}
          className="text-sm"
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) onUpload(file);
            event.target.value = '';
          }}
        />
        {url && (
          <Button variant="secondary" className="w-fit" disabled={busy} onClick={onRemove}>
            {texts.remove}
          </Button>
        )}
      </div>
    </div>
  );
}
