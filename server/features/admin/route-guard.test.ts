import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { apiLogs, users } from '../../db/schema'
import { injectAs, setUpTestApp, TEST_APP_URL, uniqueEmail } from '../../test/context'
import { ADMIN_PREFIX } from './plugin'

const suite = setUpTestApp()

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH'

/** The admin routes as Fastify registered them: nothing listed by hand. */
const adminRoutes = () =>
  suite.ctx.app.routeTable.filter((r) => r.url === ADMIN_PREFIX || r.url.startsWith(`${ADMIN_PREFIX}/`))

/** A concrete path for a route pattern: every parameter becomes 1. */
const concrete = (pattern: string) => pattern.replace(/:[A-Za-z]+/g, '1')

const percent = (c: string) => `%${c.charCodeAt(0).toString(16).padStart(2, '0')}`

/** Spellings of one path that a router may decode to the same route. */
function spellings(path: string): string[] {
  const [, api, admin, ...rest] = path.split('/') as [string, string, string, ...string[]]
  const tail = rest.length ? `/${rest.join('/')}` : ''
  const out = new Set<string>([
    path,
    `/${api}/${percent('a')}dmin${tail}`,
    `/${api}/${percent('a').toUpperCase()}dmin${tail}`,
    `/${api}/${[...admin].map(percent).join('')}${tail}`,
    `/${[...api].map(percent).join('')}/${admin}${tail}`,
    `/${api}/${admin}${rest.length ? `/${rest.map((seg) => [...seg].map(percent).join('')).join('/')}` : ''}`,
    `/${api}/adm${percent('i')}n${tail}?x=1`,
    `/${api}//${admin}${tail}`,
    `/${api}/./${admin}${tail}`,
    `/${api}/x/../${admin}${tail}`,
    `/${api}${percent('/')}${admin}${tail}`,
    `/${api}/${admin}${tail}/`,
    `/${api}/${admin};x${tail}`,
  ])
  return [...out]
}

describe('every admin route, whatever the spelling of its path', () => {
  it('knows the admin routes from Fastify itself', () => {
    const routes = adminRoutes()
    expect(routes.length).toBeGreaterThanOrEqual(14)
    for (const route of routes) expect(route.config?.adminOnly, `${route.method} ${route.url}`).toBe(true)
  })

  it('refuses visitors (401) and users (403) on every spelling the router accepts', async () => {
    let routedSpellings = 0
    for (const route of adminRoutes()) {
      for (const url of spellings(concrete(route.url))) {
        const request = { method: route.method as Method, url, headers: { origin: TEST_APP_URL } }
        const visitor = await suite.ctx.app.inject(request)
        const user = await injectAs(suite.ctx.app, suite.userCookie, request)
        const label = `${route.method} ${url}`
        // Reached a handler's guard (or was not routed at all): never anything else.
        expect([401, 404], label).toContain(visitor.statusCode)
        expect([403, 404], label).toContain(user.statusCode)
        if (visitor.statusCode === 401) routedSpellings++
      }
    }
    // The encoded spellings do reach the routes, so the guard above was really exercised on them.
    expect(routedSpellings).toBeGreaterThan(adminRoutes().length * 3)
  })

  it('never lets an encoded path create an admin, and logs the attempt', async () => {
    const email = uniqueEmail('intruder')
    const payload = { firstName: 'Mallory', email, password: 'Harbour2Light', role: 'admin' }
    for (const url of ['/api/%61dmin/users', '/%61pi/admin/users', '/api/admin/%75sers']) {
      const visitor = await suite.ctx.app.inject({ method: 'POST', url, payload })
      expect(visitor.statusCode, url).toBe(401)
      const user = await injectAs(suite.ctx.app, suite.userCookie, { method: 'POST', url, payload })
      expect(user.statusCode, url).toBe(403)
    }
    const created = await suite.ctx.database.db.select().from(users).where(eq(users.email, email))
    expect(created).toHaveLength(0)
    // The request log is decided by route too: the attempt shows, as it was spelled.
    await expect
      .poll(
        async () =>
          (await suite.ctx.database.db.select().from(apiLogs).where(eq(apiLogs.path, '/api/%61dmin/users')))
            .length,
      )
      .toBeGreaterThanOrEqual(2)
  })

  it('applies the Origin check to encoded spellings of state-changing routes', async () => {
    const response = await injectAs(suite.ctx.app, suite.adminCookie, {
      method: 'POST',
      url: '/api/%61dmin/users',
      headers: { origin: 'https://evil.example' },
      payload: { firstName: 'Eve', email: uniqueEmail(), password: 'Harbour2Light' },
    })
    expect(response.statusCode).toBe(403)
    expect(response.json().code).toBe('BAD_ORIGIN')
  })

  it('loads the session for encoded spellings, so admins reach the same route', async () => {
    const response = await injectAs(suite.ctx.app, suite.adminCookie, {
      method: 'GET',
      url: '/api/%61dmin/users',
    })
    expect(response.statusCode).toBe(200)
    expect(Array.isArray(response.json())).toBe(true)
  })

  it('answers unknown admin paths only after the guard', async () => {
    expect((await suite.ctx.app.inject({ method: 'GET', url: '/api/%61dmin/nothing-here' })).statusCode).toBe(
      401,
    )
    expect(
      (await injectAs(suite.ctx.app, suite.userCookie, { method: 'GET', url: '/api/admin/x' })).statusCode,
    ).toBe(403)
    expect(
      (await injectAs(suite.ctx.app, suite.adminCookie, { method: 'GET', url: '/api/admin/x' })).statusCode,
    ).toBe(404)
  })
})

describe('start-up check', () => {
  it('refuses to start with a route under /api/admin registered outside the admin plugin', async () => {
    const { buildApp } = await import('../../app')
    const { createMailer } = await import('../../mail/mailer')
    const app = await buildApp({
      config: suite.ctx.config,
      database: suite.ctx.database,
      mailer: createMailer(suite.ctx.config.mail),
      logger: false,
      serveClient: false,
      maintenance: false,
    })
    app.get('/api/admin/forgotten', async () => ({ secret: true }))
    await expect(app.ready()).rejects.toThrow(/outside the admin plugin/)
    await app.close().catch(() => {})
  })
})
