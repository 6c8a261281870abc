import { Download, FileText, Trash2 } from 'lucide-react';
import { useId, useRef, useState } from 'react';

import { DOCUMENT_LIMITS } from '@landed/shared/schemas/user-area';

import { Alert } from '#web/components/ui/alert.tsx';
import { Button, buttonClass } from '#web/components/ui/button.tsx';
import { useConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { ProgressBar } from '#web/components/ui/progress-bar.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { formatInstantDate } from '#web/lib/format.ts';
import type { Translate } from '#web/lib/i18n.tsx';
import { useT } from '#web/lib/i18n.tsx';
import { translateMessage } from '#web/lib/known-messages.ts';
import { toast } from '#web/lib/toast.ts';
import { useDeleteDocument } from '#web/features/dashboard/api/delete-document.ts';
import { downloadDocument } from '#web/features/dashboard/api/download-document.ts';
import { useDocuments } from '#web/features/dashboard/api/get-documents.ts';
import { useUploadDocument } from '#web/features/dashboard/api/upload-document.ts';

const ACCEPT = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';

function sizeText(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

// Checked in the browser for a quick answer; the server checks the content again.
function problemWith(t: Translate, file: File): string | null {
  if (file.size > DOCUMENT_LIMITS.maxBytes) return t('dashboard.fileTooLarge', { name: file.name });
  if (file.type && !(DOCUMENT_LIMITS.mimeTypes as readonly string[]).includes(file.type)) {
    return t('dashboard.fileWrongType', { name: file.name });
  }
  return null;
}

function Uploader() {
  const t = useT();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [files, setFiles] = useState<File[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useUploadDocument();
  const documents = useDocuments();
  const remove = useDeleteDocument();
  const { dialog, ask } = useConfirmDialog();
  const deleteOne = async (doc: { _id: string; fileName: string }) => {
    const sure = await ask({
      title: t('dashboard.deleteDocumentTitle'),
      message: t('dashboard.deleteDocumentText', { name: doc.fileName }),
      confirmLabel: t('dashboard.delete'),
    });
    if (!sure) return;
    remove.mutate(doc._id, {
      onSuccess: () => toast.success(t('dashboard.documentDeleted')),
      onError: (error) =>
        toast.error(translateMessage(t, errorMessage(error, t('dashboard.documentDeleteFailed')))),
    });
  };

  const start = async () => {
    setProblem(null);
    const issue = files.map((file) => problemWith(t, file)).find(Boolean);
    if (issue) return setProblem(issue);
    try {
      for (const [i, file] of files.entries()) {
        setProgress(0);
        await upload.mutateAsync({
          file,
          onProgress: (p) => setProgress(Math.round(((i + p / 100) / files.length) * 100)),
        });
      }
      setProgress(100);
      toast.success(t('dashboard.documentsUploaded'));
      setFiles([]);
      if (input.current) input.current.value = '';
    } catch (error) {
      setProblem(translateMessage(t, errorMessage(error, t('dashboard.uploadFailed'))));
      toast.error(t('dashboard.uploadFailed'));
    } finally {
      window.setTimeout(() => setProgress(null), 800);
    }
  };

  return (
    <div className="space-y-4">
      <div>
        <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
          {t('dashboard.chooseFiles')}
        </label>
        <input
          ref={input}
          id={inputId}
          type="file"
          multiple
          accept={ACCEPT}
          onChange={(event) => setFiles(Array.from(event.target.files ?? []))}
          className="mt-1 block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-800"
        />
      </div>
      {progress !== null && (
        <div>
          <ProgressBar
            label={t('dashboard.uploadProgress')}
            value={progress}
            className="h-2.5"
            barClassName="bg-brand-600"
          />
          <p className="mt-1 text-xs text-slate-700">{progress}%</p>
        </div>
      )}
      {problem && <Alert>{problem}</Alert>}
      <Button onClick={start} disabled={files.length === 0 || upload.isPending}>
        {upload.isPending ? t('dashboard.uploading') : t('dashboard.upload')}
      </Button>

      <div>
        <h3 className="text-sm font-semibold text-slate-900">{t('dashboard.yourDocuments')}</h3>
        {documents.isPending ? (
          <p className="mt-2 text-sm text-slate-600">{t('common.loading')}</p>
        ) : documents.isError ? (
          <p className="mt-2 text-sm text-red-700">
            {translateMessage(t, documents.error.message)}
          </p>
        ) : documents.data.documents.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">{t('dashboard.noDocuments')}</p>
        ) : (
          <ul
            className="mt-2 divide-y divide-slate-100"
            aria-label={t('dashboard.uploadedDocuments')}
          >
            {documents.data.documents.map((doc) => (
              <li key={doc._id} className="flex items-center gap-3 py-2 text-sm">
                <FileText aria-hidden="true" className="size-4 text-slate-500" />
                <span className="min-w-0 flex-1 truncate">{doc.fileName}</span>
                <span className="text-xs text-slate-600">
                  {sizeText(doc.size)} · {formatInstantDate(doc.createdAt)}
                </span>
                <button
                  type="button"
                  className={buttonClass('ghost', 'px-2 py-1')}
                  aria-label={t('dashboard.downloadDocumentLabel', { name: doc.fileName })}
                  onClick={() =>
                    downloadDocument({ id: doc._id, fileName: doc.fileName }).catch(() =>
                      toast.error(t('dashboard.downloadFailed')),
                    )
                  }
                >
                  <Download aria-hidden="true" className="size-4" />
                </button>
                <button
                  type="button"
                  className={buttonClass('ghost', 'px-2 py-1 text-red-700')}
                  aria-label={t('dashboard.deleteDocumentLabel', { name: doc.fileName })}
                  disabled={remove.isPending && remove.variables === doc._id}
                  onClick={() => void deleteOne(doc)}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                </button>
              </li>
            ))}
          </ul>
        )}
        <p className="mt-2 text-xs text-slate-600">{t('dashboard.documentsRetention')}</p>
      </div>
      {dialog}
    </div>
  );
}

export function UploadDocumentsModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('dashboard.uploadDocuments')}
      description={t('dashboard.uploadDescription')}
    >
      {open && <Uploader />}
    </Dialog>
  );
}
