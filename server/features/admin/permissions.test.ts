import * as XLSX from '@e965/xlsx'
import { eq } from 'drizzle-orm'
import type { InjectOptions } from 'fastify'
import { afterAll, describe, expect, it } from 'vitest'
import { documents, feedbackReplies, queries, users } from '../../db/schema'
import { injectAs, registerUser, setUpTestApp } from '../../test/context'
import { recordedQuestion } from '../../test/questions'
import { startSmtpServer } from '../../test/smtp'
import { createSession } from '../auth/sessions'
import { createManual } from '../devices/service'
import { databasePool } from '../documents/pg-boss-queue'
import { submitFeedback } from '../feedback/service'
import { ADMIN_PREFIX } from './plugin'

/**
 * Every admin route the app registered, walked from app.routeTable: each one must answer an admin's real,
 * valid call with a 2xx, an anonymous caller with 401 and a signed-in user with 403. A registered admin route
 * without a call below fails the test (a new route cannot go untested), and so does a call whose route is
 * no longer registered (a deleted route cannot pass).
 */

// A local mail server, so the routes that email (replies to feedback) succeed for the admin.
const smtp = await startSmtpServer()
afterAll(() => smtp.close())
const suite = setUpTestApp({ env: { SMTP_URL: smtp.url } })

let counter = 0
const unique = (prefix: string) => `${prefix} ${++counter}`

const device = async () =>
  createManual(suite.ctx.database.db, suite.adminId, {
    brand: unique('Permission'),
    model: 'PT-1',
    deviceType: 'sonar',
    specifications: '',
  })

const someone = async () =>
  (await registerUser(suite.ctx.app, { firstName: unique('Member') })).user.id as number

const feedbackItem = () =>
  submitFeedback(
    suite.ctx.database.db,
    {
      name: 'Ana',
      email: 'ana@example.com',
      type: 'support',
      subject: unique('Question'),
      message: 'How do I set the depth alarm?',
    },
    null,
  )

function multipart(
  field: string,
  fileName: string,
  data: Buffer,
): Pick<InjectOptions, 'headers' | 'payload'> {
  const boundary = '----sonar-permissions-boundary'
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      data,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  }
}

const manualText = () =>
  Buffer.from(`# Depth alarm\n\nSet the shallow alarm from the Alarms menu (${unique('doc')}).\n`)

/** A device with one document that has been read (a reindex refuses a document still being read). */
async function deviceWithDocument() {
  const manual = await device()
  const response = await injectAs(suite.ctx.app, suite.adminCookie, {
    method: 'POST',
    url: `${ADMIN_PREFIX}/manuals/${manual.id}/documents`,
    ...multipart('file', 'alarms.md', manualText()),
  })
  expect(response.statusCode, response.body).toBe(201)
  const docId = response.json().id as number
  await expect
    .poll(
      async () => {
        const [row] = await suite.ctx.database.db.select().from(documents).where(eq(documents.id, docId))
        return row?.status
      },
      { timeout: 20_000, interval: 25 },
    )
    .toBe('ready')
  return { manualId: manual.id, docId }
}

function deviceWorkbook(): Buffer {
  const book = XLSX.utils.book_new()
  const rows = [
    ['Brand', 'Model', 'Device Type', 'Specifications'],
    [unique('Imported'), 'IM-1', 'radar', '4 kW'],
  ]
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Devices')
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer
}

type Call = InjectOptions & { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string }

