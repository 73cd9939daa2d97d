import { beforeAll, describe, expect, it } from 'vitest'
import type { LogEntry } from '../../../contract/admin'
import { apiLogs } from '../../db/schema'
import { injectAs, setUpAdminTestApp } from '../../test/context'

const suite = setUpAdminTestApp()
const { ctx } = suite

/** The Admin Console's own reads (decision 0074) beside what else reaches /api/admin and the rest of the API. */
const consoleReads = [
  { method: 'GET', path: '/api/admin/users', statusCode: 200 },
  { method: 'GET', path: '/api/admin/manuals/7/documents', statusCode: 200 },
  { method: 'GET', path: '/api/admin/manuals/document-counts', statusCode: 200 },
  { method: 'GET', path: '/api/admin/stats', statusCode: 304 },
]
const others = [
  // A signed-in owner trying the admin API, and a failure of the console's own read: both always show.
  { method: 'GET', path: '/api/admin/stats', statusCode: 403 },
  { method: 'GET', path: '/api/admin/feedback', statusCode: 500 },
  // The console's writes are what an admin did, not reads.
  { method: 'POST', path: '/api/admin/users', statusCode: 201 },
  { method: 'DELETE', path: '/api/admin/users/9', statusCode: 200 },
  // Reads outside /api/admin, and paths that only look like it.
  { method: 'GET', path: '/api/manuals', statusCode: 200 },
  { method: 'GET', path: '/api/administrators', statusCode: 404 },
  { method: 'GET', path: '/api/Admin/users', statusCode: 404 },
]

/** What the log lists for this query string, as 'METHOD path status', leaving out this test's own listings. */
async function listed(query = ''): Promise<string[]> {
  const url = `/api/admin/logs${query}`
  const response = await injectAs(ctx.app, suite.adminCookie, { method: 'GET', url })
  expect(response.statusCode, url).toBe(200)
  return (response.json() as LogEntry[])
    .filter((entry) => entry.path !== '/api/admin/logs')
    .map((entry) => `${entry.method} ${entry.path} ${entry.statusCode}`)
    .sort()
}

const asText = (rows: { method: string; path: string; statusCode: number }[]) =>
  rows.map((row) => `${row.method} ${row.path} ${row.statusCode}`).sort()

beforeAll(async () => {
  await ctx.app.requestLog.flush()
  await ctx.database.db.delete(apiLogs)
  const anHourAgo = new Date(Date.now() - 60 * 60 * 1000)
  await ctx.database.db
    .insert(apiLogs)
    .values([...consoleReads, ...others].map((row) => ({ ...row, duration: 2, timestamp: anHourAgo })))
})

describe("GET /api/admin/logs and the Admin Console's own reads", () => {
  it('leaves out GETs under /api/admin that were answered below 400, unless includeConsoleReads=true', async () => {
    expect(await listed()).toEqual(asText(others))
    expect(await listed('?includeConsoleReads=false')).toEqual(asText(others))
    expect(await listed('?includeConsoleReads=true')).toEqual(asText([...consoleReads, ...others]))
  })

  it('applies the other filters either way', async () => {
    expect(await listed('?path=manuals')).toEqual(['GET /api/manuals 200'])
    expect(await listed('?path=manuals&includeConsoleReads=true')).toEqual([
      'GET /api/admin/manuals/7/documents 200',
      'GET /api/admin/manuals/document-counts 200',
      'GET /api/manuals 200',
    ])
    expect(await listed('?errorsOnly=true&includeConsoleReads=true')).toEqual([
      'GET /api/Admin/users 404',
      'GET /api/admin/feedback 500',
      'GET /api/admin/stats 403',
      'GET /api/administrators 404',
    ])
  })

  it('keeps its own listing requests out too, once they are logged', async () => {
    await listed()
    await ctx.app.requestLog.flush()
    const withReads = await injectAs(ctx.app, suite.adminCookie, {
      method: 'GET',
      url: '/api/admin/logs?includeConsoleReads=true',
    })
    expect((withReads.json() as LogEntry[]).some((entry) => entry.path === '/api/admin/logs')).toBe(true)
    const byDefault = await injectAs(ctx.app, suite.adminCookie, { method: 'GET', url: '/api/admin/logs' })
    expect((byDefault.json() as LogEntry[]).some((entry) => entry.path === '/api/admin/logs')).toBe(false)
  })

  it('refuses a value other than true or false', async () => {
    const response = await injectAs(ctx.app, suite.adminCookie, {
      method: 'GET',
      url: '/api/admin/logs?includeConsoleReads=yes',
    })
    expect(response.statusCode).toBe(400)
  })
})
