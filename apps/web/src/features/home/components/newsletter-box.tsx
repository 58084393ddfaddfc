import { lazy, Suspense } from 'react';
import { useHydrated } from '../../../shared/use-hydrated.ts';

// Below the fold: its code follows the page's.
const NewsletterForm = lazy(() => import('./newsletter-form.tsx'));

export function NewsletterBox() {
  // A form rendered by the server would submit itself natively if used before the page's scripts run.
  const hydrated = useHydrated();
  const placeholder = <div className="mx-auto mt-8 h-[108px] max-w-xl sm:h-12" />;
  return (
    <section
      aria-labelledby="newsletter-title"
      className="bg-cocoa-900 text-cream rounded-3xl px-6 py-12 text-center sm:px-12"
    >
      <h2 id="newsletter-title" className="text-3xl font-semibold">
        Subcribe now &amp; get 20% off
      </h2>
      <p className="text-cream/80 mx-auto mt-3 max-w-xl">
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
