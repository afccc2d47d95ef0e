import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const FEATURES = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The layers of bulletproof-react: app composes features; a feature never reaches into another
 * (what two features share goes down to lib/, components/, stores/ or types/); the shared
 * layers never reach up into features or app.
 *
 * Checked with ESLint's core no-restricted-imports (import and export-from) and
 * no-restricted-syntax (import()), on the import string alone: no resolver, nothing native to
 * install. So that the strings are enough, a relative path never leaves its own feature
 * (or its own top-level folder of src/): anything outside goes through the `@/` alias.
 * Import cycles are found by dpdm in `npm run lint` (see package.json, lint:cycles).
 */
const MESSAGES = {
  feature: 'A feature does not import another feature: move what both need to src/lib, src/components, src/stores or src/types, or compose them in src/app.',
  app: 'Features and shared code do not import the app; the app composes features.',
  shared: 'Shared code (src/lib, src/components, src/stores, src/types, src/testing) does not import features or the app.',
  relative: 'A relative import stays inside its own feature or top-level folder of src/: import anything outside through "@/...".',
  index: 'No index.ts in a feature or in components/ui: its files are imported one by one.',
  barrel: 'Import the file itself (@/features/menu/components/menu-page, @/components/ui/button), not a folder: an index hides what a page really loads.',
};

/**
 * No barrels: a feature's folder or components/ui imported as a whole (its index) once pulled
 * react-hook-form and zod into the first load. Holds for every file of src/, on top of the layers.
 */
const BARREL = { regex: '^@/(features/[^/]+|components/ui)(/index(\\.tsx?)?)?/?$', message: MESSAGES.barrel };

/**
 * Only a feature's api/ folder calls the API: one file per call with its fetcher, its query (or
 * mutation) options and its hook; components, pages and hooks use the hook. The client's error
 * helpers (isApiError, errorMessage, ApiError) stay importable everywhere: reading a failure is
 * not making a call. src/lib (the client itself, and what wraps it) and the test helpers may.
 *
 * typescript-eslint's copy of no-restricted-imports (same options as the core rule), because a
 * flat config block replaces a rule's options for its files: on the core rule this pattern would
 * have to be repeated in every layer's block above, and left out again for each api/ folder.
 */
const API_CLIENT = {
  regex: '^@/lib/api-client$',
  importNames: ['api', 'request'],
  message: "Only a feature's api/ files call the API (one file per call: fetcher, queryOptions or mutation, hook): put the call there and use its hook. isApiError and errorMessage may be imported here.",
};

/** A relative path that climbs more than `depth` levels: it leaves the folder `depth` levels up. */
const climbsOut = (depth) => `^(\\./)?(\\.\\./){${depth + 1},}`;

/** The same restrictions for static imports (no-restricted-imports) and import() (no-restricted-syntax). */
function restrict(patterns) {
  return {
    'no-restricted-imports': ['error', { patterns: patterns.map(({ regex, message }) => ({ regex, message })) }],
    'no-restricted-syntax': [
      'error',
      ...patterns.map(({ regex, message }) => ({
        selector: `ImportExpression > Literal.source[value=/${regex.replace(/\//g, '\\/')}/]`,
        message,
      })),
    ],
  };
}

const alias = (folder) => `^@/${folder}(/|$)`;

/** Files at each depth below a folder (folder/x.ts is depth 0, folder/a/x.ts depth 1, ...). */
const DEPTHS = [0, 1, 2, 3, 4, 5, 6, 7];
const atDepth = (folder, depth) => [`${folder}/${'*/'.repeat(depth)}*.{ts,tsx}`];

const boundaryBlocks = [
  // Each feature: no other feature, no app, no relative path out of the feature.
  ...FEATURES.flatMap((feature) =>
    DEPTHS.map((depth) => ({
      files: atDepth(`src/features/${feature}`, depth),
      rules: restrict([
        BARREL,
        { regex: `^@/features/(?!${escapeRegExp(feature)}(/|$))`, message: MESSAGES.feature },
        { regex: alias('app'), message: MESSAGES.app },
        { regex: climbsOut(depth), message: MESSAGES.relative },
      ]),
    })),
  ),
  // Shared layers: no feature, no app, no relative path out of the layer.
  ...['lib', 'components', 'stores', 'types', 'testing'].flatMap((layer) =>
    DEPTHS.map((depth) => ({
      files: atDepth(`src/${layer}`, depth),
      rules: restrict([
        BARREL,
        { regex: alias('features'), message: MESSAGES.shared },
        { regex: alias('app'), message: MESSAGES.shared },
        { regex: climbsOut(depth), message: MESSAGES.relative },
      ]),
    })),
  ),
];

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'test-results', 'playwright-report', 'src/types/api/*-service.ts'] },
  {
    files: ['**/*.{js,mjs,ts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended],
  },
  // Every file of src/ (the app and main.tsx too); the blocks below repeat BARREL with their own layers.
  { files: ['src/**/*.{ts,tsx}'], rules: restrict([BARREL]) },
  ...boundaryBlocks,
  {
    files: ['src/features/*/index.{ts,tsx}', 'src/features/*/*/index.{ts,tsx}', 'src/components/ui/index.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', { selector: 'Program', message: MESSAGES.index }] },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/features/*/api/**', 'src/lib/**', 'src/testing/**', 'src/features/*/testing/**'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [API_CLIENT] }] },
  },
  // Small files: one thing per file reads and reviews in one sitting. Blank lines and comments do
  // not count (a comment that says why is never the reason to split). The generated API types and
  // the legal texts (one long document each, read as a whole) are the exceptions.
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: [
      'src/types/api/*',
      'src/features/static-pages/components/terms-page.tsx',
      'src/features/static-pages/components/privacy-page.tsx',
    ],
    rules: { 'max-lines': ['error', { max: 300, skipBlankLines: true, skipComments: true }] },
  },
  {
    files: ['scripts/**', 'e2e/**', '*.config.{js,ts}'],
    languageOptions: { globals: { ...globals.node } },
  },
);
