import { ADD_ON_CEILINGS, type AddOnOffer } from '@shop/contract';
import { TextField } from '../../../shared/ui/text-field.tsx';
import { FieldError, Panel } from './ui.tsx';

type Errors = Record<string, { message?: string } | Record<string, { message?: string }> | undefined> | undefined;
const messageOf = (e: unknown): string | undefined => (e as { message?: string } | undefined)?.message;
/** A number field's value: empty stays empty rather than showing NaN. */
const shown = (n: number | undefined) => (n === undefined || Number.isNaN(n) ? '' : String(n));

/**
 * A price per option. An option left empty sells at the product's price, so only the options whose
 * price differs are sent.
 */
export function OptionPricesPanel({
  features,
  value,
  onChange,
  errors,
}: {
  features: string[];
  value: Record<string, number> | null | undefined;
  onChange: (next: Record<string, number> | null) => void;
  errors: unknown;
}) {
  if (features.length === 0) return null;
  const prices = value ?? {};
  const set = (option: string, raw: string, n: number) => {
    const next = { ...prices };
    if (raw === '') delete next[option];
    else next[option] = n;
    onChange(Object.keys(next).length > 0 ? next : null);
  };
  const perOption = errors as Errors;
  return (
    <Panel className="space-y-3">
      <h2 className="text-base font-semibold">Price per option</h2>
      <p className="text-cocoa-700 text-sm">Leave an option empty to sell it at the product&apos;s price.</p>
      {features.map((f) => (
        <TextField
          key={f}
          label={`Price: ${f}`}
          type="number"
          step="0.01"
          min="0"
          inputMode="decimal"
          value={shown(prices[f])}
          onChange={(e) => set(f, e.target.value, e.target.valueAsNumber)}
          error={messageOf(perOption?.[f])}
        />
      ))}
      <FieldError message={messageOf(errors)} />
    </Panel>
  );
}

type AddOn = keyof AddOnOffer;
const DEFAULTS: Required<AddOnOffer> = {
  message: { maxLength: 30, price: 0 },
  candles: { max: 10, price: 0 },
  knife: { price: 0 },
  card: { maxLength: 150, price: 0 },
};
const LABELS: Record<AddOn, string> = {
  message: 'A message on the cake',
  candles: 'Candles',
  knife: 'A cake knife',
  card: 'A greeting card',
};
const LIMITS: { [K in AddOn]?: { field: string; label: string; ceiling: number } } = {
  message: { field: 'maxLength', label: 'Message: most characters', ceiling: ADD_ON_CEILINGS.messageChars },
  candles: { field: 'max', label: 'Candles: most per cake', ceiling: ADD_ON_CEILINGS.candles },
  card: { field: 'maxLength', label: 'Card: most characters', ceiling: ADD_ON_CEILINGS.cardChars },
};
const PRICE_LABELS: Record<AddOn, string> = {
  message: 'Message: price',
  candles: 'Candles: price each',
  knife: 'Knife: price',
  card: 'Card: price',
};

/** Whether the product is customisable, and which add-ons it offers with their limits and prices. */
export function CustomisationPanel({
  value,
  onChange,
  errors,
}: {
  value: AddOnOffer | null | undefined;
  onChange: (next: AddOnOffer | null) => void;
  errors: unknown;
}) {
  const offer = value ?? null;
  return (
    <Panel className="space-y-3">
      <label className="flex min-h-11 items-center gap-3 text-sm font-medium">
        <input
          type="checkbox"
          className="accent-cocoa-900 size-5 shrink-0"
          checked={offer !== null}
          onChange={(e) => onChange(e.target.checked ? { message: DEFAULTS.message } : null)}
        />
        Customisable (a shopper can add a message, candles, a knife or a card)
      </label>
      {offer !== null && (
        <fieldset className="space-y-3">
          <legend className="text-sm font-semibold">Add-ons offered</legend>
          {(Object.keys(LABELS) as AddOn[]).map((k) => (
            <AddOnFields key={k} addOn={k} offer={offer} onChange={onChange} errors={(errors as Errors)?.[k]} />
          ))}
          <FieldError message={messageOf(errors)} />
        </fieldset>
      )}
    </Panel>
  );
}

function AddOnFields({
  addOn,
  offer,
  onChange,
  errors,
}: {
  addOn: AddOn;
  offer: AddOnOffer;
  onChange: (next: AddOnOffer) => void;
  errors: unknown;
}) {
  const current = offer[addOn] as Record<string, number> | undefined;
  const limit = LIMITS[addOn];
  const fieldErrors = errors as Record<string, { message?: string }> | undefined;
  const toggle = (on: boolean) => {
    const next = { ...offer };
    if (on) Object.assign(next, { [addOn]: DEFAULTS[addOn] });
    else delete next[addOn];
    onChange(next);
  };
  const setField = (field: string, n: number) => onChange({ ...offer, [addOn]: { ...current, [field]: n } });
  return (
    <div className="border-cream-300 space-y-2 border-t pt-3">
      <label className="flex min-h-11 items-center gap-3 text-sm font-medium">
        <input
          type="checkbox"
          className="accent-cocoa-900 size-5"
          checked={current !== undefined}
          onChange={(e) => toggle(e.target.checked)}
        />
        {LABELS[addOn]}
      </label>
      {current && (
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-1">
          {limit && (
            <TextField
              label={limit.label}
              type="number"
              min="1"
              max={limit.ceiling}
              inputMode="numeric"
              value={shown(current[limit.field])}
              onChange={(e) => setField(limit.field, e.target.valueAsNumber)}
              error={messageOf(fieldErrors?.[limit.field])}
            />
          )}
          <TextField
            label={PRICE_LABELS[addOn]}
            type="number"
            step="0.01"
            min="0"
            inputMode="decimal"
            value={shown(current['price'])}
            onChange={(e) => setField('price', e.target.valueAsNumber)}
            error={messageOf(fieldErrors?.['price'])}
          />
        </div>
      )}
    </div>
  );
}
