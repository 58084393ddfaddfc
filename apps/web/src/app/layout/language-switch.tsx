import Cookies from 'js-cookie';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { getI18n } from '../../shared/i18n/instance.ts';
import { LANG_COOKIE, switchPath, type Lang } from '../../shared/i18n/lang.ts';
import { useLang, usePageNamespaces } from '../../shared/i18n/react.tsx';

/** Remembers the shopper's language for a year. */
export const rememberLang = (lang: Lang) =>
  Cookies.set(LANG_COOKIE, lang, { expires: 365, path: '/', sameSite: 'lax' });

const plainClick = (e: MouseEvent) => e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;

/**
 * The same page in the other language. A plain link (it works before the page has hydrated); once
 * hydrated, the other language's messages for this page are loaded first, then the router moves, so the
 * bag, the service choice and the page's state stay as they are.
 */
/** `compact`: the header's short form (BM / EN) below 1280 px, where the full name would push the header wider. */
export function LanguageSwitch({
  className,
  onDone,
  compact = false,
}: {
  className: string;
  onDone?: () => void;
  compact?: boolean;
}) {
  const { t } = useTranslation('common');
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const namespaces = usePageNamespaces();
  const other: Lang = useLang() === 'en' ? 'ms' : 'en';
  const to = `${switchPath(pathname, other)}${search}${hash}`;
  return (
    <a
      href={to}
      hrefLang={other}
      lang={other}
      className={className}
      data-testid="language-switch"
      onClick={(e) => {
        rememberLang(other);
        if (!plainClick(e)) return;
        e.preventDefault();
        onDone?.();
        void getI18n(other)
          .loadNamespaces(namespaces)
          .then(() => navigate(to, { preventScrollReset: true }));
      }}
    >
      {compact ? (
        <>
          <span aria-hidden="true" className="xl:hidden">
            {/* i18n-ignore: the languages' own short names */}
            {other === 'ms' ? 'BM' : 'EN'}
          </span>
          <span className="sr-only xl:not-sr-only">{t(`language.${other}`)}</span>
        </>
      ) : (
        t(`language.${other}`)
      )}
    </a>
  );
}
