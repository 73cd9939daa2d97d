// The API reference (decision 0032): an OpenAPI 3.1 document made from the routes' zod schemas, served at
// /api/openapi.json, and a reference page at /api/docs (Swagger UI, served from its package: nothing comes
// from a CDN). The words (summaries, tags) come from reference-table.ts; error responses are derived from
// each route's options (error-responses.ts).
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import fastifySwagger from '@fastify/swagger'
import fastifySwaggerUi from '@fastify/swagger-ui'
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify'
import fp from 'fastify-plugin'
import { createJsonSchemaTransform } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { apiErrorSchema, CONTROL_CHARACTERS } from '../../../contract/common'
import { findAppRoot } from '../../lib/app-root'
import { SESSION_COOKIE } from '../auth'
import { errorResponses, type ResponseDoc, type RouteFacts } from './error-responses'
import { REFERENCE, REFERENCE_TAGS, type ReferenceEntry } from './reference-table'

export const OPENAPI_PATH = '/api/openapi.json'
export const DOCS_PREFIX = '/api/docs'
const SESSION_SCHEME = 'sessionCookie'

/**
 * Routes the reference leaves out on purpose: its own, and /metrics (for the operator's scraper, behind its
 * own token). The client's static files are hidden by @fastify/static itself.
 */
export function hiddenFromReference(url: string): boolean {
  return (
    url === '/metrics' || url === OPENAPI_PATH || url === DOCS_PREFIX || url.startsWith(`${DOCS_PREFIX}/`)
  )
}

/** The key of a route in reference-table.ts. */
export const referenceKey = (method: string, url: string) => `${method} ${url}`

/** 'GET /api/admin/users/:id' -> 'getAdminUsersById': stable, unique, readable in generated clients. */
export function operationId(method: string, url: string): string {
  const words = url
    .replace(/^\/api\/?/, '')
    .split('/')
    .filter(Boolean)
    .flatMap((segment) =>
      segment.startsWith(':') ? ['by', segment.slice(1)] : segment.split(/[^A-Za-z0-9]+/),
    )
    .filter(Boolean)
  return [method.toLowerCase(), ...words.map((w) => w.charAt(0).toUpperCase() + w.slice(1))].join('')
}

interface Guards {
  requireUser: unknown
  requireAdmin: unknown
}

const hooksOf = (value: unknown): unknown[] => (value === undefined ? [] : [value].flat())

/** What a route is, read from its options: its guards (by identity), throttles, schemas and path. */
export function routeFacts(
  route: RouteOptions,
  entry: ReferenceEntry | undefined,
  guards: Guards,
): RouteFacts {
  const hooks = [...hooksOf(route.onRequest), ...hooksOf(route.preHandler)]
  const config = route.config ?? {}
  // Admin routes are guarded by their plugin's hook, which marks them adminOnly (features/admin/plugin.ts).
  const admin = Boolean(config.adminOnly) || hooks.includes(guards.requireAdmin)
  const schema = (route.schema ?? {}) as FastifySchema
  return {
    // An upload's file is checked by the route itself, and named as a field is.
    validated: Boolean(schema.body || schema.querystring || schema.params || entry?.upload),
    signedIn: admin || hooks.includes(guards.requireUser) || Boolean(entry?.signedIn),
    admin,
    allowedBeforePasswordChange: Boolean(config.allowedBeforePasswordChange),
    throttled: Boolean((config as { rateLimit?: unknown }).rateLimit) || Boolean(entry?.throttled),
    hasId: route.url.includes('/:'),
    plainTextErrors: Boolean(config.plainTextErrors),
  }
}

/**
 * The success response of a route that declares no 2xx schema, from its table entry. Without one the
 * operation has no success response, and openapi.test.ts asks for the entry.
 */
function successResponse(entry: ReferenceEntry | undefined): Record<string, ResponseDoc> {
  const success = entry?.success
  if (!success) return {}
  // No content: @fastify/swagger reads type 'null' as a response without a body.
  if (success.status === 204) return { 204: { description: success.description, type: 'null' } }
  const schema = success.binary
    ? { type: 'string', contentMediaType: success.contentType }
    : { type: success.contentType?.startsWith('text/') ? 'string' : 'object' }
  return {
    [String(success.status ?? 200)]: {
      description: success.description,
      content: { [success.contentType ?? 'application/json']: { schema } },
    },
  }
}

