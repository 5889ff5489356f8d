import { INSPECTION_DOCUMENT_KINDS } from '@ironyard/contract/inspections'
import { FEED_COLUMNS } from '@ironyard/contract/partner-feed'
import sharp from 'sharp'
import { createPartnerApiKey } from '../../src/services/partners/partner-api-keys'
import type { CurrentUser } from '../../src/context'
import { CONTROL_STRINGS, HOSTILE_STRINGS, MEGABYTE, NUMBER_STRINGS, seededRandom } from './corpus'
import { createFuzzApp, FUZZ_NOW, type FuzzApp } from './fixtures'
import { addressOf, runCases, type SentCase } from './run'

/**
 * The parsers behind the routes that take a raw body, not JSON, fuzzed with the callers who reach
 * them (the REST fuzz sends JSON as anonymous and signed-in visitors, so it stops at their 401,
 * 403 or 415): the console's photo and document uploads as an admin, and the partner feed's CSV
 * import with a partner's API key. Broken and hostile images, PDFs and CSV files are client
 * errors or row reports, never a 5xx, an INTERNAL error or a request that never answers.
 */
const rng = seededRandom(31)
const bytes = (n: number) => Buffer.from(Array.from({ length: n }, () => rng.int(256)))

/** Files that start like an image or a PDF and then go wrong, and some that are nothing at all. */
async function uploadCorpus(): Promise<Array<[string, Buffer]>> {
  const png = await sharp({
    create: { width: 640, height: 480, channels: 3, background: '#c80' },
  })
    .png()
    .toBuffer()
  const jpeg = await sharp(png).jpeg().toBuffer()
  // A PNG that declares 100,000 x 100,000 pixels (a decompression bomb) with one tiny row.
  const bomb = Buffer.from(png)
  bomb.writeUInt32BE(100_000, 16)
  bomb.writeUInt32BE(100_000, 20)
  return [
    ['empty', Buffer.alloc(0)],
    ['one byte', Buffer.from([0xff])],
    ['random 1 KB', bytes(1024)],
    ['random 256 KB', bytes(256 * 1024)],
    ['JPEG header then noise', Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), bytes(2000)])],
    ['JPEG cut in half', jpeg.subarray(0, Math.floor(jpeg.length / 2))],
    ['JPEG with its tail flipped', Buffer.concat([jpeg.subarray(0, 40), bytes(jpeg.length - 40)])],
    ['PNG header then noise', Buffer.concat([png.subarray(0, 16), bytes(500)])],
    ['PNG bomb', bomb],
    ['GIF', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1')],
    [
      'SVG with a script',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    ],
    [
      'HEIC box then noise',
      Buffer.concat([Buffer.from('\0\0\0\x18ftypheic', 'latin1'), bytes(800)]),
    ],
    [
      'WebP header then noise',
      Buffer.concat([Buffer.from('RIFF\x10\0\0\0WEBPVP8 ', 'latin1'), bytes(300)]),
    ],
    ['PDF header only', Buffer.from('%PDF-1.7\n')],
    ['PDF header then noise', Buffer.concat([Buffer.from('%PDF-1.4\n'), bytes(3000)])],
    [
      'PDF with JavaScript',
      Buffer.from('%PDF-1.4\n1 0 obj<</S/JavaScript/JS(app.alert(1))>>endobj\n%%EOF'),
    ],
    ['zip', Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), bytes(400)])],
    ['HTML', Buffer.from('<!doctype html><script>alert(1)</script>')],
    ['a valid PNG', png],
    ['a valid JPEG', jpeg],
    ['a minimal PDF', Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n')],
  ]
}

