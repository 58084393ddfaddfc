import { thumbnailUrl, unitCents } from '@shop/contract';
import { CheckCircle2 } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../shared/i18n/react.tsx';
import { paths } from '../../../shared/paths.ts';
import { useMoney } from '../../../shared/use-money.ts';
import { useAddedToBag, type AddedToBag } from '../added-to-bag-store.ts';
import { useCart } from '../api/get-cart.ts';
import { AddOnsList } from './add-ons-list.tsx';
import { FeatureChip } from './feature-chip.tsx';

/** The Added-to-Bag title, with its tick. */
export function AddedToBagTitle({ id }: { id: string }) {
  const { t } = useTranslation('cart');
  return (
    <h2 id={id} className="text-cocoa-900 flex items-center gap-2 text-lg font-semibold">
      <CheckCircle2 aria-hidden="true" className="size-5 text-green-700" />
      {t('addedToBagPopup.addedToBag')}
    </h2>
  );
}

/**
 * What was just added (image, name, feature, quantity, add-ons and price) with 'View Bag (count)' and
 * 'Checkout (count)', both to /cart: the popup's content, and the product page's confirmation after a
 * form posted without the page's scripts.
 */
export function AddedToBagDetails({ added }: { added: AddedToBag }) {
  const { t } = useTranslation('cart');
  const { count } = useCart();
  const money = useMoney();
  const { product, feature, quantity, addOns } = added;
  const image = product.image[0];
  return (
    <>
      <div className="mt-3 flex gap-4">
        <div className="bg-cream-200 size-20 shrink-0 overflow-hidden rounded-xl">
          {image && <img src={thumbnailUrl(image)} alt="" width={80} height={80} className="size-full object-cover" />}
        </div>
        <div className="text-cocoa-900 min-w-0 flex-1 space-y-1 text-sm">
          <p className="line-clamp-2 font-medium">{product.name}</p>
          <p className="text-cocoa-700 flex flex-wrap items-center gap-2">
            <FeatureChip product={product} feature={feature} />
            <span>
              {t('addedToBagPopup.qty')} {quantity}
            </span>
          </p>
          <AddOnsList addOns={addOns} />
          <p className="font-semibold">{money((unitCents(product, feature, addOns) * quantity) / 100)}</p>
        </div>
      </div>
      <div className="mt-5 grid grid-cols-2 gap-3">
        <Link
          to={paths.cart}
          className="border-cocoa-900 text-cocoa-900 hover:bg-cream-200 flex min-h-11 items-center justify-center rounded-full border px-3 text-sm font-semibold"
        >
          {t('addedToBagPopup.viewBag')}
          {count})
        </Link>
        <Link
          to={paths.cart}
          className="bg-cocoa-900 text-cream hover:bg-cocoa-700 flex min-h-11 items-center justify-center rounded-full px-3 text-sm font-semibold"
        >
          {t('addedToBagPopup.checkout')}
          {count})
        </Link>
      </div>
    </>
  );
}

/**
 * The product page's Added-to-Bag confirmation after a form posted before (or without) the page's
 * scripts: the popup's content in the page itself, as a page without scripts can show no dialog (nor
 * keep focus in one). It carries the popup's test id, so the same check finds either; once the
 * scripts run, an add of theirs opens the popup, and this steps aside while it is open.
 */
export function AddedToBagNotice({ added, id }: { added: AddedToBag; id?: string }) {
  const titleId = useId();
  const popupOpen = useAddedToBag() !== null;
  if (popupOpen) return null;
  return (
    <section
      id={id}
      aria-labelledby={titleId}
      data-testid="added-to-bag"
      className="ring-cocoa-900/10 scroll-mt-24 rounded-2xl bg-white p-5 shadow-sm ring-1"
    >
      <AddedToBagTitle id={titleId} />
      <AddedToBagDetails added={added} />
    </section>
  );
}
