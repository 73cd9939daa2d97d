import { createHash } from 'node:crypto'
import { join } from 'node:path'
import fastifyCookie from '@fastify/cookie'
import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet'
import fastifyMultipart from '@fastify/multipart'
import fastifyRateLimit from '@fastify/rate-limit'
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from 'fastify'
import { validatorCompiler } from 'fastify-type-provider-zod'
import { THEME_BOOT_SCRIPT } from '../contract/theme'
import type { AppConfig } from './config'
import type { Database } from './db/client'
import { Notices } from './db/notices'
import { accountRoutes } from './features/account/routes'
import { ADMIN_PREFIX, adminApi, assertAdminRoutesGuarded } from './features/admin/plugin'
import type { LoadBoat } from './features/answers'
import { createModelComposer } from './features/answers/composers'
import { answerRoutes, suggestedSettingsRoutes } from './features/answers/routes'
import { apiReferenceDocument, apiReferenceRoutes } from './features/api-reference/plugin'
import { authRoutes } from './features/auth/routes'
import { sessionPlugin } from './features/auth/session-plugin'
import { SESSION_COOKIE } from './features/auth/sessions'
import { createBillingProviders } from './features/billing/providers/index'
import { emailDemoReceipts } from './features/billing/receipts'
import { billingRoutes } from './features/billing/routes'
import { settleDemoPeriod } from './features/billing/service'
import { stripeWebhookRoutes } from './features/billing/webhook'
import { findBoat } from './features/boats'
import { boatRoutes } from './features/boats/routes'
import { conversationRoutes, sharedPageRoute } from './features/conversations/routes'
import { deviceCreateRoute } from './features/devices/admin-routes'
import { deviceRoutes } from './features/devices/routes'
import { createDocuments, documentFileRoutes, documentPageRoutes } from './features/documents/routes'
import { feedbackRoutes } from './features/feedback/routes'
import { Readiness } from './features/health/readiness'
import { healthRoutes } from './features/health/routes'
import { requestLogPlugin } from './features/logs/request-log'
import { redactUrl } from './features/logs/sanitize'
import { metricsRoutes } from './features/metrics/plugin'
import { ServiceMetrics } from './features/metrics/service-metrics'
import { searchIndex } from './features/search-index'
import { usageRoutes } from './features/usage/routes'
import { findAppRoot } from './lib/app-root'
import { logDestination } from './lib/pretty-logs'
import { isApiRequest } from './lib/request-route'
import type { Mailer } from './mail/mailer'
import { startMaintenance } from './maintenance'
import { clientPagesPlugin } from './plugins/client-pages'
import { compressionPlugin } from './plugins/compression'
import { errorsPlugin } from './plugins/errors'
import { originCheckPlugin } from './plugins/origin-check'
import { pgRateLimitStore } from './plugins/rate-limit-store'
import { createRedis } from './plugins/redis'
import { responseSerializerCompiler } from './plugins/response-serializer'
import { collectRoutes } from './plugins/route-table'

export interface BuildAppOptions {
  config: AppConfig
  database: Database
  mailer: Mailer
  logger?: FastifyServerOptions['logger']
  /** Where the default logger writes (default stdout): tests read the log lines from here. */
  logStream?: { write(line: string): void }
  /** Serve the built client from dist/client (or clientDir) when it exists (default true). */
  serveClient?: boolean
  /** Where the built client is (default dist/client): tests serve a small one of their own. */
  clientDir?: string
  /** Run the hourly pruning (default true). */
  maintenance?: boolean
  /** What /api/ready answers; the server passes one that starts 'starting' (default: ready). */
  readiness?: Readiness
  /** Reads an owner's boat for the answers about it (the boats feature's; tests pass their own). */
  loadBoat?: LoadBoat
}

export const BODY_LIMIT_BYTES = 1024 * 1024

/**
 * The one inline script index.html carries (the theme, set before the first paint: decision 0078), allowed by
 * its hash so that no other inline script runs.
 */
export const THEME_BOOT_SCRIPT_HASH = `'sha256-${createHash('sha256').update(THEME_BOOT_SCRIPT).digest('base64')}'`

/**
 * @fastify/helmet's headers, worked out once: the plugin builds Helmet's middleware again for every request
 * (a tenth of a signed-in API request's cost, decision 0015), yet with these options the headers never
 * change. A throwaway instance runs the plugin once and the same headers are set on every response.
 */
