import { UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../shared/paths.ts';

export function ProfileMenu() {
  return (
    <Link to={paths.login} className="flex size-11 items-center justify-center rounded-full hover:bg-cream-200" aria-label="Sign in">
      <UserRound aria-hidden="true" />
    </Link>
  );
}
