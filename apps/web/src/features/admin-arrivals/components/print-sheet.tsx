import { englishName } from '@landed/shared/locale-names';
import type { Arrival } from '@landed/shared/schemas/arrivals';

import { partnerPayment } from '@landed/shared/partner-payment';

import { paymentLabel } from '#web/components/ui/status-badges.tsx';
import { byDay, formatDay } from '#web/lib/arrival-days.ts';

// In English, as the rest of the sheet; a partner-paid booking reads as the badge does.
function sheetPayment(a: Arrival): string {
  const onAccount = partnerPayment({
    billedToPartner: a.billedToPartner,
    paymentStatus: a.paymentStatus,
    partnerName: a.partnerName,
  });
  if (!onAccount) return paymentLabel(a.paymentStatus);
  return `${onAccount.kind === 'paid' ? 'Paid by' : 'Invoiced to'} ${onAccount.partnerName}`;
}

// The run sheet on paper: only when printing (the screen's board is hidden then), rows by day
// and time, no buttons, no links to tap.
export function PrintSheet({ title, arrivals }: { title: string; arrivals: Arrival[] }) {
  return (
    <div className="hidden text-[11px] text-black print:block">
      <p className="mb-2 text-base font-bold">{title}</p>
      {byDay(arrivals).map(([day, rows]) => (
        <table key={day} className="mb-4 w-full border-collapse">
          <caption className="py-1 text-left text-sm font-bold">{formatDay(day)}</caption>
          <thead>
            <tr>
              {[
                'Time',
                'Flight',
                'Student',
                'Language',
                'Phone',
                'Package',
                'Payment',
                'Driver',
                'Pickup',
                'Meeting point',
                'Going to',
                'Notes',
              ].map((header) => (
                <th key={header} scope="col" className="border border-slate-400 px-1 text-left">
                  {header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((a) => (
              <tr key={a._id} className="break-inside-avoid">
                <td className="border border-slate-400 px-1 whitespace-nowrap">{a.time || '–'}</td>
                <td className="border border-slate-400 px-1 whitespace-nowrap">
                  {a.flightNumber || '–'}
                </td>
                <td className="border border-slate-400 px-1">
                  {a.student.name}
                  <br />
                  {a.bookingId}
                </td>
                <td className="border border-slate-400 px-1">{englishName(a.student.locale)}</td>
                <td className="border border-slate-400 px-1 whitespace-nowrap">
                  {a.student.phone}
                </td>
                <td className="border border-slate-400 px-1">{a.packageName}</td>
                <td className="border border-slate-400 px-1">{sheetPayment(a)}</td>
                <td className="border border-slate-400 px-1">
                  {a.driver ? `${a.driver.name} ${a.driver.phone}` : '–'}
                </td>
                <td className="border border-slate-400 px-1">{a.pickupStatus}</td>
                <td className="border border-slate-400 px-1">{a.meetingPoint}</td>
                <td className="border border-slate-400 px-1">{a.destinationAddress}</td>
                {/* What the student told the driver ("Two large suitcases") travels on paper too. */}
                <td className="border border-slate-400 px-1 whitespace-pre-line">
                  {a.notes || '–'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ))}
    </div>
  );
}
