import { builtinModules } from 'node:module';
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import noRuntimeCycle from './scripts/eslint/no-runtime-cycle.js';

/**
 * The layers (docs/architecture.md, House rules → Layers), as import rules: a `~/` import or a relative one (`../services/…`,
 * `../../app/components/…`) into a layer a file's layer may not use. Type imports count too: a type is part of its
 * layer, and one that two layers share belongs to the lower one.
 */
const layer = (names) => `^(~/|(\\.{1,2}/)+(app/)?)(${names.join('|')})(/|$)`;
const nodeModules = `^(node:|(${builtinModules.filter((name) => !name.startsWith('_')).join('|')})(/|$))`;

export default tseslint.config(
  {
    ignores: [
      'build/',
      'node_modules/',
      '.react-router/',
      'test-results/',
      'playwright-report/',
      'bench-results/',
      '.data/',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      // An unused argument or caught error is often there for a signature (Playwright's `({}, testInfo)`, middleware's `next`).
      '@typescript-eslint/no-unused-vars': ['error', { args: 'none', caughtErrors: 'none', ignoreRestSiblings: true }],
      // Input cleaning matches control characters on purpose (search terms, redirect targets, listing parameters).
      'no-control-regex': 'off',
    },
  },
  {
    // Playwright reads a test's or fixture's first parameter as its fixtures: `({}, testInfo)` is its way to take none.
    files: ['tests/e2e/**/*.ts'],
    rules: { 'no-empty-pattern': 'off' },
  },
  {
    files: ['app/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // The React Compiler's rules (the app does not use the compiler) flag the deliberate "reset local state when a
      // fetcher or the location changes" effects and refs read for focus handling: shown, not failing the build.
      'react-hooks/set-state-in-effect': 'warn',
      'react-hooks/refs': 'warn',
    },
  },
  {
    // Models are pure: no I/O, no UI, nothing of Node, so they run and are tested anywhere (the browser included).
    files: ['app/models/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: layer(['services', 'components', 'routes']),
              message:
                'app/models is pure: it may not import services, components or routes. Move the shared part into a model.',
            },
            {
              regex: nodeModules,
              message: "app/models is pure: no Node modules. Do the I/O or Node's part in a service.",
            },
          ],
        },
      ],
    },
  },
  {
    // Services do the I/O for routes: what a component and a service share (a view's shape) is a model.
    files: ['app/services/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: layer(['components', 'routes']),
              message:
                'app/services may not import components or routes. Move the shared type or rule into app/models.',
            },
          ],
        },
      ],
    },
  },
  {
    // An import cycle makes what a module sees of another depend on which of them a page happens to load first.
    files: ['**/*.{ts,tsx}'],
    plugins: { layers: { rules: { 'no-runtime-cycle': noRuntimeCycle } } },
    rules: { 'layers/no-runtime-cycle': 'error' },
  },
);
