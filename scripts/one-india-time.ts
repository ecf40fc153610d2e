import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { indiaTimeCopies, indiaTimeModule, isCheckedFile } from './india-time-copies.ts';
import { repoRoot } from './shop-process.ts';

/**
 * Fails when code outside packages/shared/src/rules/india-time.ts derives India time on its own: names
 * the time zone, computes the +05:30 offset or glues it to a date (the rule is in
 * scripts/india-time-copies.ts). Why: see docs/ARCHITECTURE.md, Checks that keep the rules.
 * Usage: node --import tsx scripts/one-india-time.ts
 */

const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: repoRoot,
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => isCheckedFile(file) && existsSync(join(repoRoot, file)));

const problems = files.flatMap((file) =>
  indiaTimeCopies(readFileSync(join(repoRoot, file), 'utf8')).map(
    ({ line, what, text }) => `${file}:${line}: ${what}: ${text}`,
  ),
);
if (problems.length) {
  console.error(problems.join('\n'));
  console.error(`\n${problems.length} copies of India time outside ${indiaTimeModule}; use what it exports`);
  process.exit(1);
}
console.log(`${files.length} files leave India time to ${indiaTimeModule}`);
