import { Mail, MapPin, Phone } from 'lucide-react';
import { Link } from 'react-router';

import { paths } from '#web/config/paths.ts';
import { useT } from '#web/lib/i18n.tsx';
import { useSession } from '#web/lib/session.tsx';
import { LanguageLinks } from './language-switcher.tsx';
import { useLogout } from './use-logout.ts';

export type FooterContent = {
  footerText: string;
  contactEmail: string;
  contactPhone: string;
  contactAddress: string;
  socialLinks: Record<
    'facebook' | 'instagram' | 'linkedin' | 'telegram' | 'twitter' | 'whatsapp',
    string
  >;
};

const QUICK_LINKS = [
  { to: paths.home, label: 'nav.home' },
  { to: paths.services, label: 'nav.services' },
  { to: paths.packages, label: 'nav.packages' },
  { to: paths.about, label: 'nav.about' },
  { to: paths.blog, label: 'nav.blog' },
  { to: paths.contact, label: 'nav.contact' },
];

const SOCIAL = [
  { key: 'facebook', label: 'Facebook' },
  { key: 'instagram', label: 'Instagram' },
  { key: 'linkedin', label: 'LinkedIn' },
  { key: 'telegram', label: 'Telegram' },
  { key: 'twitter', label: 'Twitter' },
  { key: 'whatsapp', label: 'WhatsApp' },
] as const;

const linkClass = 'hover:text-white hover:underline';

// The site footer (public §2 Home): the business's own text, quick links, contact details,
// social links and the legal pages. The content comes from the CMS through the app layout;
// until it arrives the footer keeps its shape without the texts.
export function Footer({ content }: { content?: FooterContent | undefined }) {
  const t = useT();
  const { isSignedIn } = useSession();
  const logout = useLogout();
  const social = content ? SOCIAL.filter((s) => content.socialLinks[s.key]) : [];
  return (
    <footer className="bg-slate-900 text-slate-300 print:hidden">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 text-sm sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
        <div>
          <p className="flex items-center gap-2 text-lg font-bold text-white">
            <span
              aria-hidden="true"
              className="grid size-8 place-items-center rounded-lg bg-brand-600 text-white"
            >
              L
            </span>
            Landed
          </p>
          <p className="mt-3 min-h-10 leading-6" data-testid="footer-text">
            {content?.footerText}
          </p>
        </div>
        <nav aria-label={t('footer.quickLinksLabel')}>
          <h2 className="font-semibold text-white">{t('footer.quickLinks')}</h2>
          <ul className="mt-3 space-y-2">
            {QUICK_LINKS.map((link) => (
              <li key={link.to}>
                <Link className={linkClass} to={link.to}>
                  {t(link.label)}
                </Link>
              </li>
            ))}
            {/* A returning student who scrolled past the menu finds sign-in here (issue 25);
                hidden like the bar's for a stored session until the app shows it (068). A
                signed-in reader finds what the bar offers them instead (issue 33). */}
            {isSignedIn ? (
              <>
                <li>
                  <Link className={linkClass} to={paths.dashboard}>
                    {t('nav.dashboard')}
                  </Link>
                </li>
                <li>
                  <button type="button" className={linkClass} onClick={logout}>
                    {t('nav.logout')}
                  </button>
                </li>
              </>
            ) : (
              <li>
                <Link className={linkClass} to={paths.login} data-signed-out>
                  {t('nav.login')}
                </Link>
              </li>
            )}
          </ul>
        </nav>
        <div>
          <h2 className="font-semibold text-white">{t('footer.contact')}</h2>
          {content && (
            <ul className="mt-3 space-y-2">
              {content.contactEmail && (
                <li className="flex items-center gap-2">
                  <Mail aria-hidden="true" className="size-4 shrink-0" />
                  <a className={linkClass} href={`mailto:${content.contactEmail}`}>
                    {content.contactEmail}
                  </a>
                </li>
              )}
              {content.contactPhone && (
                <li className="flex items-center gap-2">
                  <Phone aria-hidden="true" className="size-4 shrink-0" />
                  <a className={linkClass} href={`tel:${content.contactPhone.replace(/\s+/g, '')}`}>
                    {content.contactPhone}
                  </a>
                </li>
              )}
              {content.contactAddress && (
                <li className="flex items-center gap-2">
                  <MapPin aria-hidden="true" className="size-4 shrink-0" />
                  {content.contactAddress}
                </li>
              )}
            </ul>
          )}
        </div>
        <div>
          <h2 className="font-semibold text-white">{t('footer.followUs')}</h2>
          <ul className="mt-3 grid grid-cols-2 gap-2">
            {social.map((s) => (
              <li key={s.key}>
                <a
                  className={linkClass}
                  href={content!.socialLinks[s.key]}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {s.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-slate-800">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-5 text-sm sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <p>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
          {/* Every language in a row (in the footer's code, not the first load's). */}
          <nav aria-label={t('language.label')}>
            <LanguageLinks
              className="flex flex-wrap gap-x-4 gap-y-2"
              linkClass="text-sm text-slate-300 hover:text-white"
            />
          </nav>
          <nav aria-label={t('footer.legal')} className="flex gap-4">
            <Link className={linkClass} to={paths.privacy}>
              {t('footer.privacy')}
            </Link>
            <Link className={linkClass} to={paths.terms}>
              {t('footer.terms')}
            </Link>
          </nav>
        </div>
      </div>
    </footer>
  );
}
