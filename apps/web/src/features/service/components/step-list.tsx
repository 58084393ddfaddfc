import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const STEPS = ['stepList.service', 'stepList.where', 'stepList.when'] as const;

/** The modal's three steps: those done ticked, the current one marked for assistive technology. */
export function StepList({ step }: { step: number }) {
  const { t } = useTranslation('service');
  return (
    <ol className="mt-3 flex gap-2" aria-label={t('serviceModal.steps')}>
      {STEPS.map((label, i) => (
        <li
          key={label}
          aria-current={i === step ? 'step' : undefined}
          className={`flex items-center gap-1.5 rounded-full px-3 py-1 text-xs font-semibold ${i === step ? 'bg-cocoa-900 text-cream' : i < step ? 'bg-wheat-300 text-cocoa-900' : 'bg-cream-200 text-cocoa-700'}`}
        >
          {i < step ? <Check aria-hidden="true" className="size-3.5" /> : <span aria-hidden="true">{i + 1}</span>}
          <span>
            <span className="sr-only">
              {t('serviceModal.step')} {i + 1} {t('serviceModal.of3')}{' '}
            </span>
            {t(label)}
          </span>
        </li>
      ))}
    </ol>
  );
}
