import { UserRound } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link } from '../../../shared/i18n/react.tsx';
import { useIsLoggedIn } from '../../../shared/auth.ts';
import { paths } from '../../../shared/paths.ts';
import { useTranslation } from 'react-i18next';

const iconButton = 'flex size-11 items-center justify-center rounded-full hover:bg-cream-200';
// Only a signed-in customer needs the menu, so it is not part of the first download.
const AccountMenu = lazy(() => import('./account-menu.tsx'));

/**
 * A guest's profile icon goes to /login; a customer's opens My Profile, Orders and Logout.
 */
export function ProfileMenu() {
  const loggedIn = useIsLoggedIn();
  const { t } = useTranslation('common');
  if (!loggedIn) {
    return (
      <Link to={paths.login} className={iconButton} aria-label={t('account.login')}>
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