/** 'METHOD /registered/url' → a real, valid call of that route, with the fixtures it needs. */
const calls: Record<string, () => Promise<Call>> = {
  'GET /api/admin/users': async () => ({ method: 'GET', url: '/api/admin/users' }),
  'POST /api/admin/users': async () => ({
    method: 'POST',
    url: '/api/admin/users',
    payload: {
      firstName: 'Added',
      lastName: 'ByAdmin',
      email: `${unique('added').replace(' ', '.')}@example.com`,
      password: 'Harbour2Light',
      role: 'user',
      subscription: 'basic',
    },
  }),
  'PUT /api/admin/users/:id': async () => ({
    method: 'PUT',
    url: `/api/admin/users/${await someone()}`,
    payload: {
      firstName: 'Edited',
      lastName: 'ByAdmin',
      email: `${unique('edited').replace(' ', '.')}@example.com`,
      role: 'user',
      subscription: 'premium',
    },
  }),
  'DELETE /api/admin/users/:id': async () => ({
    method: 'DELETE',
    url: `/api/admin/users/${await someone()}`,
  }),
  'DELETE /api/admin/users': async () => ({
    method: 'DELETE',
    url: '/api/admin/users',
    payload: { userIds: [await someone(), await someone()] },
  }),
  'POST /api/admin/users/:id/reset-queries': async () => ({
    method: 'POST',
    url: `/api/admin/users/${await someone()}/reset-queries`,
  }),
  'POST /api/admin/users/:id/suspend': async () => ({
    method: 'POST',
    url: `/api/admin/users/${await someone()}/suspend`,
    payload: { reason: 'Chargeback under review' },
  }),
  'POST /api/admin/users/:id/reinstate': async () => {
    const id = await someone()
    await suite.ctx.database.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, id))
    return { method: 'POST', url: `/api/admin/users/${id}/reinstate` }
  },
  'POST /api/admin/users/:id/reset-link': async () => ({
    method: 'POST',
    url: `/api/admin/users/${await someone()}/reset-link`,
  }),
  'GET /api/admin/audit': async () => ({
    method: 'GET',
    url: '/api/admin/audit?page=1&pageSize=10&q=user&action=user.update',
  }),
  'GET /api/admin/logs': async () => ({ method: 'GET', url: '/api/admin/logs?limit=10&offset=0' }),
  'GET /api/admin/stats': async () => ({ method: 'GET', url: '/api/admin/stats' }),
  'GET /api/admin/stats/charts': async () => ({ method: 'GET', url: '/api/admin/stats/charts' }),
  'GET /api/admin/feedback': async () => ({ method: 'GET', url: '/api/admin/feedback' }),
  'PUT /api/admin/feedback/:id': async () => {
    const item = await submitFeedback(
      suite.ctx.database.db,
      {
        name: 'Ana',
        email: 'ana@example.com',
        type: 'bug',
        subject: 'Depth reading',
        message: 'The depth reading jumps around.',
      },
      null,
    )
    return { method: 'PUT', url: `/api/admin/feedback/${item.id}`, payload: { status: 'in-progress' } }
  },
  'GET /api/admin/feedback/:id/replies': async () => ({
    method: 'GET',
    url: `/api/admin/feedback/${(await feedbackItem()).id}/replies`,
  }),
  'POST /api/admin/feedback/:id/replies': async () => ({
    method: 'POST',
    url: `/api/admin/feedback/${(await feedbackItem()).id}/replies`,
    payload: { message: 'Thanks, we are on it.', status: 'in-progress' },
  }),
  'POST /api/admin/feedback/:id/replies/:replyId/resend': async () => {
    const item = await feedbackItem()
    const [reply] = await suite.ctx.database.db
      .insert(feedbackReplies)
      .values({
        feedbackId: item.id,
        authorName: 'Admin',
        toEmail: item.email,
        subject: item.subject,
        message: 'Sent again.',
        delivery: 'failed',
        lastError: 'Mailbox unavailable',
      })
      .returning()
    return { method: 'POST', url: `/api/admin/feedback/${item.id}/replies/${reply?.id}/resend` }
  },
  'GET /api/admin/answers': async () => ({
    method: 'GET',
    url: '/api/admin/answers?page=1&pageSize=10&rating=down&outcome=answered&device=striker',
  }),
  'GET /api/admin/answers/:id': async () => {
    const [row] = await suite.ctx.database.db
      .insert(queries)
      .values(recordedQuestion())
      .returning({ id: queries.id })
    return { method: 'GET', url: `/api/admin/answers/${row?.id}` }
  },
  'GET /api/admin/answers/unmet-devices': async () => ({
    method: 'GET',
    url: '/api/admin/answers/unmet-devices',
  }),
  'GET /api/admin/answers/gaps': async () => ({
    method: 'GET',
    url: '/api/admin/answers/gaps',
  }),
  'POST /api/manuals': async () => ({
    method: 'POST',
    url: '/api/manuals',
    payload: { brand: unique('Added'), model: 'AD-1', deviceType: 'chartplotter', specifications: '' },
  }),
  'PUT /api/admin/manuals/:id': async () => ({
    method: 'PUT',
    url: `/api/admin/manuals/${(await device()).id}`,
    payload: { brand: unique('Renamed'), model: 'RN-1', deviceType: 'radar', specifications: '12 kW' },
  }),
  'DELETE /api/admin/manuals/:id': async () => ({
    method: 'DELETE',
    url: `/api/admin/manuals/${(await device()).id}`,
  }),
  'GET /api/admin/manuals/template': async () => ({ method: 'GET', url: '/api/admin/manuals/template' }),
  'POST /api/admin/manuals/import': async () => ({
    method: 'POST',
    url: '/api/admin/manuals/import',
    ...multipart('file', 'devices.xlsx', deviceWorkbook()),
  }),
  'GET /api/admin/manuals/document-counts': async () => ({
    method: 'GET',
    url: `/api/admin/manuals/document-counts?ids=${(await device()).id},${(await device()).id}`,
  }),
  'GET /api/admin/manuals/:id/documents': async () => ({
    method: 'GET',
    url: `/api/admin/manuals/${(await device()).id}/documents`,
  }),
  'POST /api/admin/manuals/:id/documents': async () => ({
    method: 'POST',
    url: `/api/admin/manuals/${(await device()).id}/documents`,
    ...multipart('file', 'notes.txt', manualText()),
  }),
  'DELETE /api/admin/manuals/:id/documents/:docId': async () => {
    const { manualId, docId } = await deviceWithDocument()
    return { method: 'DELETE', url: `/api/admin/manuals/${manualId}/documents/${docId}` }
  },
  'POST /api/admin/manuals/:id/documents/:docId/reindex': async () => {
    const { manualId, docId } = await deviceWithDocument()
    return { method: 'POST', url: `/api/admin/manuals/${manualId}/documents/${docId}/reindex` }
  },
}

