// Lint for the whole repository: typescript-eslint (strict, type-checked), React hooks and jsx-a11y in
// the frontends, and the import boundaries of ../shared/ARCHITECTURE.md. `npm run lint` fails on any warning.
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The parts of the repository, for the boundaries rules. The first pattern that matches a file wins, so
 * the specific folders come before `functions/src/*` (every other folder there is a backend domain).
 */
const elements = [
  { type: 'shared', pattern: 'shared/src' },
  { type: 'lib', pattern: 'functions/src/lib' },
  { type: 'platform', pattern: 'functions/src/platform' },
  { type: 'domain', pattern: 'functions/src/*', capture: ['domain'] },
  { type: 'functions-test', pattern: 'functions/(test|fuzz|bundles)' },
  { type: 'infra', pattern: 'infra' },
  { type: 'scripts', pattern: 'scripts' },
  { type: 'ui', pattern: 'frontends/ui' },
  { type: 'e2e', pattern: 'frontends/e2e' },
  // The root reads the signed-in areas' route manifests (paths only; webpack/create-config.js keeps their pages out).
  { type: 'route-manifest', pattern: 'frontends/*/src/routes.ts', mode: 'full', capture: ['frontend'] },
  // And the pages the server renders, each an application of its own: its name and the module that serves it.
  { type: 'page-application', pattern: 'frontends/*/src/*-application.ts', mode: 'full', capture: ['frontend'] },
  // A micro-frontend's pages as the server renders them (functions/src/web-pages renders the campaign page with them).
  { type: 'server-render', pattern: 'frontends/*/src/server', capture: ['frontend'] },
  { type: 'frontend', pattern: 'frontends/*', capture: ['frontend'] },
];

const testFiles = [
  '**/*.test.{ts,tsx}',
  '**/*.e2e.ts',
  'functions/test/**',
  'functions/fuzz/**',
  'functions/bundles/**',
  'frontends/ui/test/**',
  'frontends/jest/**',
  'frontends/e2e/**',
];

/**
 * The backend domains from the bottom up (ARCHITECTURE.md, "Domains depend one way"): a domain imports
 * only the domains listed before it, so no two domains import each other, directly or round a loop. A new
 * domain takes its place here; until it does, it may import no other domain.
 */
const domainOrder = [
  'content',
  'health',
  'dead-letters',
  'profiles',
  'settings',
  'leaderboards',
  'links',
  'campaigns',
  'code-sync',
  'templates',
  'start-here',
  'applications',
  'objectives',
  'messages',
  'payouts',
  'orders',
  'reconciliation',
  'reports',
  'auth',
  'guardians',
  'ambassadors',
  'audit-log',
  'notifications',
  'web-pages',
];

/** A domain imports its own files and the domains below it in domainOrder (the last rule that matches decides). */
const domainLayers = [
  {
    from: 'domain',
    disallow: ['domain'],
    message:
      "Domains depend one way: '${file.domain}' may import only the domains before it in domainOrder (eslint.config.mjs), not '${dependency.domain}'",
  },
  { from: 'domain', allow: [['domain', { domain: '${from.domain}' }]] },
  ...domainOrder.slice(1).map((domain, index) => ({
    from: [['domain', { domain }]],
    allow: [['domain', { domain: domainOrder.slice(0, index + 1) }]],
  })),
];

/**
 * Where another domain may be entered: product code through its index.ts only; seeding, the bench,
 * the local stack's tools and tests also through its seeding.ts, which holds what only they use.
 */
const entryPoints = (domainEntries) => [
  'error',
  {
    default: 'allow',
    rules: [
      { target: ['domain'], disallow: ['*'] },
      { target: ['domain'], allow: domainEntries },
      { target: ['platform'], disallow: ['*'] },
      { target: ['platform'], allow: ['index.ts', 'grants.ts'] },
      { target: ['infra'], disallow: ['*'] },
      { target: ['infra'], allow: ['lib/bundling.ts'] },
    ],
  },
];

