import { thumbnailUrl, type LineAddOns } from '@shop/contract';
import { AddOnsList } from '../../cart/components/add-ons-list.tsx';
import { useMoney } from '../../../shared/use-money.ts';
import { useTranslation } from 'react-i18next';

export interface ItemLine {
  key: string;
  name: string;
  image: string | undefined;
  feature: string;
  quantity: number;
  /** One unit, add-ons included. */
  price: number;
  addOns?: LineAddOns | undefined;
}

/** The order summary list: scrollable, with 'Scroll for more items' past 3 items. */
export function OrderItems({ items }: { items: ItemLine[] }) {
  const { t } = useTranslation('checkout');
  const money = useMoney();
  return (
    <div>
      <ul
        aria-label={t('orderItems.itemsInThisOrder')}
        tabIndex={items.length > 3 ? 0 : undefined}
        className="divide-cocoa-900/10 border-cocoa-900/10 max-h-80 divide-y overflow-y-auto rounded-xl border bg-white"
      >
        {items.map((item) => (
          <li key={item.key} className="flex items-center gap-3 p-3">
            <div className="bg-cream-200 size-16 shrink-0 overflow-hidden rounded-lg">
              {item.image && (
                <img
                  src={thumbnailUrl(item.image)}
                  alt=""
                  width={64}
                  height={64}
                  loading="lazy"
                  className="size-full object-cover"
                />
              )}
            </div>
            <div className="min-w-0 flex-1">
              <p className="text-cocoa-900 truncate font-medium">{item.name}</p>
              <p className="text-cocoa-700 text-sm">
                {item.feature && (
                  <span className="bg-cream-200 mr-2 rounded px-1.5 py-0.5 text-xs font-semibold">{item.feature}</span>
                )}
                {t('orderItems.qty')} {item.quantity} × {money(item.price)}
              </p>
              <AddOnsList addOns={item.addOns} className="mt-1" />
            </div>
            <p className="text-cocoa-900 shrink-0 font-semibold">{money(item.price * item.quantity)}</p>
          </li>
        ))}
      </ul>
      {items.length > 3 && (
        <p className="text-cocoa-700 mt-2 text-center text-xs">{t('orderItems.scrollForMoreItems')}</p>
      )}
    </div>
  );
}
