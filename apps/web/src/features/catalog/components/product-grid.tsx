import { lowestPrice, pricesVary, type Product } from '@shop/contract';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../../shared/ui/skeleton.tsx';
import { useMoney } from '../../../shared/use-money.ts';
import { ProductTile } from './product-tile.tsx';

const HOME_COLUMNS = 'grid-cols-2 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-5';

/** Home grids: 2 columns on small screens up to 5 on large. */
export function ProductGrid({
  products,
  loading = false,
  skeletons = 5,
  columns = HOME_COLUMNS,
  onNavigate,
}: {
  products: Product[] | undefined;
  loading?: boolean;
  skeletons?: number;
  columns?: string;
  onNavigate?: () => void;
}) {
  const money = useMoney();
  const { t } = useTranslation('catalog');
  return (
    <div className={`grid gap-x-4 gap-y-8 ${columns}`}>
      {loading
        ? Array.from({ length: skeletons }, (_, i) => (
            <div key={i}>
              <Skeleton className="aspect-square" />
              <Skeleton className="mt-3 h-4 w-3/4" />
              <Skeleton className="mt-2 h-4 w-1/3" />
            </div>
          ))
        : products?.map((p, i) => (
            <ProductTile
              key={p.id}
              product={p}
              price={pricesVary(p) ? t('product.fromPrice', { price: money(lowestPrice(p)) }) : money(lowestPrice(p))}
              eager={i < 2}
              {...(onNavigate ? { onNavigate } : {})}
            />
          ))}
    </div>
  );
}
