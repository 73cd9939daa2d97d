/**
 * The plans, their prices and what each includes (SPEC.md sections 2 and 9): the one source the server bills
 * demo payments and prorations from and every screen (pricing page, landing page, plan dialog) shows.
 * Plain constants without zod, so the landing page can show prices without downloading the schemas.
 */

import { BASIC_QUERY_LIMIT } from './limits'

export const paidPlans = ['basic', 'premium'] as const
export type PaidPlan = (typeof paidPlans)[number]

export { BASIC_QUERY_LIMIT, FREE_QUERY_LIMIT } from './limits'

/** SPEC.md section 9: what each paid plan costs and gives (queries null: unlimited). */
export const PLAN_DETAILS: Record<
  PaidPlan,
  { name: string; price: string; amountCents: number; queries: number | null }
> = {
  basic: { name: 'Basic Plan', price: '$9.99', amountCents: 999, queries: BASIC_QUERY_LIMIT },
  premium: { name: 'Premium Plan', price: '$18.99', amountCents: 1899, queries: null },
}

/** What each paid plan includes, as the plan dialog and the pricing page list it (SPEC.md sections 2, 9). */
export const PLAN_FEATURES: Record<PaidPlan, string[]> = {
  basic: [
    `Up to ${BASIC_QUERY_LIMIT} queries per month`,
    'Answers from your device manuals',
    'Cancel anytime',
  ],
  premium: [
    'Unlimited queries',
    'Early access to new features',
    'Answers from your device manuals',
    'Cancel anytime',
  ],
}

/** What the free trial includes (SPEC.md section 1: a free trial of AI-guided queries, upgrade anytime). */
export function freePlanFeatures(freeQueries: number): string[] {
  return [
    `${freeQueries} AI-guided queries`,
    'Answers from your device manuals',
    'No card needed',
    'Upgrade at any time',
  ]
}

/** $X.XX for an amount in cents (US dollars, the only currency the plans are sold in). */
export function formatCents(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`
}
