import type { ReactNode } from 'react';

// A page's outer frame: its document title (React 19 hoists <title> and <meta>), description
// and a centred column.
export function Page({
  title,
  description,
  children,
  className = '',
}: {
  title: string;
  description?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <>
      <title>{`${title} | Landed`}</title>
      {description && <meta name="description" content={description} />}
      <div className={`mx-auto w-full max-w-7xl px-4 py-10 sm:px-6 ${className}`}>{children}</div>
    </>
  );
}

export function Loading({ label = 'Loading...' }: { label?: string }) {
  return (
    <p role="status" className="py-12 text-center text-slate-600">
      {label}
    </p>
  );
}
