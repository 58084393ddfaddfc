import { Link } from 'react-router';
import { useHomeProducts } from '../../catalog/api/get-home-products.ts';
import { ProductGrid } from '../../catalog/components/product-grid.tsx';
import { paths } from '../../../shared/paths.ts';
import { SectionTitle } from '../../../shared/ui/section-title.tsx';
import { useDocumentTitle } from '../../../shared/use-document-title.ts';
import { HeroSlider } from '../components/hero-slider.tsx';
import { NewsletterBox } from '../components/newsletter-box.tsx';
import { PolicyStrip } from '../components/policy-strip.tsx';

export function HomePage() {
  useDocumentTitle(null);
  return (
    <div className="space-y-16">
      <h1 className="sr-only">Fresh bakes and our own apparel</h1>
      <HeroSlider />
      <section aria-labelledby="latest-title" data-testid="latest-collections">
        <div id="latest-title">
          <SectionTitle
            eyebrow="Just in"
            title="Latest Collections"
            lead="New from our ovens and our studio this week: small batches, made with care in Malaysia."
          />
        </div>
        <HomeProducts view="latest" skeletons={10} />
        <div className="mt-10 text-center">
          <Link to={paths.collection} className="inline-flex min-h-11 items-center rounded-full border border-cocoa-900 px-6 text-sm font-semibold hover:bg-cocoa-900 hover:text-cream">
            Shop the whole collection
          </Link>
        </div>
      </section>
      <section aria-labelledby="best-title" data-testid="best-sellers">
        <div id="best-title">
          <SectionTitle
            eyebrow="Loved by regulars"
            title="Best Sellers"
            lead="The loaves, cakes and pieces our customers come back for, week after week."
          />
        </div>
        <HomeProducts view="bestsellers" skeletons={5} />
      </section>
      <PolicyStrip />
      <NewsletterBox />
    </div>
  );
}

/** Each list reads its own answer, so one arriving re-renders its grid only, not the whole page. */
function HomeProducts({ view, skeletons }: { view: 'latest' | 'bestsellers'; skeletons: number }) {
  const list = useHomeProducts(view);
  return <ProductGrid products={list.data} loading={list.isLoading} skeletons={skeletons} />;
}
