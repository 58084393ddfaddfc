import { Link } from '../../shared/i18n/react.tsx';
import { paths } from '../../shared/paths.ts';
import { useSettings } from '../../shared/settings.ts';
import { useTranslation } from 'react-i18next';

export function Footer() {
  const s = useSettings();
  const { t } = useTranslation('common');
  return (
    <footer className="bg-cocoa-900 text-cream mt-16">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-[2fr_1fr_1fr] lg:px-8">
        <div>
          <p className="font-display text-2xl font-semibold">{s.shopName}</p>
          <p className="text-cream/80 mt-4 max-w-md text-sm leading-relaxed">{t('footer.about')}</p>
        </div>
        <div>
          <h2 className="font-sans text-sm font-semibold tracking-widest uppercase">{t('footer.company')}</h2>
          <ul className="text-cream/80 mt-4 grid grid-cols-2 gap-x-4 text-sm md:grid-cols-1">
            {[
              [paths.home, t('footer.home')],
              [paths.about, t('footer.aboutUs')],
              [paths.outlets, t('footer.outlets')],
              [paths.news, t('footer.news')],
              [paths.contact, t('footer.contact')],
              [paths.terms, t('footer.terms')],
            ].map(([to, label]) => (
              <li key={to}>
                <Link to={to!} className="hover:text-wheat inline-flex min-h-11 items-center">
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className="font-sans text-sm font-semibold tracking-widest uppercase">{t('footer.getInTouch')}</h2>
          <ul className="text-cream/80 mt-4 space-y-1 text-sm">
            {s.contactPhone && (
              <li>
                <a
                  href={`tel:${s.contactPhone.replace(/[^\d+]/g, '')}`}
                  className="hover:text-wheat inline-flex min-h-11 items-center"
                >
                  {s.contactPhone}
                </a>
              </li>
            )}
            {s.contactEmail && (
              <li>
                <a href={`mailto:${s.contactEmail}`} className="hover:text-wheat inline-flex min-h-11 items-center">
                  {s.contactEmail}
                </a>
              </li>
            )}
            {s.contactAddress && <li className="pt-2 leading-relaxed">{s.contactAddress}</li>}
          </ul>
        </div>
      </div>
      <p className="border-cream/15 text-cream/70 border-t py-5 text-center text-xs">
        {t('footer.copyright', { year: new Date().getFullYear(), shopName: s.shopName })}
      </p>
    </footer>
  );
}
