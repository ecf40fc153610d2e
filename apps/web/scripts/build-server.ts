import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build, type Plugin, type PluginBuild } from 'esbuild';

// Compiles the one-process server (apps/web/server/main.ts) with the API and the shared package into
// plain JavaScript, so production runs with `node` alone and never transforms TypeScript at start
// (docs/ARCHITECTURE.md, One process). Packages from node_modules stay outside the bundle, but for
// BUNDLED_PACKAGE: they are JavaScript already, and some (sharp, pino's workers, PGlite's wasm) find
// their own files next to themselves.
const webRoot = path.resolve(import.meta.dirname ?? path.dirname(new URL(import.meta.url).pathname), '..');
const outfile = path.join(webRoot, 'build', 'runtime', 'main.js');

/** Whether a file of node_modules is CommonJS: a .cjs file, or a .js file of a package not typed module. */
function isCommonJs(file: string): boolean {
  if (file.endsWith('.cjs')) return true;
  if (!file.endsWith('.js')) return false;
  for (let dir = path.dirname(file); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest))
      return (JSON.parse(readFileSync(manifest, 'utf8')) as { type?: string }).type !== 'module';
  }
  return true;
}

/**
 * A package that `import` and `require` resolve to the same CommonJS file is loaded with `require`:
 * Node's ESM loader would load that very file, after scanning its source (and the files it re-exports)
 * for export names; the shop's start spent about a tenth of its time there (docs/PERFORMANCE.md, Memory
 * and start). Packages with a separate ES module build (zod, drizzle-orm, react-router, PGlite) stay
 * imports, so no package is ever loaded twice.
 */
const RESOLVING = Symbol('resolving with esbuild alone');

async function loadedByRequire(
  builder: PluginBuild,
  specifier: string,
  resolveDir: string,
): Promise<boolean> {
  const [asImport, asRequire] = await Promise.all([
    builder.resolve(specifier, { kind: 'import-statement', resolveDir, pluginData: RESOLVING }),
    builder.resolve(specifier, { kind: 'require-call', resolveDir, pluginData: RESOLVING }),
  ]);
  if (asImport.errors.length || asRequire.errors.length || asImport.path !== asRequire.path) return false;
  return asImport.path.includes(`${path.sep}node_modules${path.sep}`) && isCommonJs(asImport.path);
}

/**
 * Packages bundled like the shop's own code. drizzle-orm is 450 ES module files under a 180 KB
 * package.json, and Node 24's loader reads that manifest again for each file it links: a third of a
 * restart's CPU (docs/PERFORMANCE.md, Restart). It finds no files of its own, and nothing outside the
 * server imports it, so the bundle holds its one copy. Its drivers load pg and PGlite, which stay
 * packages; code splitting keeps each driver in a chunk of its own, loaded only by its database.
 */
const BUNDLED_PACKAGE = /^drizzle-orm(\/|$)/;

/** Bundles the workspace's own TypeScript packages (@shop/*) and BUNDLED_PACKAGE; leaves every other package external. */
const ownPackagesOnly: Plugin = {
  name: 'own-packages-only',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, async (args) => {
      if (args.path.startsWith('@shop/') || args.pluginData === RESOLVING) return undefined;
      if (BUNDLED_PACKAGE.test(args.path)) return undefined;
      if (args.namespace === 'required-package' || args.path.startsWith('node:'))
        return { path: args.path, external: true };
      // A package loaded at its first use stays Node's own import(): in a split bundle, esbuild's
      // stand-in for a CommonJS package gives only its default export, and the names Node finds in
      // its source at that first use cost the start nothing.
      if (args.kind === 'dynamic-import') return { path: args.path, external: true };
      if (await loadedByRequire(builder, args.path, args.resolveDir))
        return { path: args.path, namespace: 'required-package' };
      return { path: args.path, external: true };
    });
    builder.onLoad({ filter: /.*/, namespace: 'required-package' }, (args) => ({
      contents: `module.exports = __requirePackage(${JSON.stringify(args.path)});`,
      loader: 'js',
    }));
  },
};

// Chunk names carry a hash: clear the last build's, so none is left behind.
rmSync(path.dirname(outfile), { recursive: true, force: true });
const result = await build({
  entryPoints: { main: path.join(webRoot, 'server', 'main.ts') },
  outdir: path.dirname(outfile),
  splitting: true,
  chunkNames: '[name]-[hash]',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: 'linked',
  legalComments: 'none',
  plugins: [ownPackagesOnly],
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const __requirePackage = __createRequire(import.meta.url);",
  },
  logLevel: 'warning',
  metafile: true,
});
const bytes = Object.values(result.metafile.outputs).reduce((sum, output) => sum + output.bytes, 0);
console.log(
  `server compiled: ${path.relative(process.cwd(), outfile)} (${Math.round(bytes / 1024)} KB with its map)`,
);
