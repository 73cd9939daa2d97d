import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { users } from '../../db/schema'
import {
  injectAs,
  restartApp,
  STRONG_PASSWORD,
  sessionCookie,
  setUpTestApp,
  uniqueEmail,
} from '../../test/context'

// Two instances on one database, as behind a load balancer: `a` (the suite's app) and `b`. A demoted or
// deleted admin must lose the admin's powers on both at once, not when b's session cache expires: the clock
// is frozen (only Date is faked), so nothing cached would expire by itself. On PostgreSQL the racing rounds
// are real races between connections; on PGlite they run too, one statement at a time.
const suite = setUpTestApp()
let b: FastifyInstance
beforeAll(async () => {
  b = await restartApp(suite.ctx)
})
afterAll(() => b?.close())
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
})
afterEach(() => {
  vi.useRealTimers()
})

const a = () => suite.ctx.app

/** A second admin, made by the suite's admin on `a`, signed in on `b` and seen there as an admin. */
async function mateOnB() {
  const email = uniqueEmail('mate')
  const created = await injectAs(a(), suite.adminCookie, {
    method: 'POST',
    url: '/api/admin/users',
    payload: { firstName: 'Mate', email, password: STRONG_PASSWORD, role: 'admin' },
  })
  expect(created.statusCode, created.body).toBe(201)
  const login = await b.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: STRONG_PASSWORD },
  })
  const cookie = sessionCookie(login)
  expect((await injectAs(b, cookie, { method: 'GET', url: '/api/admin/users' })).statusCode).toBe(200)
  return { id: created.json().id as number, email, cookie }
}

type Mate = Awaited<ReturnType<typeof mateOnB>>

const edit = (app: FastifyInstance, cookie: string, mate: Mate, change: object) =>
  injectAs(app, cookie, {
    method: 'PUT',
    url: `/api/admin/users/${mate.id}`,
    payload: { firstName: 'Mate', email: mate.email, ...change },
  })
const demote = (mate: Mate) => edit(a(), suite.adminCookie, mate, { role: 'user', subscription: 'free' })
/** The demoted admin's attempt to make themselves admin again (and Premium), through the other instance. */
const promoteSelf = (mate: Mate) => edit(b, mate.cookie, mate, { role: 'admin', subscription: 'premium' })

const stored = async (id: number) =>
  (await suite.ctx.database.db.select().from(users).where(eq(users.id, id)))[0]

describe('a demoted admin on another instance', () => {
  it('cannot make themselves admin again, however soon after the demotion', async () => {
    const mate = await mateOnB()
    expect((await demote(mate)).statusCode).toBe(200)
    const again = await promoteSelf(mate)
    expect(again.statusCode, again.body).toBe(401) // the demotion ended the session, on b too
    expect(await stored(mate.id)).toMatchObject({ role: 'user', subscription: 'free' })
    expect((await injectAs(b, mate.cookie, { method: 'GET', url: '/api/admin/users' })).statusCode).toBe(401)
  })

  it('never ends an admin when the demotion races their own edit (10 rounds)', async () => {
    for (let round = 0; round < 10; round++) {
      const mate = await mateOnB()
      const [demoted, promoted] = await Promise.all([demote(mate), promoteSelf(mate)])
      expect(demoted.statusCode, `round ${round}: ${demoted.body}`).toBe(200)
      // The edit may land first (the mate was still an admin), never after the demotion.
      expect([200, 401, 403], `round ${round}: ${promoted.body}`).toContain(promoted.statusCode)
      expect((await stored(mate.id))?.role, `round ${round}`).toBe('user')
      expect((await promoteSelf(mate)).statusCode, `round ${round}`).toBe(401)
    }
  })

  it('deleted, cannot make a new admin through the other instance', async () => {
    const mate = await mateOnB()
    const deleted = await injectAs(a(), suite.adminCookie, {
      method: 'DELETE',
      url: `/api/admin/users/${mate.id}`,
    })
    expect(deleted.statusCode).toBe(200)
    const email = uniqueEmail('stowaway')
    const made = await injectAs(b, mate.cookie, {
      method: 'POST',
      url: '/api/admin/users',
      payload: { firstName: 'Stow', email, password: STRONG_PASSWORD, role: 'admin' },
    })
    expect(made.statusCode, made.body).toBe(401)
    const [row] = await suite.ctx.database.db.select().from(users).where(eq(users.email, email))
    expect(row).toBeUndefined()
  })
})
