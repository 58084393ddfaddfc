import { thumbnailUrl, type AdminProduct } from '@shop/contract';
import { Plus, Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { inputClass } from '../../../shared/ui/field-styles.ts';
import { Skeleton } from '../../../shared/ui/skeleton.tsx';
import { useDocumentTitle } from '../../../shared/use-document-title.ts';
import { useMoney } from '../../../shared/use-money.ts';
import { useAdminProducts, useProductFlags } from '../api.ts';
import { CategoryNamesPanel } from '../components/category-names-panel.tsx';
import { Pager, PageHeader, Panel, selectClass } from '../components/ui.tsx';
import { QueryStates } from '../components/query-states.tsx';

const SHOWS = { active: 'On sale', hidden: 'Hidden', deleted: 'Deleted', all: 'All' } as const;
type Show = keyof typeof SHOWS;

export default function ProductsScreen() {
  useDocumentTitle('Products');
  const [params, setParams] = useSearchParams();
  const show = (params.get('show') as Show | null) ?? 'active';
  const page = Number(params.get('page') ?? '1') || 1;
  const [search, setSearch] = useState(params.get('q') ?? '');
  const list = useAdminProducts({ show, page, ...(params.get('q') ? { q: params.get('q')! } : {}) });
  const flags = useProductFlags();

  const set = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    if (key !== 'page') next.delete('page');
    setParams(next);
  };
  const flip: Flip = (id, name, change, done) =>
    flags.mutate(
      { id, flags: change },
      { onSuccess: () => toast.success(`${name}: ${done}.`), onError: (e) => toast.error(e.message) },
    );

  return (
    <>
      <PageHeader title="Products">
        <Link
          to="/admin/products/new"
          className="bg-cocoa-900 text-cream hover:bg-cocoa-700 inline-flex min-h-11 items-center gap-2 rounded-full px-5 text-sm font-semibold"
        >
          <Plus aria-hidden="true" className="size-4" /> Add product
        </Link>
      </PageHeader>
      <Panel className="mb-4">
        <form
          role="search"
          className="flex flex-wrap gap-2"
          onSubmit={(e: FormEvent) => {
            e.preventDefault();
            set('q', search.trim());
          }}
        >
          <label htmlFor="product-search" className="sr-only">
            Search products by name
          </label>
          <input
            id="product-search"
            className={`${inputClass} min-w-0 flex-1`}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder="Name"
          />
          <label htmlFor="product-show" className="sr-only">
            Show
          </label>
          <select
            id="product-show"
            className={`${selectClass} w-auto`}
            value={show}
            onChange={(e) => set('show', e.target.value)}
          >
            {Object.entries(SHOWS).map(([k, v]) => (
              <option key={k} value={k}>
                {v}
              </option>
            ))}
          </select>
          <button
            type="submit"
            className="bg-cocoa-900 text-cream inline-flex min-h-11 items-center gap-2 rounded-full px-5 text-sm font-semibold"
          >
            <Search aria-hidden="true" className="size-4" /> Search
          </button>
        </form>
      </Panel>
      <QueryStates
        query={list}
        loading={<Skeleton className="h-96 w-full rounded-2xl" />}
        isEmpty={(d) => d.products.length === 0}
        empty="No products here."
      >
        {(data) => (
          <>
            <ul className="space-y-2" aria-label="Products">
              {data.products.map((p) => (
                <ProductRow key={p.id} product={p} flip={flip} />
              ))}
            </ul>
            <Pager page={page} hasMore={data.hasMore} onPage={(n) => set('page', String(n))} />
          </>
        )}
      </QueryStates>
      <CategoryNamesPanel />
    </>
  );
}

type Flip = (
  id: string,
  name: string,
  change: { hidden?: boolean; bestseller?: boolean; deleted?: boolean },
  done: string,
) => void;

/** A product in the list: its name to edit it, what it is and costs, what is sold out, and the flags to flip. */
function ProductRow({ product: p, flip }: { product: AdminProduct; flip: Flip }) {
  const money = useMoney();
  const soldOut = p.stock
    ? Object.entries(p.stock)
        .filter(([, n]) => n === 0)
        .map(([f]) => f || 'all')
    : [];
  return (
    <li className="ring-cocoa-900/10 flex flex-wrap items-center gap-3 rounded-xl bg-white p-3 shadow-sm ring-1">
      {p.images[0] && (
        <img
          src={thumbnailUrl(p.images[0])}
          alt=""
          width={64}
          height={64}
          className="size-16 rounded-lg object-cover"
        />
      )}
      <Link to={`/admin/products/${p.id}`} className="min-w-0 flex-1 hover:underline">
        <span className="block font-medium">{p.name}</span>
        <span className="text-cocoa-700 block text-sm">
          {p.category} · {p.subCategory} · {money(p.price)}
          {p.bestseller ? ' · Bestseller' : ''}
          {p.hidden ? ' · Hidden' : ''}
          {p.deleted ? ' · Deleted' : ''}
        </span>
        {soldOut.length > 0 && (
          <span className="block text-xs font-semibold text-red-800">Sold out: {soldOut.join(', ')}</span>
        )}
      </Link>
      <div className="flex flex-wrap gap-1">
        {!p.deleted && (
          <button
            type="button"
            className="ring-cocoa-900/20 hover:bg-cream-200 min-h-11 rounded-full px-3 text-sm font-medium ring-1"
            onClick={() =>
              flip(p.id, p.name, { hidden: !p.hidden }, p.hidden ? 'shown in the shop' : 'hidden from the shop')
            }
          >
            {p.hidden ? 'Show' : 'Hide'}
          </button>
        )}
        <button
          type="button"
          className="ring-cocoa-900/20 hover:bg-cream-200 min-h-11 rounded-full px-3 text-sm font-medium ring-1"
          onClick={() => {
            if (p.deleted || window.confirm(`Delete ${p.name}? Past orders keep it; the shop stops showing it.`)) {
              flip(p.id, p.name, { deleted: !p.deleted }, p.deleted ? 'restored' : 'deleted');
            }
          }}
        >
          {p.deleted ? 'Restore' : 'Delete'}
        </button>
      </div>
    </li>
  );
}
