import type { ReactNode } from 'react';

// A page's outer frame: its document title (React 19 hoists <title> and <meta>), description,
// Open Graph tags for link previews, and a centred column.
export function Page({
  title,
  description,
  type = 'website',
  image,
  children,
  className = '',
}: {
  title: string;
  description?: string;
  // 'article' for blog posts.
  type?: 'website' | 'article';
  // An absolute or site-relative image for link previews.
  image?: string | undefined;
  children: ReactNode;
  className?: string;
}) {
  const fullTitle = `${title} | Landed`;
  const imageUrl =
    image && typeof window !== 'undefined' ? new URL(image, window.location.origin).href : null;
  return (
    <>
      <title>{fullTitle}</title>
      {description && <meta name="description" content={description} />}
      <meta property="og:title" content={fullTitle} />
      {description && <meta property="og:description" content={description} />}
      <meta property="og:type" content={type} />
      {typeof window !== 'undefined' && (
        <meta property="og:url" content={window.location.origin + window.location.pathname} />
      )}
      {imageUrl && <meta property="og:image" content={imageUrl} />}
      <meta name="twitter:card" content={imageUrl ? 'summary_large_image' : 'summary'} />
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