/** CSV files a dealer's export (or an attacker) might send. */
function csvCorpus(stock: () => string): Array<[string, string | Buffer]> {
  const header = FEED_COLUMNS.join(',')
  const good = () =>
    `${stock()},excavators,Caterpillar,320,2019,4200,,CAT0320X,"189,500",78701,Good,Clean machine,Máquina limpia`
  const cells = (value: string) => FEED_COLUMNS.map(() => value).join(',')
  const csvQuote = (s: string) => `"${s.replace(/"/g, '""')}"`
  return [
    ['empty', ''],
    ['header only', header],
    ['BOM, CRLF and a good row', `\ufeff${header}\r\n${good()}\r\n`],
    ['carriage returns only', `${header}\r${good()}\r`],
    ['unbalanced quote', `${header}\n"${good()}`],
    ['quote inside a bare cell', `${header}\n${good().replace('Clean', 'Cl"ean')}`],
    ['no header', `${good()}\n${good()}`],
    ['duplicate columns', `${header},stock_number\n${good()},X-1`],
    ['unknown columns', `${header},colour,,,\n${good()},yellow,,,`],
    ['5,000 columns', `${'c,'.repeat(5_000)}\n${'1,'.repeat(5_000)}`],
    ['short and long rows', `${header}\nA1,excavators\n${good()},extra,cells,here`],
    ['a 1 MB cell', `${header}\n${good().replace('Clean machine', 'x'.repeat(MEGABYTE))}`],
    ['NUL bytes', `${header}\n${good().replace('Clean', 'Cl\0ean')}\0\0`],
    ['formula cells', `${header}\n${good().replace('Clean machine', '=HYPERLINK("http://evil")')}`],
    ['only commas', `${header}\n${',,,,,,,,,,,,'}\n${',,,,,,,,,,,,'}`],
    ['blank lines', `${header}\n\n\n${good()}\n\n`],
    [
      '10,001 rows',
      `${header}\n${Array.from({ length: 10_001 }, (_, i) => `R${i},a,b,c,1,,,,1,1,,,`).join('\n')}`,
    ],
    [
      'invalid UTF-8',
      Buffer.concat([Buffer.from(`${header}\n`), Buffer.from([0xc3, 0x28, 0xff, 0xfe])]),
    ],
    ['UTF-16 text', Buffer.from(`\ufeff${header}\n${good()}`, 'utf16le')],
    ...[...NUMBER_STRINGS, ...HOSTILE_STRINGS, ...CONTROL_STRINGS.slice(0, 8)].map(
      (v, i): [string, string] => [
        `every cell ${JSON.stringify(v).slice(0, 30)} #${i}`,
        `${header}\n${cells(csvQuote(v))}`,
      ],
    ),
    ...NUMBER_STRINGS.map((v, i): [string, string] => [
      `price and year ${JSON.stringify(v).slice(0, 30)} #${i}`,
      `${header}\n${stock()},excavators,Caterpillar,320,${csvQuote(v)},${csvQuote(v)},${csvQuote(v)},,${csvQuote(v)},78701,,,`,
    ]),
  ]
}

const QUERIES = [
  '',
  '?dryRun=true',
  '?mode=replace&dryRun=true',
  '?mode=replace',
  '?mode=%00',
  '?dryRun=maybe&mode=upsert',
  '?mode[]=replace',
  '?__proto__[polluted]=1',
]

