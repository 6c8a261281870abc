import { Link } from 'react-router';

import { paths } from '../../config/paths.ts';

export function Footer() {
  return (
    <footer className="border-t border-slate-200 bg-slate-50">
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-8 text-sm text-slate-600 sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <p>Landed: arrival support for international students. Currently serving Melbourne.</p>
        <nav aria-label="Legal" className="flex gap-4">
          <Link className="hover:text-slate-900 hover:underline" to={paths.privacy}>
            Privacy Policy
          </Link>
          <Link className="hover:text-slate-900 hover:underline" to={paths.terms}>
            Terms of Service
          </Link>
          <Link className="hover:text-slate-900 hover:underline" to={paths.contact}>
            Contact
          </Link>
        </nav>
      </div>
    </footer>
  );
}
