import type { Database } from '../../../db/client'
import type { Logger } from '../../../lib/logger'
import { FOR_SALE_STATUSES, slugify } from '@ironyard/contract'
import { loadCatalogSnapshot, type CatalogSnapshot } from './catalog-snapshot'
import { Dictionary } from './dictionary'
import { stateName } from './geo'
import {
  ListingColumns,
  SPEC_SLOTS,
  STATUS_CODE,
  type IndexRow,
  type RowCodes,
} from './listing-columns'
import {
  currentChangeSeq,
  loadAllListingRows,
  loadChangedListingRows,
  loadDeletedListingIds,
  loadListingRowsByIds,
  loadListingVersions,
} from './load-listing-rows'
import { normalizeText } from './normalize'
import { Postings } from './postings'
import {
  CATEGORY_SYNONYMS,
  FIELD_CATEGORY,
  FIELD_CITY,
  FIELD_MAKE,
  FIELD_MODEL,
  FIELD_STATE,
  FIELD_SUBCATEGORY,
  TextIndex,
} from './text-index'

export interface ModelEntry {
  makeCode: number
  slug: string
  name: string
}
export interface CityEntry {
  state: string
  name: string
}

export interface ListingIndexOptions {
  /** A search waits for a catch-up query when the last one is older than this. */
  maxStaleMs?: number
  /** Full (id, change_seq) comparison that repairs anything the incremental sync missed. */
  reconcileEveryMs?: number
  /** How long the catalogue (categories, makes) is trusted before it is read again. */
  catalogTtlMs?: number
  /**
   * A text search visits its rarest term's postings when they hold at most this share of the
   * listings, else it scans them all (decision 062; tests set 0 or Infinity to compare both).
   */
  postingsShare?: number
}

const FOR_SALE = new Set<number>(FOR_SALE_STATUSES.map((s) => STATUS_CODE.get(s)!))

const stockKey = (stock: string) => normalizeText(stock).replace(/ /g, '')

/**
 * The in-process search index of one api process: every listing as typed-array columns, the
 * dictionaries behind them and the text vocabulary. Loaded from the database at first use and
 * kept current by catching up on listings.change_seq (see docs/decisions/002).
 */
export class ListingIndex {
  readonly cols = new ListingColumns()
  readonly text = new TextIndex()
  /** Per text field and code, the listings holding it (what a text search visits). */
  readonly postings = new Postings()
  readonly postingsShare: number
  readonly categories = new Dictionary<number>(String)
  readonly subcategories = new Dictionary<number>(String)
  readonly makes = new Dictionary<number>(String)
  readonly models = new Dictionary<ModelEntry>((m) => `${m.makeCode}|${m.slug}`)
  readonly states = new Dictionary<string>((s) => s)
  readonly cities = new Dictionary<CityEntry>((c) => `${c.state}|${normalizeText(c.name)}`)
  /** Per category code: spec field key -> slot in the listing's spec values. */
  readonly specSlots: Array<Map<string, number>> = []
  snapshot!: CatalogSnapshot
  /** Bumped whenever anything a query can see changes (caches key on it). */
  version = 0
  lastSeq = 0
  loadMs = 0
  /** When the first full load finished (0: not loaded yet); the api's readiness reads it. */
  loadedAt = 0

  /** Per text field (FIELD_*), listings for sale per dictionary code: ranks typo corrections. */
  private readonly forSaleCounts: number[][] = [[], [], [], [], [], []]
  private readonly posById = new Map<number, number>()
  private readonly codesBefore = new Int32Array(8)
  private readonly posByStock = new Map<string, number>()
  private loaded: Promise<void> | null = null
  private syncing: Promise<void> | null = null
  private lastSyncAt = 0
  private lastReconcileAt = 0
  private dirty = false
  private catalogDirty = false
  private readonly maxStaleMs: number
  private readonly reconcileEveryMs: number
  private readonly catalogTtlMs: number

  constructor(
    private readonly database: Database,
    private readonly logger: Logger,
    opts: ListingIndexOptions = {},
  ) {
    this.maxStaleMs = opts.maxStaleMs ?? 1000
    this.reconcileEveryMs = opts.reconcileEveryMs ?? 5 * 60_000
    this.catalogTtlMs = opts.catalogTtlMs ?? 60_000
    this.postingsShare = opts.postingsShare ?? 0.25
    // Code 0 of the subcategory dictionary means "none".
    this.subcategories.encode(0)
    this.text.setPopularity((field, code) => this.forSaleCounts[field]?.[code] ?? 0)
  }

  /** Listings for sale behind dictionary entry `code` of text field `field` (FIELD_*). */
  forSaleCount(field: number, code: number): number {
    return this.forSaleCounts[field]?.[code] ?? 0
  }