/** Who may import whom (ARCHITECTURE.md: domains, frontends and scripts stay apart). */
const elementTypes = [
  { from: 'shared', allow: ['shared'] },
  // lib reads the grant names; nothing else of the platform.
  { from: 'lib', allow: ['shared', 'lib', 'platform'] },
  { from: 'domain', allow: ['shared', 'lib'] },
  ...domainLayers,
  // The web pages render the public micro-frontend's own components (its server entry), so the markup cannot drift from the app's.
  { from: [['domain', { domain: 'web-pages' }]], allow: [['server-render', { frontend: 'public' }]] },
  { from: 'platform', allow: ['shared', 'lib', 'domain', 'platform'] },
  { from: 'functions-test', allow: ['shared', 'lib', 'domain', 'platform', 'functions-test'] },
  { from: 'infra', allow: ['shared', 'platform', 'infra'] },
  // Scripts build the Lambda bundles with the CDK's own bundling options (infra/lib/bundling.ts), and nothing else of infra.
  { from: 'scripts', allow: ['shared', 'platform', 'domain', 'scripts', 'infra'] },
  { from: 'ui', allow: ['shared', 'ui'] },
  { from: 'frontend', allow: ['shared', 'ui', 'route-manifest', 'page-application'] },
  { from: 'route-manifest', allow: ['shared', 'ui', ['frontend', { frontend: '${from.frontend}' }]] },
  {
    from: 'server-render',
    allow: ['shared', 'ui', ['frontend', { frontend: '${from.frontend}' }], ['page-application', { frontend: '${from.frontend}' }]],
  },
  // The browser journeys start the real stack and sign in with its demo accounts; they ship in no bundle.
  // The accessibility sweep opens every screen the route manifests list.
  { from: 'e2e', allow: ['shared', 'ui', 'e2e', 'scripts', 'route-manifest'] },
];

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/cdk.out/**', '.local/**', '.local-*/**', '.bundles/**', 'coverage/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // Numbers and booleans read fine in messages and keys.
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true, allowBoolean: true }],
      // `_name` marks a value destructured away on purpose (an item's keys, an unused route parameter).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      // `() => resolve()` and `(x) => void list.push(x)` are the idiom for callbacks whose result nobody reads.
      '@typescript-eslint/no-confusing-void-expression': [
        'error',
        { ignoreArrowShorthand: true, ignoreVoidOperator: true, ignoreVoidReturningFunctions: true },
      ],
      // With noUncheckedIndexedAccess every index is optional; `list[0]!` after a length or lookup check
      // says what the code already proved, more plainly than a throw that cannot happen.
      '@typescript-eslint/no-non-null-assertion': 'off',
      'no-restricted-syntax': [
        'error',
        {
          selector: "ImportDeclaration[source.value='zod'][importKind!='type'] > ImportSpecifier[imported.name='z'][importKind!='type']",
          message: "Use `import * as z from 'zod'`: the named export pulls every locale into each bundle (about 370 KB).",
        },
      ],
    },
  },
  {
    // Plain JavaScript (webpack and jest configuration, the setup script that runs before npm ci): not type-checked.
    files: ['**/*.js', '**/*.cjs', '**/*.mjs'],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['frontends/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.strict.rules,
      // React calls event handlers and ignores what they return; react-hook-form's handleSubmit catches its own.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    files: testFiles,
    languageOptions: { globals: { ...globals.jest } },
    rules: {
      // Tests assert on JSON answers field by field; typing every answer would restate the contracts.
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      // Stand-ins for async APIs (mocked modules, fetch stubs) are async without awaiting anything.
      '@typescript-eslint/require-await': 'off',
      // A fetch stub's request body is the JSON string the client sent.
      '@typescript-eslint/no-base-to-string': 'off',
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { typescript: { project: ['tsconfig.json'], alwaysTryTypes: true }, node: true },
      'boundaries/elements': elements,
      'boundaries/dependency-nodes': ['import', 'dynamic-import', 'export'],
    },
    rules: {
      'boundaries/element-types': ['error', { default: 'disallow', rules: elementTypes }],
      // Another domain is reached through its index.ts only; the platform through its index.ts (and the
      // grant names, which lib needs without pulling in every domain).
      'boundaries/entry-point': entryPoints(['index.ts']),
      'boundaries/no-unknown': 'error',
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/*.e2e.ts', 'functions/{test,fuzz,bundles}/**/*.ts', 'frontends/e2e/**/*.ts', 'scripts/**/*.ts'],
    rules: { 'boundaries/entry-point': entryPoints(['index.ts', 'seeding.ts']) },
  },
  {
    // A domain's own tests also use the backend test helpers.
    files: ['functions/src/**/*.test.ts'],
    rules: {
      'boundaries/element-types': [
        'error',
        {
          default: 'disallow',
          // They arrange their data through any domain (the layers bind what ships, not the fixtures).
          rules: elementTypes
            .filter((rule) => !domainLayers.includes(rule))
            .map((rule) => (rule.from === 'domain' ? { ...rule, allow: [...rule.allow, 'domain', 'functions-test'] } : rule)),
        },
      ],
    },
  },
);
