import { Download } from 'lucide-react';

import type { AdminMe } from '@landed/shared/schemas/admin';

import { buttonClass } from '#web/components/ui/button.tsx';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { toast } from '#web/lib/toast.ts';
import { exportNewsletterSubscribers } from '#web/features/admin-content/api/export-newsletter-subscribers.ts';
import { useAdminCms } from '#web/features/admin-content/api/get-admin-cms.ts';
import { BankDetailsForm } from './bank-details-form.tsx';
import { BlogManager } from './blog-manager.tsx';
import { BusinessDetailsForm } from './business-details-form.tsx';
import { CancellationPolicyForm } from './cancellation-policy-form.tsx';
import { CmsForm } from './cms-form.tsx';

// Content (CMS) (admin §2, §3): site texts, bank details and the business on invoices (Super
// Admin), blog posts, newsletter.
export function ContentTab({ me }: { me: AdminMe }) {
  const cms = useAdminCms();
  const canWrite = me.permissions.includes('content:write');
  const card = 'rounded-xl border border-slate-200 bg-white p-5 shadow-sm';
  return (
    <QueryState query={cms}>
      {(data) => (
        <div className="space-y-8">
          <section aria-labelledby="cms-title" className={card}>
            <h2 id="cms-title" className="mb-4 text-xl font-semibold text-slate-900">
              Content (CMS)
            </h2>
            <CmsForm cms={data.cms} readOnly={!canWrite} />
          </section>
          {data.bank && (
            <section aria-labelledby="bank-title" className={card}>
              <h2 id="bank-title" className="mb-4 text-xl font-semibold text-slate-900">
                Bank details for payment
              </h2>
              <BankDetailsForm cmsId={data.cms._id} bankDetails={data.bank} />
            </section>
          )}
          {data.business && (
            <section aria-labelledby="business-title" className={card}>
              <h2 id="business-title" className="mb-2 text-xl font-semibold text-slate-900">
                Business details for invoices
              </h2>
              <BusinessDetailsForm cmsId={data.cms._id} business={data.business} />
            </section>
          )}
          {me.permissions.includes('bank:manage') && (
            <section aria-labelledby="policy-title" className={card}>
              <h2 id="policy-title" className="mb-2 text-xl font-semibold text-slate-900">
                Cancellation policy
              </h2>
              <CancellationPolicyForm />
            </section>
          )}
          <div className={card}>
            <BlogManager readOnly={!canWrite} />
          </div>
          {canWrite && (
            <section aria-labelledby="newsletter-title" className={card}>
              <h2 id="newsletter-title" className="mb-2 text-xl font-semibold text-slate-900">
                Newsletter subscribers
              </h2>
              <button
                type="button"
                className={buttonClass('secondary')}
                onClick={() =>
                  exportNewsletterSubscribers().catch((error) =>
                    toast.error(errorMessage(error, 'Export failed.')),
                  )
                }
              >
                <Download aria-hidden="true" className="size-4" />
                Export subscribers (CSV)
              </button>
            </section>
          )}
        </div>
      )}
    </QueryState>
  );
}
