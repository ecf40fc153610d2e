import { type MouseEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { Form, Link } from 'react-router';
import { pressWithSpace } from '~/components/layout/press-with-space';
import { useFragmentMenu } from '~/components/layout/use-fragment-menu';
import { focusRing } from '~/components/ui/button';
import { MenuIcon } from '~/components/ui/icons';
import { CloseIcon } from '~/components/ui/page-icons';
import { trapFocus } from '~/lib/trap-focus';
import { AdminNav } from './admin-nav';

const iconButton = `flex h-10 w-10 items-center justify-center rounded-full text-stone-700 hover:bg-stone-100 ${focusRing}`;

/**
 * The console's own frame, in place of the shop's header and footer (docs/PRODUCT.md, Admin console):
 * the sections in a sidebar on a desktop; on a phone a bar with a menu button, and the same sidebar
 * slides in from the left as the menu. The sidebar also holds the way back to the shop, who is signed
 * in and Logout.
 *
 * Like the shop's side menu (components/layout/mobile-menu.tsx), the menu opens without JavaScript:
 * the menu button links to #admin-menu and the sidebar shows while it is the page's :target; the close
 * button and the overlay link away from it. Once hydrated, `open` rules, and a menu opened by the link
 * before then stays open.
 */
export function AdminShell({
  email,
  shopName,
  chatUnread,
  children,
}: {
  email: string;
  shopName: string;
  chatUnread: number;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  // False in the server's HTML and until hydrated: the :target styles open the menu until then.
  const [enhanced, setEnhanced] = useState(false);
  const panel = useRef<HTMLElement>(null);
  const menuButton = useRef<HTMLAnchorElement>(null);
  const closeButton = useRef<HTMLAnchorElement>(null);

  useFragmentMenu('admin-menu', (openedByLink) => {
    setEnhanced(true);
    if (openedByLink) setOpen(true);
  });

  useEffect(() => {
    if (!open) return;
    closeButton.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        menuButton.current?.focus();
      }
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

  // Without JavaScript, closing is a link to a fragment that names nothing, so the page does not scroll.
  const closeHref = '#menu-closed';
  const close = (event: MouseEvent) => {
    if (!enhanced) return;
    event.preventDefault();
    setOpen(false);
    menuButton.current?.focus();
  };
  // Closed on a phone: off screen and invisible (out of the tab order); a desktop always shows it.
  const shut = `invisible -translate-x-full transition-[transform,visibility] ${enhanced ? '' : 'target:visible target:translate-x-0'}`;

  return (
    <div className="min-h-screen bg-stone-50 lg:flex">
      <div className="sticky top-0 z-30 flex h-14 items-center gap-2 border-b border-stone-200 bg-white px-3 lg:hidden">
        {/* A link to the menu before JavaScript runs, a button that opens it afterwards. */}
        {/* biome-ignore lint/a11y/useValidAnchor: see above */}
        {/* biome-ignore lint/a11y/useSemanticElements: see above */}
        <a
          ref={menuButton}
          href="#admin-menu"
          role="button"
          onKeyDown={pressWithSpace}
          aria-label="Open menu"
          aria-expanded={open}
          aria-controls="admin-menu"
          className={iconButton}
          onClick={(event) => {
            if (!enhanced) return;
            event.preventDefault();
            setOpen(true);
          }}
        >
          <MenuIcon />
        </a>
        <p className="font-display text-lg font-bold text-brand-900">Admin console</p>
        <Link
          to="/"
          className={`ml-auto rounded-full px-3 py-1.5 text-sm font-semibold text-brand-800 hover:bg-brand-50 ${focusRing}`}
        >
          View shop
        </Link>
      </div>
      <aside
        ref={panel}
        id="admin-menu"
        aria-label="Admin console"
        className={`peer fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col overflow-y-auto border-r border-stone-200 bg-white shadow-2xl duration-300 ease-out motion-reduce:transition-none lg:visible lg:sticky lg:top-0 lg:z-auto lg:h-screen lg:w-60 lg:max-w-none lg:shrink-0 lg:translate-x-0 lg:shadow-none ${open ? 'visible translate-x-0 transition-transform' : shut}`}
      >
        <div className="flex items-center justify-between gap-2 border-b border-stone-200 px-5 py-4">
          <div>
            <p className="font-display text-lg font-bold text-brand-900">Admin console</p>
            <p className="text-xs text-stone-600">{shopName}</p>
          </div>
          {/* biome-ignore lint/a11y/useSemanticElements: a link away from the menu before JavaScript runs */}
          <a
            ref={closeButton}
            href={closeHref}
            role="button"
            onClick={close}
            onKeyDown={pressWithSpace}
            aria-label="Close menu"
            className={`${iconButton} lg:hidden`}
          >
            <CloseIcon />
          </a>
        </div>
        <AdminNav chatUnread={chatUnread} onNavigate={() => setOpen(false)} />
        <div className="mt-auto space-y-3 border-t border-stone-200 p-4">
          <Link
            to="/"
            className={`flex items-center rounded-lg px-3 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50 ${focusRing}`}
          >
            ← Back to the shop
          </Link>
          <p className="px-3 text-xs text-stone-600">
            Signed in as
            <span className="block truncate font-semibold text-stone-800" title={email}>
              {email}
            </span>
          </p>
          <Form method="post" action="/logout">
            <button
              type="submit"
              className={`w-full rounded-full border border-stone-300 px-4 py-2 text-sm font-semibold text-stone-800 hover:bg-stone-100 ${focusRing}`}
            >
              Logout
            </button>
          </Form>
        </div>
      </aside>
      {/* After the panel: the no-JavaScript styles follow it (peer-target). */}
      {/* biome-ignore lint/a11y/useAnchorContent: a pointer target only; Close menu is the named way out */}
      <a
        href={closeHref}
        onClick={close}
        aria-hidden="true"
        tabIndex={-1}
        data-testid="admin-menu-overlay"
        className={`fixed inset-0 z-40 bg-stone-900/50 transition-[opacity,visibility] duration-300 lg:hidden ${open ? 'visible opacity-100' : `invisible opacity-0 ${enhanced ? '' : 'peer-target:visible peer-target:opacity-100'}`}`}
      />
      <main id="main" className="min-w-0 flex-1 px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
        <h1 className="sr-only">Admin console</h1>
        <div className="mx-auto max-w-6xl">{children}</div>
      </main>
    </div>
  );
}
