import type { TFunction } from 'i18next';
import type { Lang } from '../../../shared/i18n/lang.ts';
import { useLang } from '../../../shared/i18n/react.tsx';
import {
  addDays,
  formatWindow,
  SERVICE_BOOKING_DAYS,
  shopClock,
  type LatLng,
  type ShopZone,
  type SlotsResponse,
  type UserSelection,
} from '@shop/contract';
import { Bike, Check, Store, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useShopZone } from '../../../shared/settings.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { Skeleton } from '../../../shared/ui/skeleton.tsx';
import { useOutlets } from '../../outlets/api/get-outlets.ts';
import { useSlots } from '../api/get-slots.ts';
import { formatServiceDate } from '../format.ts';
import {
  closeServiceChange,
  needsServiceChoice,
  saveSelection,
  serviceChangeReason,
  useServiceChangeOpen,
  useUserSelection,
} from '../selection.ts';
import { useCart } from '../../cart/api/get-cart.ts';
import { AddressField } from './address-field.tsx';
import { SlotPicker } from './slot-picker.tsx';
import { useTranslation } from 'react-i18next';

const REQUIRED = 'Please fill in all required fields.';
const STEPS = ['Service', 'Where', 'When'] as const;

/**
 * The service-type modal: blocking while no choice exists (or it has passed) on a page where shopping
 * happens, and opened again by the header's 'Change' (then it may be dismissed). A native modal <dialog> traps focus and makes the
 * page inert; page scrolling is locked while it shows.
 */
export function ServiceModal() {
  const zone = useShopZone();
  const selection = useUserSelection();
  const changing = useServiceChangeOpen();
  const { pathname } = useLocation();
  if (!changing && (selection !== null || !needsServiceChoice(pathname))) return null;
  return (
    <ServiceDialog initial={selection} dismissible={selection !== null} zone={zone} reason={serviceChangeReason()} />
  );
}

interface Draft {
  serviceType: 'pickup' | 'delivery' | null;
  outletId: number | null;
  address: string;
  location: LatLng | null;
  date: string;
  slot: string;
}

