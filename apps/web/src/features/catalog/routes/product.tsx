import { BadgeCheck } from 'lucide-react';
import { lowestPrice, pricesVary, promisesFor, type Product } from '@shop/contract';
import {
  data,
  isRouteErrorResponse,
  useActionData,
  useLoaderData,
  useParams,
  useRouteError,
  type ActionFunctionArgs,
  type AppLoadContext,
  type LoaderFunctionArgs,
  type MetaArgs,
} from 'react-router';
import { NotFoundPage } from '../../../app/layout/not-found.tsx';
import { RouteError } from '../../../app/layout/route-error.tsx';
import { ApiError } from '../../../shared/api-client.ts';
import { found } from '../../../shared/loader.ts';
import { prefetched, prefetchedData } from '../../../shared/query-client.ts';
import { pageMeta, siteOf } from '../../../shared/seo.ts';
import { useSettings } from '../../../shared/settings.ts';
import { productJsonLd, productTitle } from '../../../shared/structured-data.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { SectionTitle } from '../../../shared/ui/section-title.tsx';
import { useMoney } from '../../../shared/use-money.ts';
import { productQuery, relatedProductsQuery, useProduct, useRelatedProducts } from '../api/get-product.ts';
import { ProductGallery } from '../components/product-gallery.tsx';
import { Skeleton } from '../../../shared/ui/skeleton.tsx';
import { DetailsSkeleton } from '../components/product-skeleton.tsx';
import { ProductGrid } from '../components/product-grid.tsx';
import { PurchaseForm } from '../components/purchase-form.tsx';
import { useTranslation } from 'react-i18next';
import type { I18nHandle } from '../../../shared/i18n/handle.ts';
import { langOfPath } from '../../../shared/i18n/lang.ts';
import { useLang } from '../../../shared/i18n/react.tsx';
import { FactsBlock, PreorderNote } from '../components/product-facts.tsx';
import { AddedToBagNotice } from '../../cart/components/added-to-bag-details.tsx';
import { addToBagAction, takeAddedFlash } from '../add-to-bag.server.ts';
import { PURCHASE_ANCHOR } from '../add-to-bag-form.ts';

export const handle: I18nHandle = { i18n: ['catalog', 'cart'] };

// The load context typed (React Router's own default is `any`), so the product read is checked.
export async function loader({ params, context, request }: LoaderFunctionArgs<AppLoadContext>) {
  const id = params.productId ?? '';
  const lang = langOfPath(new URL(request.url).pathname);
  const [product, related] = await Promise.all([
    context.shop.product(id, lang),
    context.shop.relatedProducts(id, lang),
  ]);
  const answers = { product: found(product), related: found(related) };
  // After ADD TO CART posted without the page's scripts: what the add put in the bag (see the action).
  const { added, headers } = takeAddedFlash(request, answers.product.product);
  const reads = await prefetched([
    (client) => client.fetchQuery(productQuery(id, lang, async () => answers.product)),
    (client) => client.fetchQuery(relatedProductsQuery(id, lang, async () => answers.related)),
  ]);
  return data({ ...reads, added }, { headers });
}

/**
 * ADD TO CART posted before (or without) the page's scripts (once they run, the form adds through
 * them instead): see add-to-bag.server.ts.
 */
export async function action({ params, context, request }: ActionFunctionArgs<AppLoadContext>) {
  const lang = langOfPath(new URL(request.url).pathname);
  const { product } = found(await context.shop.product(params.productId ?? '', lang));
  return addToBagAction(request, product, context, lang);
}

export const meta = ({ matches, loaderData, params, location }: MetaArgs<typeof loader>) => {
  const site = siteOf(matches);
  const path = `/product/${params.productId ?? ''}`;
  const lang = langOfPath(location.pathname);
  const product = prefetchedData<Product>(loaderData, productQuery(params.productId ?? '', lang).queryKey);
  if (!product)
    return pageMeta(site, {
      title: site.t('common:meta.productMissingTitle'),
      description: site.t('common:meta.productMissingDescription'),
      path,
      noindex: true,
    });
  return pageMeta(site, {
    title: productTitle(site, product),
    description: product.description.slice(0, 155),
    path,
    image: product.image[0] ?? null,
    type: 'product',
    jsonLd: productJsonLd(site, product),
  });
};

