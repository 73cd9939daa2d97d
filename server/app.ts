import { existsSync } from 'node:fs'
import { join } from 'node:path'
import fastifyCookie from '@fastify/cookie'
import fastifyHelmet from '@fastify/helmet'
import fastifyMultipart from '@fastify/multipart'
import fastifyRateLimit from '@fastify/rate-limit'
import fastifyStatic from '@fastify/static'
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify'
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod'
import { Redis } from 'ioredis'
import { createModelComposer } from './answers/composers'
import { createBillingProviders } from './billing/index'
import type { AppConfig } from './config'
import type { Database } from './db/client'
import { answerRoutes } from './features/answers/routes'
import { authRoutes } from './features/auth/routes'
import { billingRoutes } from './features/billing/routes'
import { stripeWebhookRoute } from './features/billing/webhook'
import { deviceAdminRoutes } from './features/devices/admin-routes'
import { deviceRoutes } from './features/devices/routes'
import { documentRoutes } from './features/documents/routes'
import { feedbackRoutes } from './features/feedback/routes'
import { healthRoutes } from './features/health/routes'
import { redactUrl } from './features/logs/sanitize'
import { statsRoutes } from './features/stats/routes'
import { usageRoutes } from './features/usage/routes'
import { userAdminRoutes } from './features/users/routes'
import { findAppRoot } from './lib/app-root'
import type { Mailer } from './mail/mailer'
import { startMaintenance } from './maintenance'
import { errorsPlugin, sendError } from './plugins/errors'
import { originCheckPlugin } from './plugins/origin-check'
import { pgRateLimitStore } from './plugins/rate-limit-store'
import { requestLogPlugin } from './plugins/request-log'
import { sessionPlugin } from './plugins/session'

export interface BuildAppOptions {
  config: AppConfig
  database: Database
  mailer: Mailer
  logger?: FastifyServerOptions['logger']
  /** Serve the built client from dist/client when it exists (default true). */
  serveClient?: boolean
  /** Run the hourly pruning (default true). */
  maintenance?: boolean
}

export const BODY_LIMIT_BYTES = 1024 * 1024

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database, mailer } = options
  const db = database.db
  const app = Fastify({
    logger: options.logger ?? {
      level: config.logLevel,
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
      serializers: {
        req: (req) => ({ method: req.method, url: redactUrl(req.url), remoteAddress: req.ip }),
      },
    },
    trustProxy: config.trustProxy,
    bodyLimit: BODY_LIMIT_BYTES,
    // Request ids in logs, never echoed from a client header.
    requestIdHeader: false,
  })
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)

  await app.register(errorsPlugin)
  await app.register(fastifyCookie, { secret: config.sessionSecret })
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", 'https://js.stripe.com'],
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
  const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 1 }) : null
  // The connection is ours to end: without this, a closed app would keep the process alive.
  if (redis) app.addHook('onClose', async () => void (await redis.quit()))
  await app.register(fastifyRateLimit, {
    global: false,
    ...(redis ? { redis } : { store: pgRateLimitStore(db) }),
  })
  // Uploads: at most one file per request; each route sets its own size limit (10 MB for device import).
  await app.register(fastifyMultipart, { limits: { files: 1, fields: 10, fileSize: 50 * 1024 * 1024 } })
  await app.register(originCheckPlugin, { appOrigin: config.appOrigin })
  await app.register(sessionPlugin, { db, secureCookies: config.secureCookies })
  await app.register(requestLogPlugin, { db })

  // Billing first: its hook settles a demo period that has ended before any route reads the account.
  const billing = createBillingProviders(config, db)
  await app.register(billingRoutes, { db, providers: billing })
  if (billing.stripe) {
    await app.register(stripeWebhookRoute, {
      db,
      provider: billing.stripe,
      webhookSecret: config.stripe.webhookSecret,
    })
  }
  await app.register(healthRoutes, { database, config })
  await app.register(authRoutes, { db, config, mailer })
  await app.register(usageRoutes)
  await app.register(deviceRoutes, { db })
  await app.register(deviceAdminRoutes, { db })
  await app.register(documentRoutes, { db, config })
  await app.register(userAdminRoutes, { db })
  await app.register(statsRoutes, { db })
  await app.register(feedbackRoutes, { db, config })
  await app.register(answerRoutes, { db, appName: config.appName, model: createModelComposer(config.llm) })

  const clientDir = join(findAppRoot(), 'dist', 'client')
  const serveClient = (options.serveClient ?? true) && existsSync(join(clientDir, 'index.html'))
  if (serveClient) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      setHeaders: (reply, path) => {
        // Vite fingerprints everything under assets/, so those never change.
        reply.header(
          'cache-control',
          path.includes(`${join('client', 'assets')}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        )
      },
    })
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/'
    if (
      path.startsWith('/api/') ||
      path === '/api' ||
      !serveClient ||
      !['GET', 'HEAD'].includes(request.method)
    ) {
      return sendError(request, reply, 404, { message: 'Not found', code: 'NOT_FOUND' })
    }
    const file = path.slice(1)
    if (file && !file.endsWith('/') && existsSync(join(clientDir, file))) return reply.sendFile(file)
    // Every other path is a client route; the client renders its own 404 page for unknown ones.
    if (path === '/reset-password') reply.header('referrer-policy', 'no-referrer')
    reply.header('cache-control', 'no-cache')
    return reply.type('text/html; charset=utf-8').sendFile('index.html')
  })

  if (options.maintenance ?? true) {
    let stop: (() => void) | undefined
    app.addHook('onReady', async () => {
      stop = startMaintenance(db, app.log)
    })
    app.addHook('onClose', async () => stop?.())
  }

  return app
}
