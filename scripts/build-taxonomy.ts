/**
 * `npm run taxonomy:build [-- --seed 42]`: build the open equipment taxonomy and write it to
 * .data/taxonomy.json, then print counts by provenance and by category. Deterministic: the same
 * seed writes the same bytes (there is no timestamp in the file; the version id is a content hash).
 */
import fs from 'node:fs'
import path from 'node:path'
import { ROOT_DIR } from '../api/src/lib/env'
import { buildTaxonomy, DEFAULT_TAXONOMY_SEED } from '../api/src/services/taxonomy/build-taxonomy'
import { PROVENANCE_NOTES } from '../api/src/services/taxonomy/get-current-taxonomy'

function seedArg(): number {
  const i = process.argv.indexOf('--seed')
  if (i < 0) return DEFAULT_TAXONOMY_SEED
  const seed = Number(process.argv[i + 1])
  if (!Number.isInteger(seed))
    throw new Error(`--seed needs an integer, got ${process.argv[i + 1]}`)
  return seed
}

const started = performance.now()
const seed = seedArg()
const built = buildTaxonomy({ seed })
const buildMs = performance.now() - started

const document = {
  version: built.version,
  seed: built.seed,
  counts: {
    models: built.models.length,
    ...built.counts,
    makes: built.makes.length,
    featuredMakes: built.makes.filter((m) => m.featured).length,
    categories: built.categories.length,
  },
  provenance: PROVENANCE_NOTES,
  categories: built.categories,
  makes: built.makes.map(({ slug, name, featured, firstLetter }) => ({
    slug,
    name,
    featured,
    firstLetter,
  })),
  // Specs and new-price estimates ride along for curated and generated rows (vPIC has none).
  models: built.models.map(({ weightLb: _w, powerHp: _p, ...m }) => m),
}
const out = path.join(ROOT_DIR, '.data', 'taxonomy.json')
fs.mkdirSync(path.dirname(out), { recursive: true })
fs.writeFileSync(out, JSON.stringify(document))

const byCategory = new Map<string, Record<string, number>>()
for (const m of built.models) {
  const key = m.category ?? '(no category)'
  const row = byCategory.get(key) ?? { vpic: 0, curated: 0, generated: 0 }
  row[m.provenance]++
  byCategory.set(key, row)
}
const fmt = (n: number) => n.toLocaleString('en-US').padStart(8)
console.log(`taxonomy ${built.version} (seed ${seed}) built in ${(buildMs / 1000).toFixed(2)} s`)
console.log(
  `wrote ${path.relative(ROOT_DIR, out)} (${(fs.statSync(out).size / 1e6).toFixed(1)} MB)`,
)
console.log(`\nmodels ${fmt(built.models.length)}`)
for (const [p, n] of Object.entries(built.counts)) console.log(`  ${p.padEnd(10)}${fmt(n)}`)
console.log(
  `makes  ${fmt(built.makes.length)} (${built.makes.filter((m) => m.featured).length} featured)`,
)
console.log(
  `\n${'category'.padEnd(24)}${'vpic'.padStart(8)}${'curated'.padStart(8)}${'generated'.padStart(10)}`,
)
for (const [cat, row] of [...byCategory.entries()].sort(([a], [b]) => a.localeCompare(b))) {
  console.log(
    `${cat.padEnd(24)}${fmt(row.vpic)}${fmt(row.curated)}${fmt(row.generated).padStart(10)}`,
  )
}
