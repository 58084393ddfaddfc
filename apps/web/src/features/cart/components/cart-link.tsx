import { ShoppingBag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../shared/i18n/react.tsx';
import { paths } from '../../../shared/paths.ts';
import { useCart } from '../api/get-cart.ts';

/** The cart icon with the item count (entries of 0 or less are not counted). */
export function CartLink() {
  const { t } = useTranslation('common');
  const { count } = useCart();
  const label = t('layout.cartLink', { count });
  return (
    <Link
      to={paths.cart}
      className="hover:bg-cream-200 relative flex size-11 items-center justify-center rounded-full"
      aria-label={label}
      data-testid="cart-link"
    >
      <ShoppingBag aria-hidden="true" />
      <span
        aria-hidden="true"
        className="bg-accent absolute top-1 right-1 flex min-w-5 items-center justify-center rounded-full px-1 text-[11px] font-bold text-white"
      >
        {count > 999 ? '999+' : count}
      </span>
    </Link>
  );
}
