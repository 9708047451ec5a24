// Lint enforces the house rules of DESIGN.md: which layer may import which, and no focused or skipped tests.
import js from '@eslint/js'
import globals from 'globals'
import i18next from 'eslint-plugin-i18next'
import tseslint from 'typescript-eslint'

const restrict = (patterns) => ['error', { patterns }]

export default tseslint.config(
  {
    ignores: [
      'node_modules', 'dist', 'bench/dist', 'test-results', 'playwright-report', '.reports', '.stryker-tmp', 'reports',
      // Issue 17: the packed package and the consumer fixtures, apps of their own (own package.json, tsconfig, node_modules).
      '.pack', 'tests/consumer', 'tests/consumer-next',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/machines/**'],
    rules: {
      'no-restricted-imports': restrict([
        { group: ['react', 'react-dom', 'react/*', 'react-dom/*', '@xstate/react'], message: 'Machines never import React.' },
        { group: ['**/services/**', '**/services'], message: 'Machines get services through provide() in system.ts.' },
      ]),
    },
  },
  {
    files: ['src/views/**', 'src/react/**'],
    rules: {
      'no-restricted-imports': restrict([{ group: ['**/services/**', '**/services'], message: 'Views read snapshots and send events; they never import services.' }]),
    },
  },
  {
    // Issue 35: every word a person reads or hears comes from the message catalogue (src/i18n/messages): a literal
    // in a view's JSX text or in an attribute a person perceives fails lint.
    files: ['src/views/**/*.tsx', 'src/react/**/*.tsx'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': {
            exclude: [
              'className', 'style', 'type', 'key', 'id', 'width', 'height', 'role', 'src', 'href', 'rel', 'target', 'name', 'lang', 'dir',
              'autoComplete', 'inputMode', 'pattern', 'enterKeyHint', 'part', 'method', 'loading', 'decoding', 'referrerPolicy',
              'data-.*', 'aria-live', 'aria-haspopup', 'aria-controls', 'aria-labelledby', 'aria-describedby', 'aria-orientation', 'aria-current',
              'aria-hidden', 'aria-busy', 'aria-disabled', 'aria-selected', 'aria-expanded', 'aria-modal', 'aria-atomic', 'aria-relevant',
              'view', 'part', 'variant', 'namespace', 'kind', 'step', 'busy', 'flow', 'testId', 'on[A-Z].*',
            ],
          },
          // A catalogue key is no literal text (t, and plainText for the first click's few words).
          callees: { exclude: ['i18n(ext)?', 't', 'plainText', 'require', 'addEventListener', 'removeEventListener', 'postMessage', 'includes', 'indexOf', 'endsWith', 'startsWith'] },
          // Drawn glyphs (close ×, back ‹), not words.
          words: { exclude: ['[0-9!-/:-@[-`{-~]+', '[A-Z_-]+', '[×‹›…·•→←]+'] },
        },
      ],
    },
  },
  {
    files: ['src/services/**'],
    rules: {
      'no-restricted-imports': restrict([
        { group: ['react', 'react-dom', 'react/*', '@xstate/react', 'xstate', 'xstate/*'], message: 'Services import neither React nor XState.' },
      ]),
    },
  },
  {
    files: ['src/core/**'],
    rules: {
      'no-restricted-imports': restrict([{ group: ['../*', '!./*'], message: 'core imports nothing else of src/.' }]),
    },
  },
  {
    files: ['tests/**'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['describe', 'it', 'test'].flatMap((object) =>
          ['only', 'skip'].map((property) => ({ object, property, message: 'No focused or skipped tests.' })),
        ),
      ],
    },
  },
)
