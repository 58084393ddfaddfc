import {
  addDays,
  SERVICE_BOOKING_DAYS,
  shopClock,
  type LatLng,
  type ShopZone,
  type SlotsResponse,
  type UserSelection,
} from '@shop/contract';
import { useEffect, useState, type Dispatch, type SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import { useCart } from '../../cart/api/get-cart.ts';
import { useOutlets } from '../../outlets/api/get-outlets.ts';
import { useSlots } from '../api/get-slots.ts';
import { closeServiceChange, saveSelection } from '../selection.ts';

export interface Draft {
  serviceType: 'pickup' | 'delivery' | null;
  outletId: number | null;
  address: string;
  location: LatLng | null;
  date: string;
  slot: string;
}

export type SeasonWindow = NonNullable<SlotsResponse['season']>;

/** The steps: the service, then where, then when (the last). */
export const LAST_STEP = 2;

function initialDraft(initial: UserSelection | null, today: string): Draft {
  return {
    serviceType: initial?.serviceType ?? null,
    outletId: initial?.outletId ?? null,
    address: initial?.deliveryAddress ?? '',
    location: initial?.location ?? null,
    date: initial && initial.calendarDate >= today ? initial.calendarDate : today,
    slot: initial?.deliveryTime ?? '',
  };
}

/** Whether the steps up to `upTo` still lack a required choice. */
function incomplete(draft: Draft, outletId: number | null, upTo: number): boolean {
  if (!draft.serviceType) return true;
  if (upTo >= 1) {
    if (draft.serviceType === 'pickup' && outletId === null) return true;
    if (draft.serviceType === 'delivery' && !draft.address.trim()) return true;
  }
  return upTo >= 2 && (!draft.date || !draft.slot);
}

function selectionOf(draft: Draft, outletId: number | null, outletTitle: string | undefined): UserSelection {
  return draft.serviceType === 'pickup'
    ? {
        serviceType: 'pickup',
        calendarDate: draft.date,
        deliveryTime: draft.slot,
        outletId: outletId!,
        ...(outletTitle !== undefined ? { outletTitle } : {}),
      }
    : {
        serviceType: 'delivery',
        deliveryAddress: draft.address.trim(),
        calendarDate: draft.date,
        deliveryTime: draft.slot,
        ...(draft.location ? { location: draft.location } : {}),
      };
}

/** The products in the bag: the slots offered are those its slowest product can make. */
function useBagProductIds(): string[] {
  const { cart } = useCart();
  return Object.keys(cart)
    .filter((id) => Object.values(cart[id] ?? {}).some((n) => n > 0))
    .sort();
}

/** The dates the draft may take and the slots of its date, asked with the bag. */
function useDraftSlots(
  draft: Draft,
  outletId: number | null,
  today: string,
  setDraft: Dispatch<SetStateAction<Draft>>,
) {
  const productIds = useBagProductIds();
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
  }, [answeredSeason, today, setDraft]);
  return { slots, seasonWindow, firstDate, lastDate, dateInRange };
}

/**
 * The service modal's state: the step shown, the choices so far, the outlets and the slots they
 * lead to, and the moves between steps. `reason` (sent back from checkout) opens it on the last step
 * with that message.
 */
export function useServiceWizard({
  initial,
  zone,
  reason,
}: {
  initial: UserSelection | null;
  zone: ShopZone;
  reason: string | null;
}) {
  const { t } = useTranslation('service');
  const today = shopClock(new Date(), zone).date;
  const [error, setError] = useState<string | null>(reason);
  const [step, setStep] = useState(reason && initial ? LAST_STEP : 0);
  const [draft, setDraft] = useState<Draft>(() => initialDraft(initial, today));
  const update = (patch: Partial<Draft>) => {
    setError(null);
    setDraft((d) => ({ ...d, ...patch }));
  };
  // The outlets page's own list and cache: opening the modal there asks for nothing again.
  const outlets = useOutlets();
  const outletList = outlets.data ?? [];
  // Pickup chooses among the outlets, the first by default.
  const outletId = draft.outletId ?? outletList[0]?.id ?? null;
  const outlet = outletList.find((o) => o.id === outletId) ?? null;
  const dates = useDraftSlots(draft, outletId, today, setDraft);

  const next = () => {
    if (incomplete(draft, outletId, step)) return setError(t('useServiceWizard.pleaseFillInAllRequired'));
    setError(null);
    setStep((s) => s + 1);
  };
  const back = () => {
    setError(null);
    setStep((s) => s - 1);
  };
  const confirm = () => {
    if (incomplete(draft, outletId, LAST_STEP)) return setError(t('useServiceWizard.pleaseFillInAllRequired'));
    const chosen = dates.slots.data?.slots.find((s) => s.slot === draft.slot);
    if (!chosen?.available) return setError(t('useServiceWizard.thisTimeSlotIsNo'));
    // No page reload (docs/decisions.md); the shared state and the header update in place.
    saveSelection(selectionOf(draft, outletId, outlet?.title));
    closeServiceChange();
  };

  return { step, draft, error, update, outlets, outletId, outlet, ...dates, next, back, confirm };
}

export type ServiceWizard = ReturnType<typeof useServiceWizard>;
