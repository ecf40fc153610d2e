import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './shop-process.ts';

/**
 * The code checks `npm test` runs before any test (docs/ARCHITECTURE.md, Checks that keep the rules): types, lint,
 * import rules, unused code, citations between code and documents, both ways, India time kept in one
 * module, and web routes kept thin. They run side by side and each prints its output only when it fails, so a green run stays quiet.
 * Usage: node --import tsx scripts/checks.ts
 */

interface Check {
  name: string;
  command: string;
  args: string[];
}

const bin = (name: string) => join(repoRoot, 'node_modules', '.bin', name);
const cacheDir = join(repoRoot, 'node_modules', '.cache', 'tsc');

/** One incremental tsc per project: a second run re-checks only what changed. */
function typecheck(project: string): Check {
  const buildInfo = join(cacheDir, `${project.replaceAll('/', '-')}.tsbuildinfo`);
  return {
    name: `types ${project}`,
    command: bin('tsc'),
    args: ['-p', project, '--incremental', '--tsBuildInfoFile', buildInfo],
  };
}

const checks: Check[] = [
  ...['packages/shared', 'apps/api', 'e2e', 'bench', 'scripts'].map(typecheck),
  {
    name: 'types apps/web',
    command: bin('tsc'),
    args: ['-p', 'apps/web', '--incremental', '--tsBuildInfoFile', join(cacheDir, 'apps-web.tsbuildinfo')],
  },
  { name: 'lint (biome)', command: bin('biome'), args: ['check', '--error-on-warnings', '.'] },
  {
    name: 'import rules (dependency-cruiser)',
    command: bin('depcruise'),
    args: ['apps', 'packages', 'e2e', 'bench', 'scripts', '--output-type', 'err'],
  },
  { name: 'unused code (knip)', command: bin('knip'), args: ['--no-progress'] },
  {
    name: 'documents cited, both ways (doc-refs)',
    command: process.execPath,
    args: ['--import', 'tsx', 'scripts/doc-refs.ts'],
  },
  {
    name: 'India time in one module (one-india-time)',
    command: process.execPath,
    args: ['--import', 'tsx', 'scripts/one-india-time.ts'],
  },
  {
    name: 'thin web routes (thin-routes)',
    command: process.execPath,
    args: ['--import', 'tsx', 'scripts/thin-routes.ts'],
  },
];

function run(check: Check): Promise<{ check: Check; status: number; output: string; seconds: number }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(check.command, check.args, {
      cwd: repoRoot,
      env: { ...process.env, FORCE_COLOR: '0' },
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('close', (code) => {
      resolve({ check, status: code ?? 1, output, seconds: (performance.now() - started) / 1000 });
    });
  });
}

mkdirSync(cacheDir, { recursive: true });
// The web app's route types (`./+types/…`) are generated before anything runs: tsc and knip both read
// them, and on a clean clone they do not exist yet.
const typegen = spawnSync(bin('react-router'), ['typegen'], {
  cwd: join(repoRoot, 'apps/web'),
  encoding: 'utf8',
});
if (typegen.status !== 0) {
  console.log(`FAIL route types (react-router typegen)\n${`${typegen.stdout}${typegen.stderr}`.trimEnd()}`);
  process.exit(1);
}
const results = await Promise.all(checks.map(run));
let failed = 0;
for (const { check, status, output, seconds } of results) {
  const verdict = status === 0 ? 'ok  ' : 'FAIL';
  console.log(`${verdict} ${check.name} (${seconds.toFixed(1)} s)`);
  if (status !== 0) {
    failed++;
    console.log(output.trimEnd().replace(/^/gm, '     '));
  }
}
if (failed) {
  console.error(`\n${failed} of ${checks.length} code checks failed`);
  process.exit(1);
}
