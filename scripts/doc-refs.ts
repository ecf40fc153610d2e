import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { missingCitations, wordsOf } from './doc-citations.ts';
import { repoRoot } from './shop-process.ts';

/**
 * Code and documents cite each other only where the other side exists, both ways:
 * - every document a code comment cites is in the repository: no citation of the outside specification,
 *   paths under docs/ that exist (an ADR may be cited by its number alone), sections of
 *   docs/PRODUCT.md (§N.M) and headings of docs/ARCHITECTURE.md (after a comma) that exist;
 * - every file, folder and symbol that README.md, docs/*.md and docs/decisions/*.md cite in code spans
 *   and links is in the repository (the rule is at the top of scripts/doc-citations.ts).
 * Why: see docs/ARCHITECTURE.md, Checks that keep the rules. Usage: node --import tsx scripts/doc-refs.ts
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

const git = (args: string[], input?: string) =>
  execFileSync('git', args, { cwd: repoRoot, encoding: 'utf8', input }).split('\n').filter(Boolean);
const tracked = git(['ls-files', '--cached', '--others', '--exclude-standard']).filter((file) =>
  existsSync(join(repoRoot, file)),
);
// The check's own tests cite made-up documents on purpose.
const files = tracked.filter(
  (file) => sourceFile.test(file) && !file.startsWith('docs/') && file !== 'scripts/doc-citations.test.ts',
);

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

// The other way: what the documents cite from the code. The check's own files hold made-up names
// for its tests, so they do not count as the code having them.
const documents = tracked.filter((file) => /^(?:README\.md|docs\/(?:decisions\/)?[^/]+\.md)$/.test(file));
const ownFiles = /^scripts\/doc-(?:refs|citations)(?:\.test)?\.ts$/;
const notCode = /(?:\.md|\.png|\.svg|\.jpe?g|\.webp|\.ico|\.woff2?|package-lock\.json)$/;
const words = new Set<string>();
for (const file of tracked) {
  if (notCode.test(file) || ownFiles.test(file) || file.startsWith('docs/')) continue;
  for (const name of wordsOf(readFileSync(join(repoRoot, file), 'utf8'))) words.add(name);
}
const missing = documents.flatMap((document) =>
  missingCitations(document, readFileSync(join(repoRoot, document), 'utf8'), { files: tracked, words }).map(
    (citation) => ({ document, ...citation }),
  ),
);
// git check-ignore exits 1 when it ignores none of them.
const ignoredPaths = (() => {
  // A path outside the repository makes git refuse the whole list; such a citation is missing anyway.
  const paths = missing.flatMap((citation) => citation.path?.replace(/^\.\.\/.*/, '') || []).join('\n');
  try {
    return new Set(paths ? git(['check-ignore', '--no-index', '--stdin'], paths) : []);
  } catch {
    return new Set<string>();
  }
})();
for (const citation of missing) {
  if (citation.path !== undefined && ignoredPaths.has(citation.path)) continue;
  const what = citation.kind === 'outside specification' ? 'the' : 'missing';
  problems.push(`${citation.document}:${citation.line}: cites ${what} ${citation.kind} \`${citation.text}\``);
}

if (problems.length) {
  console.error(problems.join('\n'));
  console.error(
    `\n${problems.length} citations of documents, files or symbols that are not in the repository`,
  );
  process.exit(1);
}
console.log(
  `${files.length} files cite only documents in the repository; ${documents.length} documents cite only files and symbols it has`,
);
