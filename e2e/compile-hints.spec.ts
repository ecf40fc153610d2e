import { describe, expect, inject, it } from 'vitest';

/**
 * The chunks every page runs in full while hydrating carry V8's compile hint as their first line, so a
 * phone compiles them while it still lays out the HTML (apps/web/vite.config.ts, compileHints;
 * docs/PERFORMANCE.md, Where a slow phone's time goes). Read as a browser gets them: the home page's
 * preloads, fetched from the shop, compressed.
 */
const HINT = '//# allFunctionsCalledOnLoad\n';

async function text(pathname: string): Promise<string> {
  const response = await fetch(new URL(pathname, inject('baseURL')), {
    headers: { 'accept-encoding': 'gzip' },
  });
  expect(response.status).toBe(200);
  return response.text();
}

describe('compile hints', () => {
  it('start the framework and frame chunks, and no chunk a page may not run in full', async () => {
    const home = await text('/');
    const preloads = [...home.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map(
      ([, href]) => href ?? '',
    );
    const hinted: string[] = [];
    for (const href of preloads) {
      if ((await text(href)).startsWith(HINT)) hinted.push(href.replace(/^.*\/|-[\w-]{8}\.js$/g, ''));
    }
    expect(hinted.sort()).toEqual(['frame', 'framework']);
    // More than the two, so the check above saw chunks without the hint too.
    expect(preloads.length).toBeGreaterThan(2);
  });
});
