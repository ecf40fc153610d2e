import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Graphviz } from '@hpcc-js/wasm-graphviz';
import { repoRoot } from './shop-process.ts';

/**
 * `npm run deps:graph`: draws how the parts of the shop import each other (one box per API module,
 * web feature, component folder and shared folder; tests left out) into docs/module-graph.svg.
 * Graphviz runs as WebAssembly, so no system binary is needed.
 */
const dot = execFileSync(
  join(repoRoot, 'node_modules', '.bin', 'depcruise'),
  [
    'apps/api/src',
    'apps/web/app',
    'apps/web/server',
    'packages/shared/src',
    '--output-type',
    'archi',
    '--include-only',
    '^(apps|packages)/',
    '--exclude',
    '[.](test|spec)[.]tsx?$|[.]fixtures[.]ts$|/test/|[+]types',
  ],
  { cwd: repoRoot, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
);
const graphviz = await Graphviz.load();
const target = join(repoRoot, 'docs', 'module-graph.svg');
writeFileSync(target, graphviz.dot(dot));
console.log(`wrote ${target}`);
