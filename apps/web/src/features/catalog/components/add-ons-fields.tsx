import { charCount, type AddOnOffer } from '@shop/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../../shared/use-money.ts';
import { ADD_FIELDS, type AddOnsDraft } from '../add-to-bag-form.ts';

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
            name={ADD_FIELDS.message}
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
            name={ADD_FIELDS.candles}
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
            name={ADD_FIELDS.knife}
            checked={draft.knife}
            onChange={(e) => set({ knife: e.target.checked })}
            className="accent-cocoa-900 size-5"
          />
          {t('addOnsFields.addACakeKnife')}
          {priced(offer.knife.price)}
        </label>
      )}
      {offer.card && (
        // The card's text shows while its box is ticked: by the style sheet, so a form posted before
        // (or without) the page's scripts can carry a card too. The action reads the text only with
        // the box ticked, as the draft does.
        <div className="group">
          <label className="text-cocoa-900 flex min-h-11 items-center gap-3 text-sm">
            <input
              type="checkbox"
              name={ADD_FIELDS.cardOn}
              checked={draft.cardOn}
              onChange={(e) => set({ cardOn: e.target.checked })}
              className="accent-cocoa-900 size-5"
            />
            {t('addOnsFields.addAGreetingCard')}
            {priced(offer.card.price)}
          </label>
          <div className="hidden group-has-[:checked]:block">
            <label htmlFor={`${id}-card`} className="text-cocoa-900 mt-2 mb-1 block text-sm">
              {t('addOnsFields.cardText')}
            </label>
            <textarea
              id={`${id}-card`}
              name={ADD_FIELDS.card}
              value={draft.card}
              maxLength={offer.card.maxLength}
              rows={3}
              onChange={(e) => set({ card: e.target.value })}
              className={`${inputClass} py-2`}
            />
          </div>
        </div>
      )}
    </fieldset>
  );
}
