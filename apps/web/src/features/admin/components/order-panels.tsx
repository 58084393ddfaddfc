import { formatPhone, thumbnailUrl, type AdminOrderDetail } from '@shop/contract';
import { useSettings } from '../../../shared/settings.ts';
import { useMoney } from '../../../shared/use-money.ts';
import { AddOnsList } from '../../cart/components/add-ons-list.tsx';
import { formatDateTime, Panel } from './ui.tsx';

/** The order's items with their add-ons, the shopper's note, and the totals. */
export function OrderItemsPanel({ order: o }: { order: AdminOrderDetail }) {
  const money = useMoney();
  return (
    <Panel>
      <h2 className="mb-3 font-semibold">Items</h2>
      <ul className="divide-cocoa-900/10 divide-y">
        {o.items.map((i, n) => (
          <li key={n} className="flex items-center gap-3 py-3">
            {i.image[0] && (
              <img
                src={thumbnailUrl(i.image[0])}
                alt=""
                width={56}
                height={56}
                className="size-14 rounded-lg object-cover"
              />
            )}
            <span className="min-w-0 flex-1">
              <span className="block font-medium">{i.name}</span>
              <span className="text-cocoa-700 text-sm">
                {i.feature ? `${i.feature} · ` : ''}
                {i.quantity} × {money(i.price)}
              </span>
              <AddOnsList addOns={i.addOns} />
            </span>
            <span className="font-semibold">{money(i.price * i.quantity)}</span>
          </li>
        ))}
      </ul>
      {o.note && (
        <p className="mt-3 text-sm break-words whitespace-pre-wrap">
          <span className="font-semibold">Note from the shopper:</span> {o.note}
        </p>
      )}
      <dl className="border-cocoa-900/10 mt-3 space-y-1 border-t pt-3 text-sm">
        <div className="flex justify-between">
          <dt>Products</dt>
          <dd>{money(o.productPrice)}</dd>
        </div>
        <div className="flex justify-between">
          <dt>Shipping</dt>
          <dd>{money(o.shippingPrice)}</dd>
        </div>
        <div className="flex justify-between text-base font-semibold">
          <dt>Total</dt>
          <dd>{money(o.total)}</dd>
        </div>
      </dl>
    </Panel>
  );
}

/** Who ordered: the order's contact, and the account behind it. */
export function CustomerPanel({ order: o }: { order: AdminOrderDetail }) {
  return (
    <Panel>
      <h2 className="mb-2 font-semibold">Customer</h2>
      <p>
        {o.address.firstName} {o.address.lastName}
      </p>
      <p className="text-cocoa-700 text-sm break-all">{o.address.email}</p>
      <p className="text-cocoa-700 text-sm">{formatPhone(o.address.phone)}</p>
      <p className="text-cocoa-700 mt-1 text-xs">
        Account: {o.customer.name} ({o.customer.email})
      </p>
    </Panel>
  );
}

/** Pickup or delivery: when, and at which outlet or to which address. */
export function ServicePanel({ order: o }: { order: AdminOrderDetail }) {
  const outlet = o.service.outlet;
  return (
    <Panel>
      <h2 className="mb-2 font-semibold">{o.service.serviceType === 'pickup' ? 'Pickup' : 'Delivery'}</h2>
      <p className="font-medium">
        {o.service.calendarDate} · {o.service.deliveryTime}
      </p>
      {o.service.serviceType === 'pickup' ? (
        <p className="text-cocoa-700 text-sm">
          {outlet ? `${outlet.title}, ${outlet.street}, ${outlet.city}` : 'The outlet has been removed.'}
        </p>
      ) : (
        <p className="text-cocoa-700 text-sm">
          {o.address.street}, {o.address.zipcode} {o.address.city}, {o.address.state}
          {o.service.deliveryAddress ? ` (${o.service.deliveryAddress})` : ''}
        </p>
      )}
    </Panel>
  );
}

/** Each status move, when, by whom, and the reason given. */
export function TimelinePanel({ events }: { events: AdminOrderDetail['events'] }) {
  const { timeZone } = useSettings();
  return (
    <Panel>
      <h2 className="mb-3 font-semibold">Timeline</h2>
      <ol className="border-wheat space-y-3 border-l-2 pl-4" aria-label="Order timeline">
        {events.map((e, i) => (
          <li key={i} className="relative">
            <span aria-hidden="true" className="bg-cocoa-700 absolute top-1.5 -left-[1.4rem] size-2.5 rounded-full" />
            <p className="text-sm font-medium">{e.from ? `${e.from} → ${e.to}` : e.to}</p>
            <p className="text-cocoa-700 text-xs">
              {formatDateTime(e.at, timeZone)} · {e.actor}
            </p>
            {e.reason && <p className="text-cocoa-900 mt-1 text-sm">“{e.reason}”</p>}
          </li>
        ))}
      </ol>
    </Panel>
  );
}
