/** One block of a product description: a paragraph, or a bullet list of consecutive "- " / "• " lines. */
export type DescriptionBlock = { kind: 'paragraph'; text: string } | { kind: 'list'; items: string[] };

const bullet = /^\s*(?:[-•*▪✓✔]|\d+[.)])\s+/;

/** Splits a multi-line description by line (docs/PRODUCT.md §2): each line a paragraph, bullet lines grouped as a list. */
export function descriptionBlocks(text: string): DescriptionBlock[] {
  const blocks: DescriptionBlock[] = [];
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line) continue;
    if (bullet.test(line)) {
      const item = line.replace(bullet, '').trim();
      const last = blocks.at(-1);
      if (last?.kind === 'list') last.items.push(item);
      else blocks.push({ kind: 'list', items: [item] });
    } else {
      blocks.push({ kind: 'paragraph', text: line });
    }
  }
  return blocks;
}

/** The number of pages a list of `total` items needs at `limit` per page (at least 1). */
export function pageCount(total: number, limit: number): number {
  if (limit <= 0) return 1;
  return Math.max(1, Math.ceil(total / limit));
}

/**
 * Page numbers to show as links: the first, the last and `radius` either side of the current one,
 * with `null` where a run of pages is left out ([1, null, 4, 5, 6, null, 20]).
 */
export function pageWindow(current: number, pages: number, radius = 1): (number | null)[] {
  const page = Math.min(Math.max(1, current), Math.max(1, pages));
  const shown = new Set<number>([1, pages, page]);
  for (let offset = 1; offset <= radius; offset++) {
    shown.add(page - offset);
    shown.add(page + offset);
  }
  const sorted = [...shown].filter((n) => n >= 1 && n <= pages).sort((a, b) => a - b);
  const result: (number | null)[] = [];
  for (const n of sorted) {
    const previous = result.at(-1);
    if (typeof previous === 'number' && n - previous === 2) result.push(previous + 1);
    else if (typeof previous === 'number' && n - previous > 2) result.push(null);
    result.push(n);
  }
  return result;
}
