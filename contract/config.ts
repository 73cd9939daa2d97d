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

export const healthSchema = z.object({ status: z.literal('ok'), database: z.literal('ok') })
