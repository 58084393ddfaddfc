import { lazy, Suspense } from 'react';
import {
  useLoaderData,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaArgs,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import type { HydrationHandle } from '../../../shared/hydrated-mark.tsx';
import { homeDescription, organizationJsonLd, pageMeta, siteOf } from '../../../shared/seo.ts';
import { useTranslation } from 'react-i18next';
import { subscribeAction } from '../subscribe-action.ts';
import type { I18nHandle } from '../../../shared/i18n/handle.ts';
import { langOfPath } from '../../../shared/i18n/lang.ts';

/**
 * The page's sections hydrate as their code arrives, after the header's: the server's markup shows
 * them meanwhile and their links work as plain links, and the first download stays small.
 */
const HomeSections = lazy(() => import('../components/home-sections.tsx'));

export const handle: HydrationHandle & I18nHandle = { marksHydration: true, i18n: ['home', 'catalog'] };

export async function loader({ request, context: { shop } }: LoaderFunctionArgs) {
  const lang = langOfPath(new URL(request.url).pathname);
  const [slider, latest, bestsellers] = await Promise.all([
    shop.slider(lang),
    shop.homeProducts('latest', lang),
    shop.homeProducts('bestsellers', lang),
  ]);
  return { slides: slider.slides, latest: latest.products, bestsellers: bestsellers.products };
}

/** The newsletter form's POST (see subscribeAction). */
export async function action({ request, context }: ActionFunctionArgs) {
  return subscribeAction(await request.formData(), context.api);
}

/** A subscription changes nothing the page read (its slides and products): they are not read again. */
export const shouldRevalidate = ({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) =>
  formMethod ? false : defaultShouldRevalidate;

export const meta = ({ matches, loaderData }: MetaArgs<typeof loader>) => {
  const site = siteOf(matches);
  return pageMeta(site, {
    title: null,
    description: homeDescription(site),
    path: '/',
    image: loaderData?.slides[0]?.url ?? null,
    jsonLd: [organizationJsonLd(site)],
  });
};

export default function HomePage() {
  const { t } = useTranslation('home');
  const { slides, latest, bestsellers } = useLoaderData<typeof loader>();
  return (
    <>
      <h1 className="sr-only">{t('home.freshBakesAndOurOwn')}</h1>
      <Suspense fallback={<div className="min-h-[60vh]" />}>
        <HomeSections slides={slides} latest={latest} bestsellers={bestsellers} />
      </Suspense>
    </>
  );
}