  /** Add (+1) or take away (-1) the listing at `p` from the for-sale counts, if it is for sale. */
  private countForSale(p: number, delta: number): void {
    const c = this.cols
    if (!c.alive[p] || !FOR_SALE.has(c.status[p])) return
    const codes = [c.make[p], c.model[p], c.category[p], c.subcategory[p], c.state[p], c.city[p]]
    const fields = [
      FIELD_MAKE,
      FIELD_MODEL,
      FIELD_CATEGORY,
      FIELD_SUBCATEGORY,
      FIELD_STATE,
      FIELD_CITY,
    ]
    for (let i = 0; i < fields.length; i++) {
      const counts = this.forSaleCounts[fields[i]]
      const before = counts[codes[i]] ?? 0
      counts[codes[i]] = before + delta
      // A word that found nothing for sale now does (or the reverse): it may read otherwise.
      if (before === 0 || before + delta === 0) this.text.forgetResolved()
    }
  }

  get size(): number {
    return this.cols.size
  }

  /** Load at first use; afterwards catch up when stale or told that listings changed. */
  async ensureFresh(): Promise<void> {
    if (!this.loaded) {
      this.loaded = this.loadAll().catch((err) => {
        this.loaded = null
        throw err
      })
    }
    await this.loaded
    // A catch-up already running (one a page started in the background) may hold a change this
    // search must show: wait for it. Then catch up if still stale, twice at most: a change marked
    // while that run was reading needs one more run before this search may answer.
    if (this.syncing) await this.syncing
    for (let i = 0; i < 2 && (this.dirty || Date.now() - this.lastSyncAt > this.maxStaleMs); i++) {
      await this.sync()
    }
    if (Date.now() - this.lastReconcileAt > this.reconcileEveryMs) {
      this.lastReconcileAt = Date.now()
      void this.reconcile().catch((err) => this.logger.error({ err }, 'search index reconcile'))
    }
  }

  /**
   * Loaded, but without waiting for a catch-up (started in the background when due): for
   * readers that only need the catalogue or can live with the last second's state.
   */
  async ensureLoaded(): Promise<void> {
    if (!this.loaded) return this.ensureFresh()
    await this.loaded
    if (this.dirty || Date.now() - this.lastSyncAt > this.maxStaleMs) void this.sync()
  }

  /** Listings changed (a write in this process, or a NOTIFY): the next search catches up. */
  markStale(): void {
    this.dirty = true
  }

  /** The catalogue changed (a console edit): the next catch-up re-reads it before listings. */
  markCatalogStale(): void {
    this.catalogDirty = true
    this.dirty = true
  }

  /** Catch up with every change after the last one seen. Concurrent callers share one run. */
  sync(): Promise<void> {
    if (!this.syncing) {
      this.syncing = this.catchUp()
        .catch((err) => this.logger.error({ err }, 'search index sync failed; serving last state'))
        .finally(() => {
          this.syncing = null
        })
    }
    return this.syncing
  }

  positionOfStock(stockNumber: string): number | undefined {
    const p = this.posByStock.get(stockKey(stockNumber))
    return p !== undefined && this.cols.alive[p] ? p : undefined
  }

  positionOfId(id: number): number | undefined {
    return this.posById.get(id)
  }

  /** Spec slot of a field for a category code, or -1. */
  specSlot(categoryCode: number, key: string): number {
    return this.specSlots[categoryCode]?.get(key) ?? -1
  }

  private async loadAll(): Promise<void> {
    const started = Date.now()
    await this.refreshCatalog()
    const startSeq = await currentChangeSeq(this.database)
    for await (const rows of loadAllListingRows(this.database)) await this.applyRowsChecked(rows)
    // Rows changed while loading have change_seq > startSeq: the next catch-up applies them again.
    this.lastSeq = startSeq
    this.lastSyncAt = Date.now()
    this.lastReconcileAt = Date.now()
    this.loadMs = Date.now() - started
    this.loadedAt = Date.now()
    this.logger.info(
      { listings: this.cols.size, ms: this.loadMs, vocabulary: this.text.vocabularySize },
      'search index loaded',
    )
  }

  private async catchUp(): Promise<void> {
    this.dirty = false
    this.lastSyncAt = Date.now()
    if (this.catalogDirty || Date.now() - this.snapshot.loadedAt > this.catalogTtlMs) {
      this.catalogDirty = false
      await this.refreshCatalog()
    }
    let maxSeq = this.lastSeq
    for await (const rows of loadChangedListingRows(this.database, this.lastSeq)) {
      await this.applyRowsChecked(rows)
      for (const r of rows) if (r.changeSeq > maxSeq) maxSeq = r.changeSeq
    }
    for (const d of await loadDeletedListingIds(this.database, this.lastSeq)) {
      const p = this.posById.get(d.id)
      if (p !== undefined) this.kill(p)
      if (d.changeSeq > maxSeq) maxSeq = d.changeSeq
    }
    this.lastSeq = maxSeq
  }

