import { BadgeCheck, HeartHandshake, Truck } from 'lucide-react';
import { Link } from '../../../shared/i18n/react.tsx';
import { paths } from '../../../shared/paths.ts';
import { useSettings } from '../../../shared/settings.ts';
import type { MetaArgs } from 'react-router';
import { pageMeta, siteOf } from '../../../shared/seo.ts';
import { useTranslation } from 'react-i18next';
import type { I18nHandle } from '../../../shared/i18n/handle.ts';

export const handle: I18nHandle = { i18n: ['content'] };

/** The figures beside the mission, by the name of their texts in the `content` catalogue. */
const FACTS = ['ovens', 'rise', 'exchange'] as const;

/** Why customers choose us: each reason's icon and the name of its texts. */
const REASONS = [
  { icon: BadgeCheck, name: 'quality' },
  { icon: Truck, name: 'convenience' },
  { icon: HeartHandshake, name: 'service' },
] as const;

export const meta = ({ matches }: MetaArgs) => {
  const site = siteOf(matches);
  return pageMeta(site, {
    title: site.t('common:meta.aboutTitle'),
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
              key={f}
              className="border-cocoa-900/10 flex items-baseline gap-5 border-b pb-4 last:border-0 last:pb-0"
            >
              <dt className="font-display text-cocoa-900 w-28 shrink-0 text-3xl font-semibold whitespace-nowrap sm:w-36 sm:text-4xl">
                {t(`about.facts.${f}Value`)}
              </dt>
              <dd className="text-cocoa-700">{t(`about.facts.${f}Label`)}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="why-title">
        <h2 id="why-title" className="text-cocoa-900 text-center text-3xl font-semibold">
          {t('about.whyChooseUs')}
        </h2>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {REASONS.map(({ icon: Icon, name }) => (
            <li key={name} className="ring-cocoa-900/5 rounded-3xl bg-white p-7 shadow-sm ring-1">
              <span className="bg-cream-200 text-accent-700 flex size-12 items-center justify-center rounded-full">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <h3 className="text-cocoa-900 mt-5 text-xl font-semibold">{t(`about.reasons.${name}Title`)}</h3>
              <p className="text-cocoa-700 mt-3 text-sm leading-relaxed">{t(`about.reasons.${name}Body`)}</p>
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
