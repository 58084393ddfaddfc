import { CART_QUANTITY_MAX_CHARS, LIMITS, thumbnailUrl, type Product } from '@shop/contract';
import { Link } from '../../../shared/i18n/react.tsx';
import { paths } from '../../../shared/paths.ts';
import { useMoney } from '../../../shared/use-money.ts';
import { FeatureChip } from './feature-chip.tsx';

interface CartRowProps {
  product: Product;
  feature: string;
  quantity: number;
  draft: string | undefined;
  onEdit(text: string): void;
  onSettle(): void;
  onRemove(): void;
}

/** One line of the cart table; under 768 px the cells wrap into a card with their labels shown. */
export function CartRow({ product, feature, quantity, draft, onEdit, onSettle, onRemove }: CartRowProps) {
  const money = useMoney();
  const image = product.image[0];
  const inputId = `qty-${product.id}-${feature}`;
  return (
    <tr data-testid="cart-row" className="grid grid-cols-3 gap-x-3 gap-y-3 border-b border-cocoa-900/10 py-4 md:table-row md:py-0">
      <td className="col-span-3 md:py-5 md:pr-4">
        <div className="flex gap-4">
          {/* The picture repeats the name's link for the pointer: kept out of the tab order and the
              accessibility tree, so a keyboard or screen reader meets each product once, by name. */}
          <Link
            to={paths.product(product.id)}
            tabIndex={-1}
            aria-hidden="true"
            className="size-20 shrink-0 overflow-hidden rounded-xl bg-cream-200 sm:size-24"
          >
            {image && <img src={thumbnailUrl(image)} alt="" width={96} height={96} loading="lazy" className="size-full object-cover" />}
          </Link>
          <div className="flex min-w-0 flex-col items-start gap-1.5">
            <Link to={paths.product(product.id)} className="line-clamp-2 font-medium text-cocoa-900 hover:underline">
              {product.name}
            </Link>
            <FeatureChip feature={feature} />
            <button
              type="button"
              onClick={onRemove}
              className="-ml-2 min-h-11 px-2 text-sm text-accent-700 underline underline-offset-2 hover:text-accent"
              aria-label={`Remove ${product.name}${feature ? ` (${feature})` : ''}`}
            >
              Remove
            </button>
          </div>
        </div>
      </td>
      <td className="text-sm text-cocoa-900 md:py-5 md:pr-4 md:align-middle">
        <span className="block text-xs text-cocoa-700 md:hidden">Price</span>
        {money(product.price)}
      </td>
      <td className="md:py-5 md:pr-4 md:align-middle">
        <label htmlFor={inputId} className="block text-xs text-cocoa-700 md:sr-only">
          Quantity<span className="sr-only"> of {product.name}</span>
        </label>
        <input
          id={inputId}
          type="number"
          inputMode="numeric"
          min={1}
          max={LIMITS.cartQuantityMax}
          maxLength={CART_QUANTITY_MAX_CHARS}
          value={draft ?? String(quantity)}
          onChange={(e) => onEdit(e.target.value)}
          onBlur={onSettle}
          className="mt-1 h-11 w-20 rounded-lg border border-cocoa-900/25 bg-white px-3 text-cocoa-900 md:mt-0"
        />
      </td>
      <td className="text-right text-sm font-semibold text-cocoa-900 md:py-5 md:align-middle">
        <span className="block text-xs font-normal text-cocoa-700 md:hidden">Total</span>
        {money(product.price * quantity)}
      </td>
    </tr>
  );
}