  /** Compare every (id, change_seq) with the index and reload what differs. */
  async reconcile(): Promise<number> {
    const versions = await loadListingVersions(this.database)
    const seen = new Set<number>()
    const stale: number[] = []
    for (const v of versions) {
      seen.add(v.id)
      const p = this.posById.get(v.id)
      if (p === undefined || !this.cols.alive[p] || this.cols.changeSeq[p] !== v.changeSeq) {
        stale.push(v.id)
      }
    }
    for (let i = 0; i < stale.length; i += 5000) {
      await this.applyRowsChecked(
        await loadListingRowsByIds(this.database, stale.slice(i, i + 5000)),
      )
    }
    let removed = 0
    for (const [id, p] of this.posById) {
      if (!seen.has(id) && this.cols.alive[p]) {
        this.kill(p)
        removed++
      }
    }
    if (stale.length || removed) {
      this.logger.warn({ reloaded: stale.length, removed }, 'search index reconciled')
    }
    return stale.length + removed
  }

  private async refreshCatalog(): Promise<void> {
    const snap = await loadCatalogSnapshot(this.database)
    this.snapshot = snap
    for (const c of snap.categories) {
      const code = this.categories.encode(c.id)
      for (const t of [
        c.nameEn,
        c.nameEs,
        c.singularEn,
        c.singularEs,
        c.slug.replace(/-/g, ' '),
        ...(CATEGORY_SYNONYMS[c.slug] ?? []),
      ]) {
        this.text.add(FIELD_CATEGORY, code, t)
      }
      this.specSlots[code] = new Map(c.specFields.slice(0, SPEC_SLOTS).map((k, i) => [k, i]))
    }
    for (const s of snap.subcategories) {
      const code = this.subcategories.encode(s.id)
      this.text.add(FIELD_SUBCATEGORY, code, s.nameEn)
      this.text.add(FIELD_SUBCATEGORY, code, s.nameEs)
    }
    for (const m of snap.makes) {
      const code = this.makes.encode(m.id)
      for (const t of [m.name, ...m.aliases]) this.text.add(FIELD_MAKE, code, t)
    }
    this.version++
  }

  /** Apply rows, first re-reading the catalogue if one names a category or make added since. */
  private async applyRowsChecked(rows: IndexRow[]): Promise<void> {
    const known = (r: IndexRow) =>
      this.snapshot.categoryById.has(r.categoryId) && this.snapshot.makeById.has(r.makeId)
    if (!rows.every(known)) await this.refreshCatalog()
    this.applyRows(rows.filter(known))
  }

  private applyRows(rows: IndexRow[]): void {
    for (const r of rows) {
      const known = this.posById.get(r.id)
      const p = known ?? this.cols.append()
      let before: Int32Array | null = null
      const wasAlive = known !== undefined && this.cols.alive[p] === 1
      if (known === undefined) this.posById.set(r.id, p)
      else {
        this.posByStock.delete(stockKey(this.cols.stock[p]))
        this.countForSale(p, -1)
        before = this.postings.codesBefore(this.cols, p, this.codesBefore)
      }
      this.cols.write(p, r, this.codesOf(r))
      this.postings.written(this.cols, p, before, wasAlive)
      this.countForSale(p, 1)
      this.posByStock.set(stockKey(r.stockNumber), p)
    }
    if (rows.length) this.version++
  }

  private kill(p: number): void {
    this.countForSale(p, -1)
    if (this.cols.alive[p]) this.postings.killed(this.cols, p)
    this.cols.kill(p)
    this.posByStock.delete(stockKey(this.cols.stock[p]))
    this.version++
  }

  private codesOf(r: IndexRow): RowCodes {
    const category = this.categories.encode(r.categoryId)
    const make = this.makes.encode(r.makeId)
    const model = this.models.encode(
      { makeCode: make, slug: slugify(r.model), name: r.model },
      (code, m) => this.text.add(FIELD_MODEL, code, m.name),
    )
    const stateCode = r.state.toUpperCase()
    const state = this.states.encode(stateCode, (code, s) => {
      this.text.add(FIELD_STATE, code, s)
      const full = stateName(s)
      if (full) this.text.add(FIELD_STATE, code, full)
    })
    const city = this.cities.encode({ state: stateCode, name: r.city }, (code, c) =>
      this.text.add(FIELD_CITY, code, c.name),
    )
    const fields = this.snapshot.categoryById.get(r.categoryId)!.specFields
    const specs: number[] = []
    for (let s = 0; s < Math.min(fields.length, SPEC_SLOTS); s++) {
      const v = Number(r.specs[fields[s]])
      specs.push(Number.isFinite(v) ? v : NaN)
    }
    return {
      category,
      subcategory: r.subcategoryId ? this.subcategories.encode(r.subcategoryId) : 0,
      make,
      model,
      state,
      city,
      specs,
    }
  }
}
