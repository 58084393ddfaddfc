import { ALLERGENS, type Allergen, type ProductSort } from '@shop/contract';
import { Search, SearchX, X } from 'lucide-react';
import { useMemo } from 'react';
import { useSearchParams, type LoaderFunctionArgs, type MetaArgs } from 'react-router';
import { Link, useLang } from '../../../shared/i18n/react.tsx';
import { langOfPath } from '../../../shared/i18n/lang.ts';
import { formatCount } from '@shop/contract';
import { paths } from '../../../shared/paths.ts';
import { prefetched } from '../../../shared/query-client.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { NOT_READY } from '../../../shared/ui/not-ready.ts';
import { pageMeta, siteOf } from '../../../shared/seo.ts';
import { useHydrated } from '../../../shared/use-hydrated.ts';
import { useOptimisticSearchParams } from '../../../shared/use-optimistic-search-params.ts';
import { reportCorrection, reportOpened } from '../../search/api/search-events.ts';
import { DidYouMean } from '../../search/components/did-you-mean.tsx';
import { facetsQuery, useFacets } from '../api/get-facets.ts';
import { collectionFilters, collectionQuery, useCollection } from '../api/get-products.ts';
import { FiltersPanel } from '../components/filters-panel.tsx';
import { ProductGrid } from '../components/product-grid.tsx';
import { SortSelect } from '../components/sort-select.tsx';
import { useTranslation } from 'react-i18next';
import type { I18nHandle } from '../../../shared/i18n/handle.ts';

export const handle: I18nHandle = { i18n: ['catalog', 'search'] };

/** The food facts' filters: fixed choices, not counted (only products with stated facts can match). */
const FOOD_FACETS = {
  halal: [{ name: 'certified', count: 0 }],
  freeFrom: ALLERGENS.map((name) => ({ name, count: 0 })),
};

const COLLECTION_COLUMNS = 'grid-cols-2 md:grid-cols-3 lg:grid-cols-4';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const filters = collectionFilters(url.searchParams);
  const lang = langOfPath(url.pathname);
  // The page shows a search from its first page; a URL naming a later one (`?page=2`, from an old link
  // or a crawler) is the same search again, which staff's search insight counts once.
  const page = url.searchParams.get('page');
  const countSearch = page === null || Number(page) === 1;
  return prefetched([
    (client) => client.fetchQuery(facetsQuery(filters, lang, (query) => context.shop.facets(query))),
    (client) =>
      client.fetchInfiniteQuery(
        collectionQuery(filters, lang, (body) => context.shop.products(body, lang, { countSearch })),
      ),
  ]);
}

export { revalidateOnNewPath as shouldRevalidate } from '../../../shared/loader.ts';

export const meta = ({ matches, location }: MetaArgs<typeof loader>) => {
  const { query } = collectionFilters(new URLSearchParams(location.search));
  const site = siteOf(matches);
  return pageMeta(site, {
    title: query === null ? site.t('common:meta.collectionTitle') : site.t('common:meta.searchTitle', { query }),
    description: site.t('common:meta.collectionDescription'),
    // Filters, sorts and searches show the one collection: it is the page search engines should list.
    path: '/collection',
  });
};

