import { Validator } from '@seriousme/openapi-schema-validator'
import { like } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { apiLogs } from '../../db/schema'
import { injectAs, setUpTestApp, TEST_APP_URL } from '../../test/context'
import { API_ERROR_REF } from './error-responses'
import { DOCS_PREFIX, hiddenFromReference, OPENAPI_PATH, referenceKey } from './plugin'
import { REFERENCE, REFERENCE_TAGS } from './reference-table'

interface Operation {
  operationId?: string
  summary?: string
  tags?: string[]
  security?: Record<string, string[]>[]
  responses: Record<string, { description: string; content?: Record<string, { schema: { $ref?: string } }> }>
}
interface OpenApiDocument {
  openapi: string
  paths: Record<string, Record<string, Operation>>
}

// /metrics exists only with a token: set, so the test sees it left out of the reference.
const suite = setUpTestApp({ env: { METRICS_TOKEN: 'metrics-token-for-the-reference-test' } })

let fetched: OpenApiDocument | undefined
async function openApiDocument(): Promise<OpenApiDocument> {
  if (!fetched) {
    const response = await suite.ctx.app.inject({ method: 'GET', url: OPENAPI_PATH })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toContain('application/json')
    fetched = response.json() as OpenApiDocument
  }
  return fetched
}

/** '/api/manuals/:id' -> '/api/manuals/{id}', as OpenAPI spells a path. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}')

async function operations() {
  const document = await openApiDocument()
  return Object.entries(document.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod).map(([method, operation]) => ({
      key: `${method.toUpperCase()} ${path}`,
      method: method.toUpperCase(),
      path,
      operation,
    })),
  )
}

/** The routes the reference must list: every route of the app but the ones it leaves out on purpose. */
function documentedRoutes() {
  return suite.ctx.app.routeTable.filter(
    (route) => !hiddenFromReference(route.url) && !(route.schema as { hide?: boolean } | undefined)?.hide,
  )
}

/** Calls an operation with a harmless request: ids 1, an empty JSON body, the app's own Origin. */
function call(method: string, path: string, cookie?: string) {
  return injectAs(suite.ctx.app, cookie, {
    method: method as 'GET',
    url: path.replace(/\{[^}]+\}/g, '1'),
    headers: { origin: TEST_APP_URL },
    ...(method === 'GET' ? {} : { payload: {} }),
  })
}

