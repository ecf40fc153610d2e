import type { Frame, Locator, Page, Response } from 'playwright-core';
import { failedAssets, formsSentSoFar, pageErrors, toldSoFar } from './browser.ts';

/**
 * playwright-core has no auto-retrying `expect(locator)`; these helpers wait the Playwright way
 * (locator.waitFor, page.waitForURL) or poll with vitest's expect.poll. No fixed sleeps.
 */

/** Waits until the locator shows (and is the only match), then returns it. */
export async function visible(locator: Locator, timeout?: number): Promise<Locator> {
  await locator.waitFor({ state: 'visible', timeout });
  return locator;
}

/**
 * Waits until the page shows exactly this text (a toast or an inline message; the page may say it
 * twice). When it does not, the failure lists what the page's toasts and alerts said instead and what
 * it sent the shop, so a CI log tells a different answer from a missing one, and a request never made
 * from one still waiting.
 */
export async function says(page: Page, text: string, timeout?: number): Promise<Locator> {
  try {
    return await visible(page.getByText(text, { exact: true }).first(), timeout);
  } catch (error) {
    const shown = await page
      .locator('[role="status"], [role="alert"]')
      .allInnerTexts()
      .catch(() => [] as string[]);
    const list = (lines: string[]) =>
      lines.length ? lines.map((line) => JSON.stringify(line)).join(', ') : 'nothing';
    const said = shown.map((line) => line.trim()).filter(Boolean);
    throw new Error(
      `The page ${page.url()} did not say "${text}"; its toasts and alerts say: ${list(said)}; since it loaded they said: ${list(await toldSoFar(page))}; it sent: ${list(formsSentSoFar(page))}`,
      { cause: error },
    );
  }
}

/** Waits until the locator is hidden or gone. */
export async function hidden(locator: Locator, timeout?: number): Promise<void> {
  await locator.waitFor({ state: 'hidden', timeout });
}

/** Waits until the page's path (decoded, without query) is `path`. */
export async function pathIs(page: Page, path: string | RegExp): Promise<void> {
  await page.waitForURL((url) => {
    const current = decodeURIComponent(url.pathname);
    return typeof path === 'string' ? current === path : path.test(current);
  });
}

export function currentPath(page: Page): string {
  return decodeURIComponent(new URL(page.url()).pathname);
}

/**
 * Waits until React has hydrated the page's shell and run its effects, so that clicks on
 * JavaScript-only controls (tabs, the menu button, dialogs) are handled. The root layout sets
 * `data-hydrated` on <html> in its effect, which runs after every effect of the shell. A section inside
 * <Suspense> (the cart's lines, the product page's lower sections, the footer) hydrates in a pass of its
 * own 0.1–0.3 s later: React replays a click there once it has, and a field there keeps what was typed
 * meanwhile (useFieldDraft). A frame (the payment sandbox's window) hydrates on its own, after its own
 * load event.
 */
export async function hydrated(target: Page | Frame): Promise<void> {
  const page = 'page' in target ? target.page() : target;
  await target
    .waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, {
      timeout: 20_000,
    })
    .catch(() => {
      const broken = failedAssets(page);
      const why = broken.length
        ? ` because its scripts did not load:\n  ${broken.join('\n  ')}\n` +
          'If they answer 404, apps/web/build was rebuilt while this shop was running (an "npm run build" during the e2e run).'
        : ` (its hydration never finished); errors thrown in the page: ${JSON.stringify(pageErrors(page))}`;
      throw new Error(`The page ${target.url()} did not hydrate within 20 s${why}`);
    });
}

/**
 * Waits until React has hydrated this element itself, not only the page's shell: for a test about what
 * a control inside a <Suspense> section answers, rather than about acting while that section hydrates
 * (no-javascript.spec.ts covers that). React marks each node it takes over with a `__reactFiber$…`
 * property (since React 17) while it renders the section, before it commits it; the rest of that render
 * and its commit follow within the same few tasks, so the wait ends two frames after the mark.
 */
export async function hydratedHere(locator: Locator): Promise<void> {
  const taken = await locator.evaluate(
    (element) =>
      new Promise<boolean>((resolve) => {
        const until = performance.now() + 20_000;
        let framesMarked = 0;
        const check = () => {
          if (Object.keys(element).some((key) => key.startsWith('__reactFiber$'))) framesMarked++;
          if (framesMarked > 2) resolve(true);
          else if (performance.now() > until) resolve(false);
          else requestAnimationFrame(check);
        };
        check();
      }),
  );
  if (!taken) throw new Error(`${locator} was not hydrated within 20 s`);
}

/** Opens a path of the shop, fails on a transport error, and waits for hydration. */
export async function open(page: Page, path: string): Promise<Response | null> {
  const response = await page.goto(path, { waitUntil: 'domcontentloaded' });
  await hydrated(page);
  return response;
}

/** The content attribute of a <meta> tag by property or name, or null. */
export function metaContent(page: Page, key: string): Promise<string | null> {
  return page
    .locator(`meta[property="${key}"], meta[name="${key}"]`)
    .first()
    .getAttribute('content', { timeout: 5_000 })
    .catch(() => null);
}

/**
 * The product's own details on a product page (name, price, stock, Add to Cart), not the tiles of
 * "You may also like" below it: the innermost element holding both the page's h1 and a button.
 */
export function productPanel(page: Page): Locator {
  return page
    .getByRole('main')
    .locator('div')
    .filter({ has: page.getByRole('heading', { level: 1 }) })
    .filter({ has: page.getByRole('button') })
    .last();
}

/** The product's Add to Cart button, or a failure that names the buttons the product does have. */
export async function addToCartButton(page: Page): Promise<Locator> {
  const panel = productPanel(page);
  const button = panel.getByRole('button', { name: 'Add to Cart', exact: true });
  try {
    await button.waitFor({ state: 'visible', timeout: 5_000 });
  } catch {
    const names = await panel.getByRole('button').allInnerTexts();
    throw new Error(`The product has no 'Add to Cart' button; its buttons read: ${JSON.stringify(names)}`);
  }
  return button;
}
