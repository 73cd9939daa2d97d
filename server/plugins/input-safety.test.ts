import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { CONTROL_CHARACTERS } from '../../contract/common'
import { apiLogs } from '../db/schema'
import { injectAs, STRONG_PASSWORD, setUpTestApp, uniqueEmail } from '../test/context'
import { documentUploadBody, postDocument } from '../test/documents'

const suite = setUpTestApp()

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'
const NUL = '\u0000'

describe('one safe-text rule for every text field', () => {
  const cases: {
    who: 'visitor' | 'user' | 'admin'
    method: Method
    url: string
    field: string
    payload: object
  }[] = [
    {
      who: 'visitor',
      method: 'POST',
      url: '/api/auth/login',
      field: 'email',
      payload: { email: `a${NUL}@x.io`, password: 'x' },
    },
    {
      who: 'visitor',
      method: 'POST',
      url: '/api/auth/login',
      field: 'password',
      payload: { email: 'a@x.io', password: `pw${NUL}` },
    },
    {
      who: 'visitor',
      method: 'POST',
      url: '/api/auth/forgot-password',
      field: 'email',
      payload: { email: `a${NUL}@x.io` },
    },
    {
      who: 'visitor',
      method: 'POST',
      url: '/api/auth/reset-password',
      field: 'token',
      payload: { token: `t${NUL}`, newPassword: STRONG_PASSWORD },
    },
    {
      who: 'visitor',
      method: 'POST',
      url: '/api/feedback',
      field: 'subject',
      payload: {
        name: 'Ann',
        email: 'a@x.io',
        type: 'bug',
        subject: `Broken${NUL}thing`,
        message: 'Something is broken here.',
      },
    },
    {
      who: 'user',
      method: 'POST',
      url: '/api/auth/change-password',
      field: 'currentPassword',
      payload: { currentPassword: `x${NUL}`, newPassword: STRONG_PASSWORD },
    },
    {
      who: 'user',
      method: 'POST',
      url: '/api/subscriptions/check-status',
      field: 'subscriptionId',
      payload: { subscriptionId: `sub${NUL}` },
    },
    { who: 'admin', method: 'POST', url: '/api/manuals', field: 'brand', payload: { brand: `Garmin${NUL}` } },
    {
      who: 'admin',
      method: 'PUT',
      url: '/api/admin/manuals/1',
      field: 'specifications',
      payload: { brand: 'Garmin', specifications: `50 kHz\u0001` },
    },
    {
      who: 'admin',
      method: 'POST',
      url: '/api/admin/users',
      field: 'firstName',
      payload: { firstName: `Eve${NUL}`, email: uniqueEmail(), password: STRONG_PASSWORD },
    },
  ]

  it.each(cases)('$method $url refuses a control character in $field with a 400 naming it', async (c) => {
    const cookie = c.who === 'admin' ? suite.adminCookie : c.who === 'user' ? suite.userCookie : undefined
    const response = await injectAs(suite.ctx.app, cookie, {
      method: c.method,
      url: c.url,
      payload: c.payload,
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ code: 'VALIDATION', field: c.field })
    expect(response.json().message).toMatch(/must not contain control characters/)
  })

  it('answers register, which the client reads as text, with the field named in the text', async () => {
    const response = await suite.ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { firstName: `Nora${NUL}`, email: uniqueEmail(), password: STRONG_PASSWORD },
    })
    expect(response.statusCode).toBe(400)
    expect(response.body).toBe('First name must not contain control characters')
  })
})

describe('C1 control characters and lone surrogates', () => {
  // Each with its own tag, so each case finds its own row in the request log.
  const hostile = [
    ['U+0085 (next line)', '\u0085 nel'],
    ['U+009B (control sequence introducer)', '\u009B csi'],
    ['a lone surrogate', '\ud800 lone'],
  ] as const
  const routes = (bad: string) =>
    [
      {
        who: 'admin',
        method: 'POST',
        url: '/api/admin/users',
        field: 'firstName',
        payload: { firstName: `Eve${bad}`, email: uniqueEmail(), password: STRONG_PASSWORD },
      },
      {
        who: 'user',
        method: 'POST',
        url: '/api/query',
        field: 'query',
        payload: { manualId: 1, query: `What is the gain${bad}?` },
      },
      {
        who: 'user',
        method: 'PATCH',
        url: '/api/conversations/1',
        field: 'title',
        payload: { title: `Chart${bad}plotter` },
      },
      {
        who: 'visitor',
        method: 'POST',
        url: '/api/feedback',
        field: 'message',
        payload: {
          name: 'Ann',
          email: 'a@x.io',
          type: 'bug',
          subject: 'Broken thing',
          message: `Something is broken${bad} here.`,
        },
      },
    ] as const
  const cases = hostile.flatMap(([character, bad]) =>
    routes(bad).map((route) => ({ character, bad, ...route })),
  )

  it.each(cases)(
    '$method $url refuses $character in $field with a 400 naming it, and logs the request',
    async (c) => {
      const cookie = c.who === 'admin' ? suite.adminCookie : c.who === 'user' ? suite.userCookie : undefined
      const response = await injectAs(suite.ctx.app, cookie, {
        method: c.method,
        url: c.url,
        payload: c.payload,
      })
      expect(response.statusCode).toBe(400)
      expect(response.json()).toMatchObject({ code: 'VALIDATION', field: c.field })
      expect(response.json().message).toMatch(/must not contain control characters/)

      // The refused request is in the Admin Console's log, with what the database can store of the field.
      await suite.ctx.app.requestLog.flush()
      const sent = (c.payload as Record<string, string>)[c.field] as string
      const rows = await suite.ctx.database.db
        .select()
        .from(apiLogs)
        .where(and(eq(apiLogs.path, c.url), eq(apiLogs.statusCode, 400)))
      const logged = rows.map(
        (row) => (row.request as { body?: Record<string, unknown> } | null)?.body?.[c.field],
      )
      expect(logged).toContain(sent.replace('\ud800', '\uFFFD'))
    },
  )

  // A multipart body is UTF-8 bytes, in which a lone surrogate cannot be written (it arrives as U+FFFD).
  const controls = hostile.filter(([name]) => name.startsWith('U+'))
  it.each(controls)(
    "refuses %s in an uploaded file's name with a 400 naming the file",
    async (_name, bad) => {
      const body = documentUploadBody(`manual${bad}.pdf`, new TextEncoder().encode('%PDF-1.4'))
      const response = await postDocument(suite.ctx.app, suite.adminCookie, 1, body)
      expect(response.statusCode).toBe(400)
      expect(response.json()).toMatchObject({
        code: 'VALIDATION',
        field: 'file',
        message: 'File name must not contain control characters',
      })
    },
  )

  it('keeps an emoji (a surrogate pair) and a tab in a title', async () => {
    const response = await injectAs(suite.ctx.app, suite.userCookie, {
      method: 'PATCH',
      url: '/api/conversations/2147483647',
      payload: { title: 'Fish \u{1F41F}\tfinder' },
    })
    // Past validation: the conversation does not exist.
    expect(response.statusCode).toBe(404)
  })
})

