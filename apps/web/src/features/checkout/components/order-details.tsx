import { formatDateTime, formatPhone, stateName, type OrderDetail } from '@shop/contract';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../shared/i18n/messages.ts';
import { useLang } from '../../../shared/i18n/react.tsx';
import { useSettings } from '../../../shared/settings.ts';
import { formatServiceDate } from '../../service/format.ts';

/** The value, or the page's word for a detail the order does not have. */
const orNone = (v: string, none: string) => (v.trim() ? v : none);

/** The shopper's contact, and where and when the order is collected or delivered. */
export function OrderDetails({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('checkout');
  const a = order.address;
  return (
    <section aria-labelledby="info-title" className="grid grid-cols-[minmax(0,1fr)] gap-6 sm:grid-cols-2">
      <div className="min-w-0">
        <h2 id="info-title" className="text-cocoa-700 mb-2 text-sm font-semibold tracking-wider uppercase">
          {t('orderPage.yourDetails')}
        </h2>
        <dl className="text-cocoa-900 space-y-1">
          <div>
            <dt className="inline font-medium">{t('orderPage.email')} </dt>
            <dd className="inline break-all">{orNone(a.email, t('orderPage.notGiven'))}</dd>
          </div>
          <div>
            <dt className="inline font-medium">{t('orderPage.phone')} </dt>
            <dd className="inline">{orNone(formatPhone(a.phone), t('orderPage.notGiven'))}</dd>
          </div>
        </dl>
      </div>
      <ServiceDetails order={order} />
    </section>
  );
}

function ServiceDetails({ order }: { order: OrderDetail }) {
  const lang = useLang();
  const { t } = useTranslation('checkout');
  const a = order.address;
  const s = order.service;
  return (
    <div className="min-w-0 break-words">
      <h2 className="text-cocoa-700 mb-2 text-sm font-semibold tracking-wider uppercase">
        {s.serviceType === 'pickup' ? t('orderPage.pickup') : t('orderPage.deliveryAddress')}
      </h2>
      {s.serviceType === 'pickup' ? (
        <address className="text-cocoa-900 not-italic">
          <span className="font-medium">{s.outlet?.title ?? t('orderPage.outlet')}</span>
          {s.outlet && (
            <>
              <br />
              {s.outlet.street}, {s.outlet.zipcode} {s.outlet.city}, {stateName(s.outlet.state, lang)}
            </>
          )}
          <br />
          {t('orderPage.for')} {orNone(`${a.firstName} ${a.lastName}`, t('orderPage.notGiven'))}
        </address>
      ) : (
        <address className="text-cocoa-900 not-italic">
          <span className="font-medium">
            {a.firstName} {a.lastName}
          </span>
          <br />
          {orNone(a.street, t('orderPage.notGiven'))}
          <br />
          {a.zipcode} {a.city}, {stateName(a.state, lang)}
          <br />
          {a.country}
        </address>
      )}
      <p className="text-cocoa-900 mt-2 text-sm font-medium">
        {formatServiceDate(s.calendarDate, lang)}, {s.deliveryTime}
      </p>
    </div>
  );
}

/** Each status the order has had, when, and why when a reason was given. */
export function OrderHistory({ events }: { events: OrderDetail['events'] }) {
  const lang = useLang();
  const { t } = useTranslation('checkout');
  const { timeZone } = useSettings();
  return (
    <section aria-labelledby="timeline-title">
      <h2 id="timeline-title" className="text-cocoa-700 mb-3 text-sm font-semibold tracking-wider uppercase">
        {t('orderPage.orderHistory')}
      </h2>
      <ol className="border-wheat space-y-3 border-l-2 pl-4">
        {events.map((e, i) => (
          <li key={i} className="text-sm">
            <p className="text-cocoa-900 font-medium">{translateMessage(e.status, undefined, lang)}</p>
            <p className="text-cocoa-700">
              {formatDateTime(e.at, timeZone, lang)}
              {/* The shop's own reasons read in the page's language; a reason staff typed shows as typed. */}
              {e.reason ? ` · ${translateMessage(e.reason, undefined, lang)}` : ''}
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}
