import { z } from 'zod'
import { planSchema } from './user'

/** GET /api/usage. limit is null for unlimited plans. */
export const usageSchema = z.object({
  queriesUsed: z.number().int(),
  limit: z.number().int().nullable(),
  subscription: planSchema,
})
export type Usage = z.infer<typeof usageSchema>

export { BASIC_QUERY_LIMIT, FREE_QUERY_LIMIT } from './plans'
export const USAGE_WARNING_RATIO = 0.8
