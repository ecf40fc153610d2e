import { useEffect, useRef } from 'react';

/**
 * A menu that opens without JavaScript: its button links to `#id` and CSS shows the panel while it is the
 * page's :target (the shop's side menu, the console's). Once hydrated, `onReady` is told whether the link
 * opened it before then, and is told again (true) whenever the link is followed later: a tap between
 * hydration and the next render still follows the link, which no longer opens the panel by CSS.
 */
export function useFragmentMenu(id: string, onReady: (openedByLink: boolean) => void) {
  const ready = useRef(onReady);
  ready.current = onReady;
  useEffect(() => {
    const target = `#${id}`;
    ready.current(window.location.hash === target);
    const onHash = () => {
      if (window.location.hash === target) ready.current(true);
    };
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, [id]);
}
