import type { ReactNode } from 'react';
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

const CARD = 'rounded-xl border border-slate-200 bg-white p-5 shadow-sm';

// One part of the tab: a card with its heading (a wider gap under it before a long form).
function Card({
  id,
  title,
  wide = false,
  children,
}: {
  id: string;
  title: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={CARD}>
      <h2 id={id} className={`${wide ? 'mb-4' : 'mb-2'} text-xl font-semibold text-slate-900`}>
        {title}
      </h2>
      {children}
    </section>
  );
}

// Content (CMS) (admin §2, §3): site texts, bank details and the business on invoices (Super
// Admin), blog posts, newsletter.
export function ContentTab({ me }: { me: AdminMe }) {
  const cms = useAdminCms();
  const canWrite = me.permissions.includes('content:write');
  return (
    <QueryState query={cms}>
      {(data) => (
        <div className="space-y-8">
          <Card id="cms-title" title="Content (CMS)" wide>
            <CmsForm cms={data.cms} readOnly={!canWrite} />
          </Card>
          {data.bank && (
            <Card id="bank-title" title="Bank details for payment" wide>
              <BankDetailsForm cmsId={data.cms._id} bankDetails={data.bank} />
            </Card>
          )}
          {data.business && (
            <Card id="business-title" title="Business details for invoices">
              <BusinessDetailsForm cmsId={data.cms._id} business={data.business} />
            </Card>
          )}
          {me.permissions.includes('bank:manage') && (
            <Card id="policy-title" title="Cancellation policy">
              <CancellationPolicyForm />
            </Card>
          )}
          <div className={CARD}>
            <BlogManager readOnly={!canWrite} />
          </div>
          {canWrite && (
            <Card id="newsletter-title" title="Newsletter subscribers">
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
            </Card>
          )}
        </div>
      )}
    </QueryState>
  );
}
