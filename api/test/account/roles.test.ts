import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import {
  claimPgliteDir,
  DatabaseLockedError,
  openDatabase,
  PGLITE_LOCK_FILE,
  releasePgliteDir,
} from '../../src/db/client'
import { partnerMembers, sellers, users } from '../../src/db/schema'
import { addPartnerMember } from '../../src/services/partners/partner-members'
import { grantRole, revokeRole } from '../../src/services/users/grant-role'
import { linkUser } from '../../src/services/users/link-user'
import { adminGrant } from '../../../scripts/admin-grant'
import { createTestDatabase, type TestDatabase } from '../helpers/db'
import {
  quietExpectedWarnings,
  startSigninApp,
  tokenOf,
  type SigninTestApp,
} from '../signin/helpers'

const NOW = new Date('2026-11-20T15:00:00Z')

describe('roles: admin is granted by address and applies to a verified sign-in only', () => {
  let database: TestDatabase
  beforeAll(async () => {
    database = await createTestDatabase()
  })
  afterAll(() => database.close())

  const link = (id: string, email: string, emailVerified: boolean) =>
    linkUser(database, { userId: id, email, emailVerified, firstName: null, lastName: null }, NOW)

  it('everyone is a user by default', async () => {
    expect((await link('u-plain', 'plain@example.com', true)).role).toBe('user')
  })

  it('a grant for someone who has not signed up applies at their first verified sign-in', async () => {
    const g = await grantRole(database, {
      email: ' Staff@Example.com ',
      role: 'admin',
      grantedBy: 'cli',
      now: NOW,
    })
    expect(g).toEqual({
      email: 'staff@example.com',
      role: 'admin',
      usersUpdated: 0,
      unchanged: false,
    })
    // An address nobody proved they receive mail at is not enough.
    expect((await link('u-staff', 'staff@example.com', false)).role).toBe('user')
    expect((await link('u-staff', 'STAFF@example.com', true)).role).toBe('admin')
    // Granting again changes nothing.
    const again = await grantRole(database, {
      email: 'staff@example.com',
      role: 'admin',
      grantedBy: 'cli',
      now: NOW,
    })
    expect(again.unchanged).toBe(true)
  })

  it('a grant for a signed-up user applies at once; a revoke takes it back at once', async () => {
    await link('u-later', 'later@example.com', true)
    const g = await grantRole(database, {
      email: 'later@example.com',
      role: 'admin',
      grantedBy: 'cli',
      now: NOW,
    })
    expect(g.usersUpdated).toBe(1)
    const role = async () =>
      (await database.db.select().from(users).where(eq(users.id, 'u-later')))[0].role
    expect(await role()).toBe('admin')
    const r = await revokeRole(database, { email: 'later@example.com', now: NOW })
    expect(r).toEqual({ email: 'later@example.com', removed: true, usersUpdated: 1 })
    expect(await role()).toBe('user')
    // And the next sign-in does not bring it back.
    expect((await link('u-later', 'later@example.com', true)).role).toBe('user')
  })

  it('refuses what is not an e-mail address', async () => {
    await expect(
      grantRole(database, { email: 'nobody', role: 'admin', grantedBy: 'cli', now: NOW }),
    ).rejects.toMatchObject({ code: 'VALIDATION' })
  })
})

