// Demo billing: the provider that keeps the whole subscription lifecycle in our database (no card charged).
import { createHash, randomBytes } from 'node:crypto'
import { and, asc, desc, eq, ne } from 'drizzle-orm'
import type { PaidPlan, PaymentMethodSummary } from '../../../../contract/billing'
import { PLAN_DETAILS } from '../../../../contract/billing'
import type { Db } from '../../../db/client'
import { demoInvoices, demoPaymentMethods, type UserRow } from '../../../db/schema'
import { AppError, badRequest } from '../../../lib/errors'
import { billedTo, invoiceNumber, receiptPath } from '../receipts'
import {
  type BillingProvider,
  INVOICE_HISTORY_LIMIT,
  invoiceDescription,
  prorationCents,
  type SubscriptionSnapshot,
} from './provider'

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

/** A demo renewal's invoice id, the same for the same period: settling a period twice bills it once. */
const renewalInvoiceId = (subscriptionId: string, periodStart: Date) =>
  `in_demo_${createHash('sha256').update(`${subscriptionId}:${periodStart.toISOString()}`).digest('hex').slice(0, 24)}`

const cardSummary = (card: typeof demoPaymentMethods.$inferSelect): PaymentMethodSummary => ({
  brand: card.brand,
  last4: card.last4,
  expMonth: card.expMonth,
  expYear: card.expYear,
})

/**
 * Demo billing: the whole subscription lifecycle kept in our database, so a local run without Stripe can
 * walk every screen. No card is charged; only a card's brand, last four digits and expiry are stored. The
 * card on file is the one the subscription was made or last updated with: choosing a card removes the
 * account's other cards (as replacing a card does), so it is the account's oldest card left; cards saved
 * after it and never chosen are only the card form's leftovers.
 */
export function createDemoProvider(
  db: Db,
  hooks: {
    /** Invoices just written as paid (a first payment, an upgrade, renewals): their receipts go out. */
    onInvoicesPaid?: (userId: number, invoiceIds: string[]) => void
  } = {},
): BillingProvider & {
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
      scheduledPlan: user.scheduledPlan ?? null,
    }
  }

  /** The subscription as time has left it, each renewed period billed once (as Stripe's renewals are). */
  async function settled(user: UserRow, now = new Date()): Promise<SubscriptionSnapshot> {
    const { snapshot, renewals } = advanceWithRenewals(snapshotOf(user), now)
    if (renewals.length > 0) {
      const issued = await issuedTo(user)
      const written = await db
        .insert(demoInvoices)
        .values(
          renewals.map((period) => ({
            id: renewalInvoiceId(snapshot.id, period.start),
            userId: user.id,
            subscriptionId: snapshot.id,
            amountCents: PLAN_DETAILS[period.plan].amountCents,
            description: invoiceDescription('renewal', period.plan),
            periodStart: period.start,
            periodEnd: period.end,
            createdAt: period.start,
            ...issued,
          })),
        )
        .onConflictDoNothing()
        .returning({ id: demoInvoices.id })
      paid(user, written)
    }
    return snapshot
  }

  /** Whom an invoice issued now bills, and the card it is charged to (brand and last four only). */
  async function issuedTo(user: UserRow, card?: { brand: string; last4: string } | null) {
    const charged = card === undefined ? await cardOnFile(user) : card
    return {
      ...(await billedTo(db, user.id)),
      cardBrand: charged?.brand ?? null,
      cardLast4: charged?.last4 ?? null,
    }
  }

  const paid = (user: UserRow, written: Array<{ id: string }>) => {
    if (written.length > 0)
      hooks.onInvoicesPaid?.(
        user.id,
        written.map((row) => row.id),
      )
  }

  async function ownCard(user: UserRow, paymentMethodId: string) {
    const [card] = await db
      .select()
      .from(demoPaymentMethods)
      .where(and(eq(demoPaymentMethods.id, paymentMethodId), eq(demoPaymentMethods.userId, user.id)))
    if (!card) throw badRequest('Unknown payment method', 'paymentMethodId')
    if (card.declines) throw new AppError(402, 'Your card was declined.', 'card_declined')
    return card
  }

  /** The chosen card becomes the only one on file. */
  const keepOnly = (user: UserRow, cardId: string) =>
    db
      .delete(demoPaymentMethods)
      .where(and(eq(demoPaymentMethods.userId, user.id), ne(demoPaymentMethods.id, cardId)))

  async function cardOnFile(user: UserRow) {
    const [card] = await db
      .select()
      .from(demoPaymentMethods)
      .where(eq(demoPaymentMethods.userId, user.id))
      .orderBy(asc(demoPaymentMethods.createdAt))
      .limit(1)
    return card ?? null
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
      const card = await ownCard(user, paymentMethodId)
      const now = new Date()
      const snapshot: SubscriptionSnapshot = {
        id: id('demo_sub'),
        customerId: `demo_cus_${user.id}`,
        plan,
        status: 'active',
        startDate: now,
        currentPeriodStart: now,
        currentPeriodEnd: addMonth(now),
        cancelAtPeriodEnd: false,
        scheduledPlan: null,
      }
      await keepOnly(user, card.id)
      const written = await db
        .insert(demoInvoices)
        .values({
          id: id('in_demo'),
          userId: user.id,
          subscriptionId: snapshot.id,
          amountCents: PLAN_DETAILS[plan].amountCents,
          description: invoiceDescription('create', plan),
          periodStart: snapshot.currentPeriodStart,
          periodEnd: snapshot.currentPeriodEnd,
          createdAt: now,
          ...(await issuedTo(user, card)),
        })
        .returning({ id: demoInvoices.id })
      paid(user, written)
      return { snapshot, paymentIntentClientSecret: null }
    },

    async retrieve(user, subscriptionId) {
      if (subscriptionId !== user.subscriptionId)
        throw new AppError(404, 'Subscription not found', 'NOT_FOUND')
      return settled(user)
    },

    async portal() {
      return { url: '/billing/manage', environment: 'demo' }
    },

    // Cancelling drops a scheduled downgrade: the subscription ends instead.
    async cancel(user) {
      return { ...(await settled(user)), cancelAtPeriodEnd: true, scheduledPlan: null }
    },

    async resume(user) {
      const current = await settled(user)
      if (current.status === 'canceled') throw badRequest('This subscription has ended; choose a plan again.')
      return { ...current, cancelAtPeriodEnd: false }
    },

    // A demo subscription is only the account's own columns (and its cards, removed with the account).
    async cancelImmediately() {},

    async upgrade(user, plan, attemptId) {
      const now = new Date()
      const current = await settled(user, now)
      const card = await cardOnFile(user)
      if (!card)
        throw new AppError(402, 'There is no card on file. Add a card first.', 'missing_payment_method')
      if (card.declines) throw new AppError(402, 'Your card was declined.', 'card_declined')
      const end = current.currentPeriodEnd ?? addMonth(now)
      const start = current.currentPeriodStart ?? now
      const chargedCents = prorationCents(current.plan, plan, { start, end }, now)
      const issued = await issuedTo(user, card)
      const written = await db
        .insert(demoInvoices)
        .values({
          // One charge per attempt, however often the attempt's request is retried.
          id: `in_demo_${attemptId.replace(/-/g, '').slice(0, 24)}`,
          userId: user.id,
          subscriptionId: current.id,
          amountCents: chargedCents,
          description: invoiceDescription('upgrade', plan),
          periodStart: now,
          periodEnd: end,
          createdAt: now,
          ...issued,
        })
        .onConflictDoNothing()
        .returning({ id: demoInvoices.id })
      paid(user, written)
      return { snapshot: { ...current, plan, scheduledPlan: null }, chargedCents }
    },

    // The same proration upgrade charges, on the period as time has left it; nothing is written.
    async previewUpgrade(user, plan) {
      const now = new Date()
      const { snapshot } = advanceWithRenewals(snapshotOf(user), now)
      const end = snapshot.currentPeriodEnd ?? addMonth(now)
      const start = snapshot.currentPeriodStart ?? now
      return { amountDueCents: prorationCents(snapshot.plan, plan, { start, end }, now), currency: 'usd' }
    },

    async scheduleDowngrade(user, plan) {
      return { ...(await settled(user)), scheduledPlan: plan }
    },

    async cancelScheduledChange(user) {
      return { ...(await settled(user)), scheduledPlan: null }
    },

    async invoices(user) {
      const rows = await db
        .select()
        .from(demoInvoices)
        .where(eq(demoInvoices.userId, user.id))
        .orderBy(desc(demoInvoices.createdAt), desc(demoInvoices.id))
        .limit(INVOICE_HISTORY_LIMIT)
      return rows.map((row) => ({
        id: row.id,
        date: row.createdAt.toISOString(),
        amountCents: row.amountCents,
        currency: row.currency,
        status: row.status,
        description: row.description,
        url: null,
        number: invoiceNumber(row.createdAt, row.numberSequence),
        pdfUrl: receiptPath(row.id),
      }))
    },

    // Shown once the account has had a subscription: before that, saved cards are only the form's tokens.
    async paymentMethod(user) {
      if (!user.subscriptionId) return null
      const card = await cardOnFile(user)
      return card ? cardSummary(card) : null
    },

    async setupPaymentMethod() {
      return `${id('seti_demo')}_secret_${randomBytes(8).toString('hex')}`
    },

    async updatePaymentMethod(user, paymentMethodId) {
      const card = await ownCard(user, paymentMethodId)
      await keepOnly(user, card.id)
      return cardSummary(card)
    },

    // Demo invoices read the billing details from our database as they are issued.
    async updateBillingDetails() {},
  }
}

