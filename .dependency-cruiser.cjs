/**
 * Which tables an API module may read besides its own. A module's tables are db/schema/<module>.ts and
 * only that module writes them; another module's table file may be imported only by the files below,
 * to read (a join, a lookup, a row locked before the module's own write), each with its reason. A write
 * goes through a function the owning module exports: orders' setOrderPaymentStatus, payments'
 * markAttemptRefunded, catalog's putStockBack, cart's removeProductFromCarts, accounts' changeRole.
 * Type-only imports (row types such as OrderRecord) write nothing and need no entry.
 * docs/ARCHITECTURE.md, Who owns which tables.
 */
const readOnlyJoins = [
  ['admin/dashboard.ts', ['orders', 'payments', 'catalog'], 'counts orders, refunds due, low stock'],
  ['admin/customers.ts', ['accounts'], 'finds customers, locks the admins (accounts writes the role)'],
  ['orders/orders.admin.ts', ['accounts'], 'finds orders by e-mail, names who changed them'],
  ['orders/order-placement.ts', ['catalog'], 'names a product that ran out'],
  ['refunds/refunds.actions.ts', ['orders', 'payments'], 'locks the order, reads the payment'],
  ['refunds/refunds.settlement.ts', ['orders', 'payments'], 'locks the order, reads where to mail'],
  ['refunds/refunds.repo.ts', ['orders', 'accounts'], 'the amount captured, who asked'],
  ['refunds/refunds.queries.ts', ['orders'], 'what an order may still have refunded'],
  ['refunds/refunds.admin.ts', ['orders', 'payments', 'accounts'], 'lists the refunds due'],
  ['consultations/consultations.service.ts', ['accounts'], 'the booker’s name and e-mail'],
  ['consultations/consultations.admin.ts', ['accounts'], 'the customer beside each booking'],
  ['chat/chat.inbox.ts', ['accounts', 'orders'], 'the customer and their orders beside a conversation'],
  ['chat/chat.reply-mail.ts', ['accounts'], 'where to mail an unread reply'],
  [
    'shipping/shipments.repo.ts',
    ['orders'],
    'orders ready to ship, the order beside each shipment, its owner',
  ],
  [
    'notifications/order-updates.enqueue.ts',
    ['orders', 'accounts'],
    'the order’s name and total, a deleted account',
  ],
  ['email-preferences/email-preferences.service.ts', ['accounts'], 'an opt-out only for a live account'],
  ['cart-reminders/cart-reminders.settings.ts', ['promo'], 'the codes the second reminder may offer'],
  ['catalog/catalog.service.ts', ['reviews'], 'each product’s stored rating'],
  [
    'reviews/reviews.repo.ts',
    ['orders', 'catalog', 'accounts'],
    'whether the customer received it, its name',
  ],
  ['reviews/reviews.service.ts', ['accounts'], 'the reviewers’ names'],
  ['reviews/reviews.admin.ts', ['accounts', 'catalog'], 'the customer and product beside each review'],
  ['reviews/reviews.invites.ts', ['orders', 'accounts'], 'delivered orders due an invitation, where to mail'],
  ['gst-reports/gst-reports.service.ts', ['orders', 'refunds'], 'the period’s invoices and credit notes'],
  ['batches/batches.admin.ts', ['catalog', 'catalog-variants'], 'that the variant is the product’s, locked'],
  ['batches/batches.expiry.ts', ['catalog', 'catalog-variants'], 'locks the variant, names the product'],
  [
    'promo/promotions.admin.ts',
    ['catalog', 'catalog-variants'],
    'that the ids a promotion’s scope names exist',
  ],
];
const moduleFile = (file) => `^apps/api/src/modules/${file.replace(/[.]/g, '[.]')}$`;
const schemaFile = (name) => `^apps/api/src/db/schema/${name}[.]ts$`;
// A module's tables may be split by part: db/schema/<module>-<part>.ts (shipping-shipments.ts).
const schemaPartFile = (name) => `^apps/api/src/db/schema/${name}-[a-z]+[.]ts$`;
const testCode = '[.](?:test|fixtures)[.]ts$';

