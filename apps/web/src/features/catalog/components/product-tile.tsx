import { productSoldOut, thumbnailUrl, type Product } from '@shop/contract';
import { memo } from 'react';
import { Link } from '../../../shared/i18n/react.tsx';
import { paths } from '../../../shared/paths.ts';
import { useTranslation } from 'react-i18next';
import { PreorderNote } from './product-facts.tsx';

interface ProductTileProps {
  product: Product;
  /** The price as shown; the grid formats it, so a tile holds no subscription of its own. */
  price: string;
  onNavigate?: () => void;
  eager?: boolean;
}

// A grid re-renders when any answer on its page arrives; a tile whose product has not changed stays as it is.
export const ProductTile = memo(function ProductTile({ product, price, onNavigate, eager = false }: ProductTileProps) {
  const { t } = useTranslation('catalog');
  const image = product.image[0];
  const soldOut = productSoldOut(product);
  return (
    <Link
      to={paths.product(product.id)}
      onClick={() => {
        window.scrollTo({ top: 0 });
        onNavigate?.();
      }}
      className="group block rounded-2xl focus-visible:outline-offset-4"
      data-testid="product-tile"
    >
      <div className="bg-cream-200 relative aspect-square overflow-hidden rounded-2xl">
        {soldOut && (
          <span className="bg-cocoa-900 text-cream absolute top-2 left-2 z-10 rounded-full px-2.5 py-1 text-xs font-semibold">
            {t('productTile.soldOut')}
          </span>
        )}
        {image && (
          <img
            src={thumbnailUrl(image)}
            srcSet={`${thumbnailUrl(image)} 400w, ${image} 800w`}
            sizes="(min-width: 1024px) 20vw, (min-width: 640px) 30vw, 50vw"
            width={400}
            height={400}
            alt={product.name}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            className="size-full object-cover transition-transform duration-500 group-hover:scale-105"
          />
        )}
      </div>
      <p className="text-cocoa-900 mt-3 line-clamp-2 text-sm">{product.name}</p>
      <p className="text-cocoa-900 mt-1 text-sm font-semibold">{price}</p>
      {product.preorder && <PreorderNote preorder={product.preorder} compact />}
    </Link>
  );
});
