// Billing rules: every subscription operation, its preconditions, demo settlement, applying a snapshot.
import { randomUUID } from 'node:crypto'
import { and, desc, eq, isNull, lt, or, sql } from 'drizzle-orm'
import type {
  CreateSubscriptionRequest,
  CreateSubscriptionResponse,
  CurrentSubscriptionResponse,
  PaidPlan,
  SubscriptionResponse,
  SubscriptionSummary,
} from '../../../contract/billing'
import type { Db } from '../../db/client'
import { demoPaymentMethods, type UserRow, users } from '../../db/schema'
import { badRequest, conflict, notFound } from '../../lib/errors'
import { advance, demoPeriodEnded } from './providers/demo'
import type { BillingProviders } from './providers/index'
import { grantsAccess, type SubscriptionSnapshot } from './providers/provider'
import { billingErrorOf } from './providers/stripe'

export interface BillingDeps {
  db: Db
  providers: BillingProviders
}

export const ALREADY_SUBSCRIBED = 'You already have an active subscription. Manage it from your profile.'
export const NO_SUBSCRIPTION = 'You have no active subscription.'
export const NOTHING_TO_MANAGE = 'No active subscription found to manage.'
export const SUBSCRIPTION_IN_PROGRESS =
  'A subscription is already being set up for this account. Wait a moment, then refresh your profile.'

const kind = (deps: BillingDeps) => deps.providers.provider.kind

/** Turns a payment provider's failure into one of our errors; anything else goes on unchanged. */
async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (error) {
    throw billingErrorOf(error) ?? error
  }
}

/** A subscription the user already pays through; a second one is refused. */
export function hasActiveSubscription(user: UserRow): boolean {
  return Boolean(user.subscriptionId) && user.subscription !== 'free' && grantsAccess(user.subscriptionStatus)
}

export function planName(plan: PaidPlan): string {
  return plan === 'basic' ? 'Basic' : 'Premium'
}

export function summaryOf(user: UserRow, provider: 'stripe' | 'demo'): SubscriptionSummary {
  const periodStart = user.subscriptionEndDate ? new Date(user.subscriptionEndDate) : null
  periodStart?.setUTCMonth(periodStart.getUTCMonth() - 1)
  return {
    id: user.subscriptionId,
    provider,
    plan: user.subscription,
    status: user.subscriptionStatus,
    currentPeriodStart: user.subscriptionId ? (periodStart?.toISOString() ?? null) : null,
    currentPeriodEnd: user.subscriptionEndDate?.toISOString() ?? null,
    cancelAtPeriodEnd: user.cancelAtPeriodEnd,
    scheduledPlan: user.scheduledPlan ?? null,
  }
}

/**
 * Brings the account in line with the provider's subscription: plan (the paid plan while the status grants
 * access, free otherwise), status, dates, and the query allowance. Moving from free to paid keeps the trial's
 * count aside and starts the period at 0; a new billing period renews the allocation; falling back to free
 * restores the trial's count (the trial is not given again).
 */
export async function applySubscription(
  db: Db,
  userId: number,
  snapshot: SubscriptionSnapshot,
): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update')
    if (!user) throw new Error(`user ${userId} not found`)
    const plan = grantsAccess(snapshot.status) ? snapshot.plan : 'free'
    const wasPaid = user.subscription !== 'free'
    const isPaid = plan !== 'free'
    const samePeriod =
      user.subscriptionId === snapshot.id &&
      user.subscriptionEndDate?.getTime() === snapshot.currentPeriodEnd?.getTime()
    let { queriesUsed, trialQueriesUsed } = user
    if (!wasPaid && isPaid) {
      trialQueriesUsed = user.queriesUsed
      queriesUsed = 0
    } else if (wasPaid && isPaid && !samePeriod) {
      queriesUsed = 0
    } else if (wasPaid && !isPaid) {
      queriesUsed = user.trialQueriesUsed
    }
    const [updated] = await tx
      .update(users)
      .set({
        subscription: plan,
        subscriptionStatus: snapshot.status,
        subscriptionId: snapshot.id,
        stripeCustomerId: snapshot.customerId,
        subscriptionStartDate: snapshot.startDate,
        subscriptionEndDate: snapshot.currentPeriodEnd,
        cancelAtPeriodEnd: snapshot.cancelAtPeriodEnd,
        queriesUsed,
        trialQueriesUsed,
        updatedAt: new Date(),
      })
      .where(eq(users.id, userId))
      .returning()
    return updated as UserRow
  })
}

