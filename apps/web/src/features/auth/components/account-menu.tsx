import { UserRound } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router';
import { Link } from '../../../shared/i18n/react.tsx';
import { paths } from '../../../shared/paths.ts';
import { LogoutForm } from './logout-form.tsx';
import { useTranslation } from 'react-i18next';

const iconButton = 'flex size-11 items-center justify-center rounded-full hover:bg-cream-200';
const hide = (menu: HTMLElement | null) => {
  if (menu?.matches(':popover-open')) menu.hidePopover();
};
const itemClass =
  'flex min-h-11 w-full items-center px-4 text-left text-sm text-cocoa-900 hover:bg-cream-200 focus:bg-cream-200 focus:outline-none';

/**
 * A customer's menu button (WAI-ARIA APG): arrows move between items, Escape closes and returns focus.
 * The menu is a native popover, so it opens, and its links and Logout work, before the page has
 * hydrated; the browser closes it on a tap outside. The script adds the keys and follows its state.
 */
export default function AccountMenu() {
  const { t } = useTranslation('auth');
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const location = useLocation();
  const close = () => hide(menuRef.current);

  // A navigation (one of the links, or Back) closes the menu; the page it was opened on does not.
  const shownPath = useRef(location.pathname);
  useEffect(() => {
    if (shownPath.current !== location.pathname) hide(menuRef.current);
    shownPath.current = location.pathname;
  }, [location.pathname]);
  // Opened by a tap before the script ran: the button says so.
  useEffect(() => {
    if (menuRef.current?.matches(':popover-open')) setOpen(true);
  }, []);

  const onMenuKey = (e: KeyboardEvent<HTMLUListElement>) => {
    const items = [...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const index = items.indexOf(document.activeElement as HTMLElement);
    const focusAt = (i: number) => items[(i + items.length) % items.length]?.focus();
    if (e.key === 'ArrowDown') focusAt(index + 1);
    else if (e.key === 'ArrowUp') focusAt(index - 1);
    else if (e.key === 'Home') focusAt(0);
    else if (e.key === 'End') focusAt(items.length - 1);
    else if (e.key === 'Escape' || e.key === 'Tab') {
      close();
      if (e.key === 'Escape') buttonRef.current?.focus();
      else return;
    } else return;
    e.preventDefault();
  };

  return (
    <div className="relative">
      <button
        ref={buttonRef}
        type="button"
        className={`account-button ${iconButton} ${open ? 'bg-cream-200' : ''}`}
        aria-label={t('accountMenu.account')}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        popoverTarget={menuId}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown') {
            e.preventDefault();
            menuRef.current?.showPopover();
          }
        }}
      >
        <UserRound aria-hidden="true" />
        <span
          aria-hidden="true"
          className="bg-accent ring-cream absolute right-2 bottom-2 size-2 rounded-full ring-2"
        />
      </button>
      <ul
        ref={menuRef}
        id={menuId}
        popover="auto"
        role="menu"
        aria-label={t('accountMenu.account')}
        onKeyDown={onMenuKey}
        onBeforeToggle={(e) => {
          // Under the button, where the stylesheet cannot anchor it (styles.css).
          const box = buttonRef.current?.getBoundingClientRect();
          if (e.newState !== 'open' || !box || CSS.supports('anchor-name: --account-button')) return;
          e.currentTarget.style.top = `${box.bottom + 8}px`;
          e.currentTarget.style.right = `${document.documentElement.clientWidth - box.right}px`;
        }}
        onToggle={(e) => {
          setOpen(e.newState === 'open');
          if (e.newState === 'open') menuRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
        }}
        className="account-menu border-cocoa-900/10 w-48 overflow-hidden rounded-xl border bg-white py-1 shadow-lg"
      >
        <li role="none">
          <Link role="menuitem" tabIndex={-1} to={paths.profile} className={itemClass}>
            {t('accountMenu.myProfile')}
          </Link>
        </li>
        <li role="none">
          <Link role="menuitem" tabIndex={-1} to={paths.orders} className={itemClass}>
            {t('accountMenu.orders')}
          </Link>
        </li>
        <li role="none" className="border-cocoa-900/10 border-t">
          <LogoutForm role="menuitem" tabIndex={-1} className={itemClass} onDone={close}>
            {t('accountMenu.logout')}
          </LogoutForm>
        </li>
      </ul>
    </div>
  );
}
