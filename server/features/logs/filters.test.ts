import { beforeAll, describe, expect, it } from 'vitest'
import type { LogEntry } from '../../../contract/admin'
import { apiLogs } from '../../db/schema'
import { injectAs, registerUser, setUpAdminTestApp } from '../../test/context'

const suite = setUpAdminTestApp()
const { ctx } = suite

/** Rows of the request log as an odd mix of traffic leaves them: '%', '_' and '\' as typed. */
const fixtures = [
  { method: 'GET', path: '/api/usage', statusCode: 200 },
  { method: 'POST', path: '/api/query', statusCode: 402 },
  { method: 'GET', path: '/api/Manuals/100%', statusCode: 404 },
  { method: 'GET', path: '/api/manuals/1000', statusCode: 200 },
  { method: 'DELETE', path: '/api/admin/users/abc_def', statusCode: 500 },
  { method: 'DELETE', path: '/api/admin/users/abcXdef', statusCode: 200 },
  { method: 'POST', path: '/api/auth/login', statusCode: 401 },
  { method: 'GET', path: '/api/back\\slash', statusCode: 400 },
  { method: 'PUT', path: '/api/admin/feedback/3', statusCode: 399 },
]

/** The logged paths the admin sees for these filters, leaving out this test's own listing requests. */
async function pathsFor(filters: Record<string, string>): Promise<string[]> {
  const url = `/api/admin/logs?${new URLSearchParams(filters)}`
  const response = await injectAs(ctx.app, suite.adminCookie, { method: 'GET', url })
  expect(response.statusCode, url).toBe(200)
  return (response.json() as LogEntry[])
    .map((entry) => entry.path)
    .filter((path) => path !== '/api/admin/logs')
    .sort()
}

beforeAll(async () => {
  // The log holds the fixtures alone (and, as the tests run, their own listing requests).
  await ctx.app.requestLog.flush()
  await ctx.database.db.delete(apiLogs)
  const anHourAgo = new Date(Date.now() - 60 * 60 * 1000)
  await ctx.database.db
    .insert(apiLogs)
    .values(fixtures.map((row) => ({ ...row, duration: 3, timestamp: anHourAgo })))
})

describe('GET /api/admin/logs filters', () => {
  it('keeps only failed requests (status 400 and above) with errorsOnly', async () => {
    expect(await pathsFor({ errorsOnly: 'true' })).toEqual(
      [
        '/api/query',
        '/api/Manuals/100%',
        '/api/admin/users/abc_def',
        '/api/auth/login',
        '/api/back\\slash',
      ].sort(),
    )
    const everything = await pathsFor({ errorsOnly: 'false' })
    expect(everything).toEqual(expect.arrayContaining(['/api/usage', '/api/admin/feedback/3']))
  })

  it('keeps one HTTP method', async () => {
    expect(await pathsFor({ method: 'DELETE' })).toEqual([
      '/api/admin/users/abcXdef',
      '/api/admin/users/abc_def',
    ])
    expect(await pathsFor({ method: 'PUT' })).toEqual(['/api/admin/feedback/3'])
  })

  it('searches the path for a part of it, ignoring case', async () => {
    expect(await pathsFor({ path: 'MANUALS' })).toEqual(['/api/Manuals/100%', '/api/manuals/1000'])
    expect(await pathsFor({ path: '  manuals/1000  ' })).toEqual(['/api/manuals/1000'])
  })

  it("takes '%', '_' and '\\' in the search literally, never as wildcards", async () => {
    expect(await pathsFor({ path: '%' })).toEqual(['/api/Manuals/100%'])
    expect(await pathsFor({ path: '100%' })).toEqual(['/api/Manuals/100%'])
    expect(await pathsFor({ path: 'c_d' })).toEqual(['/api/admin/users/abc_def'])
    expect(await pathsFor({ path: '_' })).toEqual(['/api/admin/users/abc_def'])
    expect(await pathsFor({ path: '\\' })).toEqual(['/api/back\\slash'])
    expect(await pathsFor({ path: "' or '1'='1" })).toEqual([])
  })

  it('combines the filters', async () => {
    expect(await pathsFor({ errorsOnly: 'true', method: 'GET', path: 'manuals' })).toEqual([
      '/api/Manuals/100%',
    ])
    expect(await pathsFor({ errorsOnly: 'true', method: 'DELETE', path: 'abcX' })).toEqual([])
  })

  it('refuses filters it does not know (400), and a signed-in user (403)', async () => {
    for (const query of ['method=FETCH', 'errorsOnly=perhaps', `path=${'x'.repeat(501)}`, 'path=%00']) {
      const response = await injectAs(ctx.app, suite.adminCookie, {
        method: 'GET',
        url: `/api/admin/logs?${query}`,
      })
      expect(response.statusCode, query).toBe(400)
    }
    const { cookie } = await registerUser(ctx.app)
    const user = await injectAs(ctx.app, cookie, { method: 'GET', url: '/api/admin/logs?errorsOnly=true' })
    expect(user.statusCode).toBe(403)
  })
})
