import { useState } from 'react';
import { useLocation } from 'react-router';
import { readCookie } from '../../shared/cookie.ts';
import { LANG_COOKIE, switchPath } from '../../shared/i18n/lang.ts';
import { useLang } from '../../shared/i18n/react.tsx';
import { useHydrated } from '../../shared/use-hydrated.ts';
import { rememberLang } from './language-switch.tsx';
import { useTranslation } from 'react-i18next';

const prefersMalay = () => navigator.languages.some((l) => /^(ms|zsm)\b/i.test(l));

/**
 * On an English page, a shopper whose browser (or last choice) is Malay is asked, in Malay, whether to
 * read the page in Malay. Only asked: the address decides the language, never the browser.
 * Written in Malay whatever the page's language, as it speaks to a Malay reader.
 */
export function LanguageSuggestion() {
  const { t } = useTranslation('common');
  const hydrated = useHydrated();
  const { pathname, search } = useLocation();
  const lang = useLang();
  const [dismissed, setDismissed] = useState(false);
  if (!hydrated || dismissed || lang === 'ms') return null;
  const chosen = readCookie(LANG_COOKIE);
  if (chosen === 'en' || (chosen !== 'ms' && !prefersMalay())) return null;
  return (
    <div
      lang="ms"
      role="region"
      aria-label={t('languageSuggestion.bahasa')}
      className="bg-wheat-300/60 border-cocoa-900/10 border-b"
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-center gap-x-4 gap-y-1 px-4 py-2 text-sm">
        <a
          href={`${switchPath(pathname, 'ms')}${search}`}
          onClick={() => rememberLang('ms')}
          className="font-semibold underline"
        >
          {/* i18n-ignore: the question is in Malay on every page */}
          Baca dalam Bahasa Melayu?
        </a>
        <button
          type="button"
          className="min-h-11 px-2 underline"
          onClick={() => {
            rememberLang('en');
            setDismissed(true);
          }}
        >
          {/* i18n-ignore: the answer that keeps English, said in English */}
          Stay in English
        </button>
      </div>
    </div>
  );
}