describe('GET /api/openapi.json', () => {
  it('validates as OpenAPI 3.1, with every reference resolving', async () => {
    const document = await openApiDocument()
    const validator = new Validator()
    const result = await validator.validate(structuredClone(document) as unknown as Record<string, unknown>)
    expect(result.errors ?? [], JSON.stringify(result.errors, null, 2)).toEqual([])
    expect(result.valid).toBe(true)
    expect(validator.version).toBe('3.1')
    expect(document.openapi).toMatch(/^3\.1\./)
    expect(() => validator.resolveRefs()).not.toThrow()
  })

  it('lists every route of the app, and no other', async () => {
    const listed = (await operations()).map((o) => o.key).sort()
    const routes = documentedRoutes()
      .map((route) => `${route.method} ${openApiPath(route.url)}`)
      .sort()
    expect(listed).toEqual([...new Set(routes)])
    // The webhook is an integration point; the operator's /metrics and the reference's own routes are not.
    expect(listed).toContain('POST /api/stripe/webhook')
    const all = suite.ctx.app.routeTable.map((route) => route.url)
    expect(all).toContain('/metrics')
    expect(all).toContain(DOCS_PREFIX)
    expect(listed.some((key) => key.includes('/metrics') || key.includes(DOCS_PREFIX))).toBe(false)
    expect(listed.some((key) => key.includes(OPENAPI_PATH))).toBe(false)
  })

  it("gives every route a line in the reference table, and the table no line for a route that isn't there", async () => {
    const routes = new Set(documentedRoutes().map((route) => referenceKey(route.method, route.url)))
    const missing = [...routes].filter((key) => !REFERENCE[key])
    expect(missing, 'add these routes to reference-table.ts').toEqual([])
    const stale = Object.keys(REFERENCE).filter((key) => !routes.has(key))
    expect(stale, 'these lines of reference-table.ts name no route').toEqual([])
  })

  it('gives every operation a summary, a tag of the reference, a unique operationId and a success response', async () => {
    const tags = new Set<string>(REFERENCE_TAGS.map((tag) => tag.name))
    const ids = new Set<string>()
    for (const { key, operation } of await operations()) {
      expect(operation.summary, key).toBeTruthy()
      expect(operation.tags?.length, key).toBe(1)
      expect(tags.has(operation.tags?.[0] ?? ''), key).toBe(true)
      expect(operation.operationId, key).toBeTruthy()
      expect(ids.has(operation.operationId ?? ''), `${key}: operationId used twice`).toBe(false)
      ids.add(operation.operationId ?? '')
      expect(
        Object.keys(operation.responses).some((status) => status.startsWith('2')),
        key,
      ).toBe(true)
      expect(operation.responses['500'], key).toBeDefined()
    }
  })

  it('gives every error response the error body', async () => {
    for (const { key, operation } of await operations()) {
      for (const [status, response] of Object.entries(operation.responses)) {
        if (Number(status) < 400 || key.startsWith('GET /api/health') || key.startsWith('GET /api/ready'))
          continue
        const json = response.content?.['application/json']?.schema.$ref
        const text = response.content?.['text/plain']
        expect(json === API_ERROR_REF || text !== undefined, `${key} ${status}`).toBe(true)
      }
    }
    // Register's errors are plain text (SPEC.md): its reference says so.
    const register = (await openApiDocument()).paths['/api/auth/register']?.post
    expect(register?.responses['409']?.content?.['text/plain']).toBeDefined()
  })

  it('documents 400 on input schemas, 404 on ids and 429 on throttles, from the routes themselves', async () => {
    const document = await openApiDocument()
    for (const route of documentedRoutes()) {
      const key = `${route.method} ${route.url}`
      const operation = document.paths[openApiPath(route.url)]?.[route.method.toLowerCase()]
      expect(operation, key).toBeDefined()
      const responses = operation?.responses ?? {}
      const schema = route.schema ?? {}
      if (schema.body || schema.querystring || schema.params) expect(responses['400'], key).toBeDefined()
      if (route.url.includes('/:')) expect(responses['404'], key).toBeDefined()
      if ((route.config as { rateLimit?: unknown } | undefined)?.rateLimit)
        expect(responses['429'], key).toBeDefined()
    }
    // A 503 a route declares itself is kept, with its own body.
    const health = document.paths['/api/health']?.get?.responses['503']
    expect(health?.content?.['application/json']?.schema.$ref).toBeUndefined()
  })

  it('documents 401 and the session cookie wherever an anonymous call is refused with 401', async () => {
    let refused = 0
    for (const { key, method, path, operation } of await operations()) {
      const response = await call(method, path)
      const needsSession = operation.security?.some((scheme) => 'sessionCookie' in scheme) ?? false
      if (response.statusCode === 401) {
        refused++
        expect(operation.responses['401'], `${key} answers 401 without documenting it`).toBeDefined()
        expect(needsSession, `${key} answers 401 but names no session cookie`).toBe(true)
      }
      if (needsSession) expect(response.statusCode, `${key} is documented as signed-in`).toBe(401)
    }
    // The harness really reached the guards: the app has dozens of signed-in routes.
    expect(refused).toBeGreaterThan(30)
  })

  it("documents 403 wherever a signed-in user who isn't an admin is refused", async () => {
    let refused = 0
    for (const { key, method, path, operation } of await operations()) {
      if (!operation.security) continue
      const response = await call(method, path, suite.userCookie)
      const adminOnly = operation.responses['403']?.description.includes('not an admin') ?? false
      if (response.statusCode === 403) {
        refused++
        expect(operation.responses['403'], `${key} answers 403 without documenting it`).toBeDefined()
      }
      if (adminOnly) expect(response.statusCode, `${key} is documented as admins only`).toBe(403)
    }
    expect(refused).toBeGreaterThan(20)
  })
})

describe('the reference page', () => {
  it('answers GET /api/docs with its HTML and its own assets, under a CSP of its own', async () => {
    const page = await suite.ctx.app.inject({ method: 'GET', url: DOCS_PREFIX })
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-type']).toContain('text/html')
    expect(page.body).toContain(`${DOCS_PREFIX}/static/swagger-ui-bundle.js`)
    const csp = String(page.headers['content-security-policy'])
    expect(csp).toContain("script-src 'self';")
    expect(csp).toContain("connect-src 'self';")
    expect(csp).toContain("frame-ancestors 'none';")
    expect(csp).not.toContain('stripe')

    // Swagger UI comes from its package: the machine may be offline, and no CDN is trusted.
    const bundle = await suite.ctx.app.inject({
      method: 'GET',
      url: `${DOCS_PREFIX}/static/swagger-ui-bundle.js`,
    })
    expect(bundle.statusCode).toBe(200)
    expect(bundle.headers['content-type']).toContain('javascript')
    const document = await suite.ctx.app.inject({ method: 'GET', url: `${DOCS_PREFIX}/json` })
    expect(document.json()).toEqual(await openApiDocument())
  })

  it("keeps the reference page's own files out of the request log, and logs the document's calls", async () => {
    for (const url of [DOCS_PREFIX, `${DOCS_PREFIX}/static/swagger-ui-bundle.js`, OPENAPI_PATH]) {
      await suite.ctx.app.inject({ method: 'GET', url })
    }
    await suite.ctx.app.requestLog.flush()
    const logged = async (pattern: string) =>
      (await suite.ctx.database.db.select().from(apiLogs).where(like(apiLogs.path, pattern))).length
    expect(await logged(`${DOCS_PREFIX}%`)).toBe(0)
    expect(await logged(OPENAPI_PATH)).toBeGreaterThan(0)
  })

  it("leaves the app's own CSP on every other response", async () => {
    for (const url of ['/api/health', OPENAPI_PATH, '/api/auth/user']) {
      const response = await suite.ctx.app.inject({ method: 'GET', url })
      expect(String(response.headers['content-security-policy']), url).toContain('https://js.stripe.com')
    }
  })
})