/**
 * Demo billing has no webhooks: an account whose demo period has ended is settled when it is loaded (the
 * period renews, or a cancelled subscription ends and the plan falls back to free), as Stripe's renewal or
 * deletion would. Returns the account as it now is; unchanged outside demo billing or before the period end.
 */
export async function settleDemoPeriod(deps: BillingDeps, user: UserRow): Promise<UserRow> {
  if (!deps.providers.demo || !demoPeriodEnded(user)) return user
  const snapshot = advance(
    await deps.providers.provider.retrieve(user, user.subscriptionId as string),
    new Date(),
  )
  return applySubscription(deps.db, user.id, snapshot)
}

/** Starts collecting a card for a plan; refused while a subscription already grants access. */
export async function initialize(
  deps: BillingDeps,
  user: UserRow,
  plan: PaidPlan,
): Promise<{ clientSecret: string; provider: 'stripe' | 'demo' }> {
  if (hasActiveSubscription(user)) throw conflict(ALREADY_SUBSCRIBED, 'ALREADY_SUBSCRIBED')
  const clientSecret = await guarded(() => deps.providers.provider.initialize(user, plan))
  return { clientSecret, provider: kind(deps) }
}

export function create(
  deps: BillingDeps,
  user: UserRow,
  input: { paymentMethodId: string; planType: PaidPlan } & Partial<CreateSubscriptionRequest>,
): Promise<CreateSubscriptionResponse> {
  return guarded(async () => {
    if (hasActiveSubscription(user)) throw conflict(ALREADY_SUBSCRIBED, 'ALREADY_SUBSCRIBED')
    const attempt = await claimSubscriptionAttempt(deps.db, user.id)
    try {
      const created = await deps.providers.provider.create(
        attempt.user,
        input.planType,
        input.paymentMethodId,
        attempt.id,
      )
      const updated = await applySubscription(deps.db, user.id, created.snapshot)
      const active = created.snapshot.status === 'active' || created.snapshot.status === 'trialing'
      return {
        status: created.snapshot.status,
        subscriptionId: created.snapshot.id,
        paymentIntentClientSecret: created.paymentIntentClientSecret,
        message: active
          ? `Your ${planName(input.planType)} subscription has been activated!`
          : 'Your subscription has been created; the first payment still needs to be confirmed.',
        subscription: summaryOf(updated, kind(deps)),
      }
    } finally {
      await releaseSubscriptionAttempt(deps.db, user.id, attempt.id)
    }
  })
}

// A crashed attempt's marker stops blocking the account after this long.
const ATTEMPT_TIMEOUT_SECONDS = 120

/**
 * Claims the right to create a subscription for this account with one conditional update, decided by the
 * database: it succeeds only when no other attempt is under way and the account (as stored now, not as
 * the request saw it) has no subscription that grants access. Parallel calls get exactly one claim; the
 * others a 409. The attempt's id names it in the payment provider's idempotency key.
 */
async function claimSubscriptionAttempt(db: Db, userId: number): Promise<{ id: string; user: UserRow }> {
  const id = randomUUID()
  const [claimed] = await db
    .update(users)
    .set({ billingAttemptId: id, billingAttemptAt: new Date() })
    .where(
      and(
        eq(users.id, userId),
        or(
          isNull(users.billingAttemptId),
          lt(users.billingAttemptAt, sql`now() - make_interval(secs => ${ATTEMPT_TIMEOUT_SECONDS})`),
        ),
      ),
    )
    .returning()
  if (!claimed) throw conflict(SUBSCRIPTION_IN_PROGRESS, 'SUBSCRIPTION_IN_PROGRESS')
  if (hasActiveSubscription(claimed)) {
    await releaseSubscriptionAttempt(db, userId, id)
    throw conflict(ALREADY_SUBSCRIBED, 'ALREADY_SUBSCRIBED')
  }
  return { id, user: claimed }
}

/** A subscription is being created for this account right now (a claimed attempt that has not timed out). */
export function subscriptionBeingCreated(user: UserRow, now = new Date()): boolean {
  return Boolean(
    user.billingAttemptId &&
      user.billingAttemptAt &&
      now.getTime() - user.billingAttemptAt.getTime() < ATTEMPT_TIMEOUT_SECONDS * 1000,
  )
}

