import type { Product, Slide } from '@shop/contract';
import { Link } from '../../../shared/i18n/react.tsx';
import { ProductGrid } from '../../catalog/components/product-grid.tsx';
import { HydratedMark } from '../../../shared/hydrated-mark.tsx';
import { paths } from '../../../shared/paths.ts';
import { SectionTitle } from '../../../shared/ui/section-title.tsx';
import { HeroSlider } from './hero-slider.tsx';
import { NewsletterBox } from './newsletter-box.tsx';
import { PolicyStrip } from './policy-strip.tsx';
import { useTranslation } from 'react-i18next';

/** Everything on the home page under the header: the slider, both product lists and the newsletter. */
export default function HomeSections({
  slides,
  latest,
  bestsellers,
}: {
  slides: Slide[];
  latest: Product[];
  bestsellers: Product[];
}) {
  const { t } = useTranslation('home');
  return (
    <div className="space-y-16">
      <HeroSlider slides={slides} />
      <section aria-labelledby="latest-title" data-testid="latest-collections">
        <div id="latest-title">
          <SectionTitle
            eyebrow={t('homeSections.latestEyebrow')}
            title={t('homeSections.latestCollections')}
            lead={t('homeSections.latestLead')}
          />
        </div>
        <ProductGrid products={latest} />
        <div className="mt-10 text-center">
          <Link
            to={paths.collection}
            className="border-cocoa-900 hover:bg-cocoa-900 hover:text-cream inline-flex min-h-11 items-center rounded-full border px-6 text-sm font-semibold"
          >
            {t('homeSections.shopTheWholeCollection')}
          </Link>
        </div>
      </section>
      <section aria-labelledby="best-title" data-testid="best-sellers">
        <div id="best-title">
          <SectionTitle
            eyebrow={t('homeSections.bestEyebrow')}
            title={t('homeSections.bestSellers')}
            lead={t('homeSections.bestLead')}
          />
        </div>
        <ProductGrid products={bestsellers} />
      </section>
      <PolicyStrip />
      <NewsletterBox />
      <HydratedMark />
    </div>
  );
}
