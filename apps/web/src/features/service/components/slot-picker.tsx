import type { SlotInfo } from '@shop/contract';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

/** 12 hourly slots; today's started ones are '(Unavailable)', booked-out ones '(Full)'. */
export function slotLabel(s: SlotInfo, t: TFunction<'service'>): string {
  return s.reason ? t(`slotPicker.marks.${s.reason}`, { slot: s.slot }) : s.slot;
}

interface SlotPickerProps {
  slots: SlotInfo[];
  value: string;
  onChange(slot: string): void;
}

export function SlotPicker({ slots, value, onChange }: SlotPickerProps) {
  const { t } = useTranslation('service');
  return (
    <fieldset>
      <legend className="text-cocoa-900 mb-2 text-sm font-semibold">
        {t('slotPicker.time')}{' '}
        <span aria-hidden="true" className="text-accent-700">
          *
        </span>
      </legend>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {slots.map((s) => {
          const checked = value === s.slot;
          return (
            <label
              key={s.slot}
              className={`flex min-h-11 items-center justify-center rounded-xl border px-2 text-center text-sm transition-colors ${
                !s.available
                  ? 'border-cocoa-900/10 bg-cream-200/60 text-cocoa-700 cursor-not-allowed'
                  : checked
                    ? 'border-cocoa-900 bg-cocoa-900 text-cream cursor-pointer'
                    : 'border-cocoa-900/25 text-cocoa-900 hover:border-cocoa-900 cursor-pointer bg-white'
              } has-[:focus-visible]:outline-accent has-[:focus-visible]:outline-3`}
            >
              <input
                type="radio"
                name="service-slot"
                value={s.slot}
                checked={checked}
                disabled={!s.available}
                onChange={() => onChange(s.slot)}
                className="sr-only"
              />
              {slotLabel(s, t)}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
