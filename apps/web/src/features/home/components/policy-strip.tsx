import { Headset, RefreshCcw, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const POLICIES = [
  { icon: RefreshCcw, title: 'Easy Exchange Policy', text: 'We offer hassle free exchange policy' },
  { icon: ShieldCheck, title: '7 Days Return Policy', text: 'We provide 7 days free return policy' },
  { icon: Headset, title: 'Best Customer Support', text: 'We provide 24/7 customer support' },
];

export function PolicyStrip() {
  const { t } = useTranslation('home');
  return (
    <section aria-label={t('policyStrip.ourPolicies')} className="grid gap-10 py-16 text-center sm:grid-cols-3">
      {POLICIES.map(({ icon: Icon, title, text }) => (
        <div key={title} className="flex flex-col items-center gap-3">
          <span className="bg-wheat-300 text-cocoa-900 flex size-14 items-center justify-center rounded-full">
            <Icon aria-hidden="true" />
          </span>
          <h3 className="font-sans text-base font-semibold">{title}</h3>
          <p className="text-cocoa-700 text-sm">{text}</p>
        </div>
      ))}
    </section>
  );
}
