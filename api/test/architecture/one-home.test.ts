import fs from 'node:fs'
import path from 'node:path'

/**
 * Issue 13 / decision 027: the rules the api and the web both apply are written once, in
 * @ironyard/contract. This fails when one of them is spelled again outside contract/src (a
 * copied list, a second parser, a second slugify): import it from the contract instead.
 *
 * Code is read without comments, whitespace removed and double quotes read as single quotes, so
 * a copy cannot hide behind formatting ('Landing Page' reads 'LandingPage'). A rule with a real second use names the file and the reason.
 */
const ROOT = path.resolve(__dirname, '../../..')
const SCANNED = ['api/src', 'web/src']
const SKIPPED = /(^|\/)(node_modules|__generated__)(\/|$)/

interface Rule {
  what: string
  /** Searched in each file's text without whitespace, double quotes as single ones. */
  patterns: Array<string | RegExp>
  home: string
  /** Files (relative to the repository) where the pattern means something else, and why. */
  allowed?: Record<string, string>
}

export const RULES: Rule[] = [
  {
    what: 'the sort keys',
    patterns: ["'recommended','createdDateUtc','advertisedPrice_asc'"],
    home: 'contract/src/search-enums.ts',
  },
  {
    what: 'the days-on-market values',
    patterns: ["'last_week','last_month','last_3_months'"],
    home: 'contract/src/search-enums.ts',
  },
  {
    what: 'the spec §9 price thresholds',
    patterns: ['5_000,10_000,20_000,25_000', '5000,10000,20000,25000'],
    home: 'contract/src/search-enums.ts',
    allowed: {
      'api/src/graphql/search.sdl.ts':
        'the SDL tells clients the thresholds; codegen plucks SDL text statically (no interpolation)',
    },
  },
  {
    what: 'the show-only values',
    patterns: ["'INSPECTED','PRICE_REDUCED','WARRANTY'", "inspected:'INSPECTED'"],
    home: 'contract/src/search-enums.ts',
  },
  {
    what: 'the flair list',
    patterns: ["'AsIsWhereIs','ComingSoon','Demo','FreeShipping'"],
    home: 'contract/src/listing-enums.ts',
  },
  {
    what: 'the condition ratings',
    patterns: [
      "'Poor','Fair','Good','Great','Excellent'",
      "'Excellent','Great','Good','Fair','Poor'",
    ],
    home: 'contract/src/listing-enums.ts',
  },
  {
    what: 'the listing statuses',
    patterns: ["'available','coming_soon','sold','no_longer_available'"],
    home: 'contract/src/listing-enums.ts',
  },
  {
    what: 'the taxonomy provenances',
    patterns: ["'vpic','curated','generated'"],
    home: 'contract/src/listing-enums.ts',
  },
  {
    what: 'the sale channels',
    patterns: ["'marketplace','auction','dealer'"],
    home: 'contract/src/listing-enums.ts',
  },
  {
    what: 'the favorites filter',
    patterns: ["'all','available','expired'"],
    home: 'contract/src/listing-enums.ts',
  },
  {
    what: 'the tax assumptions',
    patterns: ["'bonus_100_21','section179_2025_35','section179_2023_35'"],
    home: 'contract/src/field-checks.ts',
  },
  {
    what: 'a search URL parser (its slug and spec parameter rules)',
    patterns: ['/^[a-z0-9][a-z0-9-]{0,99}$/', 'spec\\.([A-Za-z][A-Za-z0-9]{0,47})'],
    home: 'contract/src/search-url-read.ts',
  },
  {
    what: 'the control-character rule',
    patterns: ['\\u000e-\\u001f', 'MULTILINE_FIELDS:ReadonlySet', 'MULTILINE_FIELDS=newSet'],
    home: 'contract/src/control-characters.ts',
  },
  {
    what: 'the client instant bounds',
    patterns: ['Date.UTC(2000,0,1)', 'Date.UTC(2100,0,1)'],
    home: 'contract/src/client-instant.ts',
  },
  {
    what: 'the analytics vocabulary and limits',
    patterns: [
      "'LandingPage','Legal','Blog'",
      "['page','track','identify']",
      '=450*1024',
      '=512_000',
    ],
    home: 'contract/src/analytics-limits.ts',
  },
  {
    what: 'slugify',
    patterns: [/function slugify\b/, /(const|let|var) slugify\b/],
    home: 'contract/src/slugify.ts',
  },
  {
    what: 'the spec §9 interest rate',
    patterns: [/\b8\.99\b/],
    home: 'contract/src/finance.ts',
    allowed: {
      'web/src/fixtures/resources.ts': 'story data: a spec sheet as the api answers it',
    },
  },
  {
    what: 'the brand constants',
    patterns: [/(const|let|var) BRAND\b/],
    home: 'contract/src/brand.ts',
  },
  {
    what: 'the stock number rule',
    patterns: ['[A-Za-z0-9-]'],
    home: 'contract/src/admin-listing.ts',
  },
  {
    what: "the console's lead statuses and equipment sorts",
    patterns: ["'waiting','contacted','all'", "'updated','listed','price_desc'"],
    home: 'contract/src/admin-console.ts',
    allowed: {
      'api/src/graphql/admin.sdl.ts':
        'the SDL enums; api/test/graphql/contract-enums.test.ts holds them to the contract lists',
    },
  },
  {
    what: 'money typed by a person',
    patterns: [/replace\(\/\[\$,\\s\]\/g/],
    home: 'contract/src/money.ts',
  },
  {
    what: 'a whole number typed by a person',
    patterns: [/replace\(\/\[,\\s\]\/g/],
    home: 'contract/src/forms/fields.ts',
  },
  {
    what: "a form's language and text fields in a server action",
    patterns: [
      "=form.get('locale')",
      "=formData.get('locale')",
      "=form.get(key)returntypeofv==='string'?v.trim().slice(0,",
    ],
    home: 'web/src/lib/action-input.ts',
  },
  {
    what: "the console's page size and deepest pages",
    patterns: [/_PAGE_SIZE\s*=\s*50\b/, '.max(100_000)', '<=100_000?'],
    home: 'contract/src/admin-console.ts',
    allowed: {
      'web/src/features/resources/resources-data.ts':
        'the public taxonomy browser pages its own table (not a console page)',
    },
  },
  {
    what: 'the sign-in secrets analytics and leads drop (issue 16)',
    patterns: ["'token','stytch_token_type'"],
    home: 'contract/src/analytics-params.ts',
  },
  {
    what: 'the sign-in route where `code` and `state` are secrets (issue 16)',
    patterns: ['/authenticate\\/?$'],
    home: 'contract/src/analytics-params.ts',
  },
]

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return []
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name)
    if (SKIPPED.test(full)) return []
    if (e.isDirectory()) return filesUnder(full)
    return /\.(ts|tsx|mts|js|mjs)$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [full] : []
  })
}

