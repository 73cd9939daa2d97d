import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { users } from '../../db/schema'
import { injectAs, sessionCookie, setUpTestContext } from '../../test/context'
import { bootstrapAdmin } from '../admin/bootstrap'

const ctx = setUpTestContext()

async function admin(email: string) {
  await bootstrapAdmin(ctx.database.db, { email, password: 'Admin-Console1' })
  const login = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: 'Admin-Console1' },
  })
  return { cookie: sessionCookie(login), id: login.json().user.id as number }
}

const demote = (actor: { cookie: string }, target: { id: number }, email: string) =>
  injectAs(ctx.app, actor.cookie, {
    method: 'PUT',
    url: `/api/admin/users/${target.id}`,
    payload: { firstName: 'Admin', email, role: 'user', subscription: 'free' },
  })

const adminCount = async () =>
  (await ctx.database.db.select().from(users).where(eq(users.role, 'admin'))).length

describe('the last-admin rule under races', () => {
  it('two admins demoting each other at the same moment always leave one admin', async () => {
    for (let round = 0; round < 8; round++) {
      await ctx.database.db.delete(users)
      const a = await admin(`a${round}@example.com`)
      const b = await admin(`b${round}@example.com`)
      const [ab, ba] = await Promise.all([
        demote(a, b, `b${round}@example.com`),
        demote(b, a, `a${round}@example.com`),
      ])
      expect(await adminCount(), `round ${round}`).toBe(1)
      // One demotion wins; the other is refused (its actor is no longer an admin, or it would leave none).
      expect([ab.statusCode, ba.statusCode]).toContain(200)
      expect([400, 403]).toContain(Math.max(ab.statusCode, ba.statusCode))
    }
  })

  it('two admins deleting each other at the same moment always leave one admin', async () => {
    for (let round = 0; round < 8; round++) {
      await ctx.database.db.delete(users)
      const a = await admin(`c${round}@example.com`)
      const b = await admin(`d${round}@example.com`)
      const [ab, ba] = await Promise.all([
        injectAs(ctx.app, a.cookie, { method: 'DELETE', url: `/api/admin/users/${b.id}` }),
        injectAs(ctx.app, b.cookie, { method: 'DELETE', url: `/api/admin/users/${a.id}` }),
      ])
      expect(await adminCount(), `round ${round}`).toBe(1)
      expect([ab.statusCode, ba.statusCode]).toContain(200)
    }
  })
})
