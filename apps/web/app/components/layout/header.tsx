import { Suspense, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { later } from '~/lib/later';
import { isCurrent, mainNav } from '~/lib/links';
import { fallbackSite, useShippingPromise, useSiteData } from '~/lib/site-data';
import { CartIcon, MenuIcon, TruckIcon, UserIcon } from '../ui/icons';
import { Container } from './container';
import { Logo } from './logo';
import * as mobileMenu from './mobile-menu';
import { pressWithSpace } from './press-with-space';
import { SearchForm } from './search-form';

// The closed menu is invisible: the server renders it with the page, the browser fetches its code after
// the first screen and hydrates it then, as root.tsx does with the footer
// (docs/ARCHITECTURE.md, First screen). Until then the menu button is a link to #mobile-menu, which
// opens it by CSS (:target), as it does without JavaScript; the menu takes over once hydrated.
const MobileMenu = import.meta.env.SSR
  ? mobileMenu.MobileMenu
  : later(() => import('./mobile-menu'), 'MobileMenu');

const iconButton =
  'relative flex h-10 w-10 items-center justify-center rounded-full text-stone-700 transition hover:bg-brand-50 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

export function Header() {
  const data = useSiteData();
  const site = data?.site ?? fallbackSite;
  const user = data?.user ?? null;
  const cartCount = data?.cartCount ?? 0;
  const shipping = useShippingPromise();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  // Whether the menu's own code runs (it opens and closes it from then on).
  const [menuReady, setMenuReady] = useState(false);
  const menuButton = useRef<HTMLAnchorElement>(null);

  return (
    <>
      <header className="sticky top-0 z-40 border-b border-stone-200/80 bg-cream/95 backdrop-blur supports-[backdrop-filter]:bg-cream/85">
        <p className="bg-brand-800 px-4 py-1.5 text-center text-xs font-medium tracking-wide text-brand-50">
          <TruckIcon className="mr-1.5 inline h-4 w-4 align-[-3px]" />
          {/* The owner's promise: its short form on a phone, the whole of it from `sm` up. */}
          {shipping.short}
          {shipping.long !== shipping.short && (
            <span className="hidden sm:inline">{shipping.long.slice(shipping.short.length)}</span>
          )}
          {shipping.cod && (
            <>
              {' '}
              · Cash on Delivery<span className="hidden sm:inline"> available</span>
            </>
          )}
        </p>
        <Container className="flex h-16 items-center gap-3 lg:gap-6">
          {/* A link to the menu before JavaScript runs, a button that opens it afterwards. */}
          {/* biome-ignore lint/a11y/useValidAnchor: see above */}
          {/* biome-ignore lint/a11y/useSemanticElements: see above */}
          <a
            ref={menuButton}
            href="#mobile-menu"
            role="button"
            onKeyDown={pressWithSpace}
            className={`${iconButton} -ml-2 md:hidden`}
            aria-label="Open menu"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            onClick={(event) => {
              if (!menuReady) return;
              event.preventDefault();
              setMenuOpen(true);
            }}
          >
            <MenuIcon />
          </a>
          <Logo shopName={site.shopName} />
          <nav aria-label="Main" className="hidden md:block">
            <ul className="flex items-center gap-1">
              {mainNav.map((link) => {
                const current = isCurrent(pathname, link.to);
                return (
                  <li key={link.to}>
                    <Link
                      to={link.to}
                      aria-current={current ? 'page' : undefined}
                      className={`rounded-full px-3 py-2 text-sm font-medium transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${current ? 'bg-brand-100 text-brand-900' : 'text-stone-700 hover:bg-brand-50 hover:text-brand-800'}`}
                    >
                      {link.label}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </nav>
          <SearchForm className="ml-auto hidden w-full max-w-xs lg:block" />
          <div className="ml-auto flex items-center gap-1 lg:ml-0">
            {user ? (
              <>
                {user.isAdmin && (
                  <Link
                    to="/admin"
                    className="mr-1 hidden rounded-full border border-brand-700 px-4 py-1.5 text-sm font-semibold text-brand-800 transition hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 md:block"
                  >
                    Admin console
                  </Link>
                )}
                <Link to="/profile" className={iconButton} aria-label="Your profile">
                  <UserIcon />
                </Link>
                <Link
                  to="/cart"
                  className={iconButton}
                  aria-label={`Cart, ${cartCount} ${cartCount === 1 ? 'item' : 'items'}`}
                >
                  <CartIcon />
                  {cartCount > 0 && (
                    <span
                      aria-hidden="true"
                      className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-saffron-400 px-1 text-[0.7rem] font-bold text-stone-900"
                    >
                      {cartCount > 99 ? '99+' : cartCount}
                    </span>
                  )}
                </Link>
              </>
            ) : (
              <Link
                to="/login"
                className="rounded-full bg-brand-700 px-5 py-2 text-sm font-semibold text-white shadow-sm transition hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
              >
                Login
              </Link>
            )}
          </div>
        </Container>
        {pathname !== '/search' && (
          <Container className="pb-3 lg:hidden">
            <SearchForm />
          </Container>
        )}
      </header>
      {/* Outside the header: its backdrop filter would make it the box of the menu's fixed layers. */}
      <Suspense fallback={null}>
        <MobileMenu
          open={menuOpen}
          onClose={() => {
            setMenuOpen(false);
            menuButton.current?.focus();
          }}
          onNavigate={() => setMenuOpen(false)}
          onReady={(openedByLink) => {
            setMenuReady(true);
            if (openedByLink) setMenuOpen(true);
          }}
          shopName={site.shopName}
          user={user}
          cartCount={cartCount}
          pathname={pathname}
        />
      </Suspense>
    </>
  );
}
