import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';

import type { BusinessDetails, BusinessFields } from '@landed/shared/schemas/admin-content';
import { BUSINESS_MESSAGES, businessFieldsSchema } from '@landed/shared/schemas/admin-content';

import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { toast } from '#web/lib/toast.ts';
import { useUpdateCms } from '#web/features/admin-content/api/update-cms.ts';

// The seller printed on invoices (docs/decisions/061), Super Admin only: name, ABN (its check
// digits are checked here and on the server), address, and whether GST applies.
export function BusinessDetailsForm({
  cmsId,
  business,
}: {
  cmsId: string;
  business: BusinessDetails;
}) {
  const update = useUpdateCms();
  const form = useForm<BusinessFields, unknown, z.output<typeof businessFieldsSchema>>({
    resolver: zodResolver(businessFieldsSchema),
    defaultValues: business,
  });
  const { errors } = form.formState;
  const registered = form.watch('gstRegistered');
  const abn = form.watch('abn');
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const { business: saved } = await update.mutateAsync({ id: cmsId, body: values });
      if (saved) form.reset(saved);
      toast.success(BUSINESS_MESSAGES.saved);
    } catch (error) {
      toast.error(errorMessage(error, BUSINESS_MESSAGES.failed));
    }
  });
  return (
    <form aria-label="Business details" noValidate className="space-y-4" onSubmit={onSubmit}>
      <p className="text-sm text-slate-600">
        Printed on every invoice. Invoices already issued keep what they said.
      </p>
      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          label="Business name"
          autoComplete="organization"
          error={errors.businessName?.message}
          {...form.register('businessName')}
        />
        <TextField
          id="business-abn"
          label="ABN"
          inputMode="numeric"
          placeholder="51 824 753 556"
          hint="11 digits, as on the Australian Business Register."
          error={errors.abn?.message}
          {...form.register('abn')}
        />
      </div>
      <TextField
        label="Business address"
        autoComplete="street-address"
        error={errors.businessAddress?.message}
        {...form.register('businessAddress')}
      />
      <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
        <input
          type="checkbox"
          className="size-4 rounded border-slate-300"
          {...form.register('gstRegistered')}
        />
        Registered for GST (prices include GST; invoices show it)
      </label>
      {registered && !abn.trim() && <Alert tone="info">{BUSINESS_MESSAGES.missingAbn}</Alert>}
      <Button type="submit" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? 'Saving...' : 'Save business details'}
      </Button>
    </form>
  );
}
