import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * Module boundaries of the API. Each domain owns the tables of one schema file and reaches
 * another domain only through that module's entry points (`*.lookup.ts`, `*.access.ts`,
 * `*.module.ts`), never its repository, service or routes; modules/index.ts wires them.
 * Domains: accounts (+ mailbox) own db/schema/accounts.ts; definitions own
 * db/schema/definitions.ts; listings (+ photos, which count buildings' photo keys) own
 * db/schema/listings.ts; terms own db/schema/terms.ts; billing owns db/schema/billing.ts;
 * payments own db/schema/payments.ts; the platform's jobs and events own
 * db/schema/jobs.ts (reached through platform/jobs and platform/events). Tests may reach
 * anything to set up a case.
 */
const apiDomains = {
  accounts: { folders: ['accounts', 'mailbox'], schema: 'accounts' },
  definitions: { folders: ['definitions'], schema: 'definitions' },
  listings: { folders: ['listings', 'photos'], schema: 'listings' },
  terms: { folders: ['terms'], schema: 'terms' },
  billing: { folders: ['billing'], schema: 'billing' },
  payments: { folders: ['payments'], schema: 'payments' },
  health: { folders: ['health'], schema: null },
};
const apiSchemas = ['accounts', 'definitions', 'listings', 'terms', 'billing', 'payments', 'jobs'];
const moduleBoundaries = Object.values(apiDomains).map(({ folders, schema }) => {
  const foreign = apiSchemas.filter((name) => name !== schema);
  const ownFolders = folders.join('|');
  return {
    files: folders.map((folder) => `apps/api/src/modules/${folder}/**/*.ts`),
    ignores: ['**/*.test.ts', '**/*.bench.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '/db/schema(/index)?$',
              message: "Import your own domain's schema file (db/schema/<domain>), not all tables.",
            },
            {
              regex: `/db/schema/(${foreign.join('|')})$`,
              message:
                "Another domain's tables: ask its module's entry point (*.lookup.ts, *.access.ts).",
            },
            {
              regex: `^\\.\\./(?!(${ownFolders})/)[^./][^/]*/(?![^/]*\\.(lookup|access|module)$)[^/]+$`,
              message:
                "Another module's internals: use its entry point (*.lookup.ts, *.access.ts or *.module.ts).",
            },
          ],
        },
      ],
    },
  };
});

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'coverage/**', '**/.tsbuild/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  ...moduleBoundaries,
  {
    // A web feature is used by the app and by other features only through its index.ts
    // (its routes and the few hooks it shares); its pages and components stay its own.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)features/[^/]+/.+',
              message: "Use the feature's index.ts (import from 'features/<name>').",
            },
            {
              regex: '^\\.\\./\\.\\./(accounts|dashboard|definitions|listings)/.+',
              message: "Use the feature's index.ts (import from '../../<name>').",
            },
            {
              regex: '^\\.\\./(accounts|dashboard|definitions|listings)/.+',
              message: "Use the feature's index.ts (import from '../<name>').",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['scripts/**', '**/*.mjs', 'e2e/**'],
    rules: { 'no-console': 'off' },
  },
);
