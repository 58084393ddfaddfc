import { NavLink } from '../../../shared/i18n/react.tsx';
import { useIsLoggedIn } from '../../../shared/auth.ts';
import { paths } from '../../../shared/paths.ts';
import { LogoutForm } from './logout-form.tsx';
import { useTranslation } from 'react-i18next';

/** The phone menu's account part: a guest signs in or up; a customer reaches the profile and orders. */
export function MobileAccountLinks({
  itemClass,
  onDone,
}: {
  itemClass: (active: boolean) => string;
  onDone: () => void;
}) {
  const loggedIn = useIsLoggedIn();
  const { t } = useTranslation('common');
  const links = loggedIn
    ? [
        { to: paths.profile, label: t('account.profile') },
        { to: paths.orders, label: t('account.orders') },
      ]
    : [
        { to: paths.login, label: t('account.login') },
        { to: paths.register, label: t('account.signUp') },
      ];
  return (
    <>
      {links.map((link) => (
        <li key={link.to}>
          <NavLink to={link.to} onClick={onDone} className={({ isActive }) => itemClass(isActive)}>
            {link.label}
          </NavLink>
        </li>
      ))}
      {loggedIn && (
        <li>
          <LogoutForm className={`${itemClass(false)} w-full text-left`} onDone={onDone}>
            {t('account.logout')}
          </LogoutForm>
        </li>
      )}
    </>
  );
}
