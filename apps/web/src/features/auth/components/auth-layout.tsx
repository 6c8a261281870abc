import type { ReactNode, Ref } from 'react';
import { Link } from 'react-router';

import { paths } from '#web/config/paths.ts';

// The frame of the pages outside the main layout: login, signup, password recovery.
export function AuthLayout({
  title,
  subtitle,
  children,
  headingRef,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
  // For pages that move focus to the heading when their content changes.
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center bg-slate-50 px-4 py-12">
      <title>{`${title} | Landed`}</title>
      <Link
        to={paths.home}
        className="mb-6 flex items-center gap-2 text-xl font-bold text-brand-800"
      >
        <span
          aria-hidden="true"
          className="grid size-9 place-items-center rounded-lg bg-brand-800 text-white"
        >
          L
        </span>
        Landed
      </Link>
      <main className="w-full max-w-md rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1
          ref={headingRef}
          tabIndex={headingRef ? -1 : undefined}
          className="text-2xl font-bold text-slate-900 focus:outline-none"
        >
          {title}
        </h1>
        {subtitle && <p className="mt-1 text-sm text-slate-600">{subtitle}</p>}
        <div className="mt-6">{children}</div>
      </main>
    </div>
  );
}
