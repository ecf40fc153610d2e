import { builtinModules } from 'node:module';
import { posix } from 'node:path';
import { constants as zlibConstants } from 'node:zlib';

/**
 * What a document cites from the code, and whether the code still has it: the other half of
 * scripts/doc-refs.ts. Only what a reader would take as a pointer into the repository is checked, so
 * the rule stays quiet on prose, commands and API paths:
 *
 * - No line names the outside specification the project was built from (docs/PRODUCT.md is its own).
 * - A link's target (`[text](target)`, not a URL or a bare `#anchor`) must exist, resolved from the
 *   document's folder as a Markdown viewer does.
 * - An inline code span without spaces is a **file** when it ends in a known extension (`.ts`, `.md`,
 *   `.sql`, … below; a bare `.eml` is an extension, not a file; an e-mail address is neither), or a
 *   **folder** when it has a `/`, no dot in its last part and its first part is the name of a folder
 *   the repository has (so `text/csv` and `LISTEN/NOTIFY` are left alone). It must be a tracked file
 *   or folder, or the tail of one: documents shorten paths (`db/raw.ts` is apps/api/src/db/raw.ts),
 *   and a tail still fails once no file ends that way. `<name>`, `{id}` and `*` stand for one path
 *   part. Spans starting with `/` (URL paths, system files) or holding `@` (packages, e-mail
 *   addresses) or `:` (`node:http`, URLs) are not paths, and a path git ignores (build output, data)
 *   is made at run time, so it is not looked for.
 * - A span struck through (~~`old.ts`~~) names what is gone on purpose (an ADR's renames) and is not
 *   looked for.
 * - A span that is a name, a dotted name or a call (`apiOr404`, `OrdersService.createFromCart`,
 *   `buildApi({ config })`, `FormResult<Intent>`) is a **symbol** for each part that is camelCase,
 *   PascalCase of two words or more, snake_case or SCREAMING_SNAKE_CASE (environment variables and
 *   error codes; `NAME=value` counts as NAME). Each must occur as a word in the tracked code and
 *   configuration (everything but Markdown, the lock file and this check's own files). One-word names
 *   (`pending`, `Badge`, `Map`) are also words of the product's prose and of the platform, so they are
 *   not checked, nor are the platform's names the documents discuss (below).
 */

const knownExtension = /\.(?:ts|tsx|js|cjs|mjs|json|jsonc|sql|md|css|svg|png|conf|service|example)$/;
const word = /[A-Za-z_$][\w$]*/g;
const symbolSpan = /^([A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*)(?:<.*>)?(?:\(.*\))?$/s;
const envAssignment = /^([A-Z][A-Z0-9_]*)=\S*$/;
const checkedName = [
  /^[a-z][a-z0-9]*[A-Z][A-Za-z0-9]*$/, // camelCase
  /^[A-Z][a-z0-9]+[A-Z][A-Za-z0-9]*$/, // PascalCase, two words or more
  /^[a-z][a-z0-9]*(?:_[a-z0-9]+)+$/, // snake_case
  /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+_?$/, // SCREAMING_SNAKE_CASE
];

// Node's own: the members of a built-in module (`zlib.createBrotliCompress`, `process.memoryUsage()`)
// and zlib's constants; the C library's tunables (`MALLOC_ARENA_MAX`), which the measurements discuss.
const platformOwner = new Set(builtinModules);
const platformName = new RegExp(`^(?:MALLOC_\\w*|${Object.keys(zlibConstants).join('|')})$`);

// The specification the project was built from is outside it; its own record is docs/PRODUCT.md.
// Spelled in two parts so this file does not cite what it forbids.
const outsideSpecification = new RegExp(`\\b${'SP'}EC\\b(?:\\.md)?|\\.\\./shared/[\\w./-]*\\w`);

export interface Citation {
  line: number;
  kind: 'file' | 'symbol' | 'outside specification';
  /** What the document wrote, shown in the fault. */
  text: string;
  /** A file citation: the path to look for; `fromDocument` when only the document's folder counts. */
  path?: string;
  fromDocument?: boolean;
  /** A symbol citation: the names to look for. */
  names?: string[];
}

/** Lines inside fenced code blocks are examples, not citations: blanked so line numbers stay. */
function withoutFences(markdown: string): string {
  let fence: string | undefined;
  return markdown
    .split('\n')
    .map((line) => {
      const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
      if (fence === undefined && marker) {
        fence = marker[0]!.repeat(marker.length);
        return '';
      }
      if (fence !== undefined) {
        if (marker?.startsWith(fence)) fence = undefined;
        return '';
      }
      return line;
    })
    .join('\n');
}

function lineAt(text: string, index: number): number {
  let line = 1;
  for (let i = text.indexOf('\n'); i !== -1 && i < index; i = text.indexOf('\n', i + 1)) line++;
  return line;
}

interface CodeSpan {
  line: number;
  text: string;
  start: number;
  end: number;
  /** Struck through (~~`old.ts`~~): the document names something that is gone, on purpose. */
  struck: boolean;
}

/**
 * Inline code spans as CommonMark reads them: a run of n backticks up to the next run of exactly n,
 * within one paragraph (a span may wrap onto the next line; a blank line ends it unclosed).
 */
export function codeSpans(markdown: string): CodeSpan[] {
  const text = withoutFences(markdown);
  const spans: CodeSpan[] = [];
  const run = /`+/g;
  for (let open = run.exec(text); open; open = run.exec(text)) {
    const paragraphEnd = text.slice(run.lastIndex).search(/\n[ \t]*\n/);
    const limit = paragraphEnd === -1 ? text.length : run.lastIndex + paragraphEnd;
    const closing = new RegExp(`(?<!\`)${open[0]}(?!\`)`, 'g');
    closing.lastIndex = run.lastIndex;
    const close = closing.exec(text);
    if (!close || close.index >= limit) continue;
    let content = text.slice(run.lastIndex, close.index).replace(/\n/g, ' ');
    if (/^ .*[^ ] $/.test(content) || /^ [^ ] $/.test(content)) content = content.slice(1, -1);
    const struck =
      text.slice(open.index - 2, open.index) === '~~' && text.startsWith('~~', closing.lastIndex);
    spans.push({
      line: lineAt(text, open.index),
      text: content,
      start: open.index,
      end: closing.lastIndex,
      struck,
    });
    run.lastIndex = closing.lastIndex;
  }
  return spans;
}