const MAX_SAFE = Number.MAX_SAFE_INTEGER

/**
 * The schemas as a reader (and Swagger UI's example generator) wants them: the pattern every text field
 * has (no control characters, contract/common.ts) is said once in the document's description instead of
 * on every field, where the examples turned it into random characters; an integer's default bounds
 * (zod's safe-integer range) are no rule worth reading.
 */
function readable<T>(value: T): T {
  if (Array.isArray(value)) return value.map(readable) as T
  if (value === null || typeof value !== 'object') return value
  const out: Record<string, unknown> = {}
  for (const [key, child] of Object.entries(value)) {
    if (key === 'pattern' && child === CONTROL_CHARACTERS.source) continue
    if (key === 'minimum' && child === -MAX_SAFE) continue
    if (key === 'maximum' && child === MAX_SAFE) continue
    out[key] = readable(child)
  }
  // An allOf left with empty members (the text pattern was one of them) keeps only the others.
  if (Array.isArray(out.allOf)) {
    const members = (out.allOf as object[]).filter((member) => Object.keys(member).length > 0)
    if (members.length > 0) out.allOf = members
    else delete out.allOf
  }
  return out as T
}

const STATUS_TEXT: Record<string, string> = {
  200: 'Success.',
  201: 'Created.',
  202: 'Accepted: the work goes on in the background.',
  503: 'Unavailable: the body says which part is down.',
}

/** A route's own responses (JSON schemas by now) with a description, instead of 'Default Response'. */
function describedResponses(declared: Record<string, Record<string, unknown>>): Record<string, ResponseDoc> {
  return Object.fromEntries(
    Object.entries(declared).map(([status, schema]) => [
      status,
      'content' in schema
        ? (schema as unknown as ResponseDoc)
        : {
            description: (schema.description as string | undefined) ?? STATUS_TEXT[status] ?? 'Response.',
            content: { 'application/json': { schema } },
          },
    ]),
  )
}

function packageInfo(): { version: string; description?: string } {
  return JSON.parse(readFileSync(join(findAppRoot(), 'package.json'), 'utf8'))
}

/** The error body as a component every error response refers to. */
function apiErrorComponent(): Record<string, unknown> {
  const { $schema: _, ...schema } = z.toJSONSchema(apiErrorSchema, { target: 'draft-2020-12' })
  return schema
}

export interface ApiReferenceOptions {
  appName: string
  appUrl: string
}

/**
 * The OpenAPI document. Register before any route (it learns of routes as they are added); the document
 * is made on its first request, once the app is complete.
 */
