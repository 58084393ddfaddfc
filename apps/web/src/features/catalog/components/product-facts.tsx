import { formatCalendarDay, formatWindow, type Preorder, type ProductFacts, type ShownHalal } from '@shop/contract';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../../shared/i18n/react.tsx';

/** "Pre-order · order by 20 Mar · collect 27–30 Mar", on the product page and the tiles. */
export function PreorderNote({ preorder, compact = false }: { preorder: Preorder; compact?: boolean }) {
  const { t } = useTranslation('catalog');
  const lang = useLang();
  const orderBy = formatCalendarDay(preorder.orderBy, lang);
  const text = preorder.closed
    ? t('productFacts.preOrdersClosedOn', { orderBy })
    : t('productFacts.preOrderOrderBy', { orderBy, window: formatWindow(preorder.firstDay, preorder.lastDay, lang) });
  if (compact) {
    return (
      <p className="text-accent-700 mt-1 text-xs font-semibold" data-testid="preorder-note">
        {text}
      </p>
    );
  }
  return (
    <div className="bg-wheat-300 text-cocoa-900 mt-4 rounded-xl p-3 text-sm" data-testid="preorder-note">
      <p className="font-semibold">{text}</p>
      <p className="mt-1">
        {preorder.closed
          ? t('productFacts.canNoLongerBeOrdered', { season: preorder.seasonName })
          : t('productFacts.orderByWeBake', { season: preorder.seasonName, orderBy })}
      </p>
    </div>
  );
}

function halalText(halal: ShownHalal, t: TFunction<'catalog'>, lang: 'en' | 'ms'): string {
  if (halal.status !== 'certified') return t(`halal.${halal.status}`);
  return t('productFacts.halalCertificate', {
    label: t('halal.certified'),
    number: halal.certificateNo,
    date: formatCalendarDay(halal.expiry, lang),
    year: halal.expiry.slice(0, 4),
  });
}

/** Ingredients, allergens and halal status, as staff stated them; nothing is claimed where nothing was stated. */
export function FactsBlock({ facts }: { facts: ProductFacts }) {
  const { t } = useTranslation('catalog');
  const lang = useLang();
  return (
    <section
      aria-labelledby="facts-title"
      className="border-cocoa-900/15 mt-8 rounded-2xl border p-5 text-sm"
      data-testid="product-facts"
    >
      <h2 id="facts-title" className="text-cocoa-900 text-base font-semibold">
        {t('productFacts.whatIsInIt')}
      </h2>
      <dl className="text-cocoa-800 mt-3 space-y-3">
        {facts.halal && (
          <div>
            <dt className="text-cocoa-900 font-semibold">{t('productFacts.halal')}</dt>
            <dd data-testid="halal-status">{halalText(facts.halal, t, lang)}</dd>
          </div>
        )}
        <div>
          <dt className="text-cocoa-900 font-semibold">{t('productFacts.contains')}</dt>
          <dd data-testid="allergens">
            {facts.allergens.length > 0
              ? facts.allergens.map((a) => t(`allergens.${a}`)).join(', ')
              : t('productFacts.noneOfTheListedAllergens')}
          </dd>
        </div>
        {facts.ingredients && (
          <div>
            <dt className="text-cocoa-900 font-semibold">{t('productFacts.ingredients')}</dt>
            <dd>{facts.ingredients}</dd>
          </div>
        )}
      </dl>
      {facts.example && (
        <p className="text-cocoa-700 mt-3 text-xs" data-testid="facts-example">
          {t('productFacts.demoShopTheseFacts')}
        </p>
      )}
    </section>
  );
}
