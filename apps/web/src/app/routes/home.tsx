import { Link } from 'react-router';

import { Page } from '../../components/ui/page.tsx';
import { paths } from '../../config/paths.ts';

// The full home page (CMS hero, teaser, carousel...) is the public-site issue; this is its
// hero so every link works meanwhile.
export function Component() {
  return (
    <Page
      title="Arrival support for international students in Melbourne"
      description="Airport pickup, SIM card, accommodation, bank account and settlement support for international students arriving in Melbourne."
    >
      <section className="py-12 text-center sm:py-20">
        <h1 className="mx-auto max-w-3xl text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
          Land in Melbourne with everything sorted
        </h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-600">
          From airport pickup to your first bank account: one team helps you settle in.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link
            to={paths.packages}
            className="rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
          >
            Explore Packages
          </Link>
          <Link
            to={paths.booking}
            className="rounded-md border border-slate-300 px-5 py-3 font-semibold text-slate-800 hover:bg-slate-50"
          >
            Book Your Arrival
          </Link>
        </div>
      </section>
    </Page>
  );
}