const ADMIN_REFUSAL = 'Admin privileges are required'
const key = (route: { method: string; url: string }) => `${route.method} ${route.url}`

/** A fresh signed-in user's session cookie, without the cost of a password hash. */
async function freshUserCookie(): Promise<string> {
  const token = await createSession(suite.ctx.database.db, await someone())
  return `sid=${suite.ctx.app.signCookie(token)}`
}

/**
 * The admin routes as the app registered them: those of the admin plugin (config.adminOnly, everything under
 * /api/admin) and those outside it that refuse a signed-in user for not being an admin (POST /api/manuals,
 * SPEC.md's path). The latter are found by calling every other API route once as a fresh user (no body;
 * the guard runs before validation), so a new admin-only route outside /api/admin is found too.
 */
async function registeredAdminRoutes(): Promise<string[]> {
  const found = new Set<string>()
  for (const route of suite.ctx.app.routeTable) {
    if (route.config?.adminOnly || route.url.startsWith(`${ADMIN_PREFIX}/`)) {
      found.add(key(route))
      continue
    }
    if (!route.url.startsWith('/api/')) continue
    const probe = await injectAs(suite.ctx.app, await freshUserCookie(), {
      method: route.method as Call['method'],
      url: route.url.replace(/:\w+/g, '1').replace('*', 'x'),
    })
    if (probe.statusCode === 403 && probe.json().message === ADMIN_REFUSAL) found.add(key(route))
  }
  return [...found].sort()
}

