import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import { modulesOf } from './scripts/lib/module-graph.ts';

// The plugin's TypeScript settings (which files it parses, and how), with our own resolver below instead of its
// default one: it maps the .js of our imports to the .ts they name, by each workspace's tsconfig.
const { 'import-x/resolver': _defaultResolver, ...importSettings } = importX.flatConfigs.typescript.settings;

const FEATURES = './apps/web/src/features';
const API_SOURCES = './apps/api/src';
/** The API's domain modules: each folder of apps/api/src but the base every module may use. */
const apiModules = modulesOf(API_SOURCES);
const features = readdirSync(new URL(FEATURES, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The architecture's boundaries: a feature of the web app is on its own (what two features share lives in
 * components/, lib/ or packages/shared), the web app and the API meet only through packages/shared, and the
 * shared contract depends on neither.
 */
const boundaries = [
  ...features.map((feature) => ({
    target: `${FEATURES}/${feature}`,
    from: FEATURES,
    except: [`./${feature}`],
    message: 'A feature does not import another feature: move what both need to components/, lib/ or packages/shared.',
  })),
  {
    target: './apps/web',
    from: './apps/api',
    message: 'The web app reaches the API over HTTP only; shared types live in packages/shared.',
  },
  {
    target: './apps/api',
    from: './apps/web',
    message: 'The API does not import the web app; shared code lives in packages/shared.',
  },
  { target: './packages/shared', from: './apps', message: 'The shared contract depends on neither app.' },
  // The app itself (its routes, its providers, its start) puts the features and the shared code together: nothing
  // they hold imports it back.
  {
    target: [
      './apps/web/src/features',
      ...['api', 'lib', 'components', 'session', 'i18n'].map((d) => `./apps/web/src/${d}`),
    ],
    from: './apps/web/src/app',
    message: 'Nothing of the features or the shared code imports the app: move what both need into lib or components.',
  },
  // The web app's shared code (the API client and its queries, the layout and UI pieces, the session, the
  // translations) serves every feature, so it imports none: what a feature and shared code both need lives here.
  ...['api', 'lib', 'components', 'session', 'i18n'].map((shared) => ({
    target: `./apps/web/src/${shared}`,
    from: FEATURES,
    message:
      'Shared web code imports no feature: move what it needs out of the feature, into src/api, lib or components.',
  })),
  // Within each domain module, the SQL lives in repositories/, which import none of the module's services or routes.
  ...apiModules.map((part) => ({
    target: `${API_SOURCES}/${part}/repositories`,
    from: `${API_SOURCES}/${part}`,
    except: ['./repositories'],
    message: 'A repository imports no service: move the type or constant it needs to the repository or to src/types.',
  })),
  // A route calls its module's services, which own the rules (whose job, whose application) and the transactions;
  // the repositories are theirs to call.
  ...apiModules.map((part) => ({
    target: `${API_SOURCES}/${part}/routes`,
    from: `${API_SOURCES}/${part}/repositories`,
    message: "A route calls its module's services, not its repositories: move this read or write into a service.",
  })),
  // Each domain module is reached through its index.ts only, from the other modules and from the top (the app,
  // its routes, background jobs and command-line tools); the tests, being a module's own, may reach inside it.
  ...apiModules.map((part) => ({
    target: [`${API_SOURCES}/!(${part})/**`, `${API_SOURCES}/*.ts`],
    from: `${API_SOURCES}/${part}`,
    except: ['./index.ts'],
    message: `The ${part} module is reached through apps/api/src/${part}/index.ts: export what you need there.`,
  })),
  // The base (the database, the libraries, the plugins, the types) serves every module, so it imports none.
  ...apiModules.map((part) => ({
    target: ['db', 'lib', 'plugins', 'types'].map((base) => `${API_SOURCES}/${base}`),
    from: `${API_SOURCES}/${part}`,
    message: 'The base imports no module: move what it needs into db/, lib/, plugins/ or types/.',
  })),
];

/** The benchmark reaches the API's modules as the API does: through each module's index. */
const modulesThroughIndex = {
  patterns: [
    {
      regex: `/apps/api/src/(${apiModules.join('|')})/(?!index(\\.js)?$)`,
      message: 'A module of the API is reached through its index.ts: export what you need there.',
    },
  ],
};

/**
 * The files outside a repositories/ folder that hold SQL, each named: the job lists' statements are composed from
 * their read plan, conditions and words in one module whose every file is about the query (search); the backup opens
 * and copies whole databases (it checks what it copied with a client of its own); and the test factories insert the
 * rows the tests and the demo start from. Any other file of a module keeps to the rule below.
 */
const SQL_BY_NATURE = [
  ...[
    'job-alert-window',
    'job-facets',
    'job-search',
    'open-job-skills',
    'prepared-search',
    'recency-ladder',
    'recent-job-copy',
    'search-conditions',
    'search-keys',
    'search-statements',
    'search-statistics',
    'search-terms',
  ].map((file) => `apps/api/src/search/${file}.ts`),
  'apps/api/src/backup/embedded-backup.ts',
  'apps/api/src/backup/postgres-backup.ts',
  'apps/api/src/demo/factories/**',
];

/** Services reach the database only through repositories: no query builder, table or raw SQL of their own. */
const servicesKeepToRepositories = {
  patterns: [
    {
      regex: '^drizzle-orm(/|$)|(^|/)db/rows(\\.js)?$',
      message: 'Services reach the database through repositories: move this query there.',
    },
    {
      // A row's type, read from its table, is fine: a serializer shapes rows a repository read.
      regex: '(^|/)db/schema(\\.js)?$',
      allowTypeImports: true,
      message: 'Services reach the database through repositories: move this query there.',
    },
    {
      // The database handle's type is passed through to repositories; its value is not used here.
      regex: '(^|/)db/client(\\.js)?$',
      allowTypeImports: true,
      message: 'Services reach the database through repositories: import only its type here.',
    },
  ],
};

/**
 * A module's door (its index.ts) and its services expose behaviour in the module's own words: never a repository's
 * function or SQL passed through as it is, so that another module never builds on this one's storage. Types may pass.
 */
const noRepositoryReExports = [
  {
    selector: "ExportNamedDeclaration[exportKind='value'][source.value=/\\/repositories\\//]",
    message:
      "A module's door and services expose behaviour, not its repositories: wrap this in a service of the module.",
  },
  {
    selector: 'ExportAllDeclaration[source.value=/\\/repositories\\//]',
    message:
      "A module's door and services expose behaviour, not its repositories: wrap this in a service of the module.",
  },
];

/** What a route may not do: authenticate after the body is read, or open a transaction of its own. */
const routeSyntax = [
  {
    selector: "Property[key.name='preValidation']",
    message: 'Run authentication and other guards in onRequest.',
  },
  {
    selector: "CallExpression[callee.property.name='transaction']",
    message: 'A route opens no transaction: move what must happen together into a service of its module.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-prerender/**',
      '**/node_modules/**',
      '.test-results/**',
      'apps/api/drizzle/**',
      'data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // French text holds narrow no-break spaces (before : ! ? and inside « »), in strings and in templates alike.
      'no-irregular-whitespace': ['error', { skipStrings: true, skipTemplates: true }],
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration through apps/api/src/config.ts.' },
      ],
    },
  },
  {
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      ...importSettings,
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      // Import cycles between files are checked by scripts/module-graph.ts, in seconds rather than minutes.
      'import-x/no-restricted-paths': ['error', { zones: boundaries }],
    },
  },
  {
    // A module's services: every file of a domain module but its repositories, and the files named below.
    files: apiModules.map((part) => `apps/api/src/${part}/**/*.ts`),
    ignores: ['apps/api/src/*/repositories/**', ...SQL_BY_NATURE],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', servicesKeepToRepositories] },
  },
  {
    files: apiModules.map((part) => `apps/api/src/${part}/**/*.ts`),
    ignores: ['apps/api/src/*/repositories/**', 'apps/api/src/*/routes/**'],
    rules: { 'no-restricted-syntax': ['error', ...noRepositoryReExports] },
  },
  {
    files: ['bench/**/*.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', modulesThroughIndex] },
  },
  {
    // Routes stay thin: they authenticate in onRequest, before the body is read (plugins/auth.ts), validate, call
    // their module and shape the answer. No SQL (the rule of services above holds here too) and no transaction:
    // what must happen together is a service's to say.
    files: ['apps/api/src/*/routes/**/*.ts'],
    rules: { 'no-restricted-syntax': ['error', ...routeSyntax, ...noRepositoryReExports] },
  },
  {
    // A file of the API is read in one sitting, and a function on one screen or two (blank lines and comments
    // aside). A route file's plugin lists its routes' declarations, so it may be twice as long.
    files: ['apps/api/src/**/*.ts'],
    rules: {
      'max-lines': ['error', { max: 500, skipBlankLines: true, skipComments: true }],
      'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    files: ['apps/api/src/*/routes/**/*.ts'],
    rules: { 'max-lines-per-function': ['error', { max: 160, skipBlankLines: true, skipComments: true }] },
  },
  {
    // The named exceptions: tables of data and words, read as tables (the schema, the demo market, the export's
    // words in two languages), and the export's read-me page, one HTML template.
    files: [
      'apps/api/src/db/schema.ts',
      'apps/api/src/demo-market/market-data.ts',
      'apps/api/src/privacy/export/words.ts',
      'apps/api/src/privacy/export/read-me.ts',
    ],
    rules: { 'max-lines': 'off', 'max-lines-per-function': 'off' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Configuration, tools and tests may read the environment.
    files: [
      'apps/api/src/config.ts',
      '**/test/**',
      'e2e/**',
      'bench/**',
      'scripts/**',
      'apps/web/scripts/**',
      '*.config.ts',
      'apps/*/vite*.config.ts',
    ],
    rules: { 'no-restricted-properties': 'off' },
  },
);
