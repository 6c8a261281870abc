import { Link } from 'react-router';

import { Page } from '../../components/ui/page.tsx';
import { paths } from '../../config/paths.ts';

// Built in full by a later issue; until then a heading and a way on, never a blank page.
export function Component() {
  return (
    <Page title="Packages">
      <h1 className="text-3xl font-bold text-slate-900">Packages</h1>
      <p className="mt-3 max-w-2xl text-slate-600">
        Our Basic, Standard and Premium packages and the custom package builder are on their way to
        this page.
      </p>
      <p className="mt-6">
        <Link to={paths.services} className="font-semibold text-brand-700 hover:underline">
          Browse our services
        </Link>
      </p>
    </Page>
  );
}
