import { Headset, RefreshCcw, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Each policy's icon and the name of its texts in the `home` catalogue. */
const POLICIES = [
  { icon: RefreshCcw, name: 'exchange' },
  { icon: ShieldCheck, name: 'return' },
  { icon: Headset, name: 'support' },
] as const;

export function PolicyStrip() {
  const { t } = useTranslation('home');
  return (
    <section aria-label={t('policyStrip.ourPolicies')} className="grid gap-10 py-16 text-center sm:grid-cols-3">
      {POLICIES.map(({ icon: Icon, name }) => (
        <div key={name} className="flex flex-col items-center gap-3">
          <span className="bg-wheat-300 text-cocoa-900 flex size-14 items-center justify-center rounded-full">
            <Icon aria-hidden="true" />
          </span>
          <h3 className="font-sans text-base font-semibold">{t(`policyStrip.${name}Title`)}</h3>
          <p className="text-cocoa-700 text-sm">{t(`policyStrip.${name}Text`)}</p>
        </div>
      ))}
    </section>
  );
}
