import { z } from 'zod'
import { BASIC_QUERY_LIMIT, FREE_QUERY_LIMIT } from './plans'
import { planSchema } from './user'

/** GET /api/usage. limit is null for unlimited plans. */
export const usageSchema = z.object({
  queriesUsed: z.number().int(),
  limit: z.number().int().nullable(),
  subscription: planSchema,
})
export type Usage = z.infer<typeof usageSchema>

export { BASIC_QUERY_LIMIT, FREE_QUERY_LIMIT }
export const USAGE_WARNING_RATIO = 0.8

/**
 * Why a limited plan asks no more: the server's refusal of a question past the limit (402) and the question
 * box's Upgrade card say the same words.
 */
export function quotaExceededMessage(plan: Usage['subscription']): string {
  return plan === 'basic'
    ? `You've used all ${BASIC_QUERY_LIMIT} queries of this billing period. Upgrade to Premium for unlimited questions.`
    : `You've used all ${FREE_QUERY_LIMIT} free queries. Upgrade to the Basic or Premium plan to keep asking.`
}

/** The warning before the last question of a limited plan. */
export function lastQuestionMessage(plan: Usage['subscription']): string {
  return plan === 'basic' ? '1 question left this billing period.' : '1 free question left.'
}
