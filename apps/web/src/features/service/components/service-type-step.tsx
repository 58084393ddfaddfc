import { Bike, Check, Store } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Draft } from './use-service-wizard.ts';

const OPTIONS = [
  { value: 'pickup', label: 'serviceTypeStep.pickUp', hint: 'serviceTypeStep.collectFromOneOfOur', Icon: Store },
  { value: 'delivery', label: 'serviceTypeStep.delivery', hint: 'serviceTypeStep.weBringItToYour', Icon: Bike },
] as const;

/** The first step: pickup or delivery, as two cards. */
export function ServiceTypeStep({
  value,
  onChange,
}: {
  value: Draft['serviceType'];
  onChange: (serviceType: 'pickup' | 'delivery') => void;
}) {
  const { t } = useTranslation('service');
  return (
    <fieldset>
      <legend className="sr-only">{t('serviceModal.serviceType')}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {OPTIONS.map(({ value: option, label, hint, Icon }) => {
          const checked = value === option;
          return (
            <label
              key={option}
              data-testid={`service-type-${option}`}
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
                value={option}
                checked={checked}
                onChange={() => onChange(option)}
                className="sr-only"
              />
              <span
                className={`flex size-12 shrink-0 items-center justify-center rounded-full ${checked ? 'bg-cocoa-900 text-cream' : 'bg-cream-200 text-cocoa-700'}`}
              >
                <Icon aria-hidden="true" />
              </span>
              <span>
                <span className="block font-semibold">{t(label)}</span>
                <span className="text-cocoa-700 block text-sm">{t(hint)}</span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