describe('admin permissions, walked from the routes the app registered', () => {
  it('has a real call for every registered admin route, and a registered route for every call', async () => {
    const registered = await registeredAdminRoutes()
    const described = Object.keys(calls).sort()
    expect(
      registered.filter((route) => !described.includes(route)),
      'admin routes without a call in permissions.test.ts',
    ).toEqual([])
    expect(
      described.filter((route) => !registered.includes(route)),
      'calls in permissions.test.ts whose route is not registered',
    ).toEqual([])
    // The one admin route outside /api/admin is SPEC.md's; the rest live in the admin plugin.
    expect(registered.filter((route) => !route.includes(`${ADMIN_PREFIX}/`))).toEqual(['POST /api/manuals'])
  })

  it.each(Object.keys(calls))('%s: 401 anonymous, 403 for a user, 2xx for an admin', async (route) => {
    const build = calls[route]
    if (!build) throw new Error(`no call for ${route}`)
    const call = await build()
    const anonymous = await suite.ctx.app.inject(call)
    expect(anonymous.statusCode, anonymous.body).toBe(401)
    const user = await injectAs(suite.ctx.app, suite.userCookie, call)
    expect(user.statusCode, user.body).toBe(403)
    expect(user.json().message).toBe(ADMIN_REFUSAL)
    const admin = await injectAs(suite.ctx.app, suite.adminCookie, call)
    expect(admin.statusCode, admin.body).toBeGreaterThanOrEqual(200)
    expect(admin.statusCode, admin.body).toBeLessThan(300)
  })
})

/** A new admin account and its session cookie, without the cost of a password hash. */
async function freshAdmin(): Promise<{ id: number; cookie: string }> {
  const id = await someone()
  await suite.ctx.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, id))
  const token = await createSession(suite.ctx.database.db, id)
  return { id, cookie: `sid=${suite.ctx.app.signCookie(token)}` }
}

const writes = Object.keys(calls).filter((route) => !route.startsWith('GET '))

// The role a request is let in with is read before its handler runs; the write must read it again, in its
// own transaction, or a demotion landing in between is ignored. The test holds the acting admin's row
// locked from another connection, sends the call, and once the call waits on that lock demotes the admin
// and commits: the call must then refuse. Without the check in the transaction the call does not wait,
// and succeeds. Needs a second connection, so PostgreSQL only (PGlite has one).
describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'every admin write checks its actor in its transaction',
  () => {
    it.each(writes)('%s: an admin demoted while the call waits is refused', async (route) => {
      const build = calls[route]
      if (!build) throw new Error(`no call for ${route}`)
      const call = await build()
      const actor = await freshAdmin()
      const pool = databasePool(suite.ctx.database)
      const lock = await pool.connect()
      try {
        await lock.query('begin')
        await lock.query('select id from users where id = $1 for update', [actor.id])
        let answered = false
        const response = injectAs(suite.ctx.app, actor.cookie, call).finally(() => {
          answered = true
        })
        // Until the call waits on the row (or answers without waiting: the failure this test is about).
        await expect
          .poll(
            async () => {
              if (answered) return true
              const { rows } = await pool.query(
                `select count(*)::int as waiting from pg_stat_activity
               where datname = current_database() and wait_event_type = 'Lock'
                 and (query ilike '%for share%' or query ilike '%for update%')`,
              )
              return rows[0].waiting > 0
            },
            { timeout: 30_000, interval: 20 },
          )
          .toBe(true)
        await lock.query(`update users set role = 'user' where id = $1`, [actor.id])
        await lock.query('commit')
        const refused = await response
        expect(refused.statusCode, refused.body).toBe(403)
        expect(refused.json().message).toBe(ADMIN_REFUSAL)
      } finally {
        await lock.query('rollback').catch(() => {})
        lock.release()
      }
    })
  },
)
