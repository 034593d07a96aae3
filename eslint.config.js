// ESLint for the whole workspace (`npm run lint`, and the "lint" step of `npm test`).
// Type-aware: typescript-eslint's recommendedTypeChecked, with each package's own tsconfig found
// through the project service. React packages also get the rules of hooks.
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { OWN_SITE_SPECS, REDEPLOY_SPECS } from './e2e/projects.mjs';

export default defineConfig(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/storybook-static/**',
      '**/.tmp/**',
      '**/.data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/@mf-types/**',
    ],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      // Unused names are errors, except the `_`-prefixed ones kept on purpose (a handler's unused
      // argument, a rest sibling that strips a field).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
      // Numbers, booleans and nullish values in template strings are how log lines and messages are
      // written here; objects still are refused (they would print "[object Object]").
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true, allowBoolean: true, allowNullish: true }],
      // Turned off as noise for this codebase (every finding when the linter came in was a false alarm):
      // - unbound-method: props, hooks and services are objects of closures whose interfaces use
      //   method syntax (`onEdit(id: string): void`); destructuring them is how React code reads props.
      // - require-await: `async` without `await` is used on purpose to return a promise an interface
      //   or `fromPromise` asks for, and to turn a throw into a rejection.
      // - no-base-to-string: `String(x)` is the deliberate coercion of `unknown` input from outside
      //   (claims, form fields, Redis replies) before it is validated.
      '@typescript-eslint/unbound-method': 'off',
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-base-to-string': 'off',
      // An async onClick/onSubmit handler is fine in React; promises passed elsewhere are still checked.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    // Tests, fixtures and stand-ins read untyped JSON bodies, raw documents and wire replies: the
    // no-unsafe-* family would ask for a cast on every `body.x` of an assertion.
    files: [
      '**/*.{test,spec,bench}.{ts,tsx}',
      '**/testing.ts',
      '**/*-testing.ts',
      '**/testing/**',
      '**/testFixtures.ts',
      'e2e/**',
      'bench/**',
      'test-tools/**',
    ],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    // The embedded store speaks MongoDB's wire protocol: its documents are untyped BSON by nature.
    files: ['store/src/**'],
    rules: {
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    // Files that no package's tsconfig includes (build and test runner configs, the plain-Node
    // scripts): linted without type information.
    files: ['**/*.{js,mjs,cjs}', '*.ts', 'design-system/.storybook/**', '**/rspack.config.ts', '{api,store,domain}/vitest.config.ts'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    files: ['{platform,design-system,host,mf-*}/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // The frontends' api paths come from the domain route table (`pathOf(routes.x, params)`), so
    // a path is written once and a parameter is always encoded; tests and fixtures may spell them.
    files: ['{platform,host,mf-*}/src/**/*.{ts,tsx}'],
    ignores: ['**/*.{test,stories}.{ts,tsx}', '**/testing/**', '**/testing.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'Literal[value=/^\\/api\\//]', message: 'Take the api path from the domain route table: pathOf(routes.x, params).' },
        { selector: 'TemplateElement[value.raw=/^\\/api\\//]', message: 'Take the api path from the domain route table: pathOf(routes.x, params).' },
      ],
    },
  },
  {
    // The api mounts every route from the domain route table (api/src/framework/mount.ts: `mount('name', handler)`),
    // so an api path is written once, in the table; tests and their helpers may spell them.
    files: ['api/src/**/*.ts'],
    ignores: ['api/src/**/*.test.ts', 'api/src/**/testing/**', 'api/src/**/testing.ts', 'api/src/**/*-testing.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Literal[value=/^\\/(api|auth)\\/./]',
          message: 'Take the path from the domain route table: routes.x.path, pathOf(routes.x, params), or mount a route by its name.',
        },
        {
          selector: 'TemplateElement[value.raw=/^\\/(api|auth)\\/./]',
          message: 'Take the path from the domain route table: routes.x.path, pathOf(routes.x, params), or mount a route by its name.',
        },
      ],
    },
  },
  {
    // The specs that share the test site's lobbies take `test` from e2e/shared-site.ts, whose fixture
    // empties the lobbies before each test and undoes its captains after (e2e/projects.mjs lists the
    // specs with a site of their own).
    files: ['e2e/*.spec.ts'],
    ignores: [...OWN_SITE_SPECS, ...REDEPLOY_SPECS].map((name) => `e2e/${name}.spec.ts`),
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test'],
              message: "Take `test` from './shared-site.ts': its fixture leaves the shared lobbies as the spec found them.",
            },
          ],
        },
      ],
    },
  },
  {
    // CONTRIBUTING/CONVENTIONS: the server logs with pino, structured; no console left in it.
    files: ['api/src/**/*.ts'],
    ignores: ['api/src/**/*.test.ts'],
    rules: { 'no-console': 'error' },
  },
);