function ServiceDialog({
  initial,
  dismissible,
  zone,
  reason,
}: {
  initial: UserSelection | null;
  dismissible: boolean;
  zone: ShopZone;
  reason: string | null;
}) {
  const lang = useLang();
  const { t } = useTranslation('service');
  const ref = useRef<HTMLDialogElement>(null);
  const dateRef = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const today = shopClock(new Date(), zone).date;
  // Sent back from checkout: the reason reads inside the dialog, above its backdrop.
  const [error, setError] = useState<string | null>(reason);
  const [step, setStep] = useState(reason && initial ? 2 : 0);
  const [draft, setDraft] = useState<Draft>(() => ({
    serviceType: initial?.serviceType ?? null,
    outletId: initial?.outletId ?? null,
    address: initial?.deliveryAddress ?? '',
    location: initial?.location ?? null,
    date: initial && initial.calendarDate >= today ? initial.calendarDate : today,
    slot: initial?.deliveryTime ?? '',
  }));
  const update = (patch: Partial<Draft>) => {
    setError(null);
    setDraft((d) => ({ ...d, ...patch }));
  };

  const { cart } = useCart();
  const productIds = Object.keys(cart)
    .filter((id) => Object.values(cart[id] ?? {}).some((n) => n > 0))
    .sort();
  // The outlets page's own list and cache: opening the modal there asks for nothing again.
  const outlets = useOutlets();
  const outletList = outlets.data ?? [];
  // Pickup chooses among the outlets, the first by default.
  const outletId = draft.outletId ?? outletList[0]?.id ?? null;
  const outlet = outletList.find((o) => o.id === outletId) ?? null;

  // A bag of festive pre-orders is served only in its season's window, learnt from the slots answer.
  const [seasonWindow, setSeasonWindow] = useState<SeasonWindow | null>(null);
  const firstDate = seasonWindow && seasonWindow.firstDay > today ? seasonWindow.firstDay : today;
  const lastDate = seasonWindow?.lastDay ?? addDays(today, SERVICE_BOOKING_DAYS);
  // The date box holds what is typed; a date being typed digit by digit passes through past dates.
  const dateInRange = draft.date >= firstDate && draft.date <= lastDate;
  const slots = useSlots({
    serviceType: draft.serviceType,
    outletId: draft.serviceType === 'pickup' ? outletId : null,
    date: dateInRange ? draft.date : '',
    productIds,
  });
  const answeredSeason = slots.data?.season;
  useEffect(() => {
    if (!answeredSeason) return;
    setSeasonWindow(answeredSeason);
    const first = answeredSeason.firstDay > today ? answeredSeason.firstDay : today;
    setDraft((d) => (d.date >= first && d.date <= answeredSeason.lastDay ? d : { ...d, date: first, slot: '' }));
  }, [answeredSeason, today]);
  const bagProblem = slots.data?.bagProblem ?? null;
  const notice = slots.data?.notice ?? null;
  const slotList = slots.data?.slots ?? [];
  const chosenSlot = slotList.find((s) => s.slot === draft.slot);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    const root = document.documentElement;
    const previous = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = previous;
      if (dialog.open) dialog.close();
    };
  }, []);

  const missing = (upTo: number): boolean => {
    if (!draft.serviceType) return true;
    if (upTo >= 1) {
      if (draft.serviceType === 'pickup' && outletId === null) return true;
      if (draft.serviceType === 'delivery' && !draft.address.trim()) return true;
    }
    if (upTo >= 2 && (!draft.date || !draft.slot)) return true;
    return false;
  };

  const next = () => {
    if (missing(step)) return setError(REQUIRED);
    setError(null);
    setStep((s) => s + 1);
  };

  const confirm = () => {
    if (missing(2)) return setError(REQUIRED);
    if (!chosenSlot?.available) return setError('This time slot is no longer available. Please choose another.');
    const selection: UserSelection =
      draft.serviceType === 'pickup'
        ? {
            serviceType: 'pickup',
            calendarDate: draft.date,
            deliveryTime: draft.slot,
            outletId: outletId!,
            ...(outlet ? { outletTitle: outlet.title } : {}),
          }
        : {
            serviceType: 'delivery',
            deliveryAddress: draft.address.trim(),
            calendarDate: draft.date,
            deliveryTime: draft.slot,
            ...(draft.location ? { location: draft.location } : {}),
          };
    // No page reload (docs/decisions.md); the shared state and the header update in place.
    saveSelection(selection);
    closeServiceChange();
  };

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-modal="true"
      data-testid="service-modal"
      onCancel={(e) => {
        e.preventDefault();
        if (dismissible) closeServiceChange();
      }}
      className="bg-cream text-cocoa-900 backdrop:bg-cocoa-900/60 m-auto w-[min(36rem,calc(100vw-1.5rem))] max-w-none overflow-visible rounded-3xl p-0 shadow-2xl backdrop:backdrop-blur-sm"
    >
      <div className="flex max-h-[calc(100dvh-1.5rem)] flex-col">
        <header className="border-cocoa-900/10 flex items-start justify-between gap-4 border-b px-5 pt-5 pb-4 sm:px-7">
          <div>
            {/* Opening focuses the title, not the first option, whose focus ring would read as a choice made. */}
            <h2 id={titleId} tabIndex={-1} autoFocus className="text-2xl font-semibold focus:outline-none">
              {step === 0
                ? t('serviceModal.howWouldYouLikeYour')
                : step === 1
                  ? draft.serviceType === 'pickup'
                    ? t('serviceModal.chooseYourOutlet')
                    : t('serviceModal.whereShouldWeDeliver')
                  : t('serviceModal.chooseADateAndTime')}
            </h2>
            <ol className="mt-3 flex gap-2" aria-label={t('serviceModal.steps')}>
              {STEPS.map((label, i) => (
                <li
                  key={label}
                  aria-current={i === step ? 'step' : undefined}
                  className={`flex items-center gap-1.5 rounded-full px-3 py-1 text-xs font-semibold ${i === step ? 'bg-cocoa-900 text-cream' : i < step ? 'bg-wheat-300 text-cocoa-900' : 'bg-cream-200 text-cocoa-700'}`}
                >
                  {i < step ? (
                    <Check aria-hidden="true" className="size-3.5" />
                  ) : (
                    <span aria-hidden="true">{i + 1}</span>
                  )}
                  <span>
                    <span className="sr-only">
                      {t('serviceModal.step')} {i + 1} {t('serviceModal.of3')}{' '}
                    </span>
                    {label}
                  </span>
                </li>
              ))}
            </ol>
          </div>
          {dismissible && (
            <button
              type="button"
              onClick={closeServiceChange}
              aria-label={t('serviceModal.close')}
              className="hover:bg-cream-200 -mt-1 -mr-2 flex size-11 shrink-0 items-center justify-center rounded-full"
            >
              <X aria-hidden="true" />
            </button>
          )}
        </header>

        <div className="flex-1 overflow-y-auto px-5 py-5 sm:px-7">
          {step === 0 && (
            <fieldset>
              <legend className="sr-only">{t('serviceModal.serviceType')}</legend>
              <div className="grid gap-3 sm:grid-cols-2">
                {(
                  [
                    ['pickup', 'Pick Up', 'Collect from one of our outlets', Store],
                    ['delivery', 'Delivery', 'We bring it to your door', Bike],
                  ] as const
                ).map(([value, label, hint, Icon]) => {
                  const checked = draft.serviceType === value;
                  return (
                    <label
                      key={value}
                      data-testid={`service-type-${value}`}
                      // Chosen: a dark border and a tick. Focused: a dashed ring set off from the card. They never look alike.
                      className={`has-[:focus-visible]:outline-accent-700 relative flex cursor-pointer items-center gap-4 rounded-2xl border-2 p-4 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-4 has-[:focus-visible]:outline-dashed ${checked ? 'border-cocoa-900 bg-white' : 'border-cocoa-900/15 hover:border-cocoa-900/50 bg-white/60'}`}
                    >
                      {checked && (
                        <span
                          aria-hidden="true"
                          className="bg-cocoa-900 text-cream absolute top-2 right-2 flex size-6 items-center justify-center rounded-full"
                        >
                          <Check className="size-4" />
                        </span>
                      )}
                      <input
                        type="radio"
                        name="service-type"
                        value={value}
                        checked={checked}
                        onChange={() => update({ serviceType: value, slot: '' })}
                        className="sr-only"
                      />
                      <span
                        className={`flex size-12 shrink-0 items-center justify-center rounded-full ${checked ? 'bg-cocoa-900 text-cream' : 'bg-cream-200 text-cocoa-700'}`}
                      >
                        <Icon aria-hidden="true" />
                      </span>
                      <span>
                        <span className="block font-semibold">{label}</span>
                        <span className="text-cocoa-700 block text-sm">{hint}</span>
                      </span>
                    </label>
                  );
                })}
              </div>
            </fieldset>
          )}

          {step === 1 && draft.serviceType === 'pickup' && (
            <div className="space-y-3">
              <label htmlFor="service-outlet" className="block text-sm font-semibold">
                {t('serviceModal.outlet')}{' '}
                <span aria-hidden="true" className="text-accent-700">
                  *
                </span>
              </label>
              {outlets.isPending ? (
                <Skeleton className="h-12" />
              ) : outlets.isError ? (
                <p className="text-accent-700 text-sm">
                  {t('serviceModal.outletsCouldNotBeLoaded')} {outlets.error.message}
                </p>
              ) : (
                <select
                  id="service-outlet"
                  value={outletId ?? ''}
                  onChange={(e) => update({ outletId: Number(e.target.value), slot: '' })}
                  className="border-cocoa-900/25 h-12 w-full rounded-xl border bg-white px-3"
                >
                  {outletList.map((o) => (
                    <option key={o.id} value={o.id}>
                      {o.title}
                    </option>
                  ))}
                </select>
              )}
              {outlet && (
                <address
                  className="text-cocoa-900 ring-cocoa-900/10 rounded-xl bg-white p-4 text-sm not-italic ring-1"
                  data-testid="outlet-address"
                >
                  <span className="block font-semibold">{outlet.title}</span>
                  {outlet.address.street}, {outlet.address.zipcode} {outlet.address.city}, {outlet.address.state}
                  <span className="text-cocoa-700 mt-1 block">{outlet.contactNumber}</span>
                </address>
              )}
            </div>
          )}

          {step === 1 && draft.serviceType === 'delivery' && (
            <AddressField
              address={draft.address}
              location={draft.location}
              onChange={(address, location) => update({ address, location })}
            />
          )}

          {step === 2 && (
            <div className="space-y-5">
              <div>
                <label htmlFor="service-date" className="block text-sm font-semibold">
                  {t('serviceModal.date')}{' '}
                  <span aria-hidden="true" className="text-accent-700">
                    *
                  </span>
                </label>
                <input
                  ref={dateRef}
                  id="service-date"
                  type="date"
                  min={firstDate}
                  max={lastDate}
                  aria-describedby={seasonWindow ? 'season-window' : undefined}
                  value={draft.date}
                  required
                  onChange={(e) => update({ date: e.target.value, slot: '' })}
                  // Chromium focuses the date's month/day/year parts, and the box then misses :focus-visible.
                  className="border-cocoa-900/25 focus:outline-accent mt-2 h-12 w-full rounded-xl border bg-white px-3 focus:outline-3 focus:outline-offset-2 sm:w-60"
                />
              </div>
              {seasonWindow && (
                <p id="season-window" className="bg-wheat-300 rounded-xl p-3 text-sm" data-testid="season-window">
                  {t('serviceModal.yourBagHoldsPreOrders', {
                    season: seasonWindow.seasonName,
                    window: formatWindow(seasonWindow.firstDay, seasonWindow.lastDay, lang),
                  })}
                </p>
              )}
              {!dateInRange ? (
                <p className="text-cocoa-700 text-sm">
                  {t('serviceModal.chooseADateFrom')} {formatServiceDate(firstDate, lang)} {t('serviceModal.to')}{' '}
                  {formatServiceDate(lastDate, lang)}.
                </p>
              ) : slots.isPending ? (
                <div className="grid grid-cols-2 gap-2 sm:grid-cols-3" aria-busy="true">
                  {Array.from({ length: 12 }, (_, i) => (
                    <Skeleton key={i} className="h-11" />
                  ))}
                </div>
              ) : slots.isError ? (
                <p className="text-accent-700 text-sm">{slots.error.message}</p>
              ) : (
                <>
                  {bagProblem && (
                    <p
                      role="alert"
                      className="bg-wheat-300 rounded-xl p-3 text-sm font-semibold"
                      data-testid="bag-problem"
                    >
                      {bagProblem}
                    </p>
                  )}
                  {slots.data.nextOpenDate && (
                    <p className="bg-wheat-300 rounded-xl p-3 text-sm">
                      {outlet?.title ?? t('serviceModal.theOutlet')} {t('serviceModal.isClosedOn')}{' '}
                      {formatServiceDate(draft.date, lang)}.{' '}
                      <button
                        type="button"
                        className="font-semibold underline underline-offset-2"
                        onClick={() => {
                          update({ date: slots.data.nextOpenDate!, slot: '' });
                          // This button goes away with the notice: keep keyboard focus in the step.
                          dateRef.current?.focus();
                        }}
                      >
                        {t('serviceModal.choose')} {formatServiceDate(slots.data.nextOpenDate, lang)}
                      </button>
                    </p>
                  )}
                  {notice && (
                    <p className="bg-wheat-300 rounded-xl p-3 text-sm" data-testid="lead-notice">
                      {noticeText(notice, t, lang)}
                      {notice.firstDate &&
                        notice.firstSlot &&
                        (notice.firstDate !== draft.date || notice.firstSlot !== draft.slot) && (
                          <>
                            {' '}
                            <button
                              type="button"
                              className="font-semibold underline underline-offset-2"
                              onClick={() => {
                                update({ date: notice.firstDate!, slot: notice.firstSlot! });
                                dateRef.current?.focus();
                              }}
                            >
                              {t('serviceModal.chooseIt')}
                            </button>
                          </>
                        )}
                    </p>
                  )}
                  <SlotPicker slots={slotList} value={draft.slot} onChange={(slot) => update({ slot })} />
                </>
              )}
            </div>
          )}
        </div>

        <footer className="border-cocoa-900/10 border-t px-5 py-4 sm:px-7">
          <p role="alert" className="text-accent-700 mb-3 text-sm font-semibold empty:hidden">
            {error}
          </p>
          <div className="flex items-center justify-between gap-3">
            {step > 0 ? (
              <Button variant="secondary" onClick={() => (setError(null), setStep((s) => s - 1))}>
                {t('serviceModal.back')}
              </Button>
            ) : (
              <span />
            )}
            {step < 2 ? (
              <Button onClick={next}>{t('serviceModal.next')}</Button>
            ) : (
              <Button onClick={confirm}>{t('serviceModal.confirm')}</Button>
            )}
          </div>
        </footer>
      </div>
    </dialog>
  );
}

type SeasonWindow = NonNullable<SlotsResponse['season']>;

/** "Chocolate Cake needs 2 days' notice: the first slot is Sun 29 Nov 10:00.", in the page's language. */
function noticeText(
  n: { productName: string; hours: number; firstDate: string | null; firstSlot: string | null },
  t: TFunction<'service'>,
  lang: Lang,
): string {
  const ahead =
    n.hours % 24 === 0 ? t('leadNotice.days', { count: n.hours / 24 }) : t('leadNotice.hours', { count: n.hours });
  const first =
    n.firstDate && n.firstSlot
      ? t('leadNotice.firstSlot', { date: formatServiceDate(n.firstDate, lang), time: n.firstSlot.slice(0, 5) })
      : t('leadNotice.noSlot');
  return t('leadNotice.needs', { product: n.productName, ahead, first });
}
