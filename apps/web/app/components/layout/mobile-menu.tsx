import { type MouseEvent, useEffect, useRef, useState } from 'react';
import { Form, Link } from 'react-router';
import { isCurrent, mainNav } from '~/lib/links';
import type { SiteData } from '~/lib/site-data';
import { trapFocus } from '~/lib/trap-focus';
import { CartIcon, ChevronRightIcon, UserIcon } from '../ui/icons';
import { CloseIcon } from '../ui/page-icons';
import { Logo } from './logo';
import { pressWithSpace } from './press-with-space';
import { useFragmentMenu } from './use-fragment-menu';

/**
 * The small-screen side menu: slides in from the left; closes on the overlay, on Escape and on
 * choosing a link. While closed it is `invisible`, so its links are out of the tab order.
 * Before its code runs (no JavaScript, or not hydrated yet) CSS opens it: the menu button links to
 * #mobile-menu, and the panel shows while it is the page's :target; the close button and the overlay
 * link away from it. Once hydrated the menu says whether it was opened so (`onReady`) and `open` rules.
 */
export function MobileMenu({
  open,
  onClose,
  onNavigate,
  onReady,
  shopName,
  user,
  cartCount,
  pathname,
}: {
  open: boolean;
  onClose: () => void;
  onNavigate: () => void;
  onReady: (openedByLink: boolean) => void;
  shopName: string;
  user: SiteData['user'];
  cartCount: number;
  pathname: string;
}) {
  const panel = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLAnchorElement>(null);
  // The parent passes a fresh callback each render; the effect must only run when `open` changes.
  const close = useRef(onClose);
  close.current = onClose;
  // False in the server's HTML and until hydrated: the :target styles open the menu until then.
  const [enhanced, setEnhanced] = useState(false);
  useFragmentMenu('mobile-menu', (openedByLink) => {
    setEnhanced(true);
    onReady(openedByLink);
  });

  useEffect(() => {
    if (!open) return;
    closeButton.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close.current();
      if (event.key === 'Tab' && panel.current) trapFocus(event, panel.current);
    };
    document.addEventListener('keydown', onKey);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
    };
  }, [open]);

  const linkClass = (current: boolean) =>
    `flex items-center justify-between rounded-xl px-4 py-3 text-base font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${current ? 'bg-brand-100 text-brand-900' : 'text-stone-800 hover:bg-brand-50'}`;

  // Without JavaScript, closing is a link to a fragment that names nothing, so the page does not scroll.
  const closeHref = '#menu-closed';
  const closeClick = (event: MouseEvent) => {
    event.preventDefault();
    onClose();
  };

  return (
    <div className="md:hidden">
      <div
        ref={panel}
        id="mobile-menu"
        role="dialog"
        aria-modal="true"
        aria-label="Menu"
        // Visibility switches at once on opening (so focus can land) and only after the slide on closing.
        className={`peer fixed inset-y-0 left-0 z-50 flex w-80 max-w-[85vw] flex-col overflow-y-auto bg-cream shadow-2xl duration-300 ease-out motion-reduce:transition-none ${open ? 'visible translate-x-0 transition-transform' : `invisible -translate-x-full transition-[transform,visibility] ${enhanced ? '' : 'target:visible target:translate-x-0'}`}`}
      >
        <div className="flex items-center justify-between border-b border-stone-200 px-4 py-3">
          <Logo shopName={shopName} onNavigate={onNavigate} />
          {/* biome-ignore lint/a11y/useSemanticElements: a link away from the menu before JavaScript runs */}
          <a
            ref={closeButton}
            href={closeHref}
            role="button"
            onClick={closeClick}
            onKeyDown={pressWithSpace}
            aria-label="Close menu"
            className="flex h-10 w-10 items-center justify-center rounded-full text-stone-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          >
            <CloseIcon />
          </a>
        </div>
        {user && (
          <p className="px-7 pt-5 font-display text-xl text-brand-900">Hi, {user.firstName || 'User'}</p>
        )}
        <nav aria-label="Mobile" className="px-3 py-4">
          <ul className="space-y-1">
            {mainNav.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  onClick={onNavigate}
                  aria-current={isCurrent(pathname, link.to) ? 'page' : undefined}
                  className={linkClass(isCurrent(pathname, link.to))}
                >
                  {link.label}
                  <ChevronRightIcon className="h-4 w-4 text-stone-500" />
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="mt-auto border-t border-stone-200 p-4">
          {user ? (
            <div className="space-y-3">
              {user.isAdmin && (
                <Link to="/admin" onClick={onNavigate} className={linkClass(false)}>
                  Admin console
                  <ChevronRightIcon className="h-4 w-4 text-stone-500" />
                </Link>
              )}
              <div className="grid grid-cols-2 gap-2">
                <Link to="/profile" onClick={onNavigate} className={linkClass(false)}>
                  <span className="flex items-center gap-2">
                    <UserIcon className="h-5 w-5" /> Profile
                  </span>
                </Link>
                <Link to="/cart" onClick={onNavigate} className={linkClass(false)}>
                  <span className="flex items-center gap-2">
                    <CartIcon className="h-5 w-5" /> Cart ({cartCount})
                  </span>
                </Link>
              </div>
              <Form method="post" action="/logout" onSubmit={onNavigate}>
                <button
                  type="submit"
                  className="w-full rounded-full border border-brand-700 px-4 py-2.5 text-sm font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
                >
                  Logout
                </button>
              </Form>
            </div>
          ) : (
            <Link
              to="/login"
              onClick={onNavigate}
              className="block rounded-full bg-brand-700 px-4 py-2.5 text-center text-sm font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            >
              Login
            </Link>
          )}
        </div>
      </div>
      {/* After the panel: the no-JavaScript styles follow it (peer-target). */}
      {/* biome-ignore lint/a11y/useAnchorContent: a pointer target only; Close menu is the named way out */}
      <a
        href={closeHref}
        onClick={closeClick}
        aria-hidden="true"
        tabIndex={-1}
        data-testid="menu-overlay"
        className={`fixed inset-0 z-40 bg-stone-900/50 transition-[opacity,visibility] duration-300 ${open ? 'visible opacity-100' : `invisible opacity-0 ${enhanced ? '' : 'peer-target:visible peer-target:opacity-100'}`}`}
      />
    </div>
  );
}
