import { BadgeCheck, HeartHandshake, Truck } from 'lucide-react';
import { Link } from '../../../shared/i18n/react.tsx';
import { paths } from '../../../shared/paths.ts';
import { useSettings } from '../../../shared/settings.ts';
import type { MetaArgs } from 'react-router';
import { pageMeta, siteOf } from '../../../shared/seo.ts';
import { useTranslation } from 'react-i18next';
import type { I18nHandle } from '../../../shared/i18n/handle.ts';

export const handle: I18nHandle = { i18n: ['content'] };

const FACTS = [
  { value: '5 am', label: 'Our ovens are lit every morning, so the first loaves are out before you wake.' },
  { value: '36 h', label: 'The slow rise of our sourdough, for a crust that crackles and a crumb that keeps.' },
  { value: '7 days', label: 'To exchange any piece of apparel that does not fit, free of charge.' },
];

const REASONS = [
  {
    icon: BadgeCheck,
    title: 'Quality Assurance',
    body: 'Every loaf is made from unbleached flour, real butter and a sourdough starter we have fed daily since our first oven. Nothing sits on a shelf overnight: what is not sold by closing goes to a food bank. Our apparel is cut from breathable cotton and checked seam by seam before it is folded.',
  },
  {
    icon: Truck,
    title: 'Convenience',
    body: 'Order online and choose your slot: pick up at the outlet that suits you, or have bread delivered by motorcycle in time for breakfast. Pay by e-wallet or card, see your order status at every step, and shop clothes and cakes in the same basket.',
  },
  {
    icon: HeartHandshake,
    title: 'Exceptional Customer Service',
    body: 'Real people answer the phone and WhatsApp at every outlet. Wrong size? Exchange it within 7 days. Cake not quite right? Tell us and we will make it right. Regulars know us by name, and we would like to know yours.',
  },
];

export const meta = ({ matches }: MetaArgs) => {
  const site = siteOf(matches);
  return pageMeta(site, {
    title: 'About us',
    description: site.t('common:meta.aboutDescription', { shopName: site.shopName }),
    path: '/about',
  });
};

export default function AboutPage() {
  const { t } = useTranslation('content');
  const { shopName } = useSettings();
  return (
    <div className="space-y-20">
      <header className="mx-auto max-w-3xl text-center">
        <p className="text-accent-700 mb-2 text-xs font-semibold tracking-[0.25em] uppercase">{t('about.aboutUs')}</p>
        <h1 className="text-cocoa-900 text-4xl leading-tight font-semibold sm:text-5xl">
          {t('about.bakedAtDawnMadeTo')}
        </h1>
        <p className="text-cocoa-700 mt-5 text-lg leading-relaxed">
          {shopName} {t('about.beganAsASingleOven')}
        </p>
      </header>

      <section aria-labelledby="mission-title" className="grid items-center gap-10 md:grid-cols-2">
        <div>
          <h2 id="mission-title" className="text-cocoa-900 text-3xl font-semibold">
            {t('about.ourMission')}
          </h2>
          <p className="text-cocoa-700 mt-4 leading-relaxed">{t('about.toPutHonestFreshlyBaked')}</p>
          <p className="text-cocoa-700 mt-4 leading-relaxed">{t('about.wePriceFairlyPayOur')}</p>
        </div>
        <dl className="from-wheat-300 via-cream-200 to-wheat grid gap-4 rounded-3xl bg-gradient-to-br p-8 sm:p-10">
          {FACTS.map((f) => (
            <div
              key={f.label}
              className="border-cocoa-900/10 flex items-baseline gap-5 border-b pb-4 last:border-0 last:pb-0"
            >
              <dt className="font-display text-cocoa-900 w-28 shrink-0 text-3xl font-semibold whitespace-nowrap sm:w-36 sm:text-4xl">
                {f.value}
              </dt>
              <dd className="text-cocoa-700">{f.label}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="why-title">
        <h2 id="why-title" className="text-cocoa-900 text-center text-3xl font-semibold">
          {t('about.whyChooseUs')}
        </h2>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {REASONS.map(({ icon: Icon, title, body }) => (
            <li key={title} className="ring-cocoa-900/5 rounded-3xl bg-white p-7 shadow-sm ring-1">
              <span className="bg-cream-200 text-accent-700 flex size-12 items-center justify-center rounded-full">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <h3 className="text-cocoa-900 mt-5 text-xl font-semibold">{title}</h3>
              <p className="text-cocoa-700 mt-3 text-sm leading-relaxed">{body}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="bg-cocoa-900 text-cream rounded-3xl px-6 py-12 text-center sm:px-12">
        <h2 className="text-3xl font-semibold">{t('about.comeAndSayHello')}</h2>
        <p className="text-cream/85 mx-auto mt-3 max-w-xl">{t('about.findTheOutletNearestYou')}</p>
        <div className="mt-7 flex flex-wrap justify-center gap-3">
          <Link
            to={paths.outlets}
            className="bg-cream text-cocoa-900 hover:bg-wheat inline-flex min-h-11 items-center rounded-full px-6 text-sm font-semibold"
          >
            {t('about.findAnOutlet')}
          </Link>
          <Link
            to={paths.collection}
            className="border-cream hover:bg-cream hover:text-cocoa-900 inline-flex min-h-11 items-center rounded-full border px-6 text-sm font-semibold"
          >
            {t('about.shopTheCollection')}
          </Link>
        </div>
      </section>
    </div>
  );
}
