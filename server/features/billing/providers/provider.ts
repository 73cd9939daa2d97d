// The payment provider interface both providers implement, the snapshot shape they report, and access rules.
import {
  type BillingDetails,
  type Invoice,
  type PaidPlan,
  type PaymentMethodSummary,
  PLAN_DETAILS,
} from '../../../../contract/billing'
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
  /**
   * The paid plan the subscription moves to when this period ends (a scheduled downgrade), null when none;
   * undefined when the provider's answer did not say (the account's stored value stands).
   */
  scheduledPlan?: PaidPlan | null
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
  /**
   * Moves the subscription to a dearer plan at once and charges the prorated difference for the rest of the
   * period now; nothing changes when that payment fails. `attemptId` keys the charge: one per attempt.
   */
  upgrade(user: UserRow, plan: PaidPlan, attemptId: string): Promise<PlanChange>
  /** What upgrade would charge today, worked out the way the provider charges it; nothing changes. */
  previewUpgrade(user: UserRow, plan: PaidPlan): Promise<UpgradePreview>
  /** Keeps the current plan until the period ends, then moves to `plan` (no proration, no refund). */
  scheduleDowngrade(user: UserRow, plan: PaidPlan, attemptId: string): Promise<SubscriptionSnapshot>
  /** Drops a scheduled downgrade: the subscription renews on its current plan. */
  cancelScheduledChange(user: UserRow): Promise<SubscriptionSnapshot>
  /** The customer's invoices and receipts, newest first (drafts and voided ones left out). */
  invoices(user: UserRow): Promise<Invoice[]>
  /** The card the subscription is charged to, or null when none is on file. */
  paymentMethod(user: UserRow): Promise<PaymentMethodSummary | null>
  /** Starts collecting a new card for the subscription: a SetupIntent's client secret (or the demo's). */
  setupPaymentMethod(user: UserRow): Promise<string>
  /** Makes a card the customer's and the subscription's default; a card of another customer is refused. */
  updatePaymentMethod(user: UserRow, paymentMethodId: string): Promise<PaymentMethodSummary>
  /**
   * Gives the provider the name and address invoices are made out to (Stripe's customer); nothing to do
   * for demo billing, whose invoices read them from our database.
   */
  updateBillingDetails(user: UserRow, details: BillingDetails): Promise<void>
}

export interface PlanChange {
  snapshot: SubscriptionSnapshot
  /** What was charged at once for the rest of the period, in cents (null when the provider did not say). */
  chargedCents: number | null
}

export interface UpgradePreview {
  /** Charged at once for the rest of the period, in cents (after any credit the customer holds). */
  amountDueCents: number
  currency: string
}

/** How many invoices the history shows: two years of renewals and the changes between them. */
export const INVOICE_HISTORY_LIMIT = 24

/** The line an invoice is listed under, the same in both providers. */
export function invoiceDescription(reason: 'create' | 'renewal' | 'upgrade', plan: PaidPlan): string {
  const name = PLAN_DETAILS[plan].name
  if (reason === 'create') return `${name} subscription`
  if (reason === 'renewal') return `${name} renewal`
  return `Upgrade to ${name} (prorated)`
}

/**
 * The prorated price of moving from one plan to a dearer one for the rest of the period: the difference in
 * monthly price times the share of the period left, rounded to cents.
 */
export function prorationCents(
  from: PaidPlan,
  to: PaidPlan,
  period: { start: Date; end: Date },
  now: Date,
): number {
  const length = period.end.getTime() - period.start.getTime()
  if (length <= 0) return 0
  const left = Math.min(1, Math.max(0, (period.end.getTime() - now.getTime()) / length))
  return Math.round((PLAN_DETAILS[to].amountCents - PLAN_DETAILS[from].amountCents) * left)
}

/** Statuses of a subscription that is over: nothing more is charged, nothing is left to cancel. */
export const ENDED_STATUSES = new Set(['canceled', 'incomplete_expired'])

/** Statuses under which the plan's access holds; past_due keeps it for the grace period Stripe gives. */
export const ACCESS_STATUSES = new Set(['active', 'trialing', 'past_due'])

export function grantsAccess(status: string): boolean {
  return ACCESS_STATUSES.has(status)
}
