import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

/**
 * Resolves once the browser has painted the server's HTML. On a phone the first paint comes long
 * before the scripts arrive, so this resolves at once; only where the scripts are already there before
 * anything was painted (a fast connection) does hydration wait, for at most a frame, instead of
 * holding back the first screen (docs/decisions/0037-hydration-after-the-first-paint.md).
 */
function firstPaint(): Promise<void> {
  const painted = performance.getEntriesByName('first-contentful-paint').length > 0;
  // A hidden tab paints nothing and runs no animation frames: it hydrates straight away.
  if (painted || document.visibilityState === 'hidden') return Promise.resolve();
  return new Promise((resolve) => {
    const fallback = setTimeout(resolve, 100);
    requestAnimationFrame(() => {
      // A task queued from a frame's callback runs after that frame is painted.
      setTimeout(() => {
        clearTimeout(fallback);
        resolve();
      }, 0);
    });
  });
}

void firstPaint().then(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
});