/**
 * Import rules of the repository, checked by `npm run deps` (part of `npm test`).
 * docs/ARCHITECTURE.md, Checks that keep the rules, says why each floor may only look down.
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      comment: 'A cycle makes two files one unit: neither can be read, tested or moved without the other.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'api-module-through-its-entry',
      comment:
        'Another API module (or app.ts) uses a module only through modules/<name>/index.ts, so its inner files stay free to change; test code may set up state through inner files.',
      severity: 'error',
      from: {
        path: '^apps/api/src/(?:modules/([^/]+)/|(?!modules/))',
        pathNot: '[.](?:test|fixtures)[.]ts$',
      },
      to: {
        path: '^apps/api/src/modules/([^/]+)/.+',
        pathNot: ['^apps/api/src/modules/$1/', '^apps/api/src/modules/[^/]+/index[.]ts$'],
      },
    },
    {
      name: 'tables-through-their-own-file',
      comment:
        'A module imports a table from its own db/schema/<module>.ts (or, to read, another module’s file), never from db/schema/index.ts: only then can the rule below see whose tables it uses.',
      severity: 'error',
      from: { path: '^apps/api/src/modules/', pathNot: testCode },
      to: { path: '^apps/api/src/db/schema/index[.]ts$' },
    },
    {
      name: 'tables-written-by-their-module',
      comment:
        'A table is written only by the module it belongs to (db/schema/<module>.ts); another module asks it through a function of its entry, or reads through a file named in readOnlyJoins above. Test code may set up any table.',
      severity: 'error',
      from: {
        path: '^apps/api/src/modules/([^/]+)/',
        pathNot: [testCode, ...readOnlyJoins.map(([file]) => moduleFile(file))],
      },
      to: {
        path: '^apps/api/src/db/schema/',
        pathNot: [schemaFile('$1'), schemaPartFile('$1'), schemaFile('index')],
        dependencyTypesNot: ['type-only'],
      },
    },
    ...readOnlyJoins.map(([file, reads, why]) => ({
      name: 'tables-read-as-listed',
      comment: `${file} reads ${reads.join(', ')} (${why}) and writes only its own module's tables.`,
      severity: 'error',
      from: { path: moduleFile(file) },
      to: {
        path: '^apps/api/src/db/schema/',
        pathNot: [
          ...[file.split('/')[0], 'index', ...reads].map(schemaFile),
          schemaPartFile(file.split('/')[0]),
        ],
        dependencyTypesNot: ['type-only'],
      },
    })),
    {
      name: 'shared-imports-no-app',
      comment: 'packages/shared is the bottom floor used by both apps; it must not depend on either.',
      severity: 'error',
      from: { path: '^packages/shared/' },
      to: { path: '^apps/' },
    },
    {
      name: 'web-components-use-no-feature',
      comment: 'Components are generic building blocks; a feature composes them, never the other way.',
      severity: 'error',
      from: { path: '^apps/web/app/(?:components|lib)/' },
      to: { path: '^apps/web/app/(?:features|routes)/' },
    },
    {
      name: 'web-features-use-no-route',
      comment:
        'Routes compose features; a feature that reached back into a route would tie it to one URL (a test may drive a route).',
      severity: 'error',
      from: { path: '^apps/web/app/features/', pathNot: '[.]test[.]tsx?$' },
      to: { path: '^apps/web/app/routes/' },
    },
    {
      name: 'web-feature-through-its-entry',
      comment:
        'A feature uses another feature only through its entry (index.ts / index.server.ts), so its inner files stay free to change.',
      severity: 'error',
      from: { path: '^apps/web/app/features/([^/]+)/' },
      to: {
        path: '^apps/web/app/features/([^/]+)/.+',
        pathNot: ['^apps/web/app/features/$1/', '^apps/web/app/features/[^/]+/index(?:[.]server)?[.]tsx?$'],
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(?:^|/)(?:node_modules|build|[.]react-router)/' },
    // Type-only imports count: a cycle through types still ties files together for a reader.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: `${__dirname}/apps/web/tsconfig.json` },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js'],
    },
    reporterOptions: {
      // `npm run deps:graph` draws one box per API module, web feature, component folder and shared folder.
      archi: {
        collapsePattern: [
          '^apps/api/src/modules/[^/]+',
          '^apps/api/src/[^/]+/',
          '^apps/web/app/features/[^/]+',
          '^apps/web/app/components/[^/]+',
          '^apps/web/app/(?:routes|lib)/',
          '^apps/web/server/',
          '^packages/shared/src/[^/]+/',
          '^node_modules/(?:@[^/]+/)?[^/]+',
        ],
      },
    },
  },
};
