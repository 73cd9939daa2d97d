// Two instances on one PostgreSQL database (decision 0069): what ends a session or changes an account through
// instance A reaches instance B's session cache within a second, by the accounts' trigger and B's listening
// connection. The clock is frozen (only Date is faked), so nothing B cached would expire by its lifetime:
// only the notice can make B read the database again. B holds each session before the change (checked), so
// each test fails without the notice.
import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import pg from 'pg'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { type Database, openDatabase } from '../../db/client'
import { rowsOf } from '../../db/rows'
import { hashToken } from '../../lib/tokens'
import {
  createPostgresTestDatabase,
  createTestContext,
  injectAs,
  registerUser,
  STRONG_PASSWORD,
  sessionCookie,
  signInAsAdmin,
  TEST_APP_URL,
  type TestContext,
} from '../../test/context'

const postgresUrl = process.env.TEST_DATABASE_URL
const WITHIN_A_SECOND = { timeout: 1000, interval: 20 }

describe.skipIf(!postgresUrl)('sessions and accounts on two instances (set TEST_DATABASE_URL to run)', () => {
  let created: Awaited<ReturnType<typeof createPostgresTestDatabase>>
  let databaseA: Database
  let databaseB: Database
  let a: TestContext
  let b: TestContext
  let admin: { cookie: string; id: number }

  beforeAll(async () => {
    created = await createPostgresTestDatabase(postgresUrl as string, 'sonar_sessions')
    databaseA = await openDatabase({ kind: 'postgres', url: created.url, poolSize: 3 })
    databaseB = await openDatabase({ kind: 'postgres', url: created.url, poolSize: 3 })
    a = await createTestContext({ database: databaseA })
    b = await createTestContext({ database: databaseB })
    admin = await signInAsAdmin(a)
  }, 120_000)
  afterAll(async () => {
    await a?.close().catch(() => {})
    await b?.close().catch(() => {})
    await databaseA?.close().catch(() => {})
    await databaseB?.close().catch(() => {})
    await created?.drop()
  })
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] })
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  /** The session id (the token's hash) of a cookie, as the cache keys it. */
  const sessionIdOf = (app: FastifyInstance, cookie: string) => {
    const unsigned = app.unsignCookie(decodeURIComponent(cookie.slice('sid='.length)))
    return hashToken(unsigned.value as string)
  }
  const held = (cookie: string) => b.app.sessionCache.get(sessionIdOf(b.app, cookie))
  const me = (app: FastifyInstance, cookie: string) =>
    injectAs(app, cookie, { method: 'GET', url: '/api/auth/user' })
  const adminList = (app: FastifyInstance, cookie: string) =>
    injectAs(app, cookie, { method: 'GET', url: '/api/admin/users' })
  const signIn = async (app: FastifyInstance, email: string, password = STRONG_PASSWORD) =>
    sessionCookie(await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } }))

  /** A user registered through A whose session B has verified and keeps. */
  async function userHeldByB() {
    const user = await registerUser(a.app)
    // The registration's own notices may reach B after its first read: B reads until it keeps the session.
    await expect
      .poll(async () => {
        expect((await me(b.app, user.cookie)).statusCode).toBe(200)
        return held(user.cookie)?.user.id
      }, WITHIN_A_SECOND)
      .toBe(user.user.id)
    return user
  }

  const edit = (id: number, email: string, change: object) =>
    injectAs(a.app, admin.cookie, {
      method: 'PUT',
      url: `/api/admin/users/${id}`,
      payload: { firstName: 'Nora', email, role: 'user', subscription: 'free', ...change },
    })

  it('each instance listens on a connection of its own, for the accounts and the search index', async () => {
    const listening = rowsOf<{ pid: number }>(
      await databaseA.db.execute(
        sql`select pid from pg_stat_activity
            where datname = current_database() and application_name = 'sonar-notices'`,
      ),
    ).map((r) => Number(r.pid))
    expect(listening.sort()).toEqual([a.app.searchIndex.listenerPid, b.app.searchIndex.listenerPid].sort())
  })

  it('a user made admin, and given a plan, through A has both on B within a second', async () => {
    const user = await userHeldByB()
    expect((await adminList(b.app, user.cookie)).statusCode).toBe(403)
    expect(held(user.cookie)?.user.role).toBe('user')

    expect(
      (await edit(user.user.id, user.email, { role: 'admin', subscription: 'premium' })).statusCode,
    ).toBe(200)

    await expect.poll(async () => (await adminList(b.app, user.cookie)).statusCode, WITHIN_A_SECOND).toBe(200)
    expect((await me(b.app, user.cookie)).json().user.subscription).toBe('premium')
  })

  it('a plan changed through A shows on B within a second', async () => {
    const user = await userHeldByB()
    expect((await edit(user.user.id, user.email, { subscription: 'basic' })).statusCode).toBe(200)
    await expect
      .poll(async () => (await me(b.app, user.cookie)).json().user.subscription, WITHIN_A_SECOND)
      .toBe('basic')
  })

  it('an admin demoted through A is refused admin access on B within a second', async () => {
    // An admin's session is never kept (decision 0044), so this holds at once; kept here so it stays so.
    const user = await registerUser(a.app)
    expect((await edit(user.user.id, user.email, { role: 'admin' })).statusCode).toBe(200)
    const cookie = await signIn(b.app, user.email)
    expect((await adminList(b.app, cookie)).statusCode).toBe(200)
    expect((await edit(user.user.id, user.email, { role: 'user' })).statusCode).toBe(200)
    await expect.poll(async () => (await adminList(b.app, cookie)).statusCode, WITHIN_A_SECOND).not.toBe(200)
  })

  it('a session signed out through A is refused on B within a second', async () => {
    const user = await userHeldByB()
    expect((await injectAs(a.app, user.cookie, { method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(
      200,
    )
    await expect.poll(async () => (await me(b.app, user.cookie)).statusCode, WITHIN_A_SECOND).toBe(401)
  })

  it("a password changed through A ends the account's other sessions on B within a second", async () => {
    const user = await userHeldByB()
    const onA = await signIn(a.app, user.email)
    const changed = await injectAs(a.app, onA, {
      method: 'POST',
      url: '/api/auth/change-password',
      payload: { currentPassword: STRONG_PASSWORD, newPassword: 'Lighthouse7Keeper' },
    })
    expect(changed.statusCode, changed.body).toBe(200)
    await expect.poll(async () => (await me(b.app, user.cookie)).statusCode, WITHIN_A_SECOND).toBe(401)
  })

  it('a user deleted through A, by an admin or by themselves, is refused on B within a second', async () => {
    const byAdmin = await userHeldByB()
    const deleted = await injectAs(a.app, admin.cookie, {
      method: 'DELETE',
      url: `/api/admin/users/${byAdmin.user.id}`,
    })
    expect(deleted.statusCode).toBe(200)
    await expect.poll(async () => (await me(b.app, byAdmin.cookie)).statusCode, WITHIN_A_SECOND).toBe(401)

    const themselves = await userHeldByB()
    const onA = await signIn(a.app, themselves.email)
    const gone = await injectAs(a.app, onA, {
      method: 'DELETE',
      url: '/api/account',
      headers: { origin: TEST_APP_URL },
      payload: { password: STRONG_PASSWORD },
    })
    expect(gone.statusCode, gone.body).toBe(200)
    await expect.poll(async () => (await me(b.app, themselves.cookie)).statusCode, WITHIN_A_SECOND).toBe(401)
  })

  it('is not left stale by a change made while its listening connection was down', async () => {
    const user = await userHeldByB()
    const lost = b.app.searchIndex.listenerPid as number
    expect(lost).toBeTypeOf('number')

    // B's listening backend ends (a failover, an idle timeout); A signs the user out before B is back.
    await databaseA.db.execute(sql`select pg_terminate_backend(${lost}::int, 5000)`)
    expect((await injectAs(a.app, user.cookie, { method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(
      200,
    )
    expect(b.app.searchIndex.listenerPid).toBeUndefined()

    // B reconnects (with backoff) and drops every session it kept.
    await expect
      .poll(() => b.app.searchIndex.listenerPid, { timeout: 5000, interval: 20 })
      .toBeTypeOf('number')
    expect(b.app.searchIndex.listenerPid).not.toBe(lost)
    expect(held(user.cookie)).toBeNull()
    expect((await me(b.app, user.cookie)).statusCode).toBe(401)
  })

  it('what every question and sign-in writes (usage, last sign-in) tells no one', async () => {
    // Each question spends a query (users.queries_used) and each sign-in stamps last_login_at: a notice on
    // each would serialise commits and drop every instance's cache for the account, per request.
    const user = await registerUser(a.app)
    const heard = await accountNoticesDuring(async () => {
      await databaseA.db.execute(
        sql`update users set queries_used = queries_used + 1, trial_queries_used = trial_queries_used + 1,
            last_login_at = now(), updated_at = now() where id = ${user.user.id}`,
      )
      await databaseA.db.execute(sql`update users set subscription = 'basic' where id = ${user.user.id}`)
    })
    expect(heard).toEqual([String(user.user.id), 'end'])
  })

  it('sessions that had already ended tell no one when they are pruned', async () => {
    // The hourly pruning deletes expired sessions only; no instance uses one past its end, so no notice.
    const user = await registerUser(a.app)
    await databaseA.db.execute(
      sql`update sessions set expires_at = now() - interval '2 minutes' where user_id = ${user.user.id}`,
    )
    const heard = await accountNoticesDuring(async () => {
      await databaseA.db.execute(sql`delete from sessions where expires_at < now()`)
      await databaseA.db.execute(sql`update users set first_name = 'Noted' where id = ${user.user.id}`)
    })
    expect(heard).toEqual([String(user.user.id), 'end'])
  })

  /**
   * The accounts' notices `work` sends, heard on a connection of the test's own, ending with 'end': a last
   * notice of the test's, so everything committed before it has been delivered once it is.
   */
  async function accountNoticesDuring(work: () => Promise<void>): Promise<string[]> {
    const listener = new pg.Client({ connectionString: created.url })
    await listener.connect()
    try {
      const heard: string[] = []
      listener.on('notification', (n) => heard.push(n.payload ?? ''))
      await listener.query('listen accounts_changed')
      await work()
      await databaseA.db.execute(sql`select pg_notify('accounts_changed', 'end')`)
      await expect.poll(() => heard.at(-1), WITHIN_A_SECOND).toBe('end')
      return heard
    } finally {
      await listener.end()
    }
  }
})
