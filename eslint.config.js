// ESLint (typescript-eslint) with the one-way import rule of ARCHITECTURE.md:
// models ← services ← machines ← ui ← src, and models ← server.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

const layers = ['models', 'services', 'machines', 'ui', 'src', 'server'];
/** What each top-level folder may import from the others. */
const allowed = {
  models: [],
  services: ['models'],
  machines: ['models', 'services'],
  ui: ['models', 'machines'],
  src: ['models', 'services', 'machines', 'ui'],
  server: ['models'],
};

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
  { ignores: ['dist/**', 'node_modules/**', 'coverage/**', 'data/**', 'test-results/**', 'playwright-report/**', '.tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  ...layerRules,
  {
    files: ['bench/**', 'scripts/**', 'test/**'],
    // The path-testing harness handles snapshots of any chart generically.
    rules: { 'no-console': 'off', '@typescript-eslint/no-explicit-any': 'off' },
  },
);
