import { NO_FEATURE, optionLabel, type Product } from '@shop/contract';
import { useTranslation } from 'react-i18next';

/** The chosen feature (size, box, whole/half) in the page's words; a product without features shows none. */
export function FeatureChip({ product, feature }: { product: Pick<Product, 'optionLabels'>; feature: string }) {
  const { t } = useTranslation('cart');
  if (feature === NO_FEATURE) return null;
  return (
    <span className="border-cocoa-900/20 bg-cream text-cocoa-900 inline-flex min-w-8 items-center justify-center rounded-md border px-2 py-0.5 text-xs font-medium">
      <span className="sr-only">{t('featureChip.option')} </span>
      {optionLabel(product, feature)}
    </span>
  );
}
