import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';

import type { Me } from '@landed/shared/schemas/user';

import { Page } from '../../../components/ui/page.tsx';
import { api, paths } from '../../../config/paths.ts';
import { apiRequest } from '../../../lib/api-client.ts';

// The full dashboard (bookings, payment, documents, notifications) is the bookings issue;
// this shows who is signed in, read from the server.
export function Component() {
  const me = useQuery({
    queryKey: ['user', 'me'],
    queryFn: ({ signal }) => apiRequest<Me>(api.me, { signal }),
  });
  return (
    <Page title="Dashboard">
      {me.isPending ? (
        <p role="status" className="py-12 text-center text-slate-600">
          Loading...
        </p>
      ) : me.isError ? (
        <p role="alert" className="py-12 text-center text-red-700">
          {me.error.message}
        </p>
      ) : (
        <section className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
          <div className="flex items-center gap-4">
            <span
              aria-hidden="true"
              className="grid size-14 place-items-center rounded-full bg-brand-100 text-2xl font-bold text-brand-800"
            >
              {me.data.name.charAt(0).toUpperCase()}
            </span>
            <div>
              <h1 className="text-2xl font-bold text-slate-900">Welcome, {me.data.name}!</h1>
              <p className="text-slate-600">{me.data.email}</p>
            </div>
          </div>
          <p className="mt-6">
            <Link to={paths.packages} className="font-semibold text-brand-700 hover:underline">
              Book New Package
            </Link>
          </p>
        </section>
      )}
    </Page>
  );
}
