import { lazy, Suspense } from 'react';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import type { HydrationHandle } from '../../../shared/hydrated-mark.tsx';
import { useDocumentTitle } from '../../../shared/use-document-title.ts';

/**
 * The page's sections hydrate as their code arrives, after the header's: the server's markup shows
 * them meanwhile and their links work as plain links, and the first download stays small.
 */
const HomeSections = lazy(() => import('../components/home-sections.tsx'));

export const handle: HydrationHandle = { marksHydration: true };

export async function loader({ context: { shop } }: LoaderFunctionArgs) {
  const [slider, latest, bestsellers] = await Promise.all([shop.slider(), shop.homeProducts('latest'), shop.homeProducts('bestsellers')]);
  return { slides: slider.slides, latest: latest.products, bestsellers: bestsellers.products };
}

export default function HomePage() {
  const { slides, latest, bestsellers } = useLoaderData<typeof loader>();
  useDocumentTitle(null);
  return (
    <>
      <h1 className="sr-only">Fresh bakes and our own apparel</h1>
      <Suspense fallback={<div className="min-h-[60vh]" />}>
        <HomeSections slides={slides} latest={latest} bestsellers={bestsellers} />
      </Suspense>
    </>
  );
}
