import { Suspense } from 'react';
import { lazyWithQueries } from '../../../shared/lazy-with-queries.ts';
import { useHydrated } from '../../../shared/use-hydrated.ts';

// The form sends through the query library, which the home page's first download leaves out.
const NewsletterForm = lazyWithQueries(async () => (await import('./newsletter-form.tsx')).default);

export function NewsletterBox() {
  // A form rendered by the server would submit itself natively if used before the page's scripts run.
  const hydrated = useHydrated();
  const placeholder = <div className="mx-auto mt-8 h-[108px] max-w-xl sm:h-12" />;
  return (
    <section aria-labelledby="newsletter-title" className="rounded-3xl bg-cocoa-900 px-6 py-12 text-center text-cream sm:px-12">
      <h2 id="newsletter-title" className="text-3xl font-semibold">
        Subcribe now &amp; get 20% off
      </h2>
      <p className="mx-auto mt-3 max-w-xl text-cream/80">
        Fresh-from-the-oven news, new apparel drops and members-only offers, once or twice a month.
      </p>
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
