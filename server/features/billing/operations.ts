import { randomUUID } from 'node:crypto'
import { and, desc, eq, isNull, lt, or, sql } from 'drizzle-orm'
import type {
  CreateSubscriptionRequest,
  CreateSubscriptionResponse,
  CurrentSubscriptionResponse,
  PaidPlan,
  SubscriptionResponse,
} from '../../../contract/billing'
import type { BillingProviders } from '../../billing/index'
import type { SubscriptionSnapshot } from '../../billing/provider'
import type { Db } from '../../db/client'
import { demoPaymentMethods, type UserRow, users } from '../../db/schema'
import { badRequest, conflict, notFound } from '../../lib/errors'
import { applySubscription, hasActiveSubscription, planName, summaryOf } from './service'

export interface BillingDeps {
  db: Db
  providers: BillingProviders
}

export const ALREADY_SUBSCRIBED = 'You already have an active subscription. Manage it from your profile.'
export const NO_SUBSCRIPTION = 'You have no active subscription.'

export const hasActive = hasActiveSubscription
export const apply = (deps: BillingDeps, userId: number, snapshot: SubscriptionSnapshot) =>
  applySubscription(deps.db, userId, snapshot)

const kind = (deps: BillingDeps) => deps.providers.provider.kind

export const SUBSCRIPTION_IN_PROGRESS =
  'A subscription is already being set up for this account. Wait a moment, then refresh your profile.'

export async function create(
  deps: BillingDeps,
  user: UserRow,
  input: { paymentMethodId: string; planType: PaidPlan } & Partial<CreateSubscriptionRequest>,
): Promise<CreateSubscriptionResponse> {
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

async function releaseSubscriptionAttempt(db: Db, userId: number, attemptId: string) {
  await db
    .update(users)
    .set({ billingAttemptId: null, billingAttemptAt: null })
    .where(and(eq(users.id, userId), eq(users.billingAttemptId, attemptId)))
}

export async function checkStatus(deps: BillingDeps, user: UserRow, subscriptionId: string) {
  const snapshot = await deps.providers.provider.retrieve(user, subscriptionId)
  const updated = await applySubscription(deps.db, user.id, snapshot)
  return { status: snapshot.status, subscription: summaryOf(updated, kind(deps)) }
}

export async function sync(deps: BillingDeps, user: UserRow): Promise<SubscriptionResponse> {
  if (!user.subscriptionId) throw notFound('No subscription found to synchronize.')
  const snapshot = await deps.providers.provider.retrieve(user, user.subscriptionId)
  const updated = await applySubscription(deps.db, user.id, snapshot)
  return { message: `Subscription status: ${snapshot.status}`, subscription: summaryOf(updated, kind(deps)) }
}

export async function cancel(deps: BillingDeps, user: UserRow): Promise<SubscriptionResponse> {
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
}

export async function resume(deps: BillingDeps, user: UserRow): Promise<SubscriptionResponse> {
  if (!hasActiveSubscription(user) || !user.cancelAtPeriodEnd)
    throw badRequest('There is no cancellation to undo.')
  const snapshot = await deps.providers.provider.resume(user)
  const updated = await applySubscription(deps.db, user.id, snapshot)
  return { message: 'Your subscription will continue.', subscription: summaryOf(updated, kind(deps)) }
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
    if (card) paymentMethod = { brand: card.brand, last4: card.last4 }
  }
  return { subscription: summaryOf(user, kind(deps)), paymentMethod }
}
