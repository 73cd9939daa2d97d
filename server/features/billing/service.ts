// Billing rules: every subscription operation, its preconditions, demo settlement, applying a snapshot.
import { randomUUID } from 'node:crypto'
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm'
import type {
  BillingDetails,
  BillingDetailsResponse,
  CreateSubscriptionRequest,
  CreateSubscriptionResponse,
  CurrentSubscriptionResponse,
  InvoicesResponse,
  PaidPlan,
  PaymentMethodSummary,
  PlanChangePreview,
  SubscriptionResponse,
  SubscriptionSummary,
} from '../../../contract/billing'
import { FREE_QUERY_LIMIT, PLAN_DETAILS } from '../../../contract/plans'
import type { Db } from '../../db/client'
import { type UserRow, users } from '../../db/schema'
import { AppError, badRequest, conflict, notFound } from '../../lib/errors'
import { demoPeriodEnded } from './providers/demo'
import type { BillingProviders } from './providers/index'
import { grantsAccess, type SubscriptionSnapshot } from './providers/provider'
import { billingErrorOf } from './providers/stripe'
import { demoReceiptData, readBillingDetails, renderReceiptPdf, writeBillingDetails } from './receipts'

export interface BillingDeps {
  db: Db
  providers: BillingProviders
  /** The product's name, on receipts (APP_NAME). */
  appName?: string
}

export const ALREADY_SUBSCRIBED = 'You already have an active subscription. Manage it from your profile.'
export const NO_SUBSCRIPTION = 'You have no active subscription.'
export const NOTHING_TO_MANAGE = 'No active subscription found to manage.'
export const SUBSCRIPTION_IN_PROGRESS =
  'A subscription is already being set up for this account. Wait a moment, then refresh your profile.'
export const CHANGE_IN_PROGRESS =
  'A change to this subscription is already under way. Wait a moment, then refresh your profile.'

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

const LONG_DATE = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
})

