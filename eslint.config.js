import fs from 'node:fs';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;
const MODULES = 'apps/server/src/modules';
const serverModules = fs
  .readdirSync(`${root}/${MODULES}`, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

/**
 * The server modules from the bottom up: a module may import only modules listed before it, so no
 * two modules can depend on each other, however many files apart (docs/decisions.md). A new module
 * must be placed here.
 */
const MODULE_LAYERS = [
  'settings',
  'geo',
  'news',
  'outlet',
  'slider',
  'search-insight',
  'season',
  'product',
  'cart',
  'shipping',
  'promo',
  'newsletter',
  'auth',
  'fulfilment',
  'order',
  'invoice',
  'payment',
  'checkout',
  'pages',
  'admin',
];
const unplaced = serverModules.filter((name) => !MODULE_LAYERS.includes(name));
if (unplaced.length > 0) throw new Error(`eslint.config.js: place ${unplaced.join(', ')} in MODULE_LAYERS`);

/** The web app and the server meet only through the contract and HTTP. */
const apps = [
  {
    target: 'apps/web',
    from: 'apps/server',
    message: 'The web app reaches the server through the API and the contract, never its code.',
  },
  {
    target: 'apps/server',
    from: 'apps/web',
    message: "The server does not import the web app's code: it serves its build.",
  },
];

/** A module's files no other module may import: its routes and its queries files (`queries.ts`, `*-queries.ts`). */
const privateFiles = (name) =>
  fs
    .readdirSync(`${root}/${MODULES}/${name}`)
    .filter((file) => file === 'routes.ts' || file === 'queries.ts' || file.endsWith('-queries.ts'))
    .map((file) => `${MODULES}/${name}/${file}`);

const SERVER = 'apps/server/src';
/** Where the tables are declared: each module's `schema.ts`, and the rate limiter's (plumbing every route uses). */
const schemaOf = (name) => `${MODULES}/${name}/schema.ts`;
const RATE_LIMIT_SCHEMA = `${SERVER}/lib/rate-limit-schema.ts`;

/**
 * A module owns its tables: its queries files import its own schema.ts and no other module's, and no
 * other file imports a schema at all (the demo seed and the tests, outside these targets, fill and
 * check tables directly). A schema.ts may import another module's for a foreign key.
 */
const tableOwnership = [
  ...serverModules.map((name) => ({
    target: `${MODULES}/${name}/@(queries|*-queries).ts`,
    from: [RATE_LIMIT_SCHEMA, ...serverModules.filter((other) => other !== name).map(schemaOf)],
    message: "A module's queries read its own tables only: ask the owning module's service for the rest.",
  })),
  {
    target: [
      `${SERVER}/{modules,jobs,lib,adapters,cli}/**/!(queries|*-queries|schema|rate-limit).ts`,
      `${SERVER}/*.ts`,
      `${SERVER}/db/*.ts`,
    ],
    from: [...serverModules.map(schemaOf), RATE_LIMIT_SCHEMA],
    message: "Tables are read and written in their module's queries files only: call the module's service.",
  },
];

/**
 * The boundaries docs/architecture.md describes. A server module's queries (its SQL) and routes are
 * its own: other modules call its services. lib/ (server) and shared/ (web) are below every module
 * and feature, and the contract is below both apps.
 */
const boundaries = [
  ...serverModules.map((name) => ({
    target: `${MODULES}/${name}`,
    from: serverModules.filter((other) => other !== name).flatMap(privateFiles),
    message: "Another module's queries and routes are private to it: call its service instead.",
  })),
  ...MODULE_LAYERS.slice(0, -1).map((name, rank) => ({
    target: `${MODULES}/${name}`,
    from: MODULE_LAYERS.slice(rank + 1).map((above) => `${MODULES}/${above}`),
    // A foreign key may point up the layers (a season's products): schema files import no code.
    except: ['schema.ts'],
    message: `Modules are layered (MODULE_LAYERS in eslint.config.js) and ${name} sits below the module imported here: move the shared piece down, or pass it in from above.`,
  })),
  ...tableOwnership,
  ...apps,
  { target: 'apps/server/src/lib', from: MODULES, message: 'lib/ is shared plumbing: it must not depend on a module.' },
  {
    target: 'apps/server/src/adapters',
    from: MODULES,
    message: 'Adapters talk to the outside world: they must not depend on a module.',
  },
  {
    target: 'apps/web/src/shared',
    from: ['apps/web/src/features', 'apps/web/src/app'],
    message: 'shared/ must not depend on a feature or the app shell.',
  },
  { target: 'packages/contract', from: 'apps', message: 'The contract is imported by both apps and imports neither.' },
  {
    target: 'packages/demo',
    from: 'apps',
    message: 'The demo shop is data the server seeds from: it imports neither app.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'apps/server/drizzle/**',
      '**/.react-router/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver()],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: boundaries }],
      // A lazily loaded part may import back from the module that loads it: `import()` runs after both
      // have evaluated, so such a loop cannot see a half-initialised module.
      'import-x/no-cycle': ['error', { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: true }],
    },
  },
  {
    // SQL is written in a module's queries files only (its tables: `tableOwnership` above); other files
    // call them, and other modules call its services (drizzle's types may still be imported as types).
    files: ['apps/server/src/modules/**/*.ts', 'apps/server/src/jobs/**/*.ts'],
    ignores: ['**/queries.ts', '**/*-queries.ts', '**/schema.ts', '**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['drizzle-orm'],
              allowTypeImports: true,
              message: "SQL belongs in the owning module's queries files: call them (or its service) instead.",
            },
          ],
        },
      ],
    },
  },
  {
    // The apps' files outside src/ (tests, build configs) keep to the same line between the apps.
    files: ['apps/*/*.ts', 'apps/*/test/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver()] },
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: root, zones: apps }] },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['scripts/**/*.mjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly' } },
  },
);
