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
