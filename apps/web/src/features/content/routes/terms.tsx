import { LIMITS } from '@shop/contract';
import { Link } from '../../../shared/i18n/react.tsx';
import { paths } from '../../../shared/paths.ts';
import { useSettings } from '../../../shared/settings.ts';
import type { MetaArgs } from 'react-router';
import { pageMeta, siteOf } from '../../../shared/seo.ts';
import { useTranslation } from 'react-i18next';
import type { I18nHandle } from '../../../shared/i18n/handle.ts';

export const handle: I18nHandle = { i18n: ['content'] };

const RETURN_DAYS = 7;

export const meta = ({ matches }: MetaArgs) => {
  const site = siteOf(matches);
  return pageMeta(site, {
    title: 'Terms and returns',
    description: `How ordering, payment, delivery, pickup and ${RETURN_DAYS}-day returns work at ${site.shopName}.`,
    path: '/terms',
  });
};

export default function TermsPage() {
  const { t } = useTranslation('content');
  const s = useSettings();
  const sections = [
    {
      id: 'ordering',
      title: 'Ordering and payment',
      body: [
        `Prices are shown and charged in ${s.currency}. Any shipping fee is shown before you place the order, and the total on your order page is the amount to pay.`,
        `Pay within ${LIMITS.paymentWindowHours} hours of placing your order, by e-wallet transfer with a screenshot of the payment, or by card where offered. An order not paid within ${LIMITS.paymentWindowHours} hours is cancelled automatically and its time slot released.`,
        'We confirm payment before we start baking or packing. You can follow each step on the My Orders page.',
      ],
    },
    {
      id: 'delivery',
      title: 'Delivery and pickup',
      body: [
        'Pickup: collect your order at the outlet you chose, in the time slot you chose. Please bring your order number. Orders not collected on the day are kept until closing time; fresh bakes cannot be held longer.',
        'Delivery: motorcycle delivery is for bread products only, within the areas we serve. Apparel and other goods are sent by courier to any of the Malaysian states listed at checkout; the shipping fee depends on the state.',
        'Next-day delivery is available on limited slots: choose Delivery and a slot for tomorrow when you shop.',
      ],
    },
    {
      id: 'returns',
      title: `Returns and exchanges (${RETURN_DAYS} days)`,
      body: [
        `Apparel may be returned or exchanged within ${RETURN_DAYS} days of delivery or pickup, unworn, unwashed and with its tags attached. Exchanges for another size are free; for a refund, the goods must reach us in the same condition.`,
        'Food cannot be returned for hygiene reasons. If a bake arrives damaged or is not what you ordered, tell us the same day with a photo and we will replace it or refund you.',
      ],
    },
    {
      id: 'privacy',
      title: 'Your account and data',
      body: [
        'We use your name, email, phone and address only to run your orders and your account. We never sell them. You can ask us to delete your account at any time.',
      ],
    },
  ];
  return (
    <div className="mx-auto max-w-3xl">
      <header>
        <p className="text-accent-700 mb-2 text-xs font-semibold tracking-[0.25em] uppercase">
          {t('terms.theSmallPrintKeptShort')}
        </p>
        <h1 className="text-cocoa-900 text-4xl font-semibold sm:text-5xl">{t('terms.termsAndReturns')}</h1>
        <p className="text-cocoa-700 mt-4">
          {t('terms.theseTermsApplyToOrders')} {s.shopName} {t('terms.onlineQuestions')}{' '}
          <Link to={paths.contact} className="text-cocoa-900 font-semibold underline underline-offset-4">
            {t('terms.contactUs')}
          </Link>
          .
        </p>
      </header>
      <nav aria-label={t('terms.onThisPage')} className="bg-cream-200 mt-8 rounded-2xl p-5">
        <ul className="flex flex-wrap gap-x-5 gap-y-1 text-sm">
          {sections.map((sec) => (
            <li key={sec.id}>
              <a
                href={`#${sec.id}`}
                className="text-cocoa-900 inline-flex min-h-11 items-center font-semibold hover:underline"
              >
                {sec.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {sections.map((sec) => (
        <section key={sec.id} id={sec.id} aria-labelledby={`${sec.id}-title`} className="mt-10 scroll-mt-24">
          <h2 id={`${sec.id}-title`} className="text-cocoa-900 text-2xl font-semibold">
            {sec.title}
          </h2>
          <div className="text-cocoa-700 mt-3 space-y-3 leading-relaxed">
            {sec.body.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
