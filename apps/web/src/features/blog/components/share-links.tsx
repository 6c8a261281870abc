import { useT } from '#web/lib/i18n.tsx';

// The three share links of a post (public §2): WhatsApp and Twitter carry the title and the
// page address, Facebook the address; each opens in a new tab without giving it this window.
export function shareUrls({ title, url }: { title: string; url: string }) {
  return {
    whatsapp: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`,
    twitter: `https://twitter.com/intent/tweet?text=${encodeURIComponent(title)}&url=${encodeURIComponent(url)}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
  };
}

export function ShareLinks({ title, url }: { title: string; url: string }) {
  const t = useT();
  const urls = shareUrls({ title, url });
  const links = [
    { label: 'WhatsApp', href: urls.whatsapp, className: 'bg-green-700 hover:bg-green-800' },
    { label: 'Twitter', href: urls.twitter, className: 'bg-slate-900 hover:bg-slate-700' },
    { label: 'Facebook', href: urls.facebook, className: 'bg-blue-700 hover:bg-blue-800' },
  ];
  return (
    <section aria-labelledby="share" className="mt-10">
      <h2 id="share" className="text-lg font-semibold text-slate-900">
        {t('blog.shareArticle')}
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {links.map((link) => (
          <li key={link.label}>
            <a
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
              className={`inline-block rounded-md px-4 py-2 text-sm font-semibold text-white ${link.className}`}
            >
              {t('blog.shareOn', { network: link.label })}
              <span className="sr-only"> {t('blog.opensInNewTab')}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