function periodStartOf(user: UserRow): Date | null {
  if (!user.subscriptionEndDate) return null
  const start = new Date(user.subscriptionEndDate)
  start.setUTCMonth(start.getUTCMonth() - 1)
  return start
}

/** A period a demo subscription renewed into, and the plan it is billed at. */
export interface DemoRenewal {
  plan: PaidPlan
  start: Date
  end: Date
}

/**
 * What time has done to a demo subscription: a period that ended renews (or, when cancelled, ends the
 * subscription), as Stripe's renewal or deletion would. A scheduled downgrade takes effect with the first
 * renewal. Returns the periods renewed into, each to be billed.
 */
export function advanceWithRenewals(
  snapshot: SubscriptionSnapshot,
  now: Date,
): { snapshot: SubscriptionSnapshot; renewals: DemoRenewal[] } {
  let { currentPeriodStart, currentPeriodEnd } = snapshot
  if (!currentPeriodEnd || currentPeriodEnd > now || snapshot.status === 'canceled')
    return { snapshot, renewals: [] }
  if (snapshot.cancelAtPeriodEnd) return { snapshot: { ...snapshot, status: 'canceled' }, renewals: [] }
  const plan = snapshot.scheduledPlan ?? snapshot.plan
  const renewals: DemoRenewal[] = []
  while (currentPeriodEnd <= now) {
    currentPeriodStart = currentPeriodEnd
    currentPeriodEnd = addMonth(currentPeriodEnd)
    renewals.push({ plan, start: currentPeriodStart, end: currentPeriodEnd })
  }
  return {
    snapshot: {
      ...snapshot,
      plan,
      scheduledPlan: null,
      currentPeriodStart,
      currentPeriodEnd,
      status: 'active',
    },
    renewals,
  }
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
