import { formatWindow } from '@shop/contract';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../shared/i18n/messages.ts';
import { useLang } from '../../../shared/i18n/react.tsx';
import { Skeleton } from '../../../shared/ui/skeleton.tsx';
import { formatServiceDate } from '../format.ts';
import { LeadNotice } from './lead-notice.tsx';
import { SlotPicker } from './slot-picker.tsx';
import type { ServiceWizard } from './use-service-wizard.ts';

/** The last step: the date, then that date's slots with what limits them. */
export function DateTimeStep({ wizard }: { wizard: ServiceWizard }) {
  const lang = useLang();
  const { t } = useTranslation('service');
  const dateRef = useRef<HTMLInputElement>(null);
  const { draft, update, firstDate, lastDate, seasonWindow } = wizard;
  // A button that goes away with its notice keeps keyboard focus in the step.
  const choose = (date: string, slot: string) => {
    update({ date, slot });
    dateRef.current?.focus();
  };
  return (
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
      {!wizard.dateInRange ? (
        <p className="text-cocoa-700 text-sm">
          {t('serviceModal.chooseADateFrom')} {formatServiceDate(firstDate, lang)} {t('serviceModal.to')}{' '}
          {formatServiceDate(lastDate, lang)}.
        </p>
      ) : (
        <DateSlots wizard={wizard} choose={choose} />
      )}
    </div>
  );
}

/** The slots of a date in range: loading, failed, or the picker under what limits it. */
function DateSlots({ wizard, choose }: { wizard: ServiceWizard; choose: (date: string, slot: string) => void }) {
  const lang = useLang();
  const { t } = useTranslation('service');
  const { slots, draft, update, outlet } = wizard;
  if (slots.isPending) {
    return (
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3" aria-busy="true">
        {Array.from({ length: 12 }, (_, i) => (
          <Skeleton key={i} className="h-11" />
        ))}
      </div>
    );
  }
  if (slots.isError) return <p className="text-accent-700 text-sm">{slots.error.message}</p>;
  const { bagProblem, notice, nextOpenDate } = slots.data;
  return (
    <>
      {bagProblem && (
        <p role="alert" className="bg-wheat-300 rounded-xl p-3 text-sm font-semibold" data-testid="bag-problem">
          {translateMessage(bagProblem, undefined, lang)}
        </p>
      )}
      {nextOpenDate && (
        <p className="bg-wheat-300 rounded-xl p-3 text-sm">
          {outlet?.title ?? t('serviceModal.theOutlet')} {t('serviceModal.isClosedOn')}{' '}
          {formatServiceDate(draft.date, lang)}.{' '}
          <button
            type="button"
            className="font-semibold underline underline-offset-2"
            onClick={() => choose(nextOpenDate, '')}
          >
            {t('serviceModal.choose')} {formatServiceDate(nextOpenDate, lang)}
          </button>
        </p>
      )}
      {notice && <LeadNotice notice={notice} date={draft.date} slot={draft.slot} onChoose={choose} />}
      <SlotPicker slots={slots.data.slots} value={draft.slot} onChange={(slot) => update({ slot })} />
    </>
  );
}
