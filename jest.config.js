/**
 * One Jest run for the whole repository. Projects: api (services, GraphQL in-process, against a
 * real database), contract (the shared rules, pure), scripts (seed and taxonomy determinism), web (components in jsdom).
 * TEST_DATABASE_URL selects PostgreSQL; without it every suite runs on PGlite.
 */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
]

const os = require('node:os')

/** @type {import('jest').Config} */
module.exports = {
  // Jest's default is one worker fewer than the cores: one on a 2-core machine. The suites spend
  // much of their time waiting on PostgreSQL, Redis and child processes, so two workers finish a
  // run on such a machine in well under the time of one (PostgreSQL: 100 s instead of several
  // minutes) without starving each other.
  maxWorkers: Math.max(2, os.availableParallelism() - 1),
  // A worker that has grown past this after a test file is replaced by a fresh one: memory kept
  // by finished suites (the relevance suite's 100k index, jsdom windows) otherwise piles up in a
  // long-lived worker until V8's 4 GB heap limit (CI3: a worker crashed out of memory on a small
  // web suite after a 4.7 s mark-compact, and the whole Jest run took 964 s instead of ~450 s).
  workerIdleMemoryLimit: '1500MB',
  // Jest 30 reads testTimeout from the global configuration only (a project's own is ignored):
  // database suites start PGlite or copy a template, and on a busy 2-core machine a hook can take
  // several seconds. Tests wait for states, not time, so a generous limit costs nothing.
  testTimeout: 60_000,
  projects: [
    {
      displayName: 'contract',
      testEnvironment: 'node',
      roots: ['<rootDir>/contract/src'],
      testMatch: ['**/*.test.ts'],
      transform: { '^.+\\.(t|j)sx?$': swc },
    },
    {
      displayName: 'api',
      testEnvironment: 'node',
      roots: ['<rootDir>/api'],
      testMatch: ['**/*.test.ts'],
      transform: { '^.+\\.(t|j)sx?$': swc },
      // openid-client, oauth4webapi and jose 6 ship ES modules only; Jest runs CommonJS here.
      transformIgnorePatterns: [
        '/node_modules/(?!(cookie|openid-client|oauth4webapi|jose|double-metaphone)/)',
      ],
      globalSetup: '<rootDir>/api/test/global-setup.ts',
      globalTeardown: '<rootDir>/api/test/global-teardown.ts',
      setupFiles: ['<rootDir>/api/test/setup-env.ts'],
    },
    {
      displayName: 'scripts',
      testEnvironment: 'node',
      roots: ['<rootDir>/scripts'],
      testMatch: ['**/*.test.ts'],
      transform: { '^.+\\.(t|j)sx?$': swc },
      // The scripts' suites run the api's search engine, which reads makes by sound (ESM only).
      transformIgnorePatterns: ['/node_modules/(?!(double-metaphone)/)'],
      setupFiles: ['<rootDir>/api/test/setup-env.ts'],
      globalSetup: '<rootDir>/api/test/global-setup.ts',
      globalTeardown: '<rootDir>/api/test/global-teardown.ts',
    },
    {
      displayName: 'web',
      testEnvironment: 'jsdom',
      roots: ['<rootDir>/web/src'],
      testMatch: ['**/*.test.ts', '**/*.test.tsx'],
      transform: { '^.+\\.(t|j)sx?$': swc },
      moduleNameMapper: {
        '^@/(.*)$': '<rootDir>/web/src/$1',
        '\\.css$': '<rootDir>/web/test/css-module-mock.js',
      },
      setupFilesAfterEnv: ['<rootDir>/web/test/setup.ts'],
    },
  ],
}