describe('raw-body fuzz: uploads as an admin, the CSV feed with a partner key', () => {
  let f: FuzzApp
  let admin: CurrentUser
  beforeAll(async () => {
    f = await createFuzzApp()
    admin = { ...f.user, roles: [...f.user.roles, 'admin'] }
  })
  afterAll(() => f.close())

  it('photo and document uploads: broken files are refused by name, never a 5xx', async () => {
    f.as(admin)
    const corpus = await uploadCorpus()
    const [stock] = f.stockNumbers
    const cases: SentCase[] = []
    let n = 0
    const types = ['application/octet-stream', 'image/jpeg', 'application/pdf', 'text/plain', '']
    for (const [label, body] of corpus) {
      const headers = (i: number) =>
        types[i % types.length] ? { 'content-type': types[i % types.length] } : {}
      cases.push({
        label: `photo ${label}`,
        request: {
          method: 'POST',
          url: `/admin/listings/${stock}/photos?locale=es`,
          payload: body,
          headers: headers(n),
          remoteAddress: addressOf(++n),
        },
      })
      for (const kind of [
        ...INSPECTION_DOCUMENT_KINDS.slice(0, 2),
        'nope',
        '..%2F..%2Fetc',
        '%00',
      ]) {
        cases.push({
          label: `document ${kind} ${label}`,
          request: {
            method: 'POST',
            url: `/admin/listings/${stock}/documents/${kind}`,
            payload: body,
            headers: headers(n),
            remoteAddress: addressOf(++n),
          },
        })
      }
    }
    for (const s of ['NOPE-1', '%00', 'x'.repeat(300), '..', "IY1'--"]) {
      cases.push({
        label: `photo for stock ${s.slice(0, 20)}`,
        request: {
          method: 'POST',
          url: `/admin/listings/${s}/photos`,
          payload: corpus[1][1],
          remoteAddress: addressOf(++n),
        },
      })
    }
    const report = await runCases(f.app, cases)
    console.log(
      `upload fuzz: ${report.run} cases, ${JSON.stringify(report.byStatus)}, ${report.failures.length} failures`,
    )
    expect(report.failures).toEqual([])
    // The valid files were taken: the corpus reaches the code behind the checks.
    expect(report.byStatus['2xx']).toBeGreaterThanOrEqual(2)
    expect(report.byStatus['4xx']).toBeGreaterThan(50)
  }, 300_000)

  it('CSV feed import: hostile files answer a report or a client error, never a 5xx', async () => {
    const member: CurrentUser = {
      ...f.user,
      roles: [...f.user.roles, 'partner'],
      partnerSellerId: f.partnerSellerId,
    }
    let keys = 0
    const newKey = async () => {
      const k = await createPartnerApiKey(
        { ...f, now: () => FUZZ_NOW },
        member,
        { name: `fuzz ${++keys}` },
        'en',
      )
      return k.key!
    }
    let stockN = 0
    const corpus = csvCorpus(() => `FZ-${++stockN}`)
    const cases: SentCase[] = []
    let n = 0
    for (const [label, body] of corpus) {
      for (const q of rng.sample(QUERIES, 2)) {
        cases.push({
          label: `import${q} ${label}`,
          request: {
            method: 'POST',
            url: `/partner/v1/listings/import${q}`,
            payload: body,
            headers: {
              'content-type': rng.next() < 0.9 ? 'text/csv; charset=utf-8' : 'text/csv;;',
            },
            remoteAddress: addressOf(++n),
          },
        })
      }
    }
    // A key answers 60 requests a minute: a fresh key for each 50 cases.
    let key = ''
    const withKeys: SentCase[] = []
    for (const [i, c] of cases.entries()) {
      if (i % 50 === 0) key = await newKey()
      withKeys.push({
        ...c,
        request: {
          ...c.request,
          headers: {
            ...(c.request.headers as Record<string, string>),
            authorization: `Bearer ${key}`,
          },
        },
      })
    }
    const report = await runCases(f.app, withKeys)
    console.log(
      `feed fuzz: ${report.run} cases, ${JSON.stringify(report.byStatus)}, ${report.failures.length} failures`,
    )
    expect(report.failures).toEqual([])
    expect(report.byStatus['2xx']).toBeGreaterThan(20)
    expect(Object.prototype).not.toHaveProperty('polluted')

    // The /partner page's upload: the same files with the member's session (60 a minute per user).
    f.as(member)
    const viaSession = cases.slice(0, 55).map((c) => ({
      ...c,
      label: `session ${c.label}`,
      request: {
        ...c.request,
        url:
          typeof c.request.url === 'string'
            ? c.request.url.replace('/partner/v1/', '/partner/')
            : c.request.url,
      },
    }))
    const session = await runCases(f.app, viaSession)
    console.log(
      `feed fuzz (session): ${session.run} cases, ${JSON.stringify(session.byStatus)}, ${session.failures.length} failures`,
    )
    expect(session.failures).toEqual([])
    expect(session.byStatus['2xx']).toBeGreaterThan(10)
  }, 300_000)
})
