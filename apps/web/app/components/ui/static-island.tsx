import {
  type FocusEvent,
  type MouseEvent,
  type ReactNode,
  type SyntheticEvent,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { type NavigateFunction, PrefetchPageLinks, useNavigate } from 'react-router';

const noSubscription = () => () => undefined;
/** False in a browser render, true on the server and while React hydrates the server's HTML. */
const inBrowserRender = () => false;
const onServerOrHydrating = () => true;

/** The server's markup, left as it is: React neither compares nor replaces the HTML of such an element. */
const KEEP_SERVER_MARKUP = { __html: '' };
/** As <Link prefetch="intent">: a pointer or focus resting this long on a link fetches its page. */
const PREFETCH_DELAY_MS = 100;

/** The address of a <Link> of the server's markup under the event (it carries `data-discover`). */
function linkAddress(event: SyntheticEvent<HTMLElement>): string | undefined {
  const anchor = event.target instanceof Element ? event.target.closest('a[data-discover]') : null;
  if (!(anchor instanceof HTMLAnchorElement) || !event.currentTarget.contains(anchor)) return undefined;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return undefined;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return undefined;
  return url.pathname + url.search + url.hash;
}

/** A click on a <Link> of the server's markup, taken over as that <Link> would. */
function followLink(event: MouseEvent<HTMLElement>, navigate: NavigateFunction) {
  if (event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
  const address = linkAddress(event);
  if (address === undefined) return;
  event.preventDefault();
  const here = window.location.pathname + window.location.search + window.location.hash;
  navigate(address, { replace: address === here });
}

/** <Link prefetch="intent">'s behaviour for the links of the server's markup. */
function useIntentPrefetch(enabled: boolean) {
  const [page, setPage] = useState<string>();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  if (!enabled) return { page: undefined, handlers: {} };
  const start = (event: SyntheticEvent<HTMLElement>) => {
    const address = linkAddress(event);
    clearTimeout(timer.current);
    if (address === undefined) return;
    timer.current = setTimeout(() => setPage(address.replace(/#.*$/, '')), PREFETCH_DELAY_MS);
  };
  const stop = (event: MouseEvent<HTMLElement> | FocusEvent<HTMLElement>) => {
    if (linkAddress(event) === undefined) return;
    clearTimeout(timer.current);
    setPage(undefined);
  };
  return {
    page,
    handlers: { onMouseOver: start, onFocus: start, onTouchStart: start, onMouseOut: stop, onBlur: stop },
  };
}

/**
 * A section with nothing to do in the browser (text, pictures, links): hydration keeps the server's
 * HTML as one opaque element and builds no component or element of it, and fetches none of its code
 * (docs/ARCHITECTURE.md, First screen). Rendered in the browser (a client navigation, or a page React
 * has to render again after a failed hydration) it renders its children like any element, so they must
 * be able to render there.
 *
 * An island shows the markup it was hydrated with for as long as it lives: give it a `key` that changes
 * with what it shows (a product's id), so that new content mounts a new island. Its <Link>s navigate as
 * they would (with `prefetch="intent"`, prefetching as theirs did); nothing else inside may need React
 * (no state, no handlers), and a plain <a> stays a document load.
 */
export function StaticIsland({
  children,
  className,
  prefetch,
}: {
  children: ReactNode;
  className?: string;
  prefetch?: 'intent';
}) {
  const hydrating = useSyncExternalStore(noSubscription, inBrowserRender, onServerOrHydrating);
  // Decided when the island mounts: the one that hydrated keeps the server's markup for good, though
  // React renders it again once hydration is over (the store's browser value differs).
  const [keepServerMarkup] = useState(() => hydrating && !import.meta.env.SSR);
  const navigate = useNavigate();
  const intent = useIntentPrefetch(keepServerMarkup && prefetch === 'intent');
  if (!keepServerMarkup) return <div className={className}>{children}</div>;
  return (
    <>
      {/* biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: only the links inside act, and Enter on a link is a click */}
      <div
        className={className}
        onClick={(event) => followLink(event, navigate)}
        {...intent.handlers}
        suppressHydrationWarning
        // biome-ignore lint/security/noDangerouslySetInnerHtml: no HTML is set; the server's stays
        dangerouslySetInnerHTML={KEEP_SERVER_MARKUP}
      />
      {intent.page && <PrefetchPageLinks page={intent.page} />}
    </>
  );
}
