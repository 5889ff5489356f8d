import js from '@eslint/js'
import nextVitals from 'eslint-config-next/core-web-vitals'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'
import typeAware from './eslint/type-aware.mjs'
import webLayers from './eslint/web-layers.mjs'

// The React rule sets apply to the web workspace only (app, components, journeys, Storybook).
const webFiles = ['web/**/*.{js,jsx,mjs,cjs,ts,tsx,mts,cts}']

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/.next/**',
      '**/.next-*/**',
      '**/__generated__/**',
      '**/storybook-static/**',
      '.data/**',
      '.scratch/**',
      'coverage/**',
      'test-results/**',
      'web/next-env.d.ts',
    ],
  },
  // Next.js (core web vitals): @next/next, react, react-hooks, import, a few jsx-a11y rules.
  // Listed before typescript-eslint so its parser (not Next's Babel one) reads every file.
  ...nextVitals.map((config) =>
    config.ignores && !config.files ? config : { ...config, files: webFiles },
  ),
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.node, ...globals.jest },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-require-imports': 'off',
      'no-console': 'off',
    },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  // React hooks, recommended (with the React Compiler rules: set-state-in-effect, refs, purity...).
  { ...reactHooks.configs.flat.recommended, files: webFiles },
  // jsx-a11y, recommended (the plugin itself is registered by the Next config above).
  { files: webFiles, rules: jsxA11y.flatConfigs.recommended.rules },
  {
    files: webFiles,
    settings: { next: { rootDir: 'web/' } },
    rules: {
      // Plain <img> on purpose: the api's media serves ready-made sizes (srcSet), so the pages
      // need no image optimizer (next/image) in between.
      '@next/next/no-img-element': 'off',
      // A scrolling table is a labelled region the keyboard can focus, to scroll it (axe's
      // scrollable-region-focusable); the recommended options allow only tabpanel.
      'jsx-a11y/no-noninteractive-tabindex': [
        'error',
        { tags: [], roles: ['tabpanel', 'region'], allowExpressionValues: true },
      ],
    },
  },
  {
    // The ZIP rule (decision 027, amended): the zipcodes table, plain data, and nothing else.
    files: ['contract/src/zip.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!zipcodes$|\\.{1,2}/)',
              message: 'contract/zip imports the zipcodes table only (decision 027).',
            },
          ],
        },
      ],
    },
  },
  {
    // The phone rule (issue 16, defect 11): libphonenumber-js's min metadata, and nothing else.
    files: ['contract/src/phone.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!libphonenumber-js/min$|\\.{1,2}/)',
              message: 'contract/phone imports libphonenumber-js/min only (decision 029).',
            },
          ],
        },
      ],
    },
  },
  {
    // The contract runs in the browser, on the server and in the jobs: zod and itself only.
    files: ['contract/src/**'],
    ignores: [
      'contract/src/zod.ts',
      'contract/src/zod-api.ts',
      'contract/src/zip.ts',
      'contract/src/phone.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!zod(/|$)|\\.{1,2}/)',
              message: 'contract/ imports zod and its own modules only (decision 027).',
            },
            {
              regex: '^zod(/|$)',
              message:
                'Import z from contract/src/zod.ts: it makes zod jitless in the browser (the CSP refuses eval).',
            },
            {
              // The parts of zod by name (decision 040), for contract/src/zod.ts alone.
              regex: '(^|/)zod-api$',
              message:
                'Import z from contract/src/zod.ts: it makes zod jitless in the browser (the CSP refuses eval).',
            },
          ],
        },
      ],
    },
  },
  {
    // What the browser's forms check while the visitor types, without loading zod (decisions 040,
    // 043): these modules import no zod and no module of ./forms but its message keys.
    files: [
      'contract/src/field-checks.ts',
      'contract/src/finance.ts',
      'contract/src/lead-types.ts',
      'contract/src/money.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!\\.{1,2}/)',
              message: 'contract/ imports zod and its own modules only (decision 027).',
            },
            {
              regex: '(^|/)(zod|zod-api)$|/forms/(?!validation$)',
              message:
                'This module is the zod-free half of a rule (decision 043): the browser loads it at start.',
            },
          ],
        },
      ],
    },
  },
  {
    // Playwright fixtures hand their value on through a parameter named `use`, which the
    // rules-of-hooks rule takes for React's use(); journeys are not React code.
    files: ['web/e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  ...webLayers,
  ...typeAware,
)
