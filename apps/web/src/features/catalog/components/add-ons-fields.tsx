import { charCount, type AddOnOffer } from '@shop/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../../shared/use-money.ts';

/** What the shopper has typed or ticked; the form turns it into the line's add-ons. */
export interface AddOnsDraft {
  message: string;
  candles: string;
  knife: boolean;
  cardOn: boolean;
  card: string;
}

export const EMPTY_ADD_ONS: AddOnsDraft = { message: '', candles: '', knife: false, cardOn: false, card: '' };

/** The draft as the API's add-ons: only what was chosen. */
export function draftToAddOns(d: AddOnsDraft) {
  const candles = Number.parseInt(d.candles, 10);
  return {
    ...(d.message.trim() ? { message: d.message.trim() } : {}),
    ...(candles > 0 ? { candles } : {}),
    ...(d.knife ? { knife: true as const } : {}),
    ...(d.cardOn ? { card: d.card.trim() } : {}),
  };
}

const inputClass = 'min-h-11 w-full rounded-xl border border-cocoa-900/25 bg-white px-4 text-cocoa-900';

/** The add-ons a customisable product offers, each with its limit and price. */
export function AddOnsFields({
  offer,
  draft,
  onChange,
}: {
  offer: AddOnOffer;
  draft: AddOnsDraft;
  onChange(d: AddOnsDraft): void;
}) {
  const { t } = useTranslation('catalog');
  const money = useMoney();
  const id = useId();
  const priced = (price: number, each = false) =>
    ` ${price > 0 ? t(each ? 'addOnsFields.plusPriceEach' : 'addOnsFields.plusPrice', { price: money(price) }) : t('addOnsFields.free')}`;
  const set = (patch: Partial<AddOnsDraft>) => onChange({ ...draft, ...patch });
  return (
    <fieldset className="space-y-4" data-testid="add-ons">
      <legend className="text-cocoa-900 mb-3 text-sm font-semibold">{t('addOnsFields.makeItTheirs')}</legend>
      {offer.message && (
        <div>
          <label htmlFor={`${id}-message`} className="text-cocoa-900 mb-1 block text-sm">
            {t('addOnsFields.messageOnTheCake')}
            {priced(offer.message.price)}
          </label>
          <input
            id={`${id}-message`}
            value={draft.message}
            maxLength={offer.message.maxLength}
            onChange={(e) => set({ message: e.target.value })}
            aria-describedby={`${id}-message-count`}
            className={inputClass}
          />
          <p id={`${id}-message-count`} className="text-cocoa-700 mt-1 text-xs">
            {t('addOnsFields.characters', { n: charCount(draft.message), max: offer.message.maxLength })}
          </p>
        </div>
      )}
      {offer.candles && (
        <div>
          <label htmlFor={`${id}-candles`} className="text-cocoa-900 mb-1 block text-sm">
            {t('addOnsFields.candlesUpTo', { max: offer.candles.max })}
            {priced(offer.candles.price, true)}
          </label>
          <input
            id={`${id}-candles`}
            type="number"
            inputMode="numeric"
            min={0}
            max={offer.candles.max}
            value={draft.candles}
            onChange={(e) => set({ candles: e.target.value })}
            className={`${inputClass} max-w-28`}
          />
        </div>
      )}
      {offer.knife && (
        <label className="text-cocoa-900 flex min-h-11 items-center gap-3 text-sm">
          <input
            type="checkbox"
            checked={draft.knife}
            onChange={(e) => set({ knife: e.target.checked })}
            className="accent-cocoa-900 size-5"
          />
          {t('addOnsFields.addACakeKnife')}
          {priced(offer.knife.price)}
        </label>
      )}
      {offer.card && (
        <div>
          <label className="text-cocoa-900 flex min-h-11 items-center gap-3 text-sm">
            <input
              type="checkbox"
              checked={draft.cardOn}
              onChange={(e) => set({ cardOn: e.target.checked })}
              className="accent-cocoa-900 size-5"
            />
            {t('addOnsFields.addAGreetingCard')}
            {priced(offer.card.price)}
          </label>
          {draft.cardOn && (
            <>
              <label htmlFor={`${id}-card`} className="text-cocoa-900 mt-2 mb-1 block text-sm">
                {t('addOnsFields.cardText')}
              </label>
              <textarea
                id={`${id}-card`}
                value={draft.card}
                maxLength={offer.card.maxLength}
                rows={3}
                onChange={(e) => set({ card: e.target.value })}
                className={`${inputClass} py-2`}
              />
            </>
          )}
        </div>
      )}
    </fieldset>
  );
}
