import { eq } from 'drizzle-orm'
import type { PaidPlan, SubscriptionSummary } from '../../../contract/billing'
import { grantsAccess, type SubscriptionSnapshot } from '../../billing/provider'
import type { Db } from '../../db/client'
import { type UserRow, users } from '../../db/schema'

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
  }
}

/** A subscription the user already pays through; a second one is refused. */
export function hasActiveSubscription(user: UserRow): boolean {
  return Boolean(user.subscriptionId) && user.subscription !== 'free' && grantsAccess(user.subscriptionStatus)
}

export function planName(plan: PaidPlan): string {
  return plan === 'basic' ? 'Basic' : 'Premium'
}