describe('ids beyond PostgreSQL integers', () => {
  const tooBig = ['2147483648', '99999999999999999999', '1e20']

  it('every route with an id in its path answers 400 or 404 for it, never a 500', async () => {
    const routes = suite.ctx.app.routeTable.filter((r) => r.url.includes(':'))
    expect(routes.length).toBeGreaterThanOrEqual(10)
    for (const route of routes) {
      for (const id of tooBig) {
        const url = route.url.replace(/:[A-Za-z]+/g, id)
        const response = await injectAs(suite.ctx.app, suite.adminCookie, {
          method: route.method as Method,
          url,
          payload: {},
        })
        expect([400, 404], `${route.method} ${url}: ${response.body}`).toContain(response.statusCode)
      }
    }
  })

  it('names the id when it is the only thing wrong', async () => {
    const response = await injectAs(suite.ctx.app, suite.adminCookie, {
      method: 'DELETE',
      url: '/api/admin/users/2147483648',
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ field: 'id', message: 'id is out of range' })
  })

  it('refuses ids beyond range in bodies too', async () => {
    const bulk = await injectAs(suite.ctx.app, suite.adminCookie, {
      method: 'DELETE',
      url: '/api/admin/users',
      payload: { userIds: [2147483648] },
    })
    expect(bulk.statusCode).toBe(400)
    for (const manualId of [2147483648, -2147483648]) {
      const query = await injectAs(suite.ctx.app, suite.userCookie, {
        method: 'POST',
        url: '/api/query',
        payload: { manualId, query: 'gain', customDevice: { brand: 'A', model: 'B' } },
      })
      expect(query.statusCode).toBe(400)
      expect(query.json().field).toBe('manualId')
    }
  })
})

interface ZodNode {
  _zod: {
    def: {
      type: string
      shape?: Record<string, ZodNode>
      innerType?: ZodNode
      in?: ZodNode
      options?: ZodNode[]
      element?: ZodNode
      checks?: { _zod: { def: { pattern?: RegExp } } }[]
    }
  }
}

/** The string fields of a request schema that do not go through safeText, by path. */
function unsafeStrings(node: ZodNode | undefined, path: string, found: string[]) {
  const def = node?._zod?.def
  if (!def) return found
  switch (def.type) {
    case 'string':
      if (!def.checks?.some((c) => c._zod.def.pattern === CONTROL_CHARACTERS)) found.push(path || '(root)')
      break
    case 'object':
      for (const [key, child] of Object.entries(def.shape ?? {}))
        unsafeStrings(child, path ? `${path}.${key}` : key, found)
      break
    case 'pipe':
      // What comes in is what must be safe; the output side is the parsed value.
      unsafeStrings(def.in, path, found)
      break
    case 'union':
      for (const option of def.options ?? []) unsafeStrings(option, path, found)
      break
    case 'array':
      unsafeStrings(def.element, `${path}[]`, found)
      break
    default:
      unsafeStrings(def.innerType, path, found)
  }
  return found
}

describe('every route Fastify registered', () => {
  it('takes its text fields (body, params, query string) through the one safe-text schema', () => {
    const unsafe: string[] = []
    let checked = 0
    for (const route of suite.ctx.app.routeTable) {
      for (const part of ['body', 'params', 'querystring'] as const) {
        const schema = route.schema?.[part] as ZodNode | undefined
        if (!schema) continue
        checked++
        for (const path of unsafeStrings(schema, '', []))
          unsafe.push(`${route.method} ${route.url} ${part}.${path}`)
      }
    }
    expect(checked).toBeGreaterThanOrEqual(20)
    expect(unsafe).toEqual([])
  })
})
