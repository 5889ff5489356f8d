// Type-aware lint (issue 32): typescript-eslint's recommendedTypeChecked, which includes
// no-floating-promises and no-misused-promises, on the api, the contract and the scripts.
//
// Every file linted here belongs to a TypeScript project: the project service opens each one in
// the nearest tsconfig.json (api/tsconfig.json: src, test, codegen.ts, drizzle.config.ts;
// scripts/tsconfig.json: everything but data/; the root tsconfig.json: contract/src).
import tseslint from 'typescript-eslint'

const typed = ['api/**/*.ts', 'contract/**/*.ts', 'scripts/**/*.ts']
const tests = ['api/test/**/*.ts', '**/*.test.ts']

export default [
  // recommendedTypeChecked = recommended (already on for every file) + these type-aware rules.
  ...tseslint.configs.recommendedTypeCheckedOnly.map((config) => ({ ...config, files: typed })),
  {
    files: typed,
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      // Both are in recommendedTypeChecked; named here so that no later block turns them off.
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    // Tests read HTTP answers as JSON (light-my-request's res.json() and the sign-in emulator's
    // res.body are `any`: the test is what checks their shape) and build expectations from Jest's
    // asymmetric matchers (expect.any(), expect.objectContaining(), typed `any`). Reading a field
    // of such a value and putting it in a variable or an object were, when these rules were
    // turned on, 296 no-unsafe-member-access and 119 no-unsafe-assignment findings, all of that
    // kind. The other no-unsafe-* rules (calls, arguments, returns) stay on in tests but one
    // folder (below).
    files: tests,
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
    },
  },
  {
    // The sign-in service's tests speak the emulated Stytch protocols and read every answer as
    // AnyJson on purpose (api/test/signin/helpers.ts: the assertions give the bodies their
    // shape). Passing or calling a field of such a body was, when these rules were turned on,
    // 21 no-unsafe-argument, 4 no-unsafe-call and 6 no-unsafe-return findings, all of that kind.
    files: ['api/test/signin/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
]
