import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { queries, users } from '../../db/schema'
import { injectAs, registerUser, setUpAdminTestApp } from '../../test/context'
import { deleteUsers, updateUser } from './service'

const suite = setUpAdminTestApp({ content: true })
const { ctx } = suite

const asAdmin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  injectAs(ctx.app, suite.adminCookie, { method, url, ...(payload ? { payload } : {}) })

describe('user management', () => {
  it('lists users newest first, without password hashes', async () => {
    await registerUser(ctx.app, { firstName: 'Listed' })
    const response = await asAdmin('GET', '/api/admin/users')
    expect(response.statusCode).toBe(200)
    expect(response.json()[0].firstName).toBe('Listed')
    expect(response.body).not.toMatch(/passwordHash|argon2/)
    expect(response.json()[0]).toHaveProperty('lastLoginAt')
  })

  it('adds a user with the defaults role user and plan free, and refuses a taken email', async () => {
    const created = await asAdmin('POST', '/api/admin/users', {
      firstName: 'Added',
      email: 'added@example.com',
      password: 'Harbour2Light',
    })
    expect(created.statusCode).toBe(201)
    expect(created.json()).toMatchObject({
      firstName: 'Added',
      role: 'user',
      subscription: 'free',
      lastName: null,
    })
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'added@example.com', password: 'Harbour2Light' },
    })
    expect(login.statusCode).toBe(200)
    const again = await asAdmin('POST', '/api/admin/users', {
      firstName: 'Again',
      email: 'ADDED@example.com',
      password: 'Harbour2Light',
    })
    expect(again.statusCode).toBe(409)
    const missing = await asAdmin('POST', '/api/admin/users', {
      email: 'm@example.com',
      password: 'Harbour2Light',
    })
    expect(missing.statusCode).toBe(400)
    expect(missing.json().field).toBe('firstName')
  })

  it('edits a user, changing the password only when one is sent, and ending their sessions then', async () => {
    const target = await registerUser(ctx.app)
    const edit = (extra: object) =>
      asAdmin('PUT', `/api/admin/users/${target.user.id}`, {
        firstName: 'Renamed',
        lastName: 'Person',
        email: target.email,
        role: 'user',
        subscription: 'basic',
        ...extra,
      })
    const noPassword = await edit({ password: '' })
    expect(noPassword.statusCode).toBe(200)
    expect(noPassword.json()).toMatchObject({ firstName: 'Renamed', subscription: 'basic' })
    expect(
      (await injectAs(ctx.app, target.cookie, { method: 'GET', url: '/api/auth/user' })).statusCode,
    ).toBe(200)
    const withPassword = await edit({ password: 'Brand-New9' })
    expect(withPassword.statusCode).toBe(200)
    expect(
      (await injectAs(ctx.app, target.cookie, { method: 'GET', url: '/api/auth/user' })).statusCode,
    ).toBe(401)
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: target.email, password: 'Brand-New9' },
    })
    expect(login.statusCode).toBe(200)
    const weak = await edit({ password: 'weak' })
    expect(weak.statusCode).toBe(400)
  })

  it('refuses to let an admin delete or demote themselves', async () => {
    const del = await asAdmin('DELETE', `/api/admin/users/${suite.adminId}`)
    expect(del.statusCode).toBe(400)
    expect(del.json().message).toBe('You cannot delete your own account')
    const bulk = await asAdmin('DELETE', '/api/admin/users', { userIds: [suite.adminId] })
    expect(bulk.statusCode).toBe(400)
    // A batch that holds the admin among others is refused whole: nobody in it is deleted.
    const other = await registerUser(ctx.app)
    const mixed = await asAdmin('DELETE', '/api/admin/users', { userIds: [other.user.id, suite.adminId] })
    expect(mixed.statusCode).toBe(400)
    expect(mixed.json().message).toBe('You cannot delete your own account')
    const [kept] = await ctx.database.db.select().from(users).where(eq(users.id, other.user.id))
    expect(kept).toBeDefined()
    const demote = await asAdmin('PUT', `/api/admin/users/${suite.adminId}`, {
      firstName: 'Chief',
      email: 'chief@example.com',
      role: 'user',
      subscription: 'free',
    })
    expect(demote.statusCode).toBe(400)
    expect(demote.json().message).toBe('You cannot remove your own admin role')
  })

  it('never removes the last admin, whoever asks', async () => {
    // Through the API the self rules answer first (the actor is always an admin); the service itself
    // refuses an actor who is no longer an admin (demoted a moment before) and never leaves no admin.
    const second = await registerUser(ctx.app)
    await ctx.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, second.user.id))
    const demoted = await asAdmin('PUT', `/api/admin/users/${second.user.id}`, {
      firstName: 'Second',
      email: second.email,
      role: 'user',
      subscription: 'free',
    })
    expect(demoted.statusCode).toBe(200)
    await expect(deleteUsers(ctx.database.db, second.user.id, [suite.adminId])).rejects.toThrow(
      'Admin privileges are required',
    )
    await expect(
      updateUser(ctx.database.db, second.user.id, suite.adminId, {
        firstName: 'C',
        email: 'chief@example.com',
        role: 'user',
        subscription: 'free',
      }),
    ).rejects.toThrow('Admin privileges are required')
    const [chief] = await ctx.database.db.select().from(users).where(eq(users.id, suite.adminId))
    expect(chief?.role).toBe('admin')
  })

  it('deletes a user: their sessions end, their queries stay counted', async () => {
    const doomed = await registerUser(ctx.app)
    const manuals = (await injectAs(ctx.app, doomed.cookie, { method: 'GET', url: '/api/manuals' })).json()
    const asked = await injectAs(ctx.app, doomed.cookie, {
      method: 'POST',
      url: '/api/query',
      payload: { manualId: manuals[1].id, query: 'how do I set the gain' },
    })
    expect(asked.statusCode).toBe(200)
    const before = (await asAdmin('GET', '/api/admin/stats')).json().totalQueries
    const response = await asAdmin('DELETE', `/api/admin/users/${doomed.user.id}`)
    expect(response.statusCode).toBe(200)
    expect(response.json().message).toBe('User deleted successfully')
    expect(
      (await injectAs(ctx.app, doomed.cookie, { method: 'GET', url: '/api/auth/user' })).statusCode,
    ).toBe(401)
    expect((await asAdmin('GET', '/api/admin/stats')).json().totalQueries).toBe(before)
    const kept = await ctx.database.db.select().from(queries).where(eq(queries.userId, doomed.user.id))
    expect(kept).toHaveLength(1)
    expect((await asAdmin('DELETE', `/api/admin/users/${doomed.user.id}`)).statusCode).toBe(404)
  })

  it('bulk-deletes and reports the count', async () => {
    const a = await registerUser(ctx.app)
    const b = await registerUser(ctx.app)
    const response = await asAdmin('DELETE', '/api/admin/users', {
      userIds: [a.user.id, b.user.id, a.user.id],
    })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ count: 2, message: '2 users deleted successfully' })
    const empty = await asAdmin('DELETE', '/api/admin/users', { userIds: [] })
    expect(empty.statusCode).toBe(400)
  })

  it("resets a user's queries", async () => {
    const user = await registerUser(ctx.app)
    await ctx.database.db.update(users).set({ queriesUsed: 20 }).where(eq(users.id, user.user.id))
    const response = await asAdmin('POST', `/api/admin/users/${user.user.id}/reset-queries`)
    expect(response.statusCode).toBe(200)
    expect(response.json().queriesUsed).toBe(0)
    expect((await asAdmin('POST', '/api/admin/users/abc/reset-queries')).statusCode).toBe(400)
  })
})
