// Demo billing: the provider that keeps the whole subscription lifecycle in our database (no card charged).
import { randomBytes } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import type { PaidPlan } from '../../../../contract/billing'
import type { Db } from '../../../db/client'
import { demoPaymentMethods, type UserRow } from '../../../db/schema'
import { AppError, badRequest } from '../../../lib/errors'
import type { BillingProvider, SubscriptionSnapshot } from './provider'

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`

/** One calendar month after a date (the demo's billing period). */
export function addMonth(date: Date): Date {
  const next = new Date(date)
  next.setUTCMonth(next.getUTCMonth() + 1)
  return next
}

export const DEMO_DECLINED_NUMBERS = new Set(['4000000000000002'])

export function cardBrand(number: string): string {
  if (/^4/.test(number)) return 'visa'
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'mastercard'
  if (/^3[47]/.test(number)) return 'amex'
  if (/^6(011|5)/.test(number)) return 'discover'
  return 'card'
}

/** Luhn check: a mistyped number is refused as a real card form would. */
export function luhnValid(number: string): boolean {
  let sum = 0
  for (let i = 0; i < number.length; i++) {
    let digit = Number(number[number.length - 1 - i])
    if (i % 2 === 1) {
      digit *= 2
      if (digit > 9) digit -= 9
    }
    sum += digit
  }
  return sum % 10 === 0
}

/**
 * Demo billing: the whole subscription lifecycle kept in our database, so a local run without Stripe can
 * walk every screen. No card is charged; only a card's brand, last four digits and expiry are stored.
 */
export function createDemoProvider(db: Db): BillingProvider & {
  saveCard(
    user: UserRow,
    card: { number: string; expiry: string },
  ): Promise<{ id: string; brand: string; last4: string }>
} {
  const snapshotOf = (user: UserRow): SubscriptionSnapshot => {
    if (!user.subscriptionId?.startsWith('demo_'))
      throw badRequest('You have no subscription', 'subscriptionId')
    return {
      id: user.subscriptionId,
      customerId: user.stripeCustomerId ?? `demo_cus_${user.id}`,
      plan: user.subscription === 'premium' ? 'premium' : 'basic',
      status: user.subscriptionStatus,
      startDate: user.subscriptionStartDate,
      currentPeriodStart: periodStartOf(user),
      currentPeriodEnd: user.subscriptionEndDate,
      cancelAtPeriodEnd: user.cancelAtPeriodEnd,
    }
  }

  return {
    kind: 'demo',

    async saveCard(user, card) {
      const number = card.number
      if (!luhnValid(number)) throw new AppError(402, 'Your card number is invalid.', 'incorrect_number')
      const [month, year] = card.expiry.split('/').map((p) => Number(p.trim())) as [number, number]
      const expYear = 2000 + year
      const now = new Date()
      if (
        expYear < now.getUTCFullYear() ||
        (expYear === now.getUTCFullYear() && month < now.getUTCMonth() + 1)
      ) {
        throw new AppError(402, "Your card's expiration year is in the past.", 'invalid_expiry_year')
      }
      const row = {
        id: id('pm_demo'),
        userId: user.id,
        brand: cardBrand(number),
        last4: number.slice(-4),
        expMonth: month,
        expYear,
        declines: DEMO_DECLINED_NUMBERS.has(number),
      }
      await db.insert(demoPaymentMethods).values(row)
      return { id: row.id, brand: row.brand, last4: row.last4 }
    },

    async initialize() {
      return `${id('seti_demo')}_secret_${randomBytes(8).toString('hex')}`
    },

    async create(user, plan: PaidPlan, paymentMethodId) {
      const [card] = await db
        .select()
        .from(demoPaymentMethods)
        .where(and(eq(demoPaymentMethods.id, paymentMethodId), eq(demoPaymentMethods.userId, user.id)))
      if (!card) throw badRequest('Unknown payment method', 'paymentMethodId')
      if (card.declines) throw new AppError(402, 'Your card was declined.', 'card_declined')
      const now = new Date()
      return {
        snapshot: {
          id: id('demo_sub'),
          customerId: `demo_cus_${user.id}`,
          plan,
          status: 'active',
          startDate: now,
          currentPeriodStart: now,
          currentPeriodEnd: addMonth(now),
          cancelAtPeriodEnd: false,
        },
        paymentIntentClientSecret: null,
      }
    },

    async retrieve(user, subscriptionId) {
      if (subscriptionId !== user.subscriptionId)
        throw new AppError(404, 'Subscription not found', 'NOT_FOUND')
      return advance(snapshotOf(user), new Date())
    },

    async portal() {
      return { url: '/billing/manage', environment: 'demo' }
    },

    async cancel(user) {
      return { ...advance(snapshotOf(user), new Date()), cancelAtPeriodEnd: true }
    },

    async resume(user) {
      const current = advance(snapshotOf(user), new Date())
      if (current.status === 'canceled') throw badRequest('This subscription has ended; choose a plan again.')
      return { ...current, cancelAtPeriodEnd: false }
    },

    // A demo subscription is only the account's own columns (and its cards, removed with the account).
    async cancelImmediately() {},
  }
}

function periodStartOf(user: UserRow): Date | null {
  if (!user.subscriptionEndDate) return null
  const start = new Date(user.subscriptionEndDate)
  start.setUTCMonth(start.getUTCMonth() - 1)
  return start
}

/**
 * What time has done to a demo subscription: a period that ended renews (or, when cancelled, ends the
 * subscription), as Stripe's renewal or deletion would.
 */
export function advance(snapshot: SubscriptionSnapshot, now: Date): SubscriptionSnapshot {
  let { currentPeriodStart, currentPeriodEnd, status } = snapshot
  if (!currentPeriodEnd || currentPeriodEnd > now || status === 'canceled') return snapshot
  if (snapshot.cancelAtPeriodEnd) return { ...snapshot, status: 'canceled' }
  while (currentPeriodEnd <= now) {
    currentPeriodStart = currentPeriodEnd
    currentPeriodEnd = addMonth(currentPeriodEnd)
  }
  status = 'active'
  return { ...snapshot, currentPeriodStart, currentPeriodEnd, status }
}

/** Demo subscriptions have no webhooks: an ended period is settled as the account loads (service.ts). */
export function demoPeriodEnded(user: UserRow, now = new Date()): boolean {
  return Boolean(
    user.subscriptionId?.startsWith('demo_') &&
      user.subscriptionStatus !== 'canceled' &&
      user.subscriptionEndDate &&
      user.subscriptionEndDate <= now,
  )
}