async function staticSecurityHeaders(app: FastifyInstance, options: FastifyHelmetOptions) {
  const probe = Fastify()
  await probe.register(fastifyHelmet, options)
  let headers: Record<string, string> = {}
  probe.get('/', {
    // Route hooks run after the plugin's: what the response holds now is Helmet's and nothing else.
    onRequest: async (_request, reply) => {
      headers = Object.fromEntries(Object.entries(reply.raw.getHeaders()).map(([k, v]) => [k, String(v)]))
    },
    handler: async () => '',
  })
  await probe.inject('/')
  await probe.close()
  if (!headers['content-security-policy']) throw new Error('Helmet set no Content-Security-Policy')
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers)
    done()
  })
}

/**
 * Fastify logs two lines per request ('incoming request', 'request completed'); they were a large part of a
 * request's cost (decision 0015). This logs one line per API response, with the request's method, URL
 * (secrets masked) and address, and none for the client's files, unless the response failed.
 */
class OneLinePerApiResponse extends LogController {
  override incomingRequest() {}
  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (error) {
      reply.log.error(
        { req: request, res: reply, err: error, responseTime: reply.elapsedTime },
        'request errored',
      )
    } else if (isApiRequest(request)) {
      reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed')
    }
  }
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database, mailer } = options
  // Resolved at start (SESSION_SECRET, or the one kept in the database or DATA_DIR): never left to chance.
  if (!config.sessionSecret) throw new Error('buildApp needs config.sessionSecret; resolve it first')
  const db = database.db
  const app = Fastify({
    logger: options.logger ?? {
      level: config.logLevel,
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
      serializers: {
        req: (req) => ({ method: req.method, url: redactUrl(req.url), remoteAddress: req.ip }),
      },
      // JSON in production, pino-pretty lines elsewhere (LOG_FORMAT chooses; decision 0030).
      stream: await logDestination(config.logFormat, options.logStream),
    },
    logController: new OneLinePerApiResponse(),
    trustProxy: config.trustProxy,
    bodyLimit: BODY_LIMIT_BYTES,
    // Request ids in logs, never echoed from a client header.
    requestIdHeader: false,
  })
  app.setValidatorCompiler(validatorCompiler)
  const routes = collectRoutes(app)
  app.addHook('onReady', async () => assertAdminRoutesGuarded(routes))
  app.setSerializerCompiler(responseSerializerCompiler)

  await app.register(errorsPlugin)
  // Before any route: the API reference documents each route as it is added (decision 0032).
  await app.register(apiReferenceDocument, { appName: config.appName, appUrl: config.appUrl })
  // Before any route: it decides, as each is added, whether its answers are compressed (decision 0076).
  await app.register(compressionPlugin)
  // First, so its per-request counts cover every route registered after it.
  const metrics = new ServiceMetrics()
  if (database.poolStats) metrics.watchPool(database.poolStats)
  await app.register(metricsRoutes, { metrics, token: config.metricsToken })
  await app.register(fastifyCookie, { secret: config.sessionSecret })
  await staticSecurityHeaders(app, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", THEME_BOOT_SCRIPT_HASH, 'https://js.stripe.com'],
        // Radix primitives inject small <style> elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'https://api.stripe.com'],
        frameSrc: ['https://js.stripe.com', 'https://hooks.stripe.com'],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        ...(config.secureCookies ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: config.secureCookies ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' },
  })
  // Throttle counters in Redis when REDIS_URL is set. While it is unreachable the throttled routes answer
  // 503 and /api/health names it; both recover by themselves when it is back (server/plugins/redis.ts).
  const redis = config.redisUrl ? createRedis(config.redisUrl, app.log) : null
  app.decorate('redis', redis)
  if (redis) {
    app.addHook('onReady', () => redis.firstAttempt())
    // The connection is ours to end: without this, a closed app would keep the process alive.
    app.addHook('onClose', () => redis.close())
  }
  await app.register(fastifyRateLimit, {
    global: false,
    store: redis ? redis.rateLimitStore() : pgRateLimitStore(db),
  })
  // Uploads: at most one file per request; each route sets its own size limit (10 MB for device import).
  await app.register(fastifyMultipart, { limits: { files: 1, fields: 10, fileSize: 50 * 1024 * 1024 } })
  await app.register(originCheckPlugin, { allowedOrigins: config.allowedOrigins })
  // On PostgreSQL, one connection per app LISTENs for what other instances change that this one caches:
  // sessions and accounts, the search index (decision 0069). It listens from onReady to onClose.
  const newClient = database.dedicatedClient
  const notices = newClient ? new Notices(() => newClient('sonar-notices'), app.log) : null
  if (notices) {
    app.addHook('onReady', () => notices.start())
    app.addHook('onClose', () => notices.close())
  }
  // Demo billing has no webhooks: an ended demo period is settled as the session loads the account (0013).
  // Receipts of paid invoices are emailed once each when SMTP is configured (decision 0084).
  const receipts = { db, mailer, appName: config.appName, appUrl: config.appUrl, log: app.log }
  const billing = createBillingProviders(config, db, {
    onInvoicesPaid: (userId, invoiceIds) => void emailDemoReceipts(receipts, userId, invoiceIds),
  })
  await app.register(sessionPlugin, {
    db,
    secureCookies: config.secureCookies,
    refreshUser: (user) => settleDemoPeriod({ db, providers: billing }, user),
    cache: { ttlMs: config.sessionCacheTtlMs },
    notices,
  })
  await app.register(requestLogPlugin, { db, copyText: database.copyText })

  // The search index's state, hearing other instances' writes on PostgreSQL (0062).
  await app.register(searchIndex, { database, notices })

  const documents = createDocuments({ database, config, log: app.log })
  metrics.watchQueue(() => documents.deps.queue.stats())
  app.addHook('onReady', documents.start)
  app.addHook('onClose', async () => documents.stop())

  // Each feature is an encapsulated plugin under its own prefix; its hooks stay inside it.
  const readiness = options.readiness ?? new Readiness('ready')
  app.decorate('readiness', readiness)
  await app.register(healthRoutes, { prefix: '/api', database, config, readiness })
  await app.register(authRoutes, { prefix: '/api/auth', db, config, mailer })
  await app.register(usageRoutes, { prefix: '/api/usage' })
  await app.register(accountRoutes, { prefix: '/api/account', db, providers: billing, config })
  await app.register(billingRoutes, { prefix: '/api', db, providers: billing, appName: config.appName })
  await app.register(stripeWebhookRoutes, {
    prefix: '/api/stripe',
    db,
    providers: billing,
    webhookSecret: config.stripe.webhookSecret,
    receipts,
  })
  await app.register(
    async (manuals) => {
      await manuals.register(deviceRoutes, { db })
      await manuals.register(deviceCreateRoute, { db })
      await manuals.register(documentFileRoutes, { deps: documents.deps })
    },
    { prefix: '/api/manuals' },
  )
  await app.register(documentPageRoutes, { prefix: '/api/documents', deps: documents.deps })
  await app.register(adminApi, { prefix: ADMIN_PREFIX, db, documents, config, mailer })
  await app.register(feedbackRoutes, { prefix: '/api/feedback', db, config })
  await app.register(conversationRoutes, {
    prefix: '/api',
    db,
    appName: config.appName,
    sharedLinksPerIp: config.limits.sharedLinksPerIp,
  })
  await app.register(boatRoutes, { prefix: '/api/boats', db })
  // The answers read an owner's boat through the boats feature: null for a boat that is not theirs.
  const loadBoat: LoadBoat = options.loadBoat ?? ((userId, boatId) => findBoat(db, userId, boatId))
  await app.register(answerRoutes, {
    prefix: '/api/query',
    db,
    appName: config.appName,
    model: createModelComposer(config.llm),
    metrics,
    questionsPerUser: config.limits.questionsPerUser,
    loadBoat,
  })
  await app.register(suggestedSettingsRoutes, { prefix: '/api/boats', db, loadBoat })
  await app.register(apiReferenceRoutes, { appName: config.appName, secureCookies: config.secureCookies })

  const serveClient = options.serveClient ?? true
  await app.register(clientPagesPlugin, {
    clientDir: serveClient ? (options.clientDir ?? join(findAppRoot(), 'dist', 'client')) : undefined,
    sessionCookie: SESSION_COOKIE,
  })

  // The shared-conversation page: the app's page, with the status its link has (decision 0083).
  await app.register(sharedPageRoute, { db, sharedLinksPerIp: config.limits.sharedLinksPerIp })

  if (options.maintenance ?? true) {
    let stop: (() => void) | undefined
    app.addHook('onReady', async () => {
      stop = startMaintenance(db, app.log)
    })
    app.addHook('onClose', async () => stop?.())
  }

  return app
}
