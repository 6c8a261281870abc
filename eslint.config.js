// One flat config. The import boundaries of STYLE.md ("What may import what") live here.
import { readdirSync } from 'node:fs';

import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

import localRules from './eslint-local-rules.js';

const webFeatures = readdirSync(new URL('./apps/web/src/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// Repeated by later blocks, whose rule replaces an earlier block's options for the same files.
const PARENT_IMPORTS = {
  regex: '^\\.\\./',
  message: 'Import through the app alias (#web/…, #server/…, #test/…), not ../.',
};
const TYPE_OVER_INTERFACE = {
  selector: 'TSInterfaceDeclaration:not(TSModuleDeclaration TSInterfaceDeclaration)',
  message: 'Use `type` over `interface` (interfaces only for module augmentation).',
};

// An entry point (routes/, jobs/) reaches the database only through operations: no
// drizzle-orm, no app.db (and, for `extra`, no more than that).
function entryPointRules({ room, sql, extra = [] }) {
  return {
    'no-restricted-imports': [
      'error',
      { paths: [{ name: 'drizzle-orm', message: sql }], patterns: [PARENT_IMPORTS] },
    ],
    'no-restricted-syntax': [
      'error',
      {
        selector: 'MemberExpression[object.name="app"][property.name="db"]',
        message: `No database in ${room}: call an operation (src/operations/).`,
      },
      ...extra,
      TYPE_OVER_INTERFACE,
    ],
  };
}

// Every top-level entry of the server's src/ but jobs/ and app.ts: none of them imports jobs/.
const serverSrc = new URL('./apps/server/src/', import.meta.url);
const serverRoomsButJobs = readdirSync(serverSrc)
  .filter((name) => name !== 'jobs' && name !== 'app.ts')
  .map((name) => `./apps/server/src/${name}`);

// The folders whose user-visible text comes from the catalogues (docs/decisions/071).
const TRANSLATED_FOLDERS = [
  'apps/web/src/components/**/*.tsx',
  'apps/web/src/app/*.tsx',
  'apps/web/src/app/routes/*.tsx',
  'apps/web/src/app/routes/dashboard/*.tsx',
  'apps/web/src/features/{about,auth,banking-services,blog,booking,calendar-feeds,cms,contact,dashboard,home,newsletter,packages,services}/**/*.tsx',
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      '**/data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'apps/server/src/db/migrations/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    plugins: { 'import-x': importX, 'check-file': checkFile },
    settings: {
      // import-x reads imported files itself (no-cycle): TypeScript files with the TS parser.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // Resolves the apps' `#web/…`/`#server/…` aliases (package.json `imports`) as Node does.
      'import-x/resolver-next': [
        importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] }),
      ],
    },
    rules: {
      // `type` over `interface`, except Fastify's module augmentation (STYLE.md habit 5).
      'no-restricted-syntax': ['error', TYPE_OVER_INTERFACE],
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { fixStyle: 'separate-type-imports' },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-console': ['error', { allow: ['warn', 'error'] }],
      // No import cycles: a cycle makes load order matter and hides a layer that should be one.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // kebab-case file and folder names (STYLE.md habit 1).
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,js}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': [
        'error',
        { '{apps,packages,scripts,bench}/**/': 'KEBAB_CASE' },
      ],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            // Web and server never import each other.
            { target: './apps/web', from: './apps/server' },
            { target: './apps/server', from: './apps/web' },
            // Shared packages never reach into the apps.
            { target: './packages/shared', from: './apps' },
            // Web: components, lib and config are feature-agnostic.
            {
              target: ['./apps/web/src/components', './apps/web/src/lib', './apps/web/src/config'],
              from: ['./apps/web/src/features', './apps/web/src/app'],
            },
            // Web: features never import the app, nor each other.
            { target: './apps/web/src/features', from: './apps/web/src/app' },
            ...webFeatures.map((feature) => ({
              target: `./apps/web/src/features/${feature}`,
              from: './apps/web/src/features',
              except: [`./${feature}`],
              message: 'A feature never imports another feature; compose them in app/.',
            })),
            // Server: only repositories (and the database's own code) touch the schema.
            {
              target: [
                './apps/server/src/routes',
                './apps/server/src/lib',
                './apps/server/src/jobs',
              ],
              from: ['./apps/server/src/db/schema.ts', './apps/server/src/db/schema'],
              message: 'Only repositories touch db/schema.ts: call a repository.',
            },
            // Server: lib/ is pure helpers, below everything (docs/layers.md): it imports nothing
            // of the layers above it.
            {
              target: './apps/server/src/lib',
              from: [
                './apps/server/src/routes',
                './apps/server/src/jobs',
                './apps/server/src/operations',
                './apps/server/src/plugins',
                './apps/server/src/documents',
                './apps/server/src/db',
              ],
              message: 'lib/ imports nothing above it: move the helper, or pass what it needs in.',
            },
            // Server: the issued documents' room is pure (src/documents/README.md): content in,
            // PDF out. It may use lib/ and the catalogues' words, nothing that reaches storage.
            {
              target: './apps/server/src/documents',
              from: [
                './apps/server/src/routes',
                './apps/server/src/jobs',
                './apps/server/src/operations',
                './apps/server/src/plugins',
                './apps/server/src/db',
              ],
              except: ['./app/mail/translations.ts'],
              message: 'src/documents/ takes a document’s content and returns its PDF: no storage.',
            },
            // The schema's domain files are read through db/schema.ts, one import for all.
            {
              target: [
                './apps/server/src/routes',
                './apps/server/src/operations',
                './apps/server/src/plugins',
                './apps/server/src/jobs',
                './apps/server/src/lib',
                './apps/server/test',
              ],
              from: './apps/server/src/db/schema',
              message: 'Import the tables from #server/db/schema.ts, not from its domain files.',
            },
            // Server: jobs are entry points like routes (jobs/README.md): they call operations,
            // never a route, and only app.ts registers them.
            {
              target: './apps/server/src/jobs',
              from: './apps/server/src/routes',
              message: 'A job calls operations, never a route.',
            },
            {
              target: serverRoomsButJobs,
              from: './apps/server/src/jobs',
              message: 'Only app.ts registers jobs/ (through jobs/index.ts).',
            },
          ],
        },
      ],
    },
  },
  {
    // Inside an app, what is not in the same folder is imported through the app's alias
    // (`#web/…`, `#server/…`, `#test/…`; the `imports` of its package.json), never `../`.
    files: ['apps/web/src/**/*.{ts,tsx}', 'apps/server/{src,test}/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [PARENT_IMPORTS],
        },
      ],
    },
  },
  {
    // The issued documents' room draws; it neither serves HTTP nor queries (fenced above too).
    files: ['apps/server/src/documents/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['drizzle-orm', 'fastify'].map((name) => ({
            name,
            message: 'src/documents/ is pure: the caller fetches the content (an operation).',
          })),
          patterns: [PARENT_IMPORTS],
        },
      ],
    },
  },
  {
    // What runs on both databases (docs/decisions/107).
    files: ['apps/server/test/**/*.test.ts'],
    plugins: { local: localRules },
    rules: { 'local/server-test-databases': 'error' },
  },
  {
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/shared/src/**/*.ts'],
    plugins: { local: localRules },
    rules: { 'local/max-positional-params': ['error', { max: 2 }] },
  },
  {
    // Route handlers validate, call one operation and answer (apps/server/src/operations/README.md):
    // the database is the operations' and the repositories' business.
    files: ['apps/server/src/routes/**/*.ts'],
    plugins: { local: localRules },
    rules: {
      'local/max-handler-lines': ['error', { max: 25 }],
      ...entryPointRules({
        room: 'routes',
        sql: 'No SQL in routes: call an operation or a repository.',
      }),
    },
  },
  {
    // Jobs call operations (apps/server/src/jobs/README.md): no SQL, no database, no repository.
    files: ['apps/server/src/jobs/**/*.ts'],
    rules: entryPointRules({
      room: 'jobs',
      sql: 'No SQL in jobs: call an operation.',
      extra: [
        {
          selector: 'MemberExpression[object.name="app"][property.name=/Repository$/]',
          message: 'No repository in jobs: call an operation (src/operations/).',
        },
      ],
    }),
  },
  {
    files: ['packages/shared/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!zod(/|$)|\\.)',
              message: 'packages/shared imports only zod (and its own files).',
            },
          ],
        },
      ],
    },
  },
  {
    // vi.waitFor and vi.waitUntil give up after 1 s, which a loaded CI machine outlasts (it
    // failed a run so); Testing Library's waitFor uses the suite's 5 s (src/test/setup.ts).
    files: ['apps/web/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['waitFor', 'waitUntil'].map((property) => ({
          object: 'vi',
          property,
          message: "Use waitFor from '@testing-library/react' (the suite's timeout).",
        })),
      ],
    },
  },
  // Service workers served as they are (the arrival pass's, decision 062).
  {
    files: ['apps/web/public/**/*.js'],
    languageOptions: { globals: { ...globals.serviceworker }, sourceType: 'script' },
  },
  // The rendered pages' starter (decision 068), a classic script in the page.
  {
    files: ['apps/web/public/boot.js'],
    languageOptions: { globals: { ...globals.browser }, sourceType: 'script' },
  },
  {
    // The student-facing folders already in the catalogues (docs/decisions/071); a folder joins
    // this list when its texts are converted. The back-office stays English.
    files: TRANSLATED_FOLDERS,
    // The back-office's own shared parts stay English like the rest of it.
    ignores: ['**/*.test.{ts,tsx}', 'apps/web/src/components/back-office/**'],
    plugins: { local: localRules },
    rules: { 'local/no-hard-coded-text': ['error', { allow: ['Landed', 'L', '©'] }] },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: [
      'scripts/**/*.js',
      'bench/**/*.js',
      '.ci/**/*.js',
      'apps/server/src/db/cli.ts',
      '**/e2e/**/*.ts',
      '**/test/**/*.ts',
    ],
    rules: { 'no-console': 'off' },
  },
);