export const apiReferenceDocument = fp(
  async (app: FastifyInstance, opts: ApiReferenceOptions) => {
    const zodTransform = createJsonSchemaTransform({ skipList: [] })
    const pkg = packageInfo()
    await app.register(fastifySwagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: `${opts.appName} API`,
          version: pkg.version,
          description: [
            pkg.description ?? '',
            `Sign in with POST /api/auth/login: the response sets the \`${SESSION_COOKIE}\` session cookie, which every signed-in call sends back.`,
            'A state-changing call from a browser must come from this site (its Origin is checked).',
            'Text fields refuse control characters (C0 and C1, other than tab and line breaks) and lone surrogates with a 400.',
            'Request bodies are JSON of at most 1 MB (413 beyond), except the uploads, which are multipart.',
            `This document: GET ${OPENAPI_PATH}. The reference page: ${DOCS_PREFIX}.`,
            'Errors are JSON `{ "message", "code"?, "field"? }`: `message` is for people, `code` for programs.',
          ].join('\n\n'),
        },
        servers: [{ url: opts.appUrl }],
        tags: REFERENCE_TAGS.map((tag) => ({ ...tag })),
        components: {
          securitySchemes: {
            [SESSION_SCHEME]: {
              type: 'apiKey',
              in: 'cookie',
              name: SESSION_COOKIE,
              description: 'The session cookie POST /api/auth/login and /api/auth/register set (HttpOnly).',
            },
          },
          schemas: { ApiError: apiErrorComponent() },
        },
      },
      transform: (document) => {
        const { url, route } = document
        if (hiddenFromReference(url)) return { schema: { hide: true }, url }
        const converted = zodTransform(document)
        if (converted.schema?.hide) return converted
        // The app registers one method per route (HEAD twins are left out of the document).
        const method = [route.method].flat()[0] as string
        const entry = REFERENCE[referenceKey(method, url)]
        const facts = routeFacts(route, entry, app)
        const schema: FastifySchema & Record<string, unknown> = readable({ ...converted.schema })
        const declared = describedResponses(
          (schema.response ?? {}) as Record<string, Record<string, unknown>>,
        )
        const hasSuccess = Object.keys(declared).some((status) => status.startsWith('2'))
        schema.response = {
          ...(hasSuccess ? {} : successResponse(entry)),
          ...errorResponses(facts, entry?.errors),
          // What the route declares itself (its 2xx, a 503 of its own) wins over anything derived.
          ...declared,
        }
        schema.operationId = operationId(method, url)
        if (entry) {
          schema.summary = entry.summary
          schema.tags = [entry.tag]
          if (entry.description) schema.description = entry.description
        }
        if (facts.signedIn) schema.security = [{ [SESSION_SCHEME]: [] }]
        if (entry?.upload) {
          schema.consumes = ['multipart/form-data']
          const { file, fields = {} } = entry.upload
          schema.body = {
            type: 'object',
            required: [file],
            properties: {
              [file]: { type: 'string', contentMediaType: 'application/octet-stream' },
              ...Object.fromEntries(
                Object.entries(fields).map(([name, description]) => [name, { type: 'string', description }]),
              ),
            },
          }
        }
        if (entry?.rawBody) {
          schema.consumes = [entry.rawBody.contentType]
          schema.body = { type: 'object', description: entry.rawBody.description }
          if (entry.rawBody.headers) {
            schema.headers = {
              type: 'object',
              required: Object.keys(entry.rawBody.headers),
              properties: Object.fromEntries(
                Object.entries(entry.rawBody.headers).map(([name, description]) => [
                  name,
                  { type: 'string', description },
                ]),
              ),
            }
          }
        }
        return { schema, url }
      },
    })
  },
  { name: 'api-reference-document' },
)

/**
 * The reference page's own Content-Security-Policy: the app's (server/app.ts) without what only the web
 * client needs (Stripe). Swagger UI's scripts and styles are files of its package; it sets style
 * attributes at run time, as Radix does in the client, and draws icons from data: URLs.
 */
export function docsContentSecurityPolicy(secureCookies: boolean): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    ...(secureCookies ? ['upgrade-insecure-requests'] : []),
  ].join('; ')
}

/**
 * The page at phone width: the responses table's third column (links between operations, which this API
 * has none of) would push the page sideways, and so would the page's wide side margins.
 */
const REFERENCE_CSS = `
.swagger-ui .response-col_links { display: none; }
@media (max-width: 640px) {
  .swagger-ui .wrapper { padding: 0 12px; }
  .swagger-ui .opblock .opblock-section-header { padding: 8px 12px; }
  .swagger-ui .opblock-body pre.microlight { white-space: pre-wrap; word-break: break-word; }
  .swagger-ui table tbody tr td { padding: 10px 6px 0 0; }
}
`

/** GET /api/openapi.json and the reference page at /api/docs. Register with the other features. */
export async function apiReferenceRoutes(
  app: FastifyInstance,
  opts: { appName: string; secureCookies: boolean },
) {
  // The reference page loads about eight files of its own: they are not API calls for the Admin Console's log.
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith(DOCS_PREFIX)) route.config = { ...(route.config ?? {}), requestLog: false }
  })
  app.get(OPENAPI_PATH, { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', 'no-cache')
    return app.swagger()
  })

  await app.register(fastifySwaggerUi, {
    routePrefix: DOCS_PREFIX,
    // Replaces the app's CSP on the page's own responses only (an onSend hook inside this plugin).
    staticCSP: docsContentSecurityPolicy(opts.secureCookies),
    theme: {
      title: `${opts.appName} API reference`,
      css: [{ filename: 'reference.css', content: REFERENCE_CSS }],
    },
    uiConfig: {
      // No top bar: it carries Swagger's own branding and a box to load other documents.
      layout: 'BaseLayout',
      deepLinking: true,
      docExpansion: 'list',
      defaultModelsExpandDepth: 0,
      displayRequestDuration: true,
      filter: true,
      tryItOutEnabled: false,
    },
  })
}
