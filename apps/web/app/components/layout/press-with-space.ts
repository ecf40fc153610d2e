import type { KeyboardEvent } from 'react';

/**
 * A link that acts as a button (the side menu's open and close: links to a fragment without
 * JavaScript) also answers the Space key once JavaScript runs, as a button does.
 */
export function pressWithSpace(event: KeyboardEvent<HTMLAnchorElement>) {
  if (event.key !== ' ') return;
  event.preventDefault();
  event.currentTarget.click();
}