export default function CollectionPage() {
  const { t } = useTranslation('catalog');
  const [params, setParams] = useOptimisticSearchParams();
  const filters = collectionFilters(params);
  const lang = useLang();
  const facets = useFacets(filters, lang);
  const collection = useCollection(filters, lang);
  const products = collection.data?.pages.flatMap((p) => p.products);
  const total = collection.data?.pages[0]?.totalProducts;
  // Only a search that found nothing carries a correction.
  const correction = collection.data?.pages[0]?.correction;
  // A product opened from a search's results counts for the staff's insight; one opened from a shelf does not.
  // One function per search, so the memoised tiles do not render again.
  const query = filters.query;
  const onOpen = useMemo(() => (query === null ? undefined : () => reportOpened(query)), [query]);

  const update = (change: (next: URLSearchParams) => void) => {
    const next = new URLSearchParams(params);
    change(next);
    setParams(next);
  };
  const toggle = (key: 'category' | 'type' | 'free' | 'halal', value: string) =>
    update((next) => {
      const values = next.getAll(key);
      next.delete(key);
      for (const v of values.includes(value) ? values.filter((x) => x !== value) : [...values, value])
        next.append(key, v);
    });
  const setSort = (sort: ProductSort) =>
    update((next) => (sort === 'relevant' ? next.delete('sort') : next.set('sort', sort)));
  const clearFilters = () =>
    update((next) => {
      for (const key of ['category', 'type', 'halal', 'free']) next.delete(key);
    });

  return (
    <div className="flex flex-col gap-6 sm:flex-row sm:gap-10">
      <FiltersPanel
        activeCount={
          filters.categories.length +
          filters.subCategories.length +
          Number(filters.halalCertified) +
          filters.freeFrom.length
        }
        onClear={clearFilters}
        resultCount={total}
        groups={[
          {
            title: t('collection.categories'),
            facets: facets.data?.categories,
            selected: filters.categories,
            onToggle: (v) => toggle('category', v),
          },
          {
            title: t('collection.type'),
            facets: facets.data?.subCategories,
            selected: filters.subCategories,
            onToggle: (v) => toggle('type', v),
          },
          {
            title: t('collection.halal'),
            facets: FOOD_FACETS.halal,
            selected: filters.halalCertified ? ['certified'] : [],
            onToggle: (v) => toggle('halal', v),
            label: () => t('collection.halalCertified'),
            counted: false,
          },
          {
            title: t('collection.freeFrom'),
            facets: FOOD_FACETS.freeFrom,
            selected: filters.freeFrom,
            onToggle: (v) => toggle('free', v),
            label: (a) => t(`allergens.${a as Allergen}`),
            counted: false,
          },
        ]}
      />
      <section className="min-w-0 flex-1" aria-labelledby="collection-title">
        <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
          <div>
            <h1 id="collection-title" className="text-cocoa-900 text-3xl font-semibold break-words sm:text-4xl">
              {filters.query === null
                ? t('collection.allCollections')
                : t('collection.resultsForV1', { v1: filters.query })}
            </h1>
            <p className="text-cocoa-700 mt-1 text-sm" aria-live="polite">
              {total === undefined
                ? '\u00a0'
                : total === 1
                  ? t('collection.oneProduct')
                  : t('collection.productCount', { count: formatCount(total) })}
            </p>
          </div>
          <SortSelect value={filters.sort} onChange={setSort} />
        </div>
        <CollectionSearch key={filters.query ?? ''} query={filters.query} />

        {collection.isError ? (
          <div role="alert" className="bg-cream-200 text-cocoa-900 rounded-2xl p-6 text-center">
            <p>{collection.error.message}</p>
            <Button className="mt-4" onClick={() => void collection.refetch()}>
              {t('collection.tryAgain')}
            </Button>
          </div>
        ) : products?.length === 0 ? (
          <EmptyState
            title={filters.query === null ? t('collection.nothingMatchesTheseFilters') : t('collection.noResultsFound')}
            icon={<SearchX aria-hidden="true" className="size-12" />}
          >
            <p className="text-cocoa-700">
              {filters.query === null
                ? t('collection.tryFewerFiltersOrBrowse')
                : t('collection.tryDifferentKeywordsOrFewer')}
            </p>
            {correction && (
              <DidYouMean
                correction={correction}
                onPick={(text) => {
                  if (filters.query !== null) reportCorrection(filters.query, text);
                  update((next) => next.set('q', text));
                }}
              />
            )}
            <ClearFilters onClear={clearFilters} />
          </EmptyState>
        ) : (
          <div data-testid="collection-grid">
            <ProductGrid
              products={products}
              loading={collection.isPending}
              skeletons={8}
              columns={COLLECTION_COLUMNS}
              {...(onOpen ? { onNavigate: onOpen } : {})}
            />
          </div>
        )}

        {collection.hasNextPage && (
          <LoadMore
            loading={collection.isFetchingNextPage}
            onLoad={() => void collection.fetchNextPage({ cancelRefetch: false })}
          />
        )}
      </section>
    </div>
  );
}

// Clearing the filters and loading more are the script's work: before the page has hydrated they wait.
// Each reads the hydration itself, so that only the button renders again when hydration ends, not the
// page with its grid of products (that render is synchronous, one task, counted in TBT).

function ClearFilters({ onClear }: { onClear: () => void }) {
  const { t } = useTranslation('catalog');
  const hydrated = useHydrated();
  return (
    <Button onClick={onClear} disabled={!hydrated} className={hydrated ? '' : NOT_READY}>
      {t('collection.clearFilters')}
    </Button>
  );
}

function LoadMore({ loading, onLoad }: { loading: boolean; onLoad: () => void }) {
  const { t } = useTranslation('catalog');
  const hydrated = useHydrated();
  return (
    <div className="mt-12 text-center">
      <Button
        variant="secondary"
        className={`${hydrated ? '' : NOT_READY} min-w-44`}
        disabled={loading || !hydrated}
        // While a page loads, a second click asks for nothing.
        onClick={onLoad}
      >
        {loading ? t('collection.loading') : t('collection.loadMore')}
      </Button>
    </div>
  );
}

/**
 * The search the page shows, in the URL's `q`: a plain GET form, so it works before the scripts have
 * run too; submitting keeps the filters and sort chosen so far.
 */
function CollectionSearch({ query }: { query: string | null }) {
  const { t } = useTranslation('catalog');
  const [params, setParams] = useSearchParams();
  const kept = [...params].filter(([key]) => key !== 'q');
  return (
    <form
      role="search"
      action={paths.collection}
      className="mb-6 flex flex-wrap items-center gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        const text = String(new FormData(e.currentTarget).get('q') ?? '').trim();
        const next = new URLSearchParams(kept);
        if (text) next.set('q', text);
        setParams(next);
      }}
    >
      <label className="border-cocoa-900/25 flex min-w-0 flex-1 items-center gap-2 rounded-full border bg-white px-4 sm:max-w-sm">
        <Search aria-hidden="true" className="text-cocoa-500 size-4 shrink-0" />
        <span className="sr-only">{t('collection.searchProducts')}</span>
        <input
          type="search"
          name="q"
          defaultValue={query ?? ''}
          placeholder={t('collection.searchBreadsCakesTees')}
          enterKeyHint="search"
          className="text-cocoa-900 placeholder:text-cocoa-500 min-h-11 min-w-0 flex-1 bg-transparent text-sm focus:outline-none"
        />
      </label>
      {kept.map(([key, value], i) => (
        <input key={`${key}-${i}`} type="hidden" name={key} value={value} />
      ))}
      <Button type="submit" variant="secondary">
        {t('collection.search')}
      </Button>
      {query !== null && (
        <Link
          to={{ pathname: paths.collection, search: new URLSearchParams(kept).toString() }}
          className="text-accent-700 inline-flex min-h-11 items-center gap-1 rounded-full px-3 text-sm font-semibold underline-offset-2 hover:underline"
        >
          <X aria-hidden="true" className="size-4" />
          {t('collection.clearSearch')}
        </Link>
      )}
    </form>
  );
}
