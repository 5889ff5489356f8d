import {
  defaultReplicaId,
  drainAndStop,
  DRAIN_PROBES,
  PROBED_RECENTLY_MS,
  ReplicaLifecycle,
} from './replica'

/** A clock the test moves by hand. */
function clock(start = 1_000_000) {
  let t = start
  return { now: () => t, advance: (ms: number) => (t += ms) }
}

describe('a replica behind a balancer', () => {
  it('is named <kind>-<host>-<pid> unless the environment names it', () => {
    expect(defaultReplicaId('api', 'box', 42)).toBe('api-box-42')
    expect(defaultReplicaId('web', 'box', 7)).toBe('web-box-7')
  })

  it('reports its id, pid and uptime, and drains from the moment it is told to', () => {
    const c = clock()
    const r = new ReplicaLifecycle('api-1', 123, c.now)
    c.advance(2_500)
    expect(r.summary()).toEqual({ replica: 'api-1', pid: 123, uptimeSeconds: 2, draining: false })
    r.beginDrain()
    expect(r.draining).toBe(true)
    expect(r.summary().draining).toBe(true)
  })

  it('stops at once when nothing probed its readiness lately (npm start, Ctrl-C)', async () => {
    const c = clock()
    const r = new ReplicaLifecycle('api-1', 1, c.now)
    r.probed()
    c.advance(PROBED_RECENTLY_MS + 1)
    r.beginDrain()
    await expect(r.balancerNoticed()).resolves.toBe('unwatched')
  })

  it('waits until the balancer has seen it draining as many times as it needs to take it out', async () => {
    const r = new ReplicaLifecycle('api-1', 1)
    r.probed() // a balancer is watching
    r.beginDrain()
    let noticed: string | null = null
    const waiting = r.balancerNoticed(60_000).then((n) => (noticed = n))
    for (let i = 1; i < DRAIN_PROBES; i++) r.probed()
    await Promise.resolve()
    expect(noticed).toBeNull()
    r.probed()
    await waiting
    expect(noticed).toBe('seen')
  })

  it('stops waiting for a balancer that never looks again', async () => {
    const r = new ReplicaLifecycle('api-1', 1)
    r.probed()
    r.beginDrain()
    await expect(r.balancerNoticed(10)).resolves.toBe('waited')
  })
})

describe('drainAndStop', () => {
  it('drains, closes, cleans up and exits 0, in that order', async () => {
    const r = new ReplicaLifecycle('web-1', 1)
    const steps: string[] = []
    const code = await new Promise<number>((resolve) => {
      void drainAndStop(r, {
        endStreams: () => steps.push(`end streams (draining: ${r.draining})`),
        close: () => {
          steps.push(`close (draining: ${r.draining})`)
          return Promise.resolve()
        },
        cleanUp: () => {
          steps.push('clean up')
          return Promise.resolve()
        },
        log: () => undefined,
        exit: resolve,
      })
    })
    expect(code).toBe(0)
    expect(steps).toEqual(['end streams (draining: true)', 'close (draining: true)', 'clean up'])
  })

  it('cuts long-lived answers, then exits 1, when closing outlasts the deadline', async () => {
    const r = new ReplicaLifecycle('api-1', 1)
    let forced = false
    const logs: string[] = []
    const code = await new Promise<number>((resolve) => {
      void drainAndStop(
        r,
        {
          close: () => new Promise<void>(() => undefined), // an event stream that never ends
          forceClose: () => (forced = true),
          log: (m) => logs.push(m),
          exit: resolve,
        },
        50,
      )
    })
    expect(code).toBe(1)
    expect(forced).toBe(true)
    expect(logs.join('\n')).toMatch(/still stopping after 50 ms/)
  })
})
