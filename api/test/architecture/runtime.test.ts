/**
 * The runtime (issue 33; docs/deploy.md, "Runtime"): production runs on Node 24 LTS, named in
 * .nvmrc; `engines` admits it and the machines' Node 20, where `npm ci && npm start` must keep
 * working. CI installs once (with the machine's Node) and runs `npm test` on .nvmrc's Node, so the
 * packages' native parts must load on whichever Node runs them: this file loads each one the api
 * uses and makes it work.
 */
import fs from 'node:fs'
import path from 'node:path'
import { hash, verify } from '@node-rs/argon2'
import sharp from 'sharp'

const ROOT = path.join(__dirname, '../../..')
const nvmrc = fs.readFileSync(path.join(ROOT, '.nvmrc'), 'utf8').trim()
const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
  engines: { node: string }
}

type Version = [number, number, number]
const parse = (v: string): Version => {
  const m = /^v?(\d+)\.(\d+)\.(\d+)$/.exec(v.trim())
  if (!m) throw new Error(`not a version: ${v}`)
  return [Number(m[1]), Number(m[2]), Number(m[3])]
}
const atLeast = (a: Version, b: Version) =>
  a[0] !== b[0] ? a[0] > b[0] : a[1] !== b[1] ? a[1] > b[1] : a[2] >= b[2]

/** `engines` is a list of caret ranges (`^24.11.0 || ^20.9.0`): does `version` satisfy one? */
function enginesAdmit(engines: string, version: string): boolean {
  const v = parse(version)
  return engines.split('||').some((range) => {
    const m = /^\s*\^(\S+)\s*$/.exec(range)
    if (!m) throw new Error(`engines range not in the ^x.y.z form this check reads: ${range}`)
    const floor = parse(m[1])
    return v[0] === floor[0] && atLeast(v, floor)
  })
}

describe('the runtime', () => {
  it('names a Node LTS line in .nvmrc (an even major, 24 or newer)', () => {
    const [major] = parse(nvmrc)
    expect(major).toBeGreaterThanOrEqual(24)
    expect(major % 2).toBe(0)
  })

  it("admits .nvmrc's Node and the machines' Node 20 in engines, and nothing older", () => {
    expect(enginesAdmit(pkg.engines.node, nvmrc)).toBe(true)
    expect(enginesAdmit(pkg.engines.node, '20.20.2')).toBe(true)
    expect(enginesAdmit(pkg.engines.node, '20.8.0')).toBe(false)
    expect(enginesAdmit(pkg.engines.node, '18.20.0')).toBe(false)
    expect(enginesAdmit(pkg.engines.node, process.version)).toBe(true)
  })

  it("runs CI's tests on .nvmrc's Node (.ci/run puts it first on the PATH)", () => {
    if (!['true', '1'].includes(process.env.CI ?? '')) return
    expect(process.version).toBe(`v${nvmrc}`)
  })

  it('says so in the deployment guide', () => {
    const deploy = fs.readFileSync(path.join(ROOT, 'docs/deploy.md'), 'utf8')
    expect(deploy).toContain(`Node ${parse(nvmrc)[0]}`)
    expect(deploy).toContain('.nvmrc')
  })

  it('loads and uses every native package on this Node', async () => {
    const png = await sharp({
      create: { width: 2, height: 2, channels: 3, background: '#f5b400' },
    })
      .png()
      .toBuffer()
    expect((await sharp(png).metadata()).width).toBe(2)

    const hashed = await hash('correct horse battery staple')
    await expect(verify(hashed, 'correct horse battery staple')).resolves.toBe(true)

    // BullMQ's msgpackr falls back to plain JavaScript without it: load the addon itself.
    const extract = require('msgpackr-extract') as { extractStrings?: unknown }
    expect(typeof extract.extractStrings).toBe('function')
  })
})
