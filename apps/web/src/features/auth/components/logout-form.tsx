import type { ButtonHTMLAttributes } from 'react';
import { paths } from '../../../shared/paths.ts';
import { useLogout } from '../hooks/use-logout.ts';

/**
 * The Logout button, as a form: it works before the page's scripts run (the native POST comes back as
 * the login page), and through a fetcher after. `onDone` closes the menu it sits in.
 */
export function LogoutForm({
  onDone,
  ...button
}: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> & { onDone?: () => void }) {
  const { fetcher, action } = useLogout();
  return (
    <fetcher.Form
      method="post"
      action={action}
      // Inside the account menu, the form is no part of the menu's structure.
      role="none"
      className="contents"
      onSubmit={(e) => {
        e.preventDefault();
        onDone?.();
        void fetcher.submit({}, { method: 'post', action });
      }}
    >
      {/* Only the native POST sends it: the action then redirects, as a page without scripts needs. */}
      <input type="hidden" name="redirectTo" value={paths.login} />
      <button type="submit" disabled={fetcher.state !== 'idle'} {...button} />
    </fetcher.Form>
  );
}
