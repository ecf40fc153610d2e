import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './shop-process.ts';

/**
 * Every document a code comment cites is in the repository: no citation of the outside specification,
 * paths under docs/ that exist (an ADR may be cited by its number alone), sections of
 * docs/PRODUCT.md (§N.M) and headings of docs/ARCHITECTURE.md (after a comma) that exist. Why: see
 * docs/ARCHITECTURE.md, Checks that keep the rules. Usage: node --import tsx scripts/doc-refs.ts
 */

const sourceFile = /\.(?:ts|tsx|js|cjs|mjs|css|jsonc)$/;
// Spelled in two parts so this file does not cite what it forbids.
const outsideSpec = new RegExp(`\\b${'SP'}EC\\b`);
const bareDoc = /(?<![\w/.-])(?:ARCHITECTURE|PRODUCT)\.md/;
const docsPath = /\bdocs\/[\w./-]*[\w/]/g;
const productSection = /docs\/PRODUCT\.md §(\d+(?:\.\d+)?)/g;
const architectureHeading = /docs\/ARCHITECTURE\.md, ([^)"\n*]+)/g;

function headings(file: string): string[] {
  return readFileSync(join(repoRoot, file), 'utf8')
    .split('\n')
    .filter((line) => /^#{2,4} /.test(line))
    .map((line) => line.replace(/^#+ /, '').trim());
}

const productSections = new Set(
  headings('docs/PRODUCT.md').flatMap((heading) => /^(\d+(?:\.\d+)?)\.? /.exec(heading)?.slice(1) ?? []),
);
const architectureHeadings = headings('docs/ARCHITECTURE.md').map((heading) => heading.toLowerCase());

const adrFiles = readdirSync(join(repoRoot, 'docs', 'decisions'));
/** `docs/decisions/0007` cites docs/decisions/0007-….md. */
function isAdrNumber(path: string): boolean {
  const number = /^docs\/decisions\/(\d{4})$/.exec(path)?.[1];
  return number !== undefined && adrFiles.some((file) => file.startsWith(`${number}-`));
}

const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: repoRoot,
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => sourceFile.test(file) && !file.startsWith('docs/') && existsSync(join(repoRoot, file)));

const problems: string[] = [];
for (const file of files) {
  readFileSync(join(repoRoot, file), 'utf8')
    .split('\n')
    .forEach((line, index) => {
      const where = `${file}:${index + 1}`;
      if (outsideSpec.test(line))
        problems.push(`${where}: cites the outside specification; cite docs/PRODUCT.md`);
      if (bareDoc.test(line)) problems.push(`${where}: names a document without its docs/ path`);
      for (const [path] of line.matchAll(docsPath)) {
        if (!existsSync(join(repoRoot, path)) && !isAdrNumber(path))
          problems.push(`${where}: ${path} does not exist`);
      }
      for (const [, section] of line.matchAll(productSection)) {
        if (!productSections.has(section!)) problems.push(`${where}: docs/PRODUCT.md has no §${section}`);
      }
      for (const [, cited] of line.matchAll(architectureHeading)) {
        const text = cited!.toLowerCase();
        if (!architectureHeadings.some((heading) => text.startsWith(heading))) {
          problems.push(`${where}: docs/ARCHITECTURE.md has no heading "${cited!.trim()}"`);
        }
      }
    });
}

if (problems.length) {
  console.error(problems.join('\n'));
  console.error(`\n${problems.length} references to documents that are not in the repository`);
  process.exit(1);
}
console.log(`${files.length} files cite only documents in the repository`);
