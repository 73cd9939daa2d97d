import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { appConfigSchema, healthSchema, type AppConfig as PublicConfig } from '../../../contract/config'
import { FREE_QUERY_LIMIT } from '../../../contract/usage'
import type { AppConfig } from '../../config'
import type { Database } from '../../db/client'
import { AppError } from '../../lib/errors'

/** What the client may know of this deployment: nothing secret. */
export function publicConfig(config: AppConfig): PublicConfig {
  const stripe = Boolean(config.stripe.secretKey)
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

export async function healthRoutes(app: FastifyInstance, opts: { database: Database; config: AppConfig }) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  api.get('/api/health', { schema: { response: { 200: healthSchema } } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store')
    if (!(await opts.database.ping())) throw new AppError(503, 'Database unavailable', 'DATABASE_UNAVAILABLE')
    return { status: 'ok' as const, database: 'ok' as const }
  })
  const body = publicConfig(opts.config)
  api.get('/api/config', { schema: { response: { 200: appConfigSchema } } }, async () => body)
}
