import type { SlotInfo } from '@shop/contract';

const MARKS = { past: ' (Unavailable)', full: ' (Full)', closed: ' (Closed)', notice: ' (Too soon)', season: ' (Not in window)' } as const;

/** 12 hourly slots; today's started ones are '(Unavailable)', booked-out ones '(Full)'. */
export function slotLabel(s: SlotInfo): string {
  return `${s.slot}${s.reason ? MARKS[s.reason] : ''}`;
}

interface SlotPickerProps {
  slots: SlotInfo[];
  value: string;
  onChange(slot: string): void;
}

export function SlotPicker({ slots, value, onChange }: SlotPickerProps) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold text-cocoa-900">
        Time <span aria-hidden="true" className="text-accent-700">*</span>
      </legend>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {slots.map((s) => {
          const checked = value === s.slot;
          return (
            <label
              key={s.slot}
              className={`flex min-h-11 items-center justify-center rounded-xl border px-2 text-center text-sm transition-colors ${
                !s.available
                  ? 'cursor-not-allowed border-cocoa-900/10 bg-cream-200/60 text-cocoa-700'
                  : checked
                    ? 'cursor-pointer border-cocoa-900 bg-cocoa-900 text-cream'
                    : 'cursor-pointer border-cocoa-900/25 bg-white text-cocoa-900 hover:border-cocoa-900'
              } has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-accent`}
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
              {slotLabel(s)}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
