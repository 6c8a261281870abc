import { useState } from 'react';

import { LOCALE_LIST } from '@landed/shared/locales';
import type { PartnerBookingBody } from '@landed/shared/schemas/partner-bookings';

import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { toast } from '#web/lib/toast.ts';
import { useBookForStudent } from '#web/features/partner-bookings/api/book-for-student.ts';
import { useBookablePackages } from '#web/features/partner-bookings/api/get-bookable-packages.ts';

const text = (form: FormData, name: string) => String(form.get(name) ?? '').trim();
const optional = (value: string) => value || undefined;

// Book one student (issue 27 item 2): the booking is the student's; a student without an
// account is invited to set a password, in the language chosen here. The server validates and
// prices; its message is shown as it is.
export function BookStudentForm() {
  const book = useBookForStudent();
  const packages = useBookablePackages();
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      aria-label="Book for a student"
      className="space-y-4 rounded-lg border border-slate-200 bg-white p-4"
      onSubmit={(event) => {
        event.preventDefault();
        const formElement = event.currentTarget;
        const form = new FormData(formElement);
        const body: PartnerBookingBody = {
          studentName: text(form, 'studentName'),
          studentEmail: text(form, 'studentEmail'),
          studentId: optional(text(form, 'studentId')),
          phone: text(form, 'phone'),
          packageId: text(form, 'packageId'),
          preferredDate: text(form, 'preferredDate'),
          arrivalTime: optional(text(form, 'arrivalTime')),
          flightNumber: optional(text(form, 'flightNumber')),
          destinationAddress: optional(text(form, 'destinationAddress')),
          language: text(form, 'language') as PartnerBookingBody['language'],
        };
        setError(null);
        book.mutate(body, {
          // The same words whether the address had an account or not (docs/decisions/105).
          onSuccess: ({ bookingId }) => {
            toast.success(
              `Booked ${bookingId}; the student was e-mailed and asked to accept it. It waits for the student until then.`,
            );
            formElement.reset();
          },
          onError: (e) => setError(errorMessage(e, 'The booking could not be made.')),
        });
      }}
    >
      <h2 className="text-xl font-bold text-slate-900">Book for a student</h2>
      {error && <Alert>{error}</Alert>}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Student's full name" name="studentName" required maxLength={100} />
        <TextField label="Student's e-mail" name="studentEmail" type="email" required />
        <TextField label="Student ID" name="studentId" maxLength={50} />
        <TextField label="Phone" name="phone" type="tel" required />
        <div>
          <label htmlFor="partner-package" className="block text-sm font-medium text-slate-800">
            Package
          </label>
          <select
            id="partner-package"
            name="packageId"
            required
            className="mt-1 w-full rounded-md border border-slate-300 px-3 py-2 text-sm"
          >
            {(packages.data ?? []).map((p) => (
              <option key={p._id} value={p._id}>
                {p.title} ({p.price})
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="partner-language" className="block text-sm font-medium text-slate-800">
            Language of the student&apos;s e-mails
          </label>
          <select
            id="partner-language"
            name="language"
            defaultValue="en"
            className="mt-1 w-full rounded-md border border-slate-300 px-3 py-2 text-sm"
          >
            {LOCALE_LIST.map((l) => (
              <option key={l.code} value={l.code}>
                {l.name}
              </option>
            ))}
          </select>
        </div>
        <TextField label="Arrival date" name="preferredDate" type="date" required />
        <TextField label="Arrival time" name="arrivalTime" type="time" />
        <TextField label="Flight" name="flightNumber" placeholder="QF10" />
        <TextField label="Address in Melbourne" name="destinationAddress" maxLength={300} />
      </div>
      <p className="text-sm text-slate-600">
        The student sees this booking in their dashboard and agrees that your organisation sees its
        arrival and progress, never their documents or other bookings.
      </p>
      <Button type="submit" disabled={book.isPending}>
        {book.isPending ? 'Booking...' : 'Book'}
      </Button>
    </form>
  );
}
