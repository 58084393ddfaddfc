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
    title: site.t('common:meta.termsTitle'),
    description: site.t('common:meta.termsDescription', { days: RETURN_DAYS, shopName: site.shopName }),
    path: '/terms',
  });
};

export default function TermsPage() {
  const { t } = useTranslation('content');
  const s = useSettings();
  const hours = LIMITS.paymentWindowHours;
  const sections = [
    {
      id: 'ordering',
      title: t('terms.sections.orderingTitle'),
      body: [
        t('terms.sections.ordering1', { currency: s.currency }),
        t('terms.sections.ordering2', { hours }),
        t('terms.sections.ordering3'),
      ],
    },
    {
      id: 'delivery',
      title: t('terms.sections.deliveryTitle'),
      body: [t('terms.sections.delivery1'), t('terms.sections.delivery2'), t('terms.sections.delivery3')],
    },
    {
      id: 'returns',
      title: t('terms.sections.returnsTitle', { days: RETURN_DAYS }),
      body: [t('terms.sections.returns1', { days: RETURN_DAYS }), t('terms.sections.returns2')],
    },
    { id: 'privacy', title: t('terms.sections.privacyTitle'), body: [t('terms.sections.privacy1')] },
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