/** SPEC.md section 9: dates read 'MMMM d, yyyy' (December 22, 2026); billing dates are UTC. */
export function longDate(date: Date): string {
  return LONG_DATE.format(date)
}

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`

const CARD_BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
}
const brandName = (brand: string) => CARD_BRANDS[brand] ?? 'card'

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
        // A provider that did not say leaves a scheduled downgrade as it is; without a paid plan there is none.
        scheduledPlan: isPaid
          ? snapshot.scheduledPlan === undefined
            ? user.scheduledPlan
            : snapshot.scheduledPlan
          : null,
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
  // While another change holds the account, it is left to that change (which settles it as it goes), and
  // to the next request.
  const settled = await underBillingClaim(deps.db, user.id, null, async (account) => {
    if (!demoPeriodEnded(account)) return account
    // Demo's retrieve renews each ended period (billing it once), applies a scheduled downgrade, or ends it.
    const snapshot = await deps.providers.provider.retrieve(account, account.subscriptionId as string)
    return applySubscription(deps.db, user.id, snapshot)
  })
  return settled ?? user
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
 * Claims the right to change this account's billing (create a subscription, change its plan) with one
 * conditional update, decided by the database: it succeeds only when no other attempt is under way.
 * Parallel calls get exactly one claim; the others `busy` (a 409). The claimed row is the account as stored
 * now, not as the request saw it: the rules are checked against it. The attempt's id names it in the
 * payment provider's idempotency keys.
 */
async function claimBillingAttempt(
  db: Db,
  userId: number,
  busy: AppError,
): Promise<{ id: string; user: UserRow }> {
  const claimed = await tryClaimBillingAttempt(db, userId)
  if (!claimed) throw busy
  return claimed
}

/** As claimBillingAttempt; null while another attempt holds the account. */
async function tryClaimBillingAttempt(db: Db, userId: number): Promise<{ id: string; user: UserRow } | null> {
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
  return claimed ? { id, user: claimed } : null
}

const changeInProgress = () => conflict(CHANGE_IN_PROGRESS, 'CHANGE_IN_PROGRESS')

/**
 * Runs a change of the account's subscription under its billing claim, so that changes of one account
 * (create, plan changes, cancel, resume, sync, a demo period's settling, Stripe's webhook) take turns on
 * every instance and database alike: each reads the account as stored once it holds the claim, asks the
 * provider from that, and applies the answer before the next may start. Without the claim, a cancel and an
 * upgrade read the same row, and the one applied last undid the other while both answered 200. `busy` is
 * thrown while another change holds the claim; with null, the work is skipped and null returned instead.
 */
export async function underBillingClaim<T>(
  db: Db,
  userId: number,
  busy: AppError | null,
  work: (account: UserRow, attemptId: string) => Promise<T>,
): Promise<T | null> {
  const attempt = await tryClaimBillingAttempt(db, userId)
  if (!attempt) {
    if (busy) throw busy
    return null
  }
  try {
    return await work(attempt.user, attempt.id)
  } finally {
    await releaseSubscriptionAttempt(db, userId, attempt.id)
  }
}

/** underBillingClaim for a customer's own request: 409 CHANGE_IN_PROGRESS while another change runs. */
async function asTheOnlyChange<T>(
  db: Db,
  userId: number,
  work: (account: UserRow, attemptId: string) => Promise<T>,
): Promise<T> {
  return (await underBillingClaim(db, userId, changeInProgress(), work)) as T
}

/** A claim to create a subscription: refused too when the account (as stored now) already has one. */
async function claimSubscriptionAttempt(db: Db, userId: number): Promise<{ id: string; user: UserRow }> {
  const attempt = await claimBillingAttempt(
    db,
    userId,
    conflict(SUBSCRIPTION_IN_PROGRESS, 'SUBSCRIPTION_IN_PROGRESS'),
  )
  if (hasActiveSubscription(attempt.user)) {
    await releaseSubscriptionAttempt(db, userId, attempt.id)
    throw conflict(ALREADY_SUBSCRIBED, 'ALREADY_SUBSCRIBED')
  }
  return attempt
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
  return guarded(() =>
    asTheOnlyChange(deps.db, user.id, async (account) => {
      const snapshot = await deps.providers.provider.retrieve(account, subscriptionId)
      const updated = await applySubscription(deps.db, user.id, snapshot)
      return { status: snapshot.status, subscription: summaryOf(updated, kind(deps)) }
    }),
  )
}

export function sync(deps: BillingDeps, user: UserRow): Promise<SubscriptionResponse> {
  return guarded(() =>
    asTheOnlyChange(deps.db, user.id, async (account) => {
      if (!account.subscriptionId) throw notFound('No subscription found to synchronize.')
      const snapshot = await deps.providers.provider.retrieve(account, account.subscriptionId)
      const updated = await applySubscription(deps.db, user.id, snapshot)
      return {
        message: `Subscription status: ${snapshot.status}`,
        subscription: summaryOf(updated, kind(deps)),
      }
    }),
  )
}

/** Where the customer manages billing: Stripe's portal, or the demo page. */
export async function manage(
  deps: BillingDeps,
  user: UserRow,
): Promise<{ url: string; environment: string }> {
  if (!user.subscriptionId || !user.stripeCustomerId) throw notFound(NOTHING_TO_MANAGE)
  return guarded(() => deps.providers.provider.portal(user))
}

/** Cancels at the period's end; its rules are checked on the account as stored once the claim is held. */
export function cancel(deps: BillingDeps, user: UserRow): Promise<SubscriptionResponse> {
  return guarded(() =>
    asTheOnlyChange(deps.db, user.id, async (account) => {
      if (!hasActiveSubscription(account)) throw badRequest(`${NO_SUBSCRIPTION} There is nothing to cancel.`)
      if (account.cancelAtPeriodEnd)
        throw conflict('This subscription is already set to end with the current period.')
      const snapshot = await deps.providers.provider.cancel(account)
      const updated = await applySubscription(deps.db, user.id, snapshot)
      const until = updated.subscriptionEndDate ? longDate(updated.subscriptionEndDate) : null
      return {
        message: `Your subscription has been canceled. You keep access until the end of the current billing period${until ? ` (${until})` : ''}.`,
        subscription: summaryOf(updated, kind(deps)),
      }
    }),
  )
}

export function resume(deps: BillingDeps, user: UserRow): Promise<SubscriptionResponse> {
  return guarded(() =>
    asTheOnlyChange(deps.db, user.id, async (account) => {
      if (!hasActiveSubscription(account) || !account.cancelAtPeriodEnd)
        throw badRequest('There is no cancellation to undo.')
      const snapshot = await deps.providers.provider.resume(account)
      const updated = await applySubscription(deps.db, user.id, snapshot)
      return { message: 'Your subscription will continue.', subscription: summaryOf(updated, kind(deps)) }
    }),
  )
}

/**
 * Ends the account's subscription at once, for the account's deletion: nothing may be charged to an account
 * that no longer exists. Already ended, or no subscription at all, is fine; a provider failure is an AppError.
 */
export function cancelImmediately(deps: BillingDeps, user: UserRow): Promise<void> {
  return guarded(() => deps.providers.provider.cancelImmediately(user))
}

/**
 * The subscription and the card it is charged to. The card comes from the payment provider; when the
 * provider cannot say (Stripe unreachable, the customer gone from Stripe) the subscription is still shown,
 * as it is ours, without the card.
 */
export async function current(deps: BillingDeps, user: UserRow): Promise<CurrentSubscriptionResponse> {
  let paymentMethod: PaymentMethodSummary | null = null
  try {
    paymentMethod = await guarded(() => deps.providers.provider.paymentMethod(user))
  } catch (error) {
    if (!(error instanceof AppError)) throw error
  }
  // On Free the trial's count is the account's count; on a paid plan it is kept aside for the return to Free.
  const used = user.subscription === 'free' ? user.queriesUsed : user.trialQueriesUsed
  return {
    subscription: summaryOf(user, kind(deps)),
    paymentMethod,
    freeAllowance: { limit: FREE_QUERY_LIMIT, used: Math.min(used, FREE_QUERY_LIMIT) },
  }
}

/** The subscription as it must be for its plan to change: paying, not ending, not behind on payment. */
function assertPlanChangeable(user: UserRow) {
  if (!hasActiveSubscription(user))
    throw badRequest(`${NO_SUBSCRIPTION} Choose a plan to subscribe first.`, 'planType')
  if (user.cancelAtPeriodEnd) {
    const until = user.subscriptionEndDate ? ` on ${longDate(user.subscriptionEndDate)}` : ''
    throw conflict(
      `Your subscription is set to end${until}. Resume it first, then change your plan.`,
      'CANCELLATION_PENDING',
    )
  }
  if (user.subscriptionStatus === 'past_due')
    throw conflict(
      'Your last payment did not go through. Update your card first, then change your plan.',
      'PAYMENT_PAST_DUE',
    )
}

/**
 * Changes the plan: up to Premium at once (the rest of the period charged now, prorated; the quota follows
 * at once), down to Basic when the current period ends, and asking for the current plan while a downgrade
 * is scheduled keeps it (the downgrade is dropped). One change per account at a time: parallel calls get a
 * 409, so nothing is charged twice.
 */
export function changePlan(deps: BillingDeps, user: UserRow, plan: PaidPlan): Promise<SubscriptionResponse> {
  return guarded(async () => {
    assertPlanChangeable(user)
    return asTheOnlyChange(deps.db, user.id, async (account, attemptId) => {
      // Checked again on the account as stored now: another request may have changed it meanwhile.
      assertPlanChangeable(account)
      const provider = deps.providers.provider
      const currentPlan: PaidPlan = account.subscription === 'premium' ? 'premium' : 'basic'
      let snapshot: SubscriptionSnapshot
      let message: string
      if (plan === currentPlan) {
        if (!account.scheduledPlan)
          throw badRequest(`You are already on the ${planName(plan)} plan.`, 'planType')
        snapshot = await provider.cancelScheduledChange(account)
        message = `Your change to ${planName(account.scheduledPlan)} is cancelled. You stay on the ${planName(plan)} plan.`
      } else if (plan === 'premium') {
        const change = await provider.upgrade(account, plan, attemptId)
        snapshot = change.snapshot
        const charged =
          change.chargedCents === null
            ? ''
            : ` ${dollars(change.chargedCents)} was charged for the rest of the current billing period.`
        message = `You are now on the ${planName(plan)} plan.${charged}`
      } else {
        snapshot =
          account.scheduledPlan === plan
            ? await provider.retrieve(account, account.subscriptionId as string)
            : await provider.scheduleDowngrade(account, plan, attemptId)
        const end = snapshot.currentPeriodEnd ?? account.subscriptionEndDate
        const on = end ? ` on ${longDate(end)}` : ' when the current billing period ends'
        message = `Your plan changes to ${planName(plan)}${on}. You keep ${planName(currentPlan)} until then.`
      }
      const updated = await applySubscription(deps.db, user.id, snapshot)
      return { message, subscription: summaryOf(updated, kind(deps)) }
    })
  })
}

/**
 * What changing to `plan` would cost, before the owner confirms it: an upgrade's prorated charge today as
 * the provider works it out (demo: our proration; Stripe: its invoice preview), a downgrade's nothing today.
 * Refused as changePlan would refuse the change itself; nothing is claimed or written.
 */
export function previewPlanChange(
  deps: BillingDeps,
  user: UserRow,
  plan: PaidPlan,
): Promise<PlanChangePreview> {
  return guarded(async () => {
    assertPlanChangeable(user)
    const currentPlan: PaidPlan = user.subscription === 'premium' ? 'premium' : 'basic'
    if (plan === currentPlan) throw badRequest(`You are already on the ${planName(plan)} plan.`, 'plan')
    const periodEnd = user.subscriptionEndDate?.toISOString() ?? null
    const recurringCents = PLAN_DETAILS[plan].amountCents
    // As changePlan decides it: Premium is the dearer plan, reached at once; Basic waits for the period end.
    if (plan === 'premium') {
      const preview = await deps.providers.provider.previewUpgrade(user, plan)
      return {
        plan,
        change: 'upgrade',
        amountDueTodayCents: preview.amountDueCents,
        currency: preview.currency,
        recurringCents,
        effectiveAt: new Date().toISOString(),
        periodEnd,
      }
    }
    return {
      plan,
      change: 'downgrade',
      amountDueTodayCents: 0,
      currency: 'usd',
      recurringCents,
      effectiveAt: periodEnd,
      periodEnd,
    }
  })
}

/** The account's invoices and receipts, newest first; none for an account that never subscribed. */
export async function invoices(deps: BillingDeps, user: UserRow): Promise<InvoicesResponse> {
  return { invoices: await guarded(() => deps.providers.provider.invoices(user)) }
}

/** Starts collecting a new card for the subscription (a SetupIntent, or the demo's stand-in). */
export function setupPaymentMethod(
  deps: BillingDeps,
  user: UserRow,
): Promise<{ clientSecret: string; provider: 'stripe' | 'demo' }> {
  return guarded(async () => {
    if (!hasActiveSubscription(user))
      throw badRequest(`${NO_SUBSCRIPTION} There is no card to update.`, 'paymentMethodId')
    return { clientSecret: await deps.providers.provider.setupPaymentMethod(user), provider: kind(deps) }
  })
}

/** Makes a card the one the subscription is charged to. */
export function updatePaymentMethod(
  deps: BillingDeps,
  user: UserRow,
  paymentMethodId: string,
): Promise<{ message: string; paymentMethod: PaymentMethodSummary }> {
  return guarded(async () => {
    if (!hasActiveSubscription(user))
      throw badRequest(`${NO_SUBSCRIPTION} There is no card to update.`, 'paymentMethodId')
    const paymentMethod = await deps.providers.provider.updatePaymentMethod(user, paymentMethodId)
    return {
      message: `Your subscription will be charged to the ${brandName(paymentMethod.brand)} ending in ${paymentMethod.last4}.`,
      paymentMethod,
    }
  })
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

/** The name and address the account's invoices are made out to. */
export async function billingDetailsOf(deps: BillingDeps, user: UserRow): Promise<BillingDetailsResponse> {
  return { billingDetails: await readBillingDetails(deps.db, user.id) }
}

/**
 * Keeps the billing details for the invoices to come (issued invoices keep the details they were issued
 * with). With Stripe they go to the Stripe customer first: when Stripe cannot be reached, nothing changes.
 */
export function saveBillingDetails(
  deps: BillingDeps,
  user: UserRow,
  details: BillingDetails,
): Promise<BillingDetailsResponse & { message: string }> {
  return guarded(async () => {
    await deps.providers.provider.updateBillingDetails(user, details)
    await writeBillingDetails(deps.db, user.id, details)
    return {
      message: 'Your billing details are saved. Your next invoices are made out to them.',
      billingDetails: await readBillingDetails(deps.db, user.id),
    }
  })
}

/** A demo invoice's receipt as a PDF, for its owner only: anyone else's invoice is not found. */
export async function receiptPdf(
  deps: BillingDeps,
  user: UserRow,
  invoiceId: string,
): Promise<{ fileName: string; pdf: Buffer }> {
  const receipt = await demoReceiptData(deps.db, deps.appName ?? 'Sonar Assistant', user.id, invoiceId)
  if (!receipt) throw notFound('Invoice not found')
  return { fileName: `receipt-${receipt.number}.pdf`, pdf: await renderReceiptPdf(receipt) }
}
