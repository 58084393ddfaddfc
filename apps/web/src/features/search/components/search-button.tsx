import { Search } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../shared/paths.ts';

export function SearchButton() {
  return (
    <Link to={paths.collection} className="flex size-11 items-center justify-center rounded-full hover:bg-cream-200" aria-label="Search products">
      <Search aria-hidden="true" />
    </Link>
  );
}
