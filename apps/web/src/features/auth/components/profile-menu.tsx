import { UserRound } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useIsLoggedIn } from '../../../shared/auth.ts';
import { paths } from '../../../shared/paths.ts';

const iconButton = 'flex size-11 items-center justify-center rounded-full hover:bg-cream-200';
// Only a signed-in customer needs the menu, so it is not part of the first download.
const AccountMenu = lazy(() => import('./account-menu.tsx'));

/**
 * A guest's profile icon goes to /login; a customer's opens My Profile, Orders and Logout.
 */
export function ProfileMenu() {
  const loggedIn = useIsLoggedIn();
  if (!loggedIn) {
    return (
      <Link to={paths.login} className={iconButton} aria-label="Login">
        <UserRound aria-hidden="true" />
      </Link>
    );
  }
  return (
    <Suspense
      fallback={
        <span className={iconButton} aria-hidden="true">
          <UserRound />
        </span>
      }
    >
      <AccountMenu />
    </Suspense>
  );
}
