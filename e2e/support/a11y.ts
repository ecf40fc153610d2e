import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

interface AxeNode {
  target: unknown[];
  failureSummary?: string;
}
interface AxeViolation {
  id: string;
  impact?: 'minor' | 'moderate' | 'serious' | 'critical' | null;
  help: string;
  helpUrl: string;
  nodes: AxeNode[];
}

/** The impacts that fail a page; minor and moderate findings are printed as a note only. */
const FAILING = new Set(['serious', 'critical']);

/**
 * Runs axe-core (WCAG 2.x A and AA rules plus best practices) on the page as it is now and fails
 * on any serious or critical violation, naming the rule, its help text and the offending elements.
 */
export async function expectNoA11yViolations(
  page: Page,
  options: { exclude?: string[] } = {},
): Promise<void> {
  // Evaluated through the DevTools protocol, not as a <script> tag: the shop's Content-Security-Policy
  // rightly refuses an inline script without the page's nonce.
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async (exclude) => {
    // biome-ignore lint/suspicious/noExplicitAny: axe is injected as a global by the evaluation above
    const axe = (window as any).axe;
    // Colours caught mid-transition (a button that has just become disabled fades for 150 ms) are not
    // what a person reads: wait for running CSS transitions, never for endless animations (spinners).
    const transitions = document.getAnimations().filter((animation) => animation instanceof CSSTransition);
    await Promise.all(transitions.map((transition) => transition.finished.catch(() => undefined)));
    // What `content-visibility: auto` skips (the parts under a phone's first screen) has no layout until
    // it nears the viewport, and axe then takes its light text for text on the page's white: it is
    // rendered first, so the whole page is checked as a reader scrolling down sees it.
    for (const element of document.querySelectorAll<HTMLElement>('body *'))
      if (getComputedStyle(element).contentVisibility === 'auto') element.style.contentVisibility = 'visible';
    const context = exclude.length ? { include: [document], exclude: exclude.map((s) => [s]) } : document;
    const result = await axe.run(context, { resultTypes: ['violations'] });
    return result.violations as unknown;
  }, options.exclude ?? []);
  const all = violations as AxeViolation[];
  const failing = all.filter((v) => v.impact && FAILING.has(v.impact));
  if (failing.length === 0) return;
  const lines = failing.map((v) => {
    const targets = v.nodes
      .slice(0, 8)
      .map((node) => `      - ${node.target.map(String).join(' >>> ')}`)
      .join('\n');
    const more = v.nodes.length > 8 ? `\n      ... and ${v.nodes.length - 8} more` : '';
    return `  [${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})\n${targets}${more}`;
  });
  throw new Error(
    `${failing.length} serious/critical accessibility violation(s) on ${page.url()}:\n${lines.join('\n')}`,
  );
}
