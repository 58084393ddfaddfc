import { Suspense } from 'react';
import { lazyWithQueries } from '../../../shared/lazy-with-queries.ts';
import { useHydrated } from '../../../shared/use-hydrated.ts';
import { useTranslation } from 'react-i18next';

// The form sends through the query library, which the home page's first download leaves out.
const NewsletterForm = lazyWithQueries(async () => (await import('./newsletter-form.tsx')).default);

export function NewsletterBox() {
  const { t } = useTranslation('home');
  // A form rendered by the server would submit itself natively if used before the page's scripts run.
  const hydrated = useHydrated();
  const placeholder = <div className="mx-auto mt-8 h-[108px] max-w-xl sm:h-12" />;
  return (
    <section
      aria-labelledby="newsletter-title"
      className="bg-cocoa-900 text-cream rounded-3xl px-6 py-12 text-center sm:px-12"
    >
      <h2 id="newsletter-title" className="text-3xl font-semibold">
        {t('newsletterBox.subcribeNowAmpGet20')}
      </h2>
      <p className="text-cream/80 mx-auto mt-3 max-w-xl">{t('newsletterBox.freshFromTheOvenNews')}</p>
      {/* Holds the form's height so nothing moves when it arrives. */}
      {hydrated ? (
        <Suspense fallback={placeholder}>
          <NewsletterForm />
        </Suspense>
      ) : (
        placeholder
      )}
    </section>
  );
}
