// Type-aware lint for the whole monorepo, with the import direction of CONVENTIONS.md enforced.
import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const featuresDir = './apps/web/src/features';
const modulesDir = './apps/server/src/modules';
const serverModules = fs.existsSync(modulesDir)
  ? fs
      .readdirSync(modulesDir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];
const absoluteModulesDir = path.resolve(import.meta.dirname, modulesDir);
const features = fs.existsSync(featuresDir)
  ? fs
      .readdirSync(featuresDir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];

// Dates and numbers are shown through @mnemo/i18n's formatters (dd/MM/yyyy HH:mm, 24-hour, in both
// languages): nothing else formats them by the browser's or server's locale.
const LOCALE_FORMAT_SELECTORS = [
  {
    selector: "NewExpression[callee.object.name='Intl'][callee.property.name='DateTimeFormat']",
    message:
      'Show dates with @mnemo/i18n/format (formatDateTime, formatDate, formatDayMonth): dd/MM/yyyy HH:mm in both languages.',
  },
  {
    selector: "CallExpression[callee.object.name='Intl'][callee.property.name='DateTimeFormat']",
    message:
      'Show dates with @mnemo/i18n/format (formatDateTime, formatDate, formatDayMonth): dd/MM/yyyy HH:mm in both languages.',
  },
  {
    selector: 'MemberExpression[property.name=/^toLocale(Date|Time)?String$/]',
    message: "Format with @mnemo/i18n/format (formatDateTime, formatDate, formatNumber), never the runtime's locale.",
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '.data-test/**',
      'test-results/**',
      'playwright-report/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    plugins: { 'import-x': importX },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false, arguments: false } },
      ],
      'import-x/no-cycle': ['error', { maxDepth: 3, ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './packages/domain',
              from: ['./packages/contracts', './packages/i18n', './apps'],
              message: 'domain imports nothing of ours',
            },
            {
              target: './packages/contracts',
              from: ['./packages/i18n', './apps'],
              message: 'contracts import only domain',
            },
            { target: './packages/i18n', from: ['./apps'] },
            { target: './apps/server', from: ['./apps/web'] },
            { target: './apps/web', from: ['./apps/server'] },
            {
              target: ['./apps/web/src/components', './apps/web/src/lib'],
              from: ['./apps/web/src/features', './apps/web/src/app'],
              message: 'components and lib sit below features',
            },
            { target: './apps/web/src/features', from: './apps/web/src/app', message: 'features sit below app' },
            ...features.map((name) => ({
              target: `${featuresDir}/${name}`,
              from: featuresDir,
              except: [`./${name}`],
              message: 'features never import each other',
            })),
            {
              target: './apps/server/src/db',
              from: modulesDir,
              message:
                "the database layer sits below the modules: a migration that needs a module's rules is a data step handed to migrateToLatest (data-migrations.ts, ADR 183)",
            },
            // a server module may use another module's use cases, policy and presenters, never its SQL
            ...serverModules.map((name) => ({
              target: `${modulesDir}/${name}`,
              from: `${absoluteModulesDir}/*/**/*.repository.ts`,
              except: [`${absoluteModulesDir}/${name}/**`],
              message: "a module reads another module's data through that module's use cases, never its repository",
            })),
          ],
        },
      ],
    },
    settings: { 'import-x/resolver': { node: true } },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // The web app reads the contracts' types and their plain values (contracts/values.ts), never a
    // schema: a value import of a schema module brings zod into the page's first load (ADR 104).
    // The public site's own chunk parses the plans with their schema.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/features/public-site/**', '**/*.test.{ts,tsx}', 'apps/web/src/test/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@mnemo/contracts/(?!values$)',
              allowTypeImports: true,
              message:
                "Import only types from a contracts schema module; plain values come from '@mnemo/contracts/values' (zod stays out of the app's first load, ADR 104).",
            },
            { regex: '^zod$', allowTypeImports: true, message: 'zod stays out of the web app (ADR 104).' },
          ],
        },
      ],
    },
  },
  {
    // contracts/values.ts stays plain: no zod, no schema module (ADR 104)
    files: ['packages/contracts/src/values.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(zod$|\\.)', message: 'contracts/values.ts holds plain values only (ADR 104).' }] },
      ],
    },
  },
  {
    // no import cycle in the server at any depth (modules call each other's use cases one way)
    files: ['apps/server/src/**/*.ts'],
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: ['packages/i18n/**'],
    rules: { 'no-restricted-syntax': ['error', ...LOCALE_FORMAT_SELECTORS] },
  },
  {
    // one way to make an error: the named factories, whose message keys are checked against the catalog
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/lib/app-error.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='AppError']",
          message:
            'Make errors with the factories in lib/app-error.ts (errors.notFound(), errors.validation(field, key), …).',
        },
        ...LOCALE_FORMAT_SELECTORS,
      ],
    },
  },
  {
    files: [
      '**/*.test.{ts,tsx}',
      '**/test/**',
      '**/testing/**',
      'e2e/**',
      'bench/**',
      'scripts/**',
      'apps/server/src/cli/**',
    ],
    rules: {
      '@typescript-eslint/no-unnecessary-type-assertion': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    // every journey runs under the quiet-console guard (e2e/fixtures.ts)
    files: ['e2e/**/*.spec.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test', 'expect'],
              allowTypeImports: true,
              message:
                "Import test and expect from './fixtures.ts': it fails a journey on console errors and unexpected failed requests.",
            },
          ],
        },
      ],
    },
  },
  { files: ['**/*.{js,mjs}'], ...tseslint.configs.disableTypeChecked },
);
