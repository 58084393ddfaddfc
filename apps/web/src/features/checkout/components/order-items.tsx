import { thumbnailUrl } from '@shop/contract';
import { useMoney } from '../../../shared/use-money.ts';

export interface ItemLine {
  key: string;
  name: string;
  image: string | undefined;
  feature: string;
  quantity: number;
  price: number;
}

/** The order summary list: scrollable, with 'Scroll for more items' past 3 items. */
export function OrderItems({ items }: { items: ItemLine[] }) {
  const money = useMoney();
  return (
    <div>
      <ul
        aria-label="Items in this order"
        tabIndex={items.length > 3 ? 0 : undefined}
        className="max-h-80 divide-y divide-cocoa-900/10 overflow-y-auto rounded-xl border border-cocoa-900/10 bg-white"
      >
        {items.map((item) => (
          <li key={item.key} className="flex items-center gap-3 p-3">
            <div className="size-16 shrink-0 overflow-hidden rounded-lg bg-cream-200">
              {item.image && (
                <img src={thumbnailUrl(item.image)} alt="" width={64} height={64} loading="lazy" className="size-full object-cover" />
              )}
            </div>
            <div className="min-w-0 flex-1">
              <p className="truncate font-medium text-cocoa-900">{item.name}</p>
              <p className="text-sm text-cocoa-700">
                {item.feature && <span className="mr-2 rounded bg-cream-200 px-1.5 py-0.5 text-xs font-semibold">{item.feature}</span>}
                Qty {item.quantity} × {money(item.price)}
              </p>
            </div>
            <p className="shrink-0 font-semibold text-cocoa-900">{money(item.price * item.quantity)}</p>
          </li>
        ))}
      </ul>
      {items.length > 3 && <p className="mt-2 text-center text-xs text-cocoa-700">Scroll for more items</p>}
    </div>
  );
}
