import type { PaidPlan, SubscriptionSummary } from '@contract/billing'

/** The change a plan request makes, for its confirmation and its toast. */
export type PlanChange =
  /** Basic to Premium: at once, the rest of the period charged prorated. */
  | 'upgrade'
  /** Premium to Basic: when the current period ends. */
  | 'downgrade'
  /** Premium with a downgrade scheduled: the downgrade is dropped. */
  | 'keep'

export function planChangeFor(current: PaidPlan, target: PaidPlan): PlanChange {
  if (current === target) return 'keep'
  return target === 'premium' ? 'upgrade' : 'downgrade'
}

/** Statuses in which the plan applies (decision 0007): a cancellation can be undone while one lasts. */
const LIVE_STATUSES = new Set(['active', 'trialing', 'past_due'])
/** past_due keeps the plan but its card failed: the card is updated first, as the server asks. */
const CHANGEABLE_STATUSES = new Set(['active', 'trialing'])

export type PlanOffer =
  /** Cancelled at the period end: it can be resumed until then. */
  | { kind: 'resume' }
  /** A downgrade waits for the period end: the current plan can be kept. */
  | { kind: 'keep'; keep: PaidPlan; changesTo: PaidPlan }
  /** A live subscription can move to the other plan. */
  | { kind: 'change'; to: PaidPlan; change: 'upgrade' | 'downgrade' }
  | { kind: 'none' }

/**
 * What a paid subscription offers besides manage, sync and cancel: Basic an upgrade, Premium a move to
 * Basic; a cancelled one its resumption, and one with a downgrade scheduled the plan it has now. A
 * subscription that ends with this period changes nothing else until it is resumed.
 */
export function planOfferFor(subscription: SubscriptionSummary | null | undefined): PlanOffer {
  if (!subscription?.id || subscription.plan === 'free') return { kind: 'none' }
  const plan = subscription.plan
  if (!LIVE_STATUSES.has(subscription.status)) return { kind: 'none' }
  if (subscription.cancelAtPeriodEnd) return { kind: 'resume' }
  // Shown even while a payment is past due: the server then says to update the card first.
  if (subscription.scheduledPlan && subscription.scheduledPlan !== plan) {
    return { kind: 'keep', keep: plan, changesTo: subscription.scheduledPlan }
  }
  if (!CHANGEABLE_STATUSES.has(subscription.status)) return { kind: 'none' }
  return plan === 'basic'
    ? { kind: 'change', to: 'premium', change: 'upgrade' }
    : { kind: 'change', to: 'basic', change: 'downgrade' }
}
