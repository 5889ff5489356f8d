import { and, eq, inArray, isNull } from 'drizzle-orm'
import pg from 'pg'
import type { CurrentUser } from '../../src/context'
import { auditLog, partnerApiKeys, sellers } from '../../src/db/schema'
import { t as translate } from '../../src/i18n'
import { MAX_LIVE_KEYS } from '../../src/services/partners/partner-api-keys'
import { createAccountApp, createUser, errorOf, type AccountTestApp } from '../account/helpers'
import { testEngine } from '../helpers/db'

/**
 * Issue 31: each API key has its own feed rate limit, so a partner could multiply the uploads a
 * minute the api takes by creating keys; and a key outlived the member who created it. A partner
 * now holds at most MAX_LIVE_KEYS live keys (decided under a lock in PostgreSQL), and removing a
 * member revokes the keys they created.
 */
describe('partner API keys: a cap per partner, revoked with their creator (issue 31)', () => {
  let t: AccountTestApp
  let admin: CurrentUser
  let n = 0

  /** A partner seller of its own and a member of it (in partner_members, as staff add them). */
  const newPartner = async () => {
    n++
    const [p] = await t.database.db
      .insert(sellers)
      .values({
        name: `Cap Partners ${n}`,
        kind: 'partner',
        street: '1 Main St',
        city: 'Austin',
        state: 'TX',
        zip: '78701',
      })
      .returning({ id: sellers.id })
    return p.id
  }
  const newMember = async (sellerId: number, email: string): Promise<CurrentUser> => {
    t.as(admin)
    const added = await t.gql(
      `mutation ($s: ID!, $e: String!) { addPartnerMember(sellerId: $s, email: $e) { id } }`,
      { s: String(sellerId), e: email },
    )
    expect(added.errors).toBeUndefined()
    const u = await createUser(t.database, { email })
    return { ...u, roles: [...u.roles, 'partner'], partnerSellerId: sellerId }
  }
  const createKey = (user: CurrentUser, name: string, headers?: Record<string, string>) => {
    t.as(user)
    return t.gql<{ k: { id: string; key: string | null } }>(
      `mutation ($n: String!) { k: createPartnerApiKey(name: $n) { id key } }`,
      { n: name },
      headers,
    )
  }
  const liveKeys = async (sellerId: number) =>
    (
      await t.database.db
        .select({ id: partnerApiKeys.id })
        .from(partnerApiKeys)
        .where(and(eq(partnerApiKeys.sellerId, sellerId), isNull(partnerApiKeys.revokedAt)))
    ).length
  const feed = (key: string) =>
    t.app.inject({
      url: '/partner/v1/listings/template.csv',
      headers: { authorization: `Bearer ${key}` },
    })

  beforeAll(async () => {
    t = await createAccountApp()
    const u = await createUser(t.database, { email: 'staff@ironyard.example' })
    admin = { ...u, roles: [...u.roles, 'admin'] }
  })
  afterAll(() => t.close())

  it(`the ${MAX_LIVE_KEYS + 1}th live key is refused on its name field, in English and Spanish; a revoked one frees a place`, async () => {
    const sellerId = await newPartner()
    const member = await newMember(sellerId, 'keys@cap1.example')
    const made: string[] = []
    for (let i = 0; i < MAX_LIVE_KEYS; i++) {
      const res = await createKey(member, `Key ${i}`)
      expect(res.errors).toBeUndefined()
      made.push(res.data!.k.id)
    }
    const refused = await createKey(member, 'One too many')
    expect(errorOf(refused)).toEqual({
      code: 'VALIDATION',
      fields: [
        {
          path: 'name',
          key: 'partner-feed.keys.limitReached',
          params: { max: MAX_LIVE_KEYS },
          message: translate('en', 'partner-feed:keys.limitReached', { max: MAX_LIVE_KEYS }),
        },
      ],
    })
    expect(refused.errors![0].message).toBe('Invalid input')
    const es = await createKey(member, 'Una de más', { 'accept-language': 'es' })
    expect(errorOf(es).fields[0].message).toBe(
      translate('es', 'partner-feed:keys.limitReached', { max: MAX_LIVE_KEYS }),
    )
    expect(errorOf(es).fields[0].message).toContain('10')
    expect(await liveKeys(sellerId)).toBe(MAX_LIVE_KEYS)

    t.as(member)
    await t.gql(`mutation { revokePartnerApiKey(id: "${made[0]}") { id } }`)
    const again = await createKey(member, 'After a revoke')
    expect(again.errors).toBeUndefined()
    expect(again.data!.k.key).toMatch(/^iy_live_/)
    expect(await liveKeys(sellerId)).toBe(MAX_LIVE_KEYS)
  })

  it('a double submit at the cap still answers the key it created', async () => {
    const sellerId = await newPartner()
    const member = await newMember(sellerId, 'keys@cap2.example')
    for (let i = 0; i < MAX_LIVE_KEYS - 1; i++) await createKey(member, `Key ${i}`)
    t.as(member)
    const submit = () =>
      t.gql<{ k: { id: string; key: string | null } }>(
        'mutation { k: createPartnerApiKey(name: "Last", idempotencyKey: "form-cap2-0001") { id key } }',
      )
    const first = await submit()
    const repeat = await submit()
    expect(repeat.errors).toBeUndefined()
    expect(repeat.data!.k).toEqual({ id: first.data!.k.id, key: null })
  })

  // Concurrency needs a server: PGlite runs one statement at a time.
  const onPostgres = testEngine() === 'postgresql' ? it : it.skip
  onPostgres(
    `concurrent creations at ${MAX_LIVE_KEYS - 1} live keys: exactly one passes the cap`,
    async () => {
      const sellerId = await newPartner()
      const member = await newMember(sellerId, 'keys@race.example')
      for (let i = 0; i < MAX_LIVE_KEYS - 1; i++) await createKey(member, `Key ${i}`)
      // Hold every insert into partner_api_keys (SHARE mode still lets reads through) until all the
      // creations are waiting: each has then counted what it could before inserting, so the race
      // is real, not a matter of luck with timing.
      const locker = new pg.Client({ connectionString: t.database.url })
      await locker.connect()
      const racers = 3
      try {
        await locker.query('BEGIN')
        await locker.query('LOCK TABLE partner_api_keys IN SHARE MODE')
        const results = Array.from({ length: racers }, (_, i) => createKey(member, `Racer ${i}`))
        const deadline = Date.now() + 30_000
        for (let waiting = 0; waiting < racers;) {
          // The activity view is read once per transaction unless its snapshot is cleared.
          await locker.query('SELECT pg_stat_clear_snapshot()')
          const { rows } = await locker.query<{ n: number }>(
            `SELECT count(*)::int AS n FROM pg_stat_activity
             WHERE datname = current_database() AND wait_event_type = 'Lock'`,
          )
          waiting = rows[0].n
          if (Date.now() > deadline)
            throw new Error(`only ${waiting} of ${racers} creations waiting`)
          if (waiting < racers) await new Promise((resolve) => setTimeout(resolve, 10))
        }
        await locker.query('COMMIT')
        const answers = await Promise.all(results)
        const passed = answers.filter((a) => !a.errors)
        expect(passed).toHaveLength(1)
        for (const a of answers.filter((x) => x.errors)) {
          expect(errorOf(a)).toMatchObject({
            code: 'VALIDATION',
            fields: [{ path: 'name', key: 'partner-feed.keys.limitReached' }],
          })
        }
      } finally {
        await locker.end()
      }
      expect(await liveKeys(sellerId)).toBe(MAX_LIVE_KEYS)
    },
  )

  it("removing a member revokes the keys they created (not the others'), audited; moving one does too", async () => {
    const sellerId = await newPartner()
    const leaving = await newMember(sellerId, 'leaving@cap3.example')
    const staying = await newMember(sellerId, 'staying@cap3.example')
    const theirs = [
      (await createKey(leaving, 'Theirs 1')).data!.k,
      (await createKey(leaving, 'Theirs 2')).data!.k,
    ]
    const kept = (await createKey(staying, 'Kept')).data!.k
    expect((await feed(theirs[0].key!)).statusCode).toBe(200)

    t.as(admin)
    const removed = await t.gql(
      `mutation ($s: ID!, $e: String!) { removePartnerMember(sellerId: $s, email: $e) { id } }`,
      { s: String(sellerId), e: 'Leaving@Cap3.example' },
    )
    expect(removed.errors).toBeUndefined()
    for (const k of theirs) expect((await feed(k.key!)).statusCode).toBe(401)
    expect((await feed(kept.key!)).statusCode).toBe(200)
    const revokes = await t.database.db
      .select({ key: auditLog.entityKey, actor: auditLog.actorEmail, after: auditLog.after })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'partner.apiKey.revoke'),
          inArray(
            auditLog.entityKey,
            [...theirs, kept].map((k) => k.id),
          ),
        ),
      )
    expect(revokes.map((r) => r.key).sort()).toEqual(theirs.map((k) => k.id).sort())
    expect(revokes.every((r) => r.actor === admin.email)).toBe(true)
    expect(revokes[0].after).toMatchObject({ sellerId, reason: 'member removed' })

    // An address moved to another partner (once the admin confirms the move: issue 36) leaves
    // its keys behind, revoked; refused without the confirmation, they keep working.
    const other = await newPartner()
    const movedKey = (await createKey(staying, 'Moved')).data!.k
    t.as(admin)
    const add = (move: boolean) =>
      t.gql(
        `mutation ($s: ID!, $e: String!, $m: Boolean) { addPartnerMember(sellerId: $s, email: $e, move: $m) { id } }`,
        { s: String(other), e: 'staying@cap3.example', m: move },
      )
    const refused = errorOf(await add(false))
    expect([refused.code, refused.fields[0]?.key]).toEqual([
      'CONFLICT',
      'admin.partner.memberElsewhere',
    ])
    for (const k of [kept, movedKey]) expect((await feed(k.key!)).statusCode).toBe(200)
    expect((await add(true)).errors).toBeUndefined()
    for (const k of [kept, movedKey]) expect((await feed(k.key!)).statusCode).toBe(401)
  })
})
