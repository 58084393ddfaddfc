import {
  CART_QUANTITY_MAX_CHARS,
  LIMITS,
  lineKey,
  optionLabel,
  thumbnailUrl,
  type LineAddOns,
  type Product,
} from '@shop/contract';
import { Link } from '../../../shared/i18n/react.tsx';
import { paths } from '../../../shared/paths.ts';
import { useMoney } from '../../../shared/use-money.ts';
import { AddOnsList } from './add-ons-list.tsx';
import { FeatureChip } from './feature-chip.tsx';
import { useTranslation } from 'react-i18next';

interface CartRowProps {
  product: Product;
  feature: string;
  addOns?: LineAddOns | undefined;
  /** One unit: the option's price plus its add-ons. */
  unitPrice: number;
  quantity: number;
  draft: string | undefined;
  onEdit(text: string): void;
  onSettle(): void;
  onRemove(): void;
}

/** One line of the cart table; under 768 px the cells wrap into a card with their labels shown. */
export function CartRow({
  product,
  feature,
  addOns,
  unitPrice,
  quantity,
  draft,
  onEdit,
  onSettle,
  onRemove,
}: CartRowProps) {
  const { t } = useTranslation('cart');
  const money = useMoney();
  const removeName = feature ? `${product.name} (${optionLabel(product, feature)})` : product.name;
  const image = product.image[0];
  // The add-ons' key may hold any text: hashed into a short id-safe suffix.
  const inputId = `qty-${product.id}-${feature}-${idSuffix(lineKey(addOns))}`;
  return (
    <tr
      data-testid="cart-row"
      className="border-cocoa-900/10 grid grid-cols-3 gap-x-3 gap-y-3 border-b py-4 md:table-row md:py-0"
    >
      <td className="col-span-3 md:py-5 md:pr-4">
        <div className="flex gap-4">
          {/* The picture repeats the name's link for the pointer: kept out of the tab order and the
              accessibility tree, so a keyboard or screen reader meets each product once, by name. */}
          <Link
            to={paths.product(product.id)}
            tabIndex={-1}
            aria-hidden="true"
            className="bg-cream-200 size-20 shrink-0 overflow-hidden rounded-xl sm:size-24"
          >
            {image && (
              <img
                src={thumbnailUrl(image)}
                alt=""
                width={96}
                height={96}
                loading="lazy"
                className="size-full object-cover"
              />
            )}
          </Link>
          <div className="flex min-w-0 flex-col items-start gap-1.5">
            <Link to={paths.product(product.id)} className="text-cocoa-900 line-clamp-2 font-medium hover:underline">
              {product.name}
            </Link>
            <FeatureChip product={product} feature={feature} />
            <AddOnsList addOns={addOns} />
            <button
              type="button"
              onClick={onRemove}
              className="text-accent-700 hover:text-accent -ml-2 min-h-11 px-2 text-sm underline underline-offset-2"
              aria-label={
                addOns?.message
                  ? t('cartRow.removeItemWithMessage', { name: removeName, message: addOns.message })
                  : t('cartRow.removeItem', { name: removeName })
              }
            >
              {t('cartRow.remove')}
            </button>
          </div>
        </div>
      </td>
      <td className="text-cocoa-900 text-sm md:py-5 md:pr-4 md:align-middle">
        <span className="text-cocoa-700 block text-xs md:hidden">{t('cartRow.price')}</span>
        {money(unitPrice)}
      </td>
      <td className="md:py-5 md:pr-4 md:align-middle">
        <label htmlFor={inputId} className="text-cocoa-700 block text-xs md:sr-only">
          {t('cartRow.quantity')}
          <span className="sr-only">
            {' '}
            {t('cartRow.of')} {product.name}
          </span>
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
          className="border-cocoa-900/25 text-cocoa-900 mt-1 h-11 w-20 rounded-lg border bg-white px-3 md:mt-0"
        />
      </td>
      <td className="text-cocoa-900 text-right text-sm font-semibold md:py-5 md:align-middle">
        <span className="text-cocoa-700 block text-xs font-normal md:hidden">{t('cartRow.total')}</span>
        {money(unitPrice * quantity)}
      </td>
    </tr>
  );
}

/** A short, stable id part for any text (FNV-1a), so two customised lines get two input ids. */
function idSuffix(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(36);
}
