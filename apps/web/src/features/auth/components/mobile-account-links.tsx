import { NavLink } from 'react-router';
import { useIsLoggedIn } from '../../../shared/auth.ts';
import { paths } from '../../../shared/paths.ts';
import { useLogout } from '../hooks/use-logout.ts';

/** The phone menu's account part: a guest signs in or up; a customer reaches the profile and orders. */
export function MobileAccountLinks({
  itemClass,
  onDone,
}: {
  itemClass: (active: boolean) => string;
  onDone: () => void;
}) {
  const loggedIn = useIsLoggedIn();
  const logout = useLogout();
  const links = loggedIn
    ? [
        { to: paths.profile, label: 'My Profile' },
        { to: paths.orders, label: 'My Orders' },
      ]
    : [
        { to: paths.login, label: 'Login' },
        { to: paths.register, label: 'Sign Up' },
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
          <button
            type="button"
            className={`${itemClass(false)} w-full text-left`}
            onClick={() => {
              onDone();
              void logout();
            }}
          >
            Logout
          </button>
        </li>
      )}
    </>
  );
}
