import { z } from 'zod'

export const billingProviders = ['demo', 'stripe'] as const

/** GET /api/config: what the client needs to know about this deployment; nothing secret. */
export const appConfigSchema = z.object({
  appName: z.string(),
  billing: z.object({
    provider: z.enum(billingProviders),
    publishableKey: z.string().nullable(),
  }),
  features: z.object({
    composer: z.string(),
    model: z.string().nullable(),
    streaming: z.boolean(),
    freeQueryLimit: z.number().int(),
  }),
})
export type AppConfig = z.infer<typeof appConfigSchema>

/** GET /api/health: 200 while the database (and Redis, when REDIS_URL is set) answer. */
export const healthSchema = z.object({
  status: z.literal('ok'),
  database: z.literal('ok'),
  /** Only when REDIS_URL is set. */
  redis: z.literal('ok').optional(),
})
export type Health = z.infer<typeof healthSchema>

const dependencyState = z.enum(['ok', 'unavailable'])
/** GET /api/health, 503: which dependency does not answer. */
export const healthErrorSchema = z.object({
  status: z.literal('error'),
  database: dependencyState,
  redis: dependencyState.optional(),
  message: z.string(),
  code: z.enum(['DATABASE_UNAVAILABLE', 'REDIS_UNAVAILABLE']),
})
export type HealthError = z.infer<typeof healthErrorSchema>

/** GET /api/ready: 200 once migrations and content are loaded and the database answers. */
export const readySchema = z.object({ status: z.literal('ready') })

/** GET /api/ready, 503: still starting, shutting down, or the database does not answer. */
export const notReadySchema = z.object({
  status: z.enum(['starting', 'stopping', 'error']),
  message: z.string(),
  code: z.literal('NOT_READY'),
})
export type NotReady = z.infer<typeof notReadySchema>
