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
import { formatDollars } from '#web/lib/format.ts';
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
    header: 'Price',
    className: 'whitespace-nowrap',
    cell: (r) => (typeof r.price === 'number' ? formatDollars(r.price) : '—'),
  },
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

// The lines of the uploaded file that were not booked, under its header: the file to fix and
// upload again (a row is one line of the template's file).
export function rowsToFix(text: string, lines: number[]): string {
  const all = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  return [all[0] ?? '', ...lines.map((line) => all[line - 1] ?? '')].join('\n') + '\n';
}

function downloadRowsToFix(text: string, lines: number[]) {
  const url = URL.createObjectURL(new Blob([rowsToFix(text, lines)], { type: 'text/csv' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'students-to-fix.csv';
  link.click();
  URL.revokeObjectURL(url);
}

// A CSV of students (issue 27 item 2): the preview lists every row with its problems and what
// the ready ones cost, and books nothing; Confirm books every ready row at once; the rows not
// booked stay listed with their problems, to download, fix and upload again (issue 33 item 6).
// `billedToYou`: the partner pays on account, so the total is its own to pay.
export function StudentsUpload({ billedToYou = false }: { billedToYou?: boolean }) {
  const upload = useUploadStudents();
  const confirm = useConfirmStudentsUpload();
  const [preview, setPreview] = useState<PartnerImportPreview | null>(null);
  const [fileText, setFileText] = useState('');
  const [leftOver, setLeftOver] = useState<PartnerImportRow[]>([]);
  const [error, setError] = useState<string | null>(null);
  const readyRows = preview?.rows.filter((r) => r.ok) ?? [];
  const ready = readyRows.length;
  const total = readyRows.reduce((sum, r) => sum + (r.price ?? 0), 0);
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
            setLeftOver([]);
            void file.text().then(setFileText);
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
            {ready} of {preview.rows.length} rows ready to book
            {ready > 0 &&
              (billedToYou
                ? `, for ${formatDollars(total)} in all, on your next monthly invoice.`
                : `, for ${formatDollars(total)} in all, each paid by its student.`)}
            {ready === 0 && '.'}
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
                    setLeftOver(preview.rows.filter((r) => !r.ok));
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
      {leftOver.length > 0 && (
        <div className="space-y-3" data-testid="rows-not-booked">
          <h3 className="text-base font-semibold text-slate-900">
            {leftOver.length === 1
              ? '1 row was not booked'
              : `${leftOver.length} rows were not booked`}
          </h3>
          <p className="text-sm text-slate-700">
            Fix them in the file below (the problems are listed here) and upload it again: rows
            already booked are never booked twice.
          </p>
          <DataTable
            caption="The rows not booked and their problems"
            columns={columns}
            rows={leftOver}
            rowKey={(r) => String(r.line)}
          />
          <div className="flex gap-2">
            <Button
              variant="secondary"
              onClick={() =>
                downloadRowsToFix(
                  fileText,
                  leftOver.map((r) => r.line),
                )
              }
            >
              Download these rows to fix
            </Button>
            <Button variant="ghost" onClick={() => setLeftOver([])}>
              Done
            </Button>
          </div>
        </div>
      )}
    </section>
  );
}
