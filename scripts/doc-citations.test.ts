import { describe, expect, it } from 'vitest';
import { classifySpan, codeSpans, linkTargets, missingCitations, type Tree } from './doc-citations.ts';

const tree: Tree = {
  files: [
    'README.md',
    'docs/PRODUCT.md',
    'docs/decisions/0007-web-patterns.md',
    'apps/api/src/db/raw.ts',
    'apps/api/src/modules/payments/razorpay.ts',
    'apps/web/app/routes/profile.tsx',
    'apps/web/app/components/ui/button.tsx',
  ],
  words: new Set([
    'buildApi',
    'OrdersService',
    'createFromCart',
    'DATABASE_URL',
    'OUT_OF_STOCK',
    'cart_items',
  ]),
};
const faults = (markdown: string, document = 'docs/ARCHITECTURE.md') =>
  missingCitations(document, markdown, tree).map(({ line, kind, text }) => `${line} ${kind} ${text}`);

describe('codeSpans', () => {
  it('reads spans of one or more backticks, across a line break, not in fenced blocks', () => {
    const markdown = [
      '`a.ts` and ``b `c` d``',
      'one `wraps',
      'here` end',
      '```',
      '`fenced.ts`',
      '```',
      '`e`',
    ].join('\n');
    expect(codeSpans(markdown).map(({ line, text }) => [line, text])).toEqual([
      [1, 'a.ts'],
      [1, 'b `c` d'],
      [2, 'wraps here'],
      [7, 'e'],
    ]);
  });

  it('leaves a backtick unclosed within its paragraph alone', () => {
    expect(codeSpans('a ` b\n\nc `d`').map(({ text }) => text)).toEqual(['d']);
  });

  it('marks a struck-through span', () => {
    expect(codeSpans('~~`old.ts`~~ → `new.ts`').map(({ text, struck }) => [text, struck])).toEqual([
      ['old.ts', true],
      ['new.ts', false],
    ]);
  });
});

describe('linkTargets', () => {
  it('reads links and images outside code spans', () => {
    expect(linkTargets('[a](docs/A.md#x) `[b](c.md)`\n![i](shot.png "title")')).toEqual([
      { line: 1, target: 'docs/A.md#x' },
      { line: 2, target: 'shot.png' },
    ]);
  });
});

describe('classifySpan', () => {
  const folders = new Set(['apps', 'routes', 'db', 'components']);

  it.each([
    ['providers.ts'],
    ['apps/api/src/db/raw.ts'],
    ['./data/x.json'],
    ['.env.example'],
    ['routes/admin/'],
    ['components/ui'],
    ['apps/api/src/modules/<capability>/<capability>.service.ts'],
  ])('%s is a file or folder', (span) => {
    expect(classifySpan(span, folders)?.kind).toBe('file');
  });

  it.each([
    ['.eml'],
    ['/api/order/createOrder'],
    ['/usr/bin/chromium'],
    ['@shop/shared'],
    ['node:http'],
    ['admin@ayurwellness.example'],
    ['text/csv'],
    ['LISTEN/NOTIFY'],
    ['https://example.com/a.md'],
    ['node --import tsx bench/src/run.ts'],
    ['pending'],
    ['Badge'],
    ['seo()'],
    ['{ success, message }'],
    ['zlib.createBrotliCompress'],
    ['process.memoryUsage()'],
    ['MALLOC_ARENA_MAX=2'],
    ['BROTLI_PARAM_LGWIN'],
  ])('%s is not a citation', (span) => {
    expect(classifySpan(span, folders)).toBeUndefined();
  });

  it.each([
    ['apiOr404', ['apiOr404']],
    ['priceCart', ['priceCart']],
    ['ApiContext', ['ApiContext']],
    ['OrdersService.createFromCart', ['OrdersService', 'createFromCart']],
    ['RefundsService.settle', ['RefundsService']],
    ['buildApi({ config, database?, clock? })', ['buildApi']],
    ['callApi<T>(context, path)', ['callApi']],
    ['FormResult<Intent>', ['FormResult']],
    ['cart_items', ['cart_items']],
    ['OUT_OF_STOCK', ['OUT_OF_STOCK']],
    ['PAYMENTS_SANDBOX=true', ['PAYMENTS_SANDBOX']],
  ])('%s cites the symbols %j', (span, names) => {
    expect(classifySpan(span, folders)).toMatchObject({ kind: 'symbol', names });
  });
});

describe('missingCitations', () => {
  it('finds nothing when every cited file, folder and symbol exists', () => {
    const markdown = [
      'See `db/raw.ts`, `apps/web/app/routes/profile.tsx`, `components/ui/` and `routes/<page>.tsx`.',
      '`buildApi(options)` and `OrdersService.createFromCart` read `DATABASE_URL`; 409 `OUT_OF_STOCK`.',
      '[the product](PRODUCT.md#api), [an ADR](decisions/0007-web-patterns.md), [home](../README.md).',
    ].join('\n');
    expect(faults(markdown)).toEqual([]);
  });

  it('reports a file, folder or symbol that is gone, with its line', () => {
    const markdown = [
      'Providers live in `payments/provider.ts` and `providers.ts`;',
      'pages call `apiOr404` and read `SMTP_URL` from `components/layout/`.',
      '`routes/<page>.css`',
    ].join('\n');
    expect(faults(markdown)).toEqual([
      '1 file payments/provider.ts',
      '1 file providers.ts',
      '2 symbol apiOr404',
      '2 symbol SMTP_URL',
      '2 file components/layout/',
      '3 file routes/<page>.css',
    ]);
  });

  it('resolves a link from the document and only from there', () => {
    expect(faults('[a](raw.ts) [b](../apps/api/src/db/raw.ts) [c](https://x.dev/y.md) [d](#top)')).toEqual([
      '1 file raw.ts',
    ]);
    expect(faults('[rules](docs/PRODUCT.md)', 'README.md')).toEqual([]);
  });

  it('does not look for what a struck-through span names', () => {
    expect(faults('~~`features/cart/ui.tsx`~~ is gone; ~~`apiOr404()`~~ too.')).toEqual([]);
  });

  it('reports a citation of the outside specification', () => {
    expect(faults(`Unlike ${'SP'}EC.md §5, and ../shared/ARCHITECTURE.md`)).toEqual([
      `1 outside specification ${'SP'}EC.md`,
    ]);
    expect(faults('The rules are in [the old one](../../shared/ARCHITECTURE.md).')).toEqual([
      '1 outside specification ../shared/ARCHITECTURE.md',
      '1 file ../../shared/ARCHITECTURE.md',
    ]);
  });
});