/** Link and image targets outside code spans: `[text](target "title")`. */
export function linkTargets(markdown: string): { line: number; target: string }[] {
  let text = withoutFences(markdown);
  for (const span of codeSpans(markdown)) {
    text =
      text.slice(0, span.start) +
      text.slice(span.start, span.end).replace(/[^\n]/g, ' ') +
      text.slice(span.end);
  }
  return [...text.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((match) => ({
    line: lineAt(text, match.index),
    target: match[1]!,
  }));
}

/** What a code span cites, if it names a file, a folder or a symbol (see the rules at the top). */
export function classifySpan(
  span: string,
  folderNames: ReadonlySet<string>,
): Omit<Citation, 'line'> | undefined {
  if (/^\.\w+$/.test(span)) return undefined;
  const isPathShaped = /^[\w.<>{}*/-]+$/.test(span) && !span.startsWith('/');
  if (isPathShaped && (span.includes('/') || knownExtension.test(span))) {
    const path = span.replace(/^\.\//, '');
    const last = path.replace(/\/$/, '').split('/').pop()!;
    if (knownExtension.test(path)) return { kind: 'file', text: span, path };
    if (path.includes('/') && !last.includes('.') && folderNames.has(path.split('/')[0]!)) {
      return { kind: 'file', text: span, path };
    }
  }
  const name = envAssignment.exec(span)?.[1] ?? symbolSpan.exec(span)?.[1];
  if (name === undefined) return undefined;
  const parts = name.split('.');
  if (platformOwner.has(parts[0]!) || platformName.test(name)) return undefined;
  const names = parts.filter((part) => checkedName.some((shape) => shape.test(part)));
  return names.length ? { kind: 'symbol', text: span, names } : undefined;
}

export interface Tree {
  /** Tracked files, paths from the repository root. */
  files: readonly string[];
  /** Every word of the tracked code and configuration. */
  words: ReadonlySet<string>;
}

function pattern(path: string): RegExp {
  const parts = path
    .replace(/\/$/, '')
    .split(/(<[^>]*>|\{[^}]*\}|\*)/)
    .map((part, index) => (index % 2 ? '[^/]*' : part.replace(/[.+?^$()|[\]\\]/g, '\\$&')));
  return new RegExp(`(?:^|/)${parts.join('')}$`);
}

/** Every folder of the tracked tree, as paths from the root. */
function foldersOf(files: readonly string[]): Set<string> {
  const folders = new Set<string>();
  for (const file of files) {
    for (let slash = file.indexOf('/'); slash !== -1; slash = file.indexOf('/', slash + 1)) {
      folders.add(file.slice(0, slash));
    }
  }
  return folders;
}

/**
 * The citations of one document (path from the repository root) that the tree does not have. A
 * path git ignores is still reported here; scripts/doc-refs.ts asks git and drops those.
 */
export function missingCitations(document: string, markdown: string, tree: Tree): Citation[] {
  const folders = foldersOf(tree.files);
  const folderNames = new Set([...folders].map((folder) => folder.split('/').pop()!));
  const citations: Citation[] = [];
  markdown.split('\n').forEach((line, index) => {
    const named = outsideSpecification.exec(line)?.[0];
    if (named) citations.push({ line: index + 1, kind: 'outside specification', text: named });
  });
  for (const span of codeSpans(markdown)) {
    if (span.struck) continue;
    const cited = classifySpan(span.text, folderNames);
    if (cited) citations.push({ line: span.line, ...cited });
  }
  const documentFolder = posix.dirname(document);
  for (const { line, target } of linkTargets(markdown)) {
    if (/^[a-z][\w+.-]*:/i.test(target) || target.startsWith('#')) continue;
    const path = posix.normalize(posix.join(documentFolder, decodeURI(target.replace(/#.*$/, ''))));
    citations.push({ line, kind: 'file', text: target, path, fromDocument: true });
  }

  const files = new Set(tree.files);
  const tails = [...tree.files, ...folders];
  const exists = (citation: Citation) => {
    const path = citation.path!.replace(/\/$/, '');
    if (citation.fromDocument) return path === '.' || files.has(path) || folders.has(path);
    const shape = pattern(path);
    return tails.some((candidate) => shape.test(candidate));
  };
  return citations.filter((citation) => {
    if (citation.kind === 'file') return !exists(citation);
    if (citation.kind === 'symbol') return citation.names!.some((name) => !tree.words.has(name));
    return true;
  });
}

/** The words of a source text, for Tree.words. */
export function wordsOf(source: string): string[] {
  return source.match(word) ?? [];
}
