import { Menu, ShoppingBag, X } from 'lucide-react';
import { Suspense, useEffect, useRef, useState } from 'react';
import { NavLink, useLang } from '../../shared/i18n/react.tsx';
import { MobileAccountLinks } from '../../features/auth/components/mobile-account-links.tsx';
import { ProfileMenu } from '../../features/auth/components/profile-menu.tsx';
import { SearchButton } from '../../features/search/components/search-button.tsx';
import { paths } from '../../shared/paths.ts';
import { lazyWithQueries } from '../../shared/lazy-with-queries.ts';
import { useTranslation } from 'react-i18next';
import { Brand } from './brand.tsx';
import { LanguageSwitch } from './language-switch.tsx';

// The count reads the cart cookie with the contract schema, which loads just after first paint.
const CartLink = lazyWithQueries(async () => (await import('../../features/cart/components/cart-link.tsx')).CartLink);

function CartLinkPlaceholder() {
  return (
    <span className="flex size-11 items-center justify-center" aria-hidden="true">
      <ShoppingBag />
    </span>
  );
}

const TOP_NAV = [
  { to: paths.home, label: 'nav.home' },
  { to: paths.collection, label: 'nav.collection' },
  { to: paths.news, label: 'nav.news' },
  { to: paths.about, label: 'nav.about' },
  { to: paths.outlets, label: 'nav.outlets' },
] as const;

/** The phone menu holds every page of the top bar, Contact, and the account's pages. */
const MOBILE_NAV = [
  { to: paths.home, label: 'nav.home' },
  { to: paths.collection, label: 'nav.collection' },
  { to: paths.news, label: 'nav.news' },
  { to: paths.outlets, label: 'nav.outlets' },
  { to: paths.about, label: 'nav.about' },
  { to: paths.contact, label: 'nav.contact' },
] as const;

/**
 * The menu's words on one line each. The Malay ones are longer (TENTANG KAMI): below 1024 px they lose
 * the wide letter spacing, and below 768 px they are a size smaller, so the row fits beside the
 * brand and the buttons; the English row is unchanged.
 */
const TOP_NAV_TEXT = {
  en: 'text-sm tracking-wide',
  ms: 'text-xs tracking-normal md:text-sm lg:tracking-wide',
} as const;

const mobileItem = (active: boolean) =>
  `flex min-h-12 items-center px-6 text-base text-cocoa-900 ${active ? 'bg-cream-200 font-semibold' : ''}`;

export function Header() {
  const { t } = useTranslation('common');
  const navText = TOP_NAV_TEXT[useLang()];
  const [menuOpen, setMenuOpen] = useState(false);
  const headerRef = useRef<HTMLElement>(null);
  const menuRef = useRef<HTMLElement>(null);
  const closeMenu = () => menuRef.current?.hidePopover();
  // Opened by a tap before the script ran: the button's name follows what the shopper sees.
  useEffect(() => {
    if (menuRef.current?.matches(':popover-open')) setMenuOpen(true);
  }, []);
  return (
    <header
      ref={headerRef}
      className="shop-header border-cocoa-900/10 bg-cream/95 sticky top-0 z-30 border-b backdrop-blur"
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-2 px-4 sm:px-6 md:gap-4 lg:px-8">
        <Brand />
        <nav aria-label={t('nav.main')} className="hidden sm:block">
          <ul className="flex items-center lg:gap-1 xl:gap-3">
            {TOP_NAV.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end={item.to === '/'}
                  className={({ isActive }) =>
                    `flex min-h-11 items-center rounded-full px-2 font-medium whitespace-nowrap uppercase transition-colors lg:px-3 ${navText} ${isActive ? 'bg-cocoa-900 text-cream' : 'text-cocoa-900 hover:bg-cream-200'}`
                  }
                >
                  {t(item.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center md:gap-1">
          <LanguageSwitch
            compact
            className="hover:bg-cream-200 flex min-h-11 min-w-11 items-center justify-center rounded-full px-2 text-sm font-semibold xl:px-3"
          />
          <SearchButton />
          <ProfileMenu />
          <Suspense fallback={<CartLinkPlaceholder />}>
            <CartLink />
          </Suspense>
          {/*
            A native popover: the browser opens and closes the menu itself, so it works before the page
            has hydrated, and its links are plain links. The script only
            follows its state for the button's name.
          */}
          <button
            type="button"
            className="hover:bg-cream-200 flex size-11 items-center justify-center rounded-full sm:hidden"
            aria-label={menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            popoverTarget="mobile-menu"
          >
            {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
          </button>
        </div>
      </div>
      {/* Opaque and laid over the page: the page's own text must not show through the menu. */}
      <nav
        ref={menuRef}
        id="mobile-menu"
        popover="auto"
        aria-label={t('nav.mobile')}
        onBeforeToggle={(e) => {
          // Under the header wherever the page is scrolled, where the stylesheet cannot anchor it (styles.css).
          if (e.newState !== 'open' || CSS.supports('anchor-name: --shop-header')) return;
          const bottom = headerRef.current?.getBoundingClientRect().bottom;
          if (menuRef.current && bottom !== undefined) menuRef.current.style.top = `${bottom}px`;
        }}
        onToggle={(e) => setMenuOpen(e.newState === 'open')}
        className="border-cocoa-900/10 bg-cream text-cocoa-900 inset-x-0 bottom-auto m-0 h-auto max-h-[calc(100dvh-4rem)] w-full max-w-none overflow-y-auto border-0 border-t p-0 shadow-lg sm:hidden"
      >
        <ul className="flex flex-col py-2">
          {MOBILE_NAV.map((item) => (
            <li key={item.to}>
              <NavLink
                to={item.to}
                end={item.to === '/'}
                onClick={closeMenu}
                className={({ isActive }) => mobileItem(isActive)}
              >
                {t(item.label)}
              </NavLink>
            </li>
          ))}
          <li>
            <LanguageSwitch className={mobileItem(false)} onDone={closeMenu} />
          </li>
        </ul>
        <ul aria-label={t('nav.account')} className="border-cocoa-900/10 flex flex-col border-t py-2">
          <MobileAccountLinks itemClass={mobileItem} onDone={closeMenu} />
        </ul>
      </nav>
    </header>
  );
}
