import path from 'node:path';
import { build, type Plugin } from 'esbuild';

// Compiles the one-process server (apps/web/server/main.ts) with the API and the shared package into
// plain JavaScript, so production runs with `node` alone and never transforms TypeScript at start
// (docs/ARCHITECTURE.md, One process). Packages from node_modules stay imports: they are JavaScript
// already, and some (sharp, pino's workers, PGlite's wasm) find their own files next to themselves.
const webRoot = path.resolve(import.meta.dirname ?? path.dirname(new URL(import.meta.url).pathname), '..');
const outfile = path.join(webRoot, 'build', 'runtime', 'main.js');

/** Bundles the workspace's own TypeScript packages (@shop/*); leaves every other package external. */
const ownPackagesOnly: Plugin = {
  name: 'own-packages-only',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@shop/') ? undefined : { path: args.path, external: true },
    );
  },
};

const result = await build({
  entryPoints: [path.join(webRoot, 'server', 'main.ts')],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: 'linked',
  legalComments: 'none',
  plugins: [ownPackagesOnly],
  logLevel: 'warning',
  metafile: true,
});
const bytes = Object.values(result.metafile.outputs).reduce((sum, output) => sum + output.bytes, 0);
console.log(
  `server compiled: ${path.relative(process.cwd(), outfile)} (${Math.round(bytes / 1024)} KB with its map)`,
);
