import { Briefcase, Mail, MapPin, Phone } from 'lucide-react';
import { Link } from '../../../shared/i18n/react.tsx';
import { paths } from '../../../shared/paths.ts';
import { useSettings } from '../../../shared/settings.ts';
import type { MetaArgs } from 'react-router';
import { pageMeta, siteOf } from '../../../shared/seo.ts';
import { useTranslation } from 'react-i18next';
import type { I18nHandle } from '../../../shared/i18n/handle.ts';

export const handle: I18nHandle = { i18n: ['content'] };

export const meta = ({ matches }: MetaArgs) => {
  const site = siteOf(matches);
  return pageMeta(site, {
    title: site.t('common:meta.contactTitle'),
    description: site.t('common:meta.contactDescription', { shopName: site.shopName }),
    path: '/contact',
  });
};

export default function ContactPage() {
  const { t } = useTranslation('content');
  const s = useSettings();
  const careers = s.careersEmail || s.contactEmail;
  return (
    <div className="space-y-14">
      <header className="mx-auto max-w-2xl text-center">
        <p className="text-accent-700 mb-2 text-xs font-semibold tracking-[0.25em] uppercase">
          {t('contact.contactUs')}
        </p>
        <h1 className="text-cocoa-900 text-4xl font-semibold sm:text-5xl">{t('contact.weWouldLoveToHear')}</h1>
        <p className="text-cocoa-700 mt-3">{t('contact.questionsAboutAnOrderA')}</p>
      </header>

      <div className="grid gap-6 md:grid-cols-2">
        <section
          aria-labelledby="store-title"
          className="ring-cocoa-900/5 rounded-3xl bg-white p-7 shadow-sm ring-1 sm:p-9"
        >
          <h2 id="store-title" className="text-cocoa-900 text-2xl font-semibold">
            {t('contact.ourStore')}
          </h2>
          <dl className="text-cocoa-700 mt-6 space-y-5">
            <div className="flex gap-3">
              <dt>
                <MapPin aria-hidden="true" className="text-accent-700 mt-0.5 size-5" />
                <span className="sr-only">{t('contact.address')}</span>
              </dt>
              <dd>{s.contactAddress || t('contact.addressComingSoon')}</dd>
            </div>
            <div className="flex gap-3">
              <dt>
                <Phone aria-hidden="true" className="text-accent-700 mt-0.5 size-5" />
                <span className="sr-only">{t('contact.phone')}</span>
              </dt>
              <dd>
                {s.contactPhone ? (
                  <a
                    href={`tel:${s.contactPhone.replace(/[^\d+]/g, '')}`}
                    className="underline-offset-4 hover:underline"
                  >
                    {s.contactPhone}
                  </a>
                ) : (
                  '—'
                )}
              </dd>
            </div>
            <div className="flex gap-3">
              <dt>
                <Mail aria-hidden="true" className="text-accent-700 mt-0.5 size-5" />
                <span className="sr-only">{t('contact.email')}</span>
              </dt>
              <dd>
                {s.contactEmail ? (
                  <a href={`mailto:${s.contactEmail}`} className="underline-offset-4 hover:underline">
                    {s.contactEmail}
                  </a>
                ) : (
                  '—'
                )}
              </dd>
            </div>
          </dl>
          <p className="text-cocoa-700 mt-7 text-sm">
            {t('contact.lookingForABranchNear')}{' '}
            <Link to={paths.outlets} className="text-cocoa-900 font-semibold underline underline-offset-4">
              {t('contact.seeAllOurOutletsAnd')}
            </Link>
            .
          </p>
        </section>

        <section aria-labelledby="careers-title" className="bg-cocoa-900 text-cream rounded-3xl p-7 sm:p-9">
          <span className="bg-cream/10 text-wheat flex size-12 items-center justify-center rounded-full">
            <Briefcase aria-hidden="true" className="size-6" />
          </span>
          <h2 id="careers-title" className="mt-5 text-2xl font-semibold">
            {t('contact.careersAt')} {s.shopName}
          </h2>
          <p className="text-cream/85 mt-4 leading-relaxed">{t('contact.weAreAlwaysLookingFor')}</p>
          {careers && (
            <a
              href={`mailto:${careers}?subject=${encodeURIComponent(t('contact.jobApplication'))}`}
              className="bg-cream text-cocoa-900 hover:bg-wheat mt-7 inline-flex min-h-11 items-center rounded-full px-6 text-sm font-semibold"
            >
              {t('contact.exploreJobs')}
            </a>
          )}
        </section>
      </div>
    </div>
  );
}
