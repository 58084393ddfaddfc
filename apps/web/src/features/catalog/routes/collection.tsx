import type { ProductSort } from '@shop/contract';
import { SearchX } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { formatCount } from '../../../shared/format.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { useDocumentTitle } from '../../../shared/use-document-title.ts';
import { DidYouMean } from '../../search/components/did-you-mean.tsx';
import { useFacets } from '../api/get-facets.ts';
import { collectionFilters, useCollection } from '../api/get-products.ts';
import { FiltersPanel } from '../components/filters-panel.tsx';
import { ProductGrid } from '../components/product-grid.tsx';
import { SortSelect } from '../components/sort-select.tsx';

const COLLECTION_COLUMNS = 'grid-cols-2 md:grid-cols-3 lg:grid-cols-4';

export default function CollectionPage() {
  useDocumentTitle('All collections', 'Browse our breads, cakes, pastries and apparel.');
  const [params, setParams] = useSearchParams();
  const filters = collectionFilters(params);
  const facets = useFacets();
  const collection = useCollection(filters);
  const products = collection.data?.pages.flatMap((p) => p.products);
  const total = collection.data?.pages[0]?.totalProducts;
  // Only a search that found nothing carries a correction.
  const correction = collection.data?.pages[0]?.correction;

  const update = (change: (next: URLSearchParams) => void) => {
    const next = new URLSearchParams(params);
    change(next);
    setParams(next, { preventScrollReset: true });
  };
  const toggle = (key: 'category' | 'type', value: string) =>
    update((next) => {
      const values = next.getAll(key);
      next.delete(key);
      for (const v of values.includes(value) ? values.filter((x) => x !== value) : [...values, value]) next.append(key, v);
    });
  const setSort = (sort: ProductSort) => update((next) => (sort === 'relevant' ? next.delete('sort') : next.set('sort', sort)));
  const clearFilters = () =>
    update((next) => {
      next.delete('category');
      next.delete('type');
    });

  return (
    <div className="flex flex-col gap-6 sm:flex-row sm:gap-10">
      <FiltersPanel
        activeCount={filters.categories.length + filters.subCategories.length}
        onClear={clearFilters}
        groups={[
          { title: 'Categories', facets: facets.data?.categories, selected: filters.categories, onToggle: (v) => toggle('category', v) },
          { title: 'Type', facets: facets.data?.subCategories, selected: filters.subCategories, onToggle: (v) => toggle('type', v) },
        ]}
      />
      <section className="min-w-0 flex-1" aria-labelledby="collection-title">
        <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
          <div>
            <h1 id="collection-title" className="text-3xl font-semibold text-cocoa-900 sm:text-4xl">
              All Collections
            </h1>
            <p className="mt-1 text-sm text-cocoa-700" aria-live="polite">
              {total === undefined ? '\u00a0' : `${formatCount(total)} ${total === 1 ? 'product' : 'products'}`}
            </p>
          </div>
          <SortSelect value={filters.sort} onChange={setSort} />
        </div>

        {collection.isError ? (
          <div role="alert" className="rounded-2xl bg-cream-200 p-6 text-center text-cocoa-900">
            <p>{collection.error.message}</p>
            <Button className="mt-4" onClick={() => void collection.refetch()}>
              Try again
            </Button>
          </div>
        ) : products?.length === 0 ? (
          <EmptyState title="Nothing matches these filters" icon={<SearchX aria-hidden="true" className="size-12" />}>
            <p className="text-cocoa-700">Try fewer filters, or browse everything we make.</p>
            {correction && <DidYouMean correction={correction} onPick={(text) => update((next) => next.set('q', text))} />}
            <Button onClick={clearFilters}>Clear filters</Button>
          </EmptyState>
        ) : (
          <div data-testid="collection-grid">
            <ProductGrid products={products} loading={collection.isPending} skeletons={8} columns={COLLECTION_COLUMNS} showId />
          </div>
        )}

        {collection.hasNextPage && (
          <div className="mt-12 text-center">
            <Button
              variant="secondary"
              className="min-w-44"
              disabled={collection.isFetchingNextPage}
              // While a page loads, a second click asks for nothing.
              onClick={() => void collection.fetchNextPage({ cancelRefetch: false })}
            >
              {collection.isFetchingNextPage ? 'Loading...' : 'Load More'}
            </Button>
          </div>
        )}
      </section>
    </div>
  );
}
