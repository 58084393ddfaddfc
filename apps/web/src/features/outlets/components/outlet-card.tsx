import { whatsappLink, zonedClock, WEEK_DAYS, type Outlet, type ShopZone } from '@shop/contract';
import { Clock, MapPin, MessageCircle, Navigation, Phone } from 'lucide-react';
import type { MouseEvent } from 'react';
import { NOT_READY } from '../../../shared/ui/not-ready.ts';
import { useHydrated } from '../../../shared/use-hydrated.ts';
import { HoursTable } from './hours-table.tsx';
import { OpenBadge } from './open-badge.tsx';
import { useTranslation } from 'react-i18next';

interface OutletCardProps {
  outlet: Outlet;
  selected: boolean;
  now: Date;
  zone: ShopZone;
  onSelect: (id: number) => void;
}

const action =
  'inline-flex min-h-11 items-center gap-2 rounded-full px-3 text-sm font-semibold text-cocoa-900 ring-1 ring-cocoa-900/15 hover:bg-cream-200';

export function OutletCard({ outlet, selected, now, zone, onSelect }: OutletCardProps) {
  const { t } = useTranslation('outlets');
  const { address } = outlet;
  const titleId = `outlet-${outlet.id}-title`;
  const today = WEEK_DAYS[zonedClock(now, zone).dayIndex] ?? null;
  // The whole card centres the map, except clicks on its own links and buttons. Before the page has
  // hydrated a click cannot, so the card does not look clickable until then.
  const hydrated = useHydrated();
  const selectFromCard = (event: MouseEvent) => {
    if (!(event.target as HTMLElement).closest('a, button')) onSelect(outlet.id);
  };
  return (
    <article
      aria-labelledby={titleId}
      onClick={selectFromCard}
      data-testid="outlet-card"
      className={`rounded-3xl bg-white p-5 shadow-sm transition-shadow sm:p-6 ${hydrated ? 'cursor-pointer hover:shadow-md' : ''} ${selected ? 'ring-accent ring-2' : 'ring-cocoa-900/10 ring-1'}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h3 id={titleId} className="text-cocoa-900 text-xl font-semibold">
          {outlet.title}
        </h3>
        <OpenBadge schedule={outlet.schedule} now={now} zone={zone} />
      </div>
      <address className="text-cocoa-700 mt-3 flex gap-2 text-sm leading-relaxed not-italic">
        <MapPin aria-hidden="true" className="text-accent-700 mt-0.5 size-4 shrink-0" />
        <span>
          {address.street}, {address.zipcode} {address.city}, {address.country}
        </span>
      </address>
      {outlet.notes && (
        <p data-testid="outlet-notes" className="text-cocoa-700 mt-3 text-sm leading-relaxed whitespace-pre-line">
          {outlet.notes}
        </p>
      )}
      <ul className="mt-4 flex flex-wrap gap-2">
        <li>
          <a href={`tel:${outlet.contactNumber.replace(/[^\d+]/g, '')}`} className={action}>
            <Phone aria-hidden="true" className="size-4" />
            {outlet.contactNumber}
          </a>
        </li>
        <li>
          <a
            href={whatsappLink(outlet.whatsappNumber)}
            target="_blank"
            rel="noopener noreferrer"
            className={action}
            aria-label={t('outletCard.whatsappLabel', { outlet: outlet.title, number: outlet.whatsappNumber })}
          >
            <MessageCircle aria-hidden="true" className="size-4" />
            {t('outletCard.whatsapp')}
          </a>
        </li>
        <li>
          <a
            href={outlet.googleMap}
            target="_blank"
            rel="noopener noreferrer"
            className={action}
            aria-label={t('outletCard.mapLabel', { outlet: outlet.title })}
          >
            <Navigation aria-hidden="true" className="size-4" />
            {t('outletCard.locationMap')}
          </a>
        </li>
        <li>
          <ShowOnMap selected={selected} onClick={() => onSelect(outlet.id)} />
        </li>
      </ul>
      <div className="bg-cream mt-5 rounded-2xl px-4 py-3">
        <p className="text-cocoa-700 mb-1 flex items-center gap-2 text-xs font-semibold tracking-widest uppercase">
          <Clock aria-hidden="true" className="size-3.5" />
          {t('outletCard.openingHours')}
        </p>
        <HoursTable schedule={outlet.schedule} today={today} />
      </div>
    </article>
  );
}

/**
 * The map is drawn by the script, so before the page has hydrated this button waits for it. Its own
 * component: only the buttons re-render when the page hydrates, not the cards.
 */
function ShowOnMap({ selected, onClick }: { selected: boolean; onClick: () => void }) {
  const { t } = useTranslation('outlets');
  const hydrated = useHydrated();
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={!hydrated}
      className={`${NOT_READY} ${action}`}
      aria-pressed={selected}
    >
      <MapPin aria-hidden="true" className="size-4" />
      {t('outletCard.showOnMap')}
    </button>
  );
}
