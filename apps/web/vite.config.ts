import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import type { GetModuleInfo } from 'rollup';
import { defineConfig } from 'vite';

/** React, React DOM and React Router: every page needs all of them, so they travel as one file. */
const framework = /\/node_modules\/(react|react-dom|react-router|scheduler)\//;
const rootModule = new URL('./app/root.tsx', import.meta.url).pathname;

/**
 * Every module the root route imports without `import()`: the frame of every page (header, footer,
 * their icons and helpers). Every page loads all of it anyway, so one chunk costs no page a byte more.
 */
function frameModules(getModuleInfo: GetModuleInfo, moduleIds: Iterable<string>): Set<string> {
  const seen = new Set<string>();
  const visit = (id: string) => {
    if (seen.has(id) || framework.test(id)) return;
    seen.add(id);
    for (const imported of getModuleInfo(id)?.importedIds ?? []) visit(imported);
  };
  // React Router's client build loads route modules with a query after the path.
  for (const id of moduleIds) if (id.split('?')[0] === rootModule) visit(id);
  return seen;
}

export default defineConfig(({ isSsrBuild }) => {
  let frame: Set<string> | undefined;
  return {
    plugins: [tailwindcss(), reactRouter()],
    resolve: { alias: { '~': new URL('./app', import.meta.url).pathname } },
    ssr: { noExternal: ['@shop/shared'] },
    build: {
      sourcemap: false,
      // The browser's chunks only (docs/ARCHITECTURE.md, "First screen"): left alone, Rollup gave the
      // home page 30 files, most of them under 1 KB, each one more request before hydration.
      rollupOptions: isSsrBuild
        ? {}
        : {
            output: {
              manualChunks(id, { getModuleInfo, getModuleIds }) {
                if (framework.test(id)) return 'framework';
                frame ??= frameModules(getModuleInfo, getModuleIds());
                return frame.has(id) ? 'frame' : undefined;
              },
            },
          },
    },
  };
});
