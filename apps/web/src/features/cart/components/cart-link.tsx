import { ShoppingBag } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../shared/paths.ts';

export function CartLink() {
  const count = 0;
  return (
    <Link to={paths.cart} className="relative flex size-11 items-center justify-center rounded-full hover:bg-cream-200" aria-label={`Cart, ${count} items`}>
      <ShoppingBag aria-hidden="true" />
      <span className="absolute top-1 right-1 flex min-w-5 items-center justify-center rounded-full bg-accent px-1 text-[11px] font-bold text-white">
        {count}
      </span>
    </Link>
  );
}
