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
 * The boundaries docs/architecture.md describes. A server module's queries (its SQL) and routes are
 * its own: other modules call its services. lib/ (server) and shared/ (web) are below every module
 * and feature, and the contract is below both apps.
 */
const boundaries = [
  ...serverModules.map((name) => ({
    target: `${MODULES}/${name}`,
    from: serverModules.filter((other) => other !== name).flatMap((other) => [`${MODULES}/${other}/queries.ts`, `${MODULES}/${other}/routes.ts`]),
    message: 'Another module\'s queries and routes are private to it: call its service instead.',
  })),
  { target: 'apps/server/src/lib', from: MODULES, message: 'lib/ is shared plumbing: it must not depend on a module.' },
  { target: 'apps/server/src/adapters', from: MODULES, message: 'Adapters talk to the outside world: they must not depend on a module.' },
  { target: 'apps/web/src/shared', from: ['apps/web/src/features', 'apps/web/src/app'], message: 'shared/ must not depend on a feature or the app shell.' },
  { target: 'packages/contract', from: 'apps', message: 'The contract is imported by both apps and imports neither.' },
  { target: 'packages/demo', from: 'apps', message: 'The demo shop is data the server seeds from: it imports neither app.' },
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**', 'apps/server/drizzle/**', '**/.react-router/**'] },
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
