// ESLint: typescript-eslint's type-checked rules (floating and misused
// promises included), React's hooks rules, and the one-way import rule of
// ARCHITECTURE.md: models ← services ← machines ← ui ← src, and models ← server.
// The same table, import cycles and folder circles are .dependency-cruiser.cjs's (test/architecture/import-rules.test.ts).
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
/** What each top-level folder may import from the others. */
import allowed from './import-layers.cjs';

const layers = Object.keys(allowed);
/** Where components and hooks live. */
const REACT_FILES = ['{src,ui,machines,services}/**/*.{ts,tsx}', 'test/**/*.tsx'];

const layerRules = layers.map((layer) => {
  const forbidden = layers.filter((l) => l !== layer && !allowed[layer].includes(l));
  return {
    files: [`${layer}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^(\\.\\./)+(${forbidden.join('|')})(/|$)`,
              message: `${layer}/ may import only from ${allowed[layer].join(', ') || 'nothing of ours'} (ARCHITECTURE.md).`,
            },
          ],
        },
      ],
    },
  };
});

export default tseslint.config(
  { ignores: ['dist/**', 'dist-server/**', 'node_modules/**', 'coverage/**', 'data/**', 'test-results/**', 'playwright-report/**', '.tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
      // Every `async` here without an `await` is one its caller requires a
      // promise of (XState's fromPromise, Fastify's plugins and handlers):
      // dropping `async`, the rule's fix, would turn a rejection into a throw.
      '@typescript-eslint/require-await': 'off',
      // The router's documented way out of a route's `beforeLoad`: `throw redirect(…)`.
      '@typescript-eslint/only-throw-error': ['error', { allow: [{ from: 'package', package: '@tanstack/router-core', name: 'Redirect' }] }],
    },
  },
  // React's rules where React code is: the app's folders and the component tests. The server, the rules in
  // models/ and the other tests hold no component or hook, and these rules (the React Compiler's analysis among
  // them) cost about a quarter of the lint's time when they read every file.
  {
    files: REACT_FILES,
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: REACT_FILES,
    // A missing dependency is a bug: an error, as the rest of the hooks rules.
    rules: { 'react-hooks/exhaustive-deps': 'error' },
  },
  ...layerRules,
  {
    files: ['bench/**', 'scripts/**', 'test/**'],
    // The path-testing harness handles snapshots of any chart generically, so
    // tests may read `any` values; the promise rules stay on.
    rules: {
      'no-console': 'off',
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    // Each Playwright worker has its own server and database: specs get them through test/e2e/fixtures.ts.
    files: ['test/e2e/**/*.ts'],
    ignores: ['test/e2e/fixtures.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test'],
              message: "Import { test, expect } from './fixtures': it points the spec at its worker's own server and database.",
            },
          ],
        },
      ],
    },
  },
  {
    // Plain JavaScript (this file, the bare bench server) is outside tsconfig.json.
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
);
