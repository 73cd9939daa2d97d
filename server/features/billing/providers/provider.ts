// The payment provider interface both providers implement, the snapshot shape they report, and access rules.
import type { PaidPlan } from '../../../../contract/billing'
import type { UserRow } from '../../../db/schema'

/** A subscription as the payment provider reports it: the one shape both providers speak. */
export interface SubscriptionSnapshot {
  id: string
  customerId: string
  plan: PaidPlan
  /** Stripe's statuses: incomplete, incomplete_expired, trialing, active, past_due, canceled, unpaid, paused. */
  status: string
  startDate: Date | null
  currentPeriodStart: Date | null
  currentPeriodEnd: Date | null
  cancelAtPeriodEnd: boolean
}

export interface CreatedSubscription {
  snapshot: SubscriptionSnapshot
  /** A first payment the browser still has to confirm (Stripe's invoice confirmation secret). */
  paymentIntentClientSecret: string | null
}

/** The payment provider behind /api/subscriptions: Stripe when configured, demo billing otherwise. */
export interface BillingProvider {
  readonly kind: 'stripe' | 'demo'
  /** Starts collecting a card: a SetupIntent's client secret (or the demo's stand-in). */
  initialize(user: UserRow, plan: PaidPlan): Promise<string>
  /**
   * Makes the payment method the customer's default and subscribes to the plan. `attemptId` names this
   * attempt (one per account at a time): a retried request of the same attempt makes no second subscription.
   */
  create(
    user: UserRow,
    plan: PaidPlan,
    paymentMethodId: string,
    attemptId: string,
  ): Promise<CreatedSubscription>
  /** The subscription's current state, from the provider. */
  retrieve(user: UserRow, subscriptionId: string): Promise<SubscriptionSnapshot>
  /** Where the customer manages billing (Stripe's portal, or the demo page). */
  portal(user: UserRow): Promise<{ url: string; environment: string }>
  /** Cancels at the end of the current period; resume undoes that. */
  cancel(user: UserRow): Promise<SubscriptionSnapshot>
  resume(user: UserRow): Promise<SubscriptionSnapshot>
  /**
   * Ends the account's subscription now, not at the period's end: the account is being deleted, so no
   * payment may follow. A subscription already ended, or unknown to the provider, is left as it is.
   */
  cancelImmediately(user: UserRow): Promise<void>
}

/** Statuses of a subscription that is over: nothing more is charged, nothing is left to cancel. */
export const ENDED_STATUSES = new Set(['canceled', 'incomplete_expired'])

/** Statuses under which the plan's access holds; past_due keeps it for the grace period Stripe gives. */
export const ACCESS_STATUSES = new Set(['active', 'trialing', 'past_due'])

export function grantsAccess(status: string): boolean {
  return ACCESS_STATUSES.has(status)
}
