import { UserRound } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router';
import { Link } from '../../../shared/i18n/react.tsx';
import { paths } from '../../../shared/paths.ts';
import { useLogout } from '../hooks/use-logout.ts';
import { useTranslation } from 'react-i18next';

const iconButton = 'flex size-11 items-center justify-center rounded-full hover:bg-cream-200';
const itemClass =
  'flex min-h-11 w-full items-center px-4 text-left text-sm text-cocoa-900 hover:bg-cream-200 focus:bg-cream-200 focus:outline-none';

/** A customer's menu button (WAI-ARIA APG): arrows move between items, Escape closes and returns focus. */
export default function AccountMenu() {
  const { t } = useTranslation('auth');
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const location = useLocation();
  const logout = useLogout();

  // A navigation (one of the links, or Back) closes the menu.
  useEffect(() => setOpen(false), [location.pathname]);

  useEffect(() => {
    if (!open) return;
    menuRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const onPointer = (e: PointerEvent) => {
      const target = e.target as Node;
      if (!menuRef.current?.contains(target) && !buttonRef.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const onMenuKey = (e: KeyboardEvent<HTMLUListElement>) => {
    const items = [...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const index = items.indexOf(document.activeElement as HTMLElement);
    const focusAt = (i: number) => items[(i + items.length) % items.length]?.focus();
    if (e.key === 'ArrowDown') focusAt(index + 1);
    else if (e.key === 'ArrowUp') focusAt(index - 1);
    else if (e.key === 'Home') focusAt(0);
    else if (e.key === 'End') focusAt(items.length - 1);
    else if (e.key === 'Escape' || e.key === 'Tab') {
      setOpen(false);
      if (e.key === 'Escape') buttonRef.current?.focus();
      return;
    } else return;
    e.preventDefault();
  };

  return (
    <div className="relative">
      <button
        ref={buttonRef}
        type="button"
        className={`${iconButton} ${open ? 'bg-cream-200' : ''}`}
        aria-label={t('accountMenu.account')}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown') {
            e.preventDefault();
            setOpen(true);
          }
        }}
      >
        <UserRound aria-hidden="true" />
        <span
          aria-hidden="true"
          className="bg-accent ring-cream absolute right-2 bottom-2 size-2 rounded-full ring-2"
        />
      </button>
      {open && (
        <ul
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-label={t('accountMenu.account')}
          onKeyDown={onMenuKey}
          className="border-cocoa-900/10 absolute right-0 z-40 mt-2 w-48 overflow-hidden rounded-xl border bg-white py-1 shadow-lg"
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
            <button role="menuitem" tabIndex={-1} type="button" className={itemClass} onClick={() => void logout()}>
              {t('accountMenu.logout')}
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}
