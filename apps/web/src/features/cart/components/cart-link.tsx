import { ShoppingBag } from 'lucide-react';
import { Link } from '../../../shared/i18n/react.tsx';
import { paths } from '../../../shared/paths.ts';
import { useCart } from '../api/get-cart.ts';

/** The cart icon with the item count (entries of 0 or less are not counted). */
export function CartLink() {
  const { count } = useCart();
  const label = count === 1 ? 'Cart, 1 item' : `Cart, ${count} items`;
  return (
    <Link
      to={paths.cart}
      className="relative flex size-11 items-center justify-center rounded-full hover:bg-cream-200"
      aria-label={label}
      data-testid="cart-link"
    >
      <ShoppingBag aria-hidden="true" />
      <span
        aria-hidden="true"
        className="absolute top-1 right-1 flex min-w-5 items-center justify-center rounded-full bg-accent px-1 text-[11px] font-bold text-white"
      >
        {count > 999 ? '999+' : count}
      </span>
    </Link>
  );
}
