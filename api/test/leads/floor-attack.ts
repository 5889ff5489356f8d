/**
 * The attack of issue 31, finding 3: recover a listing's price floor from the Name Your Price
 * likelihood alone. The attacker knows the code (the rule) and the asking price, never the floor.
 */
export type Band = 'slim_chance' | 'possible' | 'high_chance'

const RANK: Record<Band, number> = { slim_chance: 0, possible: 1, high_chance: 2 }

export interface Observation {
  askingCents: number
  offerCents: number
  band: Band
}

/** One answer of the api for an offer, in cents. */
export type Oracle = (offerCents: number) => Promise<Band>

/**
 * The attacker's requests: a sweep of the whole price range, then a binary search to the cent for
 * the lowest offer of each band, starting from the sweep's bracket (as the 19-request attack did).
 */
export async function probe(oracle: Oracle, askingCents: number): Promise<Observation[]> {
  const seen: Observation[] = []
  const ask = async (offerCents: number) => {
    const band = await oracle(offerCents)
    seen.push({ askingCents, offerCents, band })
    return RANK[band]
  }
  for (let pct = 5; pct <= 115; pct += 10) await ask(Math.round((askingCents * pct) / 100))
  for (const rank of [1, 2]) {
    const below = seen.filter((o) => RANK[o.band] < rank).map((o) => o.offerCents)
    const above = seen.filter((o) => RANK[o.band] >= rank).map((o) => o.offerCents)
    let lo = below.length ? Math.max(...below) : 1
    let hi = above.length ? Math.min(...above) : 2 * askingCents
    if (!below.length && (await ask(lo)) >= rank) continue
    if (!above.length && (await ask(hi)) < rank) continue
    while (hi - lo > 1) {
      const mid = Math.floor((lo + hi) / 2)
      if ((await ask(mid)) >= rank) hi = mid
      else lo = mid
    }
  }
  return seen
}

/** The band the rule gives an offer if the listing's floor were `floorCents` (the attacker's model). */
export type Model = (floorCents: number, o: Observation) => Promise<Band>

/**
 * For each asking price and band edge, the highest offer under it and the lowest at or over it:
 * with answers monotone in the offer, a floor that agrees with these agrees with every answer.
 */
function witnesses(seen: Observation[]): Observation[] {
  const picked = new Set<Observation>()
  for (const asking of new Set(seen.map((o) => o.askingCents))) {
    const mine = seen.filter((o) => o.askingCents === asking)
    for (const rank of [1, 2]) {
      const below = mine.filter((o) => RANK[o.band] < rank)
      const above = mine.filter((o) => RANK[o.band] >= rank)
      if (below.length) picked.add(below.reduce((a, b) => (b.offerCents > a.offerCents ? b : a)))
      if (above.length) picked.add(above.reduce((a, b) => (b.offerCents < a.offerCents ? b : a)))
    }
  }
  return [...picked]
}

/** Higher offers never get a lower band: what makes witnesses() sufficient. */
export function isMonotoneInOffer(seen: Observation[]): boolean {
  return seen.every((a) =>
    seen.every(
      (b) =>
        a.askingCents !== b.askingCents ||
        a.offerCents <= b.offerCents ||
        RANK[a.band] >= RANK[b.band],
    ),
  )
}

async function agrees(model: Model, floorCents: number, seen: Observation[]) {
  for (const o of seen) if ((await model(floorCents, o)) !== o.band) return false
  return true
}

/**
 * The narrowest interval of floors, in whole cents, that gives every observed answer. The answers
 * are monotone in the floor (a higher floor never raises a band), so the floors that agree form one
 * interval around the true floor and each edge is found by bisection; both edges are then checked
 * against every answer, not only the witnesses.
 */
export async function consistentFloors(
  model: Model,
  seen: Observation[],
  trueFloorCents: number,
  maxFloorCents: number,
): Promise<{ lo: number; hi: number }> {
  const w = witnesses(seen)
  if (!(await agrees(model, trueFloorCents, seen))) throw new Error('the model is not the api')
  let bad = -1
  let lo = trueFloorCents
  while (lo - bad > 1) {
    const mid = Math.floor((bad + lo) / 2)
    if (await agrees(model, mid, w)) lo = mid
    else bad = mid
  }
  let hi = trueFloorCents
  bad = maxFloorCents + 1
  while (bad - hi > 1) {
    const mid = Math.floor((hi + bad) / 2)
    if (await agrees(model, mid, w)) hi = mid
    else bad = mid
  }
  if (!(await agrees(model, lo, seen)) || !(await agrees(model, hi, seen)))
    throw new Error('witnesses missed an answer')
  return { lo, hi }
}
