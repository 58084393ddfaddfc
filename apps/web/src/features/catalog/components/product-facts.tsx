import {
  ALLERGEN_LABELS,
  formatCalendarDay,
  formatPreorder,
  HALAL_LABELS,
  type Preorder,
  type ProductFacts,
  type ShownHalal,
} from '@shop/contract';

/** "Pre-order · order by 20 Mar · collect 27–30 Mar", on the product page and the tiles. */
export function PreorderNote({ preorder, compact = false }: { preorder: Preorder; compact?: boolean }) {
  const text = formatPreorder(preorder);
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
          ? `${preorder.seasonName} can no longer be ordered for this season.`
          : `${preorder.seasonName}: order by ${formatCalendarDay(preorder.orderBy)}; we bake them for collection or delivery in that window only, so they go in an order of their own.`}
      </p>
    </div>
  );
}

function halalText(halal: ShownHalal): string {
  if (halal.status !== 'certified') return HALAL_LABELS[halal.status];
  return `${HALAL_LABELS.certified} · certificate ${halal.certificateNo}, valid until ${formatCalendarDay(halal.expiry)} ${halal.expiry.slice(0, 4)}`;
}

/** Ingredients, allergens and halal status, as staff stated them; nothing is claimed where nothing was stated. */
export function FactsBlock({ facts }: { facts: ProductFacts }) {
  return (
    <section
      aria-labelledby="facts-title"
      className="border-cocoa-900/15 mt-8 rounded-2xl border p-5 text-sm"
      data-testid="product-facts"
    >
      <h2 id="facts-title" className="text-cocoa-900 text-base font-semibold">
        What is in it
      </h2>
      <dl className="text-cocoa-800 mt-3 space-y-3">
        {facts.halal && (
          <div>
            <dt className="text-cocoa-900 font-semibold">Halal</dt>
            <dd data-testid="halal-status">{halalText(facts.halal)}</dd>
          </div>
        )}
        <div>
          <dt className="text-cocoa-900 font-semibold">Contains</dt>
          <dd data-testid="allergens">
            {facts.allergens.length > 0
              ? facts.allergens.map((a) => ALLERGEN_LABELS[a]).join(', ')
              : 'None of the listed allergens'}
          </dd>
        </div>
        {facts.ingredients && (
          <div>
            <dt className="text-cocoa-900 font-semibold">Ingredients</dt>
            <dd>{facts.ingredients}</dd>
          </div>
        )}
      </dl>
      {facts.example && (
        <p className="text-cocoa-700 mt-3 text-xs" data-testid="facts-example">
          Demo shop: these facts are examples, not a real product&apos;s label.
        </p>
      )}
    </section>
  );
}
