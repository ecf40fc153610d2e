import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { repoRoot } from './shop-process.ts';

/**
 * Fails when a web route module grows past 150 lines: a route names its loader, action, meta and page,
 * and its logic lives in its feature (docs/ARCHITECTURE.md, Checks that keep the rules).
 * Usage: node --import tsx scripts/thin-routes.ts
 */

const maxRouteLines = 150;

const routesDir = join(repoRoot, 'apps/web/app/routes');

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '+types' ? [] : routeFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const lines = (text: string) => text.split('\n').length - (text.endsWith('\n') ? 1 : 0);

const files = routeFiles(routesDir);
const long = files
  .map((file) => ({ file: relative(repoRoot, file), count: lines(readFileSync(file, 'utf8')) }))
  .filter(({ count }) => count > maxRouteLines);
if (long.length) {
  console.error(long.map(({ file, count }) => `${file}: ${count} lines`).join('\n'));
  console.error(
    `\n${long.length} route modules over ${maxRouteLines} lines; move their logic into their feature`,
  );
  process.exit(1);
}
console.log(`${files.length} route modules within ${maxRouteLines} lines`);
