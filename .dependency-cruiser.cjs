// The boundaries between the server's and the client's features, held by dependency-cruiser (decision 0059).
// `npm run lint:boundaries` (part of `npm run lint`, so of `npm test`) checks server, client/src and contract.
//
// Layers, lowest first: contract; server/db, server/lib, server/plugins (client/src/lib, client/src/components);
// the features; what composes them (server/app.ts, server/index.ts, server/file-reader.child.ts; client/src/app,
// client/src/pages). A feature uses another only through that feature's index.ts, and no two features
// depend on each other, directly or through others.

/** Tests and their helpers may reach into any module: they are left out of the check. */
const TESTS = ['\\.test\\.tsx?$', '^server/test/', '^client/src/test/', '^bench/']

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-feature-cycle',
      severity: 'error',
      comment:
        'Two features depend on each other, directly or through others (server or client). Move what both ' +
        'need down (server/db, server/lib, client/src/lib, contract), or pass a function in.',
      scope: 'folder',
      from: { path: '^(server/features|client/src/features)/[^/]+$' },
      to: { path: '^(server/features|client/src/features)/[^/]+$', circular: true },
    },
    {
      name: 'no-module-cycle-across-features',
      severity: 'error',
      comment: 'An import cycle whose modules belong to more than one feature.',
      from: { path: '^(server/features|client/src/features)/([^/]+)/' },
      to: { circular: true, via: { pathNot: '^$1/$2/' } },
    },
    {
      name: 'server-lower-layers-import-no-feature',
      severity: 'error',
      comment:
        'server/lib, server/plugins and server/db serve the features and must not import them: move the ' +
        'code into the feature, or have the feature pass what is needed in.',
      from: { path: '^server/(lib|plugins|db)/' },
      to: { path: '^server/features/' },
    },
    {
      name: 'client-lower-layers-import-no-feature',
      severity: 'error',
      comment:
        'client/src/components and client/src/lib serve the features and must not import them (the shell ' +
        'that shows features lives in client/src/app).',
      from: { path: '^client/src/(components|lib)/' },
      to: { path: '^client/src/features/' },
    },
    {
      name: 'feature-through-index',
      severity: 'error',
      comment:
        "A feature uses another only through that feature's index.ts, which lists what others may use. " +
        "Export what is needed there and import '../<feature>' (server) or '@/features/<feature>' (client).",
      from: { path: '^(server/features|client/src/features)/([^/]+)/' },
      to: {
        path: '^$1/[^/]+/',
        pathNot: ['^$1/$2/', '^$1/[^/]+/index\\.tsx?$'],
      },
    },
    {
      name: 'contract-imports-no-app-code',
      severity: 'error',
      comment: 'contract/ is shared by server and client and imports neither.',
      from: { path: '^contract/' },
      to: { path: '^(server|client)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: [...TESTS, '^server/db/migrations/'] },
    // Type-only imports count: a cycle of types is still two features that cannot change apart.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
}