/** Code without its comments (a comment may name a value; only code declares one). */
function code(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1')
}

/** What string patterns search: code without whitespace, double quotes read as single ones. */
function flatten(text: string): string {
  return code(text).replace(/\s+/g, '').replace(/"/g, "'")
}

const matches = (p: string | RegExp, text: string) =>
  typeof p === 'string' ? flatten(text).includes(p) : p.test(code(text))

export function copiesOf(rule: Rule, files: Array<{ rel: string; text: string }>): string[] {
  return files.flatMap(({ rel, text }) => {
    if (rule.allowed?.[rel] || rel === rule.home) return []
    return rule.patterns.some((p) => matches(p, text)) ? [rel] : []
  })
}

describe('rules shared by the api and the web have one home (decision 027)', () => {
  const files = SCANNED.flatMap((d) => filesUnder(path.join(ROOT, d))).map((f) => ({
    rel: path.relative(ROOT, f).split(path.sep).join('/'),
    text: fs.readFileSync(f, 'utf8'),
  }))

  it('scans the api and the web', () => {
    expect(files.some((f) => f.rel.startsWith('api/src/'))).toBe(true)
    expect(files.some((f) => f.rel.startsWith('web/src/'))).toBe(true)
  })

  it.each(RULES.map((r) => [r.what, r] as const))(
    '%s is declared only in the contract',
    (_, rule) => {
      expect(fs.existsSync(path.join(ROOT, rule.home))).toBe(true)
      const home = fs.readFileSync(path.join(ROOT, rule.home), 'utf8')
      // The rule's home copied into the web is caught: a pattern that matches nothing guards nothing.
      expect(copiesOf(rule, [{ rel: 'web/src/copy.ts', text: home }])).toEqual(['web/src/copy.ts'])
      expect(copiesOf(rule, files)).toEqual([])
    },
  )
})