describe('roles on a real sign-in: the session carries the marketplace role, not the metadata', () => {
  let t: SigninTestApp
  beforeAll(async () => {
    quietExpectedWarnings()
    t = await startSigninApp({ listen: true })
  })
  afterAll(() => t.close())

  async function rolesOf(email: string) {
    await t.sdk('POST', '/magic_links/email/login_or_create', { body: { email } })
    const res = await t.sdk('POST', '/magic_links/authenticate', {
      body: { token: tokenOf(await t.lastLink(email)), session_duration_minutes: 60 },
    })
    const { session_token: token, user_id: userId } = res.body.data
    const user = await t.authenticate({
      headers: { cookie: `stytch_session=${token}` },
      log: console,
    } as never)
    return { roles: user?.roles ?? null, token, userId: userId as string }
  }

  it('an admin grant shows as the admin role on every request', async () => {
    await grantRole(t.database, {
      email: 'boss@example.com',
      role: 'admin',
      grantedBy: 'cli',
      now: NOW,
    })
    const { roles } = await rolesOf('boss@example.com')
    expect(roles).toContain('admin')
  })

  it('the sign-in metadata naming admin is not enough', async () => {
    const first = await rolesOf('meta@example.com')
    const put = await t.backend('PUT', `/users/${first.userId}`, {
      trusted_metadata: { roles: ['admin', 'partner'] },
    })
    expect(put.status).toBe(200)
    const { roles, token } = await rolesOf('meta@example.com')
    // The sign-in service does put them in the session...
    const session = await t.backend('POST', '/sessions/authenticate', { session_token: token })
    expect(session.body.session.roles).toEqual(expect.arrayContaining(['admin', 'partner']))
    // ...and the marketplace does not take them from there.
    expect(roles).not.toContain('admin')
    expect(roles).not.toContain('partner')
  })

  it('a partner member signs in as partner of their seller; removed, they are a user again', async () => {
    const [seller] = await t.database.db
      .insert(sellers)
      .values({
        name: 'Lone Star Iron',
        kind: 'partner',
        street: '1 Main St',
        city: 'Austin',
        state: 'TX',
        zip: '78701',
      })
      .returning()
    const added = await addPartnerMember(t.database, {
      email: ' Dealer@Example.com',
      sellerId: seller.id,
      addedBy: 'admin@example.com',
      now: NOW,
    })
    expect(added).toEqual({ email: 'dealer@example.com', unchanged: false })
    expect(
      (
        await addPartnerMember(t.database, {
          email: 'dealer@example.com',
          sellerId: seller.id,
          addedBy: 'admin@example.com',
          now: NOW,
        })
      ).unchanged,
    ).toBe(true)
    const first = await rolesOf('dealer@example.com')
    expect(first.roles).toContain('partner')
    expect(first.roles).not.toContain('admin')
    const user = await t.authenticate({
      headers: { cookie: `stytch_session=${first.token}` },
      log: console,
    } as never)
    expect(user?.partnerSellerId).toBe(seller.id)
    await t.database.db.delete(partnerMembers).where(eq(partnerMembers.email, 'dealer@example.com'))
    const after = await t.authenticate({
      headers: { cookie: `stytch_session=${first.token}` },
      log: console,
    } as never)
    expect(after?.roles).not.toContain('partner')
    expect(after?.partnerSellerId).toBeNull()
  })
})

describe('npm run admin:grant', () => {
  it('says the PGlite database is in use by another process, and touches nothing', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ironyard-lock-'))
    // The parent of this test process is alive: it stands for an api holding the directory.
    fs.writeFileSync(path.join(dir, PGLITE_LOCK_FILE), String(process.ppid))
    await expect(openDatabase({ pgliteDir: dir })).rejects.toBeInstanceOf(DatabaseLockedError)
    const errors: string[] = []
    const spy = jest.spyOn(console, 'error').mockImplementation((m: string) => void errors.push(m))
    const before = process.env.PGLITE_DIR
    const url = process.env.DATABASE_URL
    process.env.PGLITE_DIR = dir
    delete process.env.DATABASE_URL
    try {
      expect(await adminGrant(['someone@example.com'])).toBe(1)
    } finally {
      process.env.PGLITE_DIR = before
      if (url !== undefined) process.env.DATABASE_URL = url
      spy.mockRestore()
      fs.rmSync(dir, { recursive: true, force: true })
    }
    expect(errors.join('\n')).toMatch(/in use by process \d+/)
  })

  // The lock itself, as openDatabase claims and releases it: opening a PGlite directory runs
  // initdb in WebAssembly, which took over 60 s on a loaded 2-core machine (CI 43's only timeout).
  it('takes over a lock left by a process that died, and releases only its own', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ironyard-lock-'))
    const lock = path.join(dir, PGLITE_LOCK_FILE)
    try {
      fs.writeFileSync(lock, '2147483646')
      claimPgliteDir(dir)
      expect(fs.readFileSync(lock, 'utf8')).toBe(String(process.pid))
      claimPgliteDir(dir)
      releasePgliteDir(dir)
      expect(fs.existsSync(lock)).toBe(false)
      // Another live process's lock is refused and left in place, also by release.
      fs.writeFileSync(lock, String(process.ppid))
      expect(() => claimPgliteDir(dir)).toThrow(DatabaseLockedError)
      releasePgliteDir(dir)
      expect(fs.readFileSync(lock, 'utf8')).toBe(String(process.ppid))
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })

  it('prints its usage for a wrong call', async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    expect(await adminGrant([])).toBe(2)
    expect(await adminGrant(['a@example.com', 'b@example.com'])).toBe(2)
    spy.mockRestore()
  })
})
