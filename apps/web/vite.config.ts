import { createRequire } from 'node:module';
import path from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin, type Rollup } from 'vite';

/** React, React DOM and React Router: every page needs all of them, so they travel as one file. */
const framework = /\/node_modules\/(react|react-dom|react-router|scheduler)\//;
const rootModule = new URL('./app/root.tsx', import.meta.url).pathname;

/**
 * React Router's package resolves to its development build under every condition, production too
 * (remix-run/react-router#12532, #14102: meant to be temporary); the browser's production bundle then
 * carries its development warnings and messages. Its production build is the same code with them off.
 */
const reactRouterProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production',
);
const reactRouterProductionFiles: Record<string, string> = {
  'react-router': path.join(reactRouterProduction, 'index.mjs'),
  'react-router/dom': path.join(reactRouterProduction, 'dom-export.mjs'),
};

/** The browser build only: the server keeps React Router's own resolution. */
function reactRouterProductionBuild(): Plugin {
  return {
    name: 'shop:react-router-production-build',
    apply: 'build',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    resolveId: (source) => reactRouterProductionFiles[source] ?? null,
  };
}

/** The chunks every page runs in full while it hydrates (see `compileHints`). */
const runOnLoad = new Set(['framework', 'frame']);

/**
 * V8's explicit compile hint (Chrome 136 and later): a file that starts with this comment has its
 * functions compiled on the background thread that streams it in, while the page's HTML is still being
 * laid out, instead of one by one on the main thread the first time hydration calls them. Only for
 * the chunks every page runs in full; a chunk most of which a page never calls would be compiled for
 * nothing. Added once the chunks are minified (Terser drops comments), so a file's name hashes the
 * code before its first line, which the comment does not change (docs/PERFORMANCE.md, Shopper on a
 * slow phone).
 */
function compileHints(): Plugin {
  return {
    name: 'shop:compile-hints',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle: {
      // After Vite's own hooks, which still rewrite a chunk's code when the bundle is generated.
      order: 'post',
      handler(_options, bundle) {
        for (const output of Object.values(bundle)) {
          if (output.type === 'chunk' && runOnLoad.has(output.name)) {
            output.code = `//# allFunctionsCalledOnLoad\n${output.code}`;
          }
        }
      },
    },
  };
}

/**
 * Every module the root route imports without `import()`: the frame of every page (header, error
 * page, their icons and helpers). Every page loads all of it anyway, so one chunk costs no page a byte
 * more. A module the frame also loads with `import()` (the footer) is kept apart in `later`: Rollup
 * would otherwise pull it into the frame chunk with the root, which still names it statically.
 */
function frameModules(getModuleInfo: Rollup.GetModuleInfo, moduleIds: Iterable<string>) {
  const frame = new Set<string>();
  const later = new Set<string>();
  const visit = (id: string) => {
    const info = getModuleInfo(id);
    if (frame.has(id) || later.has(id) || framework.test(id)) return;
    if (info?.dynamicImporters.length) {
      later.add(id);
      return;
    }
    frame.add(id);
    for (const imported of info?.importedIds ?? []) visit(imported);
  };
  // React Router's client build loads route modules with a query after the path.
  for (const id of moduleIds) if (id.split('?')[0] === rootModule) visit(id);
  return { frame, later };
}

export default defineConfig(() => {
  let chunks: ReturnType<typeof frameModules> | undefined;
  return {
    plugins: [tailwindcss(), reactRouter(), reactRouterProductionBuild(), compileHints()],
    resolve: {
      alias: [{ find: '~', replacement: new URL('./app', import.meta.url).pathname }],
    },
    ssr: { noExternal: ['@shop/shared'] },
    build: {
      sourcemap: false,
      // Terser makes the browser's files about 3 % smaller than esbuild's minifier (the framework chunk
      // 109.4 → 106.2 KB gzip), which the home page's 120 KB budget needs. Said here as well as for the
      // client: React Router builds its environments on one shared config, whose `build.minify` picks the
      // minifier (each environment's own only says whether to minify at all).
      minify: 'terser',
    },
    // Each side's own build (React Router's Vite Environment API: `client` and `ssr`).
    environments: {
      client: {
        build: {
          minify: 'terser',
          // docs/ARCHITECTURE.md, First screen: left alone, Rollup gave the home page 30 files, most of
          // them under 1 KB, each one more request before hydration.
          rollupOptions: {
            output: {
              manualChunks(id, { getModuleInfo, getModuleIds }) {
                if (framework.test(id)) return 'framework';
                chunks ??= frameModules(getModuleInfo, getModuleIds());
                if (chunks.frame.has(id)) return 'frame';
                // Its own chunk, named after the file (the footer: `footer`).
                if (chunks.later.has(id)) return path.basename(id.split('?')[0] ?? id).replace(/\.\w+$/, '');
                // What a later chunk shares with the pages (icons, the static island, the back field):
                // left unnamed, Rollup moves it into the first later chunk that imports it, and every
                // page that uses an icon would preload the footer with it.
                const importers = getModuleInfo(id)?.importers ?? [];
                if (importers.length > 1 && importers.some((importer) => chunks!.later.has(importer)))
                  return 'parts';
                return undefined;
              },
            },
          },
        },
      },
      // The server bundle stays readable: minifying it would save nothing a visitor downloads.
      ssr: { build: { minify: false } },
    },
  };
});