export function ErrorBoundary() {
  const { t } = useTranslation('catalog');
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404)
    return <NotFoundPage title={t('product.weCouldNotFindThat')} />;
  return <RouteError error={error} />;
}

export default function ProductPage() {
  const { t } = useTranslation('catalog');
  const { productId = '' } = useParams();
  const lang = useLang();
  const product = useProduct(productId, lang);
  const related = useRelatedProducts(productId, lang, product.isSuccess);
  const money = useMoney();
  const { added } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();

  if (product.isError) {
    if (product.error instanceof ApiError && product.error.status === 404) {
      return <NotFoundPage title={t('product.weCouldNotFindThat')} />;
    }
    return (
      <div role="alert" className="bg-cream-200 mx-auto max-w-md rounded-2xl p-8 text-center">
        <p className="text-cocoa-900">{product.error.message}</p>
        <Button className="mt-4" onClick={() => void product.refetch()}>
          {t('product.tryAgain')}
        </Button>
      </div>
    );
  }

  const p = product.data;
  return (
    <div className="space-y-20">
      <article className="grid gap-8 md:grid-cols-2 md:gap-12">
        {p ? <ProductGallery key={p.id} images={p.image} name={p.name} /> : <Skeleton className="aspect-square" />}
        <div>
          {p ? (
            <>
              <p className="text-accent text-xs font-semibold tracking-[0.25em] uppercase">
                {p.categoryLabel ?? p.category} · {p.subCategoryLabel ?? p.subCategory}
              </p>
              <h1 className="text-cocoa-900 mt-2 text-3xl font-semibold sm:text-4xl">{p.name}</h1>
              <p className="text-cocoa-900 mt-4 text-3xl font-semibold">
                {pricesVary(p) ? t('product.fromPrice', { price: money(lowestPrice(p)) }) : money(lowestPrice(p))}
              </p>
              {p.preorder && <PreorderNote preorder={p.preorder} />}
              <p className="text-cocoa-700 mt-5 leading-relaxed md:w-11/12">{p.description}</p>
              {!p.preorder?.closed && (
                // The answer to a form posted without the page's scripts opens here (PURCHASE_ANCHOR).
                <div id={PURCHASE_ANCHOR} className="mt-8 scroll-mt-24 space-y-6">
                  {added && <AddedToBagNotice added={{ product: p, ...added }} />}
                  <PurchaseForm key={p.id} product={p} refused={refused} added={added?.feature} />
                </div>
              )}
              {p.facts && <FactsBlock facts={p.facts} />}
            </>
          ) : (
            <DetailsSkeleton />
          )}
          {p && <ProductPromises product={p} />}
        </div>
      </article>

      {(related.isPending || (related.data?.length ?? 0) > 0) && (
        <section aria-labelledby="related-title" data-testid="related-products">
          <div id="related-title">
            <SectionTitle title={t('product.relatedProducts')} />
          </div>
          <ProductGrid products={related.data} loading={related.isPending} skeletons={5} />
        </section>
      )}
    </div>
  );
}

/** What the shop promises for this kind of product, from the settings (docs/decisions.md). */
function ProductPromises({ product }: { product: Product }) {
  const promises = promisesFor(product, useSettings().productPromises, useLang());
  if (promises.length === 0) return null;
  return (
    <ul
      data-testid="product-promises"
      className="border-cocoa-900/15 text-cocoa-700 mt-8 space-y-2 border-t pt-6 text-sm"
    >
      {promises.map((text) => (
        <li key={text} className="flex items-start gap-3">
          <BadgeCheck aria-hidden="true" className="text-accent mt-0.5 size-4 shrink-0" />
          {text}
        </li>
      ))}
    </ul>
  );
}
