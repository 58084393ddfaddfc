import { IMAGE_WIDTHS, productImage } from '@shop/contract';
import { servedLeadImage } from '../../../shared/lead-image.ts';
import { Skeleton } from '../../../shared/ui/skeleton.tsx';

/** While the product loads: its main image when the served page named it, else a placeholder. */
export function LeadImageOrSkeleton() {
  const lead = servedLeadImage('product');
  if (!lead) return <Skeleton className="aspect-square" />;
  return (
    <div className="overflow-hidden rounded-3xl bg-cream-200">
      <img
        {...productImage(lead)}
        width={IMAGE_WIDTHS.large}
        height={IMAGE_WIDTHS.large}
        alt=""
        fetchPriority="high"
        className="aspect-square w-full object-cover"
      />
    </div>
  );
}

export function DetailsSkeleton() {
  return (
    <div className="space-y-4" aria-busy="true">
      <Skeleton className="h-4 w-32" />
      <Skeleton className="h-10 w-3/4" />
      <Skeleton className="h-8 w-28" />
      <Skeleton className="h-24" />
      <Skeleton className="h-11 w-48" />
    </div>
  );
}

/**
 * The product page as it opens, shown while the page's own code is still on its way: the same
 * places as its loading state, with the main image already in its place on the page a shopper
 * landed on.
 */
export function ProductOpening() {
  return (
    <div className="space-y-20">
      <article className="grid gap-8 md:grid-cols-2 md:gap-12">
        <LeadImageOrSkeleton />
        <div>
          <DetailsSkeleton />
        </div>
      </article>
    </div>
  );
}
