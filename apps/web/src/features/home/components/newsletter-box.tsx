import { lazy, Suspense } from 'react';

const NewsletterForm = lazy(() => import('./newsletter-form.tsx'));

export function NewsletterBox() {
  return (
    <section aria-labelledby="newsletter-title" className="rounded-3xl bg-cocoa-900 px-6 py-12 text-center text-cream sm:px-12">
      <h2 id="newsletter-title" className="text-3xl font-semibold">
        Subcribe now &amp; get 20% off
      </h2>
      <p className="mx-auto mt-3 max-w-xl text-cream/80">
        Fresh-from-the-oven news, new apparel drops and members-only offers, once or twice a month.
      </p>
      {/* Holds the form's height so nothing moves when it arrives. */}
      <Suspense fallback={<div className="mx-auto mt-8 h-[108px] max-w-xl sm:h-12" />}>
        <NewsletterForm />
      </Suspense>
    </section>
  );
}
