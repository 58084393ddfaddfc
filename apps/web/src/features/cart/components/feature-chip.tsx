import { NO_FEATURE } from '@shop/contract';

/** The chosen feature (size, box, whole/half); a product without features shows none. */
export function FeatureChip({ feature }: { feature: string }) {
  if (feature === NO_FEATURE) return null;
  return (
    <span className="inline-flex min-w-8 items-center justify-center rounded-md border border-cocoa-900/20 bg-cream px-2 py-0.5 text-xs font-medium text-cocoa-900">
      <span className="sr-only">Option: </span>
      {feature}
    </span>
  );
}
