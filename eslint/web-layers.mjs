// The web's layers, one way (issue 32, decision 049): app/ → features/ → components/ → lib/.
//
//   app          web/src/app, proxy.ts, instrumentation.ts: Next's entry points (routes, the proxy,
//                the instrumentation hook). Nothing imports them.
//   feature      web/src/features/<name>: one product area. Its own files freely; another
//                feature only through that feature's index.ts (its public surface).
//   components   web/src/components: the shell (layout) and UI pieces with no product knowledge.
//   server       web/src/server: the Node server around Next (web/server.ts, the proxy's helpers):
//                the app layer uses it; features and components do not.
//   lib          web/src/lib: plumbing shared by everything above (api client, paths, seo, forms).
//   i18n         web/src/i18n: languages, texts and their loading; imports no other layer.
//   graphql      web/src/graphql: the api's documents and the generated types; imports nothing.
//   styles       web/src/styles: global CSS, for the root layout.
//   support      web/src/fixtures, web/src/stories: data and decorators for tests and stories
//                only; no production file imports them.
//
// Every layer may import the ones below it and @ironyard/contract; none imports api/src.
import boundaries from 'eslint-plugin-boundaries'

const WEB = 'web/src'

/** What each layer may import in web/src, besides itself (features: see below). */
const BELOW = {
  app: ['feature', 'components', 'server', 'lib', 'i18n', 'graphql', 'styles'],
  feature: ['components', 'lib', 'i18n', 'graphql'],
  components: ['lib', 'i18n', 'graphql'],
  server: ['lib', 'i18n', 'graphql'],
  lib: ['i18n', 'graphql'],
  i18n: [],
  graphql: [],
  styles: [],
  support: ['feature', 'components', 'lib', 'i18n', 'graphql'],
}

const types = (list) => ({ element: { types: { anyOf: list } } })

/** The policies; `tests` adds the support layer (fixtures, story decorators) as a dependency. */
function policies(tests) {
  return [
    ...Object.entries(BELOW)
      .filter(([type]) => type !== 'feature')
      .map(([type, below]) => ({
        from: { element: { type } },
        allow: { to: types([type, 'contract', ...below, ...(tests ? ['support'] : [])]) },
      })),
    {
      from: { element: { type: 'feature' } },
      allow: [
        { to: types(['contract', ...BELOW.feature, ...(tests ? ['support'] : [])]) },
        // Its own files, whichever.
        {
          to: {
            element: {
              type: 'feature',
              captured: { feature: '{{ from.element.captured.feature }}' },
            },
          },
        },
        // Another feature's public surface.
        { to: { element: { type: 'feature', fileInternalPath: 'index.{ts,tsx}' } } },
      ],
    },
  ]
}

const settings = {
  'boundaries/root-path': new URL('..', import.meta.url).pathname,
  'boundaries/include': [`${WEB}/**`, 'web/test/**', 'api/src/**', 'contract/src/**'],
  'boundaries/elements': [
    { type: 'app', pattern: `${WEB}/app`, partialMatch: false },
    { type: 'feature', pattern: `${WEB}/features/*`, capture: ['feature'], partialMatch: false },
    { type: 'components', pattern: `${WEB}/components`, partialMatch: false },
    { type: 'server', pattern: `${WEB}/server`, partialMatch: false },
    { type: 'lib', pattern: `${WEB}/lib`, partialMatch: false },
    { type: 'i18n', pattern: `${WEB}/i18n`, partialMatch: false },
    { type: 'graphql', pattern: `${WEB}/graphql`, partialMatch: false },
    { type: 'styles', pattern: `${WEB}/styles`, partialMatch: false },
    { type: 'support', pattern: [`${WEB}/{fixtures,stories}`, 'web/test'], partialMatch: false },
    { type: 'contract', pattern: 'contract/src', partialMatch: false },
    { type: 'api', pattern: 'api/src', partialMatch: false },
    // Last: what is left at the top of web/src (proxy.ts, instrumentation.ts) is the app layer.
    { type: 'app', pattern: WEB, partialMatch: false },
  ],
  'import/resolver': {
    typescript: { project: ['web/tsconfig.json', 'tsconfig.json'] },
    node: true,
  },
}

const rule = (tests) => [
  'error',
  {
    default: 'disallow',
    message:
      'Web layers run one way (decision 049): {{ from.element.type }} may not import {{ to.element.type }} here ({{ dependency.source }}). Another feature: through its index.ts.',
    policies: policies(tests),
  },
]

// A test's helper beside it is named *.test-helper.ts(x) (Jest does not take it for a suite).
const TEST_FILES = [
  `${WEB}/**/*.test.{ts,tsx}`,
  `${WEB}/**/*.test-helper.{ts,tsx}`,
  `${WEB}/**/*.stories.{ts,tsx}`,
]

export default [
  {
    files: [`${WEB}/**/*.{ts,tsx,mts}`],
    plugins: { boundaries },
    settings,
    rules: { 'boundaries/dependencies': rule(false) },
  },
  {
    // Tests and stories may use the fixtures and story decorators.
    files: TEST_FILES,
    rules: { 'boundaries/dependencies': rule(true) },
  },
]
