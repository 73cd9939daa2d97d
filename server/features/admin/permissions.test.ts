import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createTestContext,
  injectAs,
  registerUser,
  sessionCookie,
  type TestContext,
} from '../../test/context'

let ctx: TestContext
let userCookie: string
let adminCookie: string

beforeAll(async () => {
  ctx = await createTestContext({
    env: { ADMIN_EMAIL: 'root@example.com', ADMIN_PASSWORD: 'Admin-Console1' },
  })
  userCookie = (await registerUser(ctx.app)).cookie
  const { bootstrapAdmin } = await import('./bootstrap')
  await bootstrapAdmin(ctx.database.db, ctx.config.admin)
  const login = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: 'root@example.com', password: 'Admin-Console1' },
  })
  adminCookie = sessionCookie(login)
})
afterAll(() => ctx.close())

const adminEndpoints: { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: object }[] = [
  { method: 'GET', url: '/api/admin/users' },
  {
    method: 'POST',
    url: '/api/admin/users',
    payload: { firstName: 'X', email: 'x@example.com', password: 'Harbour2Light' },
  },
  {
    method: 'PUT',
    url: '/api/admin/users/999999',
    payload: { firstName: 'X', email: 'x@example.com', role: 'user', subscription: 'free' },
  },
  { method: 'DELETE', url: '/api/admin/users/999999' },
  { method: 'DELETE', url: '/api/admin/users', payload: { userIds: [999999] } },
  { method: 'POST', url: '/api/admin/users/999999/reset-queries' },
  { method: 'GET', url: '/api/admin/logs' },
  { method: 'GET', url: '/api/admin/stats' },
  { method: 'GET', url: '/api/admin/feedback' },
  { method: 'PUT', url: '/api/admin/feedback/999999', payload: { status: 'completed' } },
  { method: 'PUT', url: '/api/admin/manuals/999999', payload: { brand: 'X' } },
  { method: 'DELETE', url: '/api/admin/manuals/999999' },
  { method: 'POST', url: '/api/admin/manuals/import' },
  { method: 'GET', url: '/api/admin/manuals/template' },
  { method: 'GET', url: '/api/admin/no-such-route' },
  { method: 'POST', url: '/api/manuals', payload: { brand: 'Permission Test' } },
]

describe('admin permissions', () => {
  it.each(adminEndpoints)(
    '$method $url: 401 anonymous, 403 for a user, allowed for an admin',
    async (endpoint) => {
      const anonymous = await ctx.app.inject(endpoint)
      expect(anonymous.statusCode).toBe(401)
      const user = await injectAs(ctx.app, userCookie, endpoint)
      expect(user.statusCode).toBe(403)
      expect(user.json().message).toBe('Admin privileges are required')
      const admin = await injectAs(ctx.app, adminCookie, endpoint)
      expect([401, 403]).not.toContain(admin.statusCode)
      expect(admin.statusCode).toBeLessThan(500)
    },
  )
})
