import { Link } from 'react-router';

import { Page } from '../../components/ui/page.tsx';
import { paths } from '../../config/paths.ts';

// Built in full by a later issue; until then a heading and a way on, never a blank page.
export function Component() {
  return (
    <Page title="Privacy Policy">
      <h1 className="text-3xl font-bold text-slate-900">Privacy Policy</h1>
      <p className="mt-3 max-w-2xl text-slate-600">
        Our privacy policy is on its way to this page. For privacy questions, email
        support@landed.com.au.
      </p>
      <p className="mt-6">
        <Link to={paths.services} className="font-semibold text-brand-700 hover:underline">
          Browse our services
        </Link>
      </p>
    </Page>
  );
}