async function releaseSubscriptionAttempt(db: Db, userId: number, attemptId: string) {
  await db
    .update(users)
    .set({ billingAttemptId: null, billingAttemptAt: null })
    .where(and(eq(users.id, userId), eq(users.billingAttemptId, attemptId)))
}

export function checkStatus(deps: BillingDeps, user: UserRow, subscriptionId: string) {
  return guarded(async () => {
    const snapshot = await deps.providers.provider.retrieve(user, subscriptionId)
    const updated = await applySubscription(deps.db, user.id, snapshot)
    return { status: snapshot.status, subscription: summaryOf(updated, kind(deps)) }
  })
}

export function sync(deps: BillingDeps, user: UserRow): Promise<SubscriptionResponse> {
  return guarded(async () => {
    if (!user.subscriptionId) throw notFound('No subscription found to synchronize.')
    const snapshot = await deps.providers.provider.retrieve(user, user.subscriptionId)
    const updated = await applySubscription(deps.db, user.id, snapshot)
    return {
      message: `Subscription status: ${snapshot.status}`,
      subscription: summaryOf(updated, kind(deps)),
    }
  })
}

/** Where the customer manages billing: Stripe's portal, or the demo page. */
export async function manage(
  deps: BillingDeps,
  user: UserRow,
): Promise<{ url: string; environment: string }> {
  if (!user.subscriptionId || !user.stripeCustomerId) throw notFound(NOTHING_TO_MANAGE)
  return guarded(() => deps.providers.provider.portal(user))
}

export function cancel(deps: BillingDeps, user: UserRow): Promise<SubscriptionResponse> {
  return guarded(async () => {
    if (!hasActiveSubscription(user)) throw badRequest(`${NO_SUBSCRIPTION} There is nothing to cancel.`)
    if (user.cancelAtPeriodEnd)
      throw conflict('This subscription is already set to end with the current period.')
    const snapshot = await deps.providers.provider.cancel(user)
    const updated = await applySubscription(deps.db, user.id, snapshot)
    const until = updated.subscriptionEndDate?.toISOString().slice(0, 10)
    return {
      message: `Your subscription has been canceled. You keep access until the end of the current billing period${until ? ` (${until})` : ''}.`,
      subscription: summaryOf(updated, kind(deps)),
    }
  })
}

export function resume(deps: BillingDeps, user: UserRow): Promise<SubscriptionResponse> {
  return guarded(async () => {
    if (!hasActiveSubscription(user) || !user.cancelAtPeriodEnd)
      throw badRequest('There is no cancellation to undo.')
    const snapshot = await deps.providers.provider.resume(user)
    const updated = await applySubscription(deps.db, user.id, snapshot)
    return { message: 'Your subscription will continue.', subscription: summaryOf(updated, kind(deps)) }
  })
}

/**
 * Ends the account's subscription at once, for the account's deletion: nothing may be charged to an account
 * that no longer exists. Already ended, or no subscription at all, is fine; a provider failure is an AppError.
 */
export function cancelImmediately(deps: BillingDeps, user: UserRow): Promise<void> {
  return guarded(() => deps.providers.provider.cancelImmediately(user))
}

export async function current(deps: BillingDeps, user: UserRow): Promise<CurrentSubscriptionResponse> {
  let paymentMethod: CurrentSubscriptionResponse['paymentMethod'] = null
  if (deps.providers.demo) {
    const [card] = await deps.db
      .select()
      .from(demoPaymentMethods)
      .where(eq(demoPaymentMethods.userId, user.id))
      .orderBy(desc(demoPaymentMethods.createdAt))
      .limit(1)
    if (card)
      paymentMethod = { brand: card.brand, last4: card.last4, expMonth: card.expMonth, expYear: card.expYear }
  }
  return { subscription: summaryOf(user, kind(deps)), paymentMethod }
}

/** Demo billing's stand-in for Stripe.js: keeps a card's brand, last four digits and expiry. */
export async function saveDemoCard(
  deps: BillingDeps,
  user: UserRow,
  card: { number: string; expiry: string },
): Promise<{ id: string; brand: string; last4: string }> {
  if (!deps.providers.demo) throw notFound('Demo billing is off: payments go through Stripe.')
  return deps.providers.demo.saveCard(user, card)
}
