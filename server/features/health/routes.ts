import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  appConfigSchema,
  type HealthError,
  healthErrorSchema,
  healthSchema,
  type NotReady,
  notReadySchema,
  type AppConfig as PublicConfig,
  readySchema,
} from '../../../contract/config'
import { FREE_QUERY_LIMIT } from '../../../contract/usage'
import type { AppConfig } from '../../config'
import type { Database } from '../../db/client'
import type { Readiness } from './readiness'

/** What the client may know of this deployment: nothing secret. */
export function publicConfig(config: AppConfig): PublicConfig {
  const stripe = config.billingMode === 'stripe'
  return {
    appName: config.appName,
    billing: {
      provider: stripe ? 'stripe' : 'demo',
      publishableKey: stripe ? (config.stripe.publishableKey ?? null) : null,
    },
    features: {
      composer: config.llm.provider,
      model: config.llm.provider === 'extractive' ? null : (config.llm.model ?? null),
      streaming: true,
      freeQueryLimit: FREE_QUERY_LIMIT,
    },
  }
}

const NOT_READY_MESSAGES: Record<NotReady['status'], string> = {
  starting: 'Starting: loading the database and content',
  stopping: 'Shutting down: finishing the answers in flight',
  error: 'Database unavailable',
}

export async function healthRoutes(
  app: FastifyInstance,
  opts: { database: Database; config: AppConfig; readiness: Readiness },
) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  // 200 while every configured dependency answers; otherwise 503 naming the ones that do not, so a load
  // balancer takes the instance out and an operator sees why.
  const redis = app.redis
  api.get(
    '/health',
    { schema: { response: { 200: healthSchema, 503: healthErrorSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store')
      const [databaseUp, redisUp] = await Promise.all([
        opts.database.ping(),
        redis ? redis.ping() : undefined,
      ])
      if (databaseUp && redisUp !== false) {
        return { status: 'ok' as const, database: 'ok' as const, ...(redis ? { redis: 'ok' as const } : {}) }
      }
      const down = [databaseUp ? undefined : 'Database', redisUp === false ? 'Redis' : undefined].filter(
        Boolean,
      )
      const body: HealthError = {
        status: 'error',
        database: databaseUp ? 'ok' : 'unavailable',
        ...(redis ? { redis: redisUp ? ('ok' as const) : ('unavailable' as const) } : {}),
        message: `${down.join(' and ')} unavailable`,
        code: databaseUp ? 'REDIS_UNAVAILABLE' : 'DATABASE_UNAVAILABLE',
      }
      return reply.code(503).send(body)
    },
  )
  // Readiness, for a load balancer: 503 while starting, from the moment shutdown begins, and while the
  // database does not answer. /api/health stays the liveness check.
  api.get(
    '/ready',
    { schema: { response: { 200: readySchema, 503: notReadySchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store')
      const state = opts.readiness.state
      const status: NotReady['status'] | 'ready' =
        state !== 'ready' ? state : (await opts.database.ping()) ? 'ready' : 'error'
      if (status === 'ready') return { status }
      const body: NotReady = { status, message: NOT_READY_MESSAGES[status], code: 'NOT_READY' }
      return reply.code(503).send(body)
    },
  )
  const body = publicConfig(opts.config)
  api.get('/config', { schema: { response: { 200: appConfigSchema } } }, async () => body)
}
