import { useState } from 'react';

import type {
  PartnerImportPreview,
  PartnerImportRow,
} from '@landed/shared/schemas/partner-bookings';

import { Alert } from '#web/components/ui/alert.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { DataTable } from '#web/components/ui/data-table.tsx';
import type { Column } from '#web/components/ui/data-table.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { toast } from '#web/lib/toast.ts';
import { useConfirmStudentsUpload } from '#web/features/partner-bookings/api/confirm-students-upload.ts';
import { downloadStudentsTemplate } from '#web/features/partner-bookings/api/download-students-template.ts';
import { useUploadStudents } from '#web/features/partner-bookings/api/upload-students.ts';

const columns: Array<Column<PartnerImportRow>> = [
  { header: 'Line', cell: (r) => r.line },
  { header: 'Student', cell: (r) => r.studentName || '—' },
  { header: 'E-mail', className: 'break-all', cell: (r) => r.studentEmail || '—' },
  { header: 'Arrival', className: 'whitespace-nowrap', cell: (r) => r.preferredDate || '—' },
  { header: 'Package', cell: (r) => r.packageName || '—' },
  {
    header: 'Check',
    cell: (r) =>
      r.ok ? (
        <Badge tone="green">Ready</Badge>
      ) : (
        <ul className="list-disc pl-4 text-red-800">
          {r.problems.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      ),
  },
];

// A CSV of students (issue 27 item 2): the preview lists every row with its problems and
// books nothing; Confirm books every ready row at once.
export function StudentsUpload() {
  const upload = useUploadStudents();
  const confirm = useConfirmStudentsUpload();
  const [preview, setPreview] = useState<PartnerImportPreview | null>(null);
  const [error, setError] = useState<string | null>(null);
  const ready = preview?.rows.filter((r) => r.ok).length ?? 0;
  return (
    <section
      aria-label="Upload students"
      className="space-y-4 rounded-lg border border-slate-200 bg-white p-4"
    >
      <h2 className="text-xl font-bold text-slate-900">Upload a list of students</h2>
      <p className="text-sm text-slate-700">
        One student a row. Nothing is booked until you confirm; a row already booked (same external
        id, else same e-mail and arrival date) is never booked twice.
      </p>
      <Button
        variant="secondary"
        onClick={() =>
          downloadStudentsTemplate().catch((e) =>
            toast.error(errorMessage(e, 'The template could not be downloaded.')),
          )
        }
      >
        Download the CSV template
      </Button>
      {error && <Alert>{error}</Alert>}
      <div>
        <label htmlFor="students-file" className="block text-sm font-medium text-slate-800">
          CSV file
        </label>
        <input
          id="students-file"
          type="file"
          accept=".csv,text/csv"
          disabled={upload.isPending}
          className="mt-1 block text-sm"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (!file) return;
            setError(null);
            setPreview(null);
            upload.mutate(file, {
              onSuccess: setPreview,
              onError: (e) => setError(errorMessage(e, 'The file could not be read.')),
            });
          }}
        />
      </div>
      {upload.isPending && <p role="status">Checking the file...</p>}
      {preview && (
        <div className="space-y-3">
          <p className="text-sm text-slate-800" role="status">
            {ready} of {preview.rows.length} rows ready to book.
          </p>
          <DataTable
            caption="The rows of the file and their problems"
            columns={columns}
            rows={preview.rows}
            rowKey={(r) => String(r.line)}
            rowProps={(r) => ({ 'data-testid': `import-row-${r.line}` })}
          />
          <div className="flex gap-2">
            <Button
              disabled={confirm.isPending || ready === 0}
              onClick={() =>
                confirm.mutate(preview.importId, {
                  onSuccess: ({ created, skipped }) => {
                    toast.success(`${created} booked, ${skipped} skipped.`);
                    setPreview(null);
                  },
                  onError: (e) => setError(errorMessage(e, 'The rows could not be booked.')),
                })
              }
            >
              {confirm.isPending ? 'Booking...' : `Confirm and book ${ready}`}
            </Button>
            <Button variant="ghost" onClick={() => setPreview(null)}>
              Cancel
            </Button>
          </div>
        </div>
      )}
    </section>
  );
}
