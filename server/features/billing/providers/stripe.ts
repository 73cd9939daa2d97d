// Stripe billing: the provider over Stripe's API, and Stripe's failures mapped to our errors.
import { randomUUID } from 'node:crypto'
import { createRequire } from 'node:module'
import { eq } from 'drizzle-orm'
import type Stripe from 'stripe'
import {
  type BillingDetails,
  type Invoice,
  type PaidPlan,
  type PaymentMethodSummary,
  PORTAL_NOT_CONFIGURED,
} from '../../../../contract/billing'
import type { Db } from '../../../db/client'
import { type UserRow, users } from '../../../db/schema'
import { AppError, badRequest, notFound } from '../../../lib/errors'
import { readBillingDetails } from '../receipts'
import {
  type BillingProvider,
  type CreatedSubscription,
  ENDED_STATUSES,
  INVOICE_HISTORY_LIMIT,
  invoiceDescription,
  type SubscriptionSnapshot,
} from './provider'

export interface StripeProviderOptions {
  secretKey: string
  prices: { basic: string | undefined; premium: string | undefined }
  appUrl: string
  environment: string
  /** Another API base (stripe-mock, or a test server); Stripe's own by default. */
  apiBase?: string
}

/**
 * Stripe's SDK, loaded the first time a Stripe client is made: a server on demo billing never loads it
 * (docs/decisions/0016-memory-on-the-embedded-default.md). Loaded with require, so the providers stay
 * synchronous to make; its errors are matched against this same copy.
 */
let stripeSdk: typeof Stripe | undefined
function loadStripe(): typeof Stripe {
  stripeSdk ??= createRequire(import.meta.url)('stripe') as typeof Stripe
  return stripeSdk
}

export function createStripeClient(secretKey: string, apiBase?: string): Stripe {
  const base = apiBase ? new URL(apiBase) : undefined
  const Stripe = loadStripe()
  return new Stripe(secretKey, {
    maxNetworkRetries: 1,
    timeout: 20_000,
    ...(base
      ? {
          host: base.hostname,
          port: Number(base.port || (base.protocol === 'https:' ? 443 : 80)),
          protocol: base.protocol.replace(':', '') as 'http' | 'https',
        }
      : {}),
  })
}

/** Stripe fields that hold an id, or the object when expanded: the id either way. */
export const stripeId = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null)

const fromUnix = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000) : null)

/**
 * Every subscription read or written comes back with its schedule expanded: a scheduled downgrade lives
 * there (docs/decisions/0027).
 */
const WITH_SCHEDULE = ['schedule']

/** A card as the profile shows it; anything that is not a card is not shown. */
function cardOf(method: string | Stripe.PaymentMethod | null | undefined): PaymentMethodSummary | null {
  if (!method || typeof method === 'string' || !method.card) return null
  const { brand, last4, exp_month, exp_year } = method.card
  return { brand, last4, expMonth: exp_month ?? null, expYear: exp_year ?? null }
}

/**
 * Stripe billing: a customer per user, a SetupIntent to collect the card, a subscription created
 * default_incomplete with the card saved on it, Stripe's billing portal, and cancellation at period end.
 * The client is made without any network call, so a start never waits on Stripe.
 */
export function createStripeProvider(
  db: Db,
  options: StripeProviderOptions,
): BillingProvider & {
  stripe: Stripe
  toSnapshot(subscription: Stripe.Subscription): SubscriptionSnapshot | null
} {
  const stripe = createStripeClient(options.secretKey, options.apiBase)

  const priceOf = (plan: PaidPlan) => {
    const price = options.prices[plan]
    if (!price)
      throw new AppError(503, `The ${plan} plan is not available right now.`, 'PRICE_NOT_CONFIGURED')
    return price
  }
  const planOf = (priceId: string | undefined): PaidPlan | null =>
    priceId === options.prices.basic ? 'basic' : priceId === options.prices.premium ? 'premium' : null

  /**
   * The plan a schedule moves the subscription to when this period ends: the price of the phase that starts
   * then, when it is another of our plans. Undefined when the schedule was not expanded (not known here).
   */
  function scheduledPlanOf(
    subscription: Stripe.Subscription,
    plan: PaidPlan,
    periodEnd: number | undefined,
  ): PaidPlan | null | undefined {
    const schedule = subscription.schedule
    if (!schedule) return null
    if (typeof schedule === 'string') return undefined
    if (schedule.status !== 'active' && schedule.status !== 'not_started') return null
    const next = schedule.phases.find((phase) => periodEnd !== undefined && phase.start_date >= periodEnd)
    const nextPlan = planOf(stripeId(next?.items[0]?.price) ?? undefined)
    return nextPlan && nextPlan !== plan ? nextPlan : null
  }

  function toSnapshot(subscription: Stripe.Subscription): SubscriptionSnapshot | null {
    const item = subscription.items.data[0]
    const plan = planOf(item?.price.id)
    if (!plan) return null
    return {
      id: subscription.id,
      customerId: stripeId(subscription.customer) as string,
      plan,
      status: subscription.status,
      startDate: fromUnix(subscription.start_date),
      // Since API 2025-03-31 the billing period lives on the subscription's items.
      currentPeriodStart: fromUnix(item?.current_period_start),
      currentPeriodEnd: fromUnix(item?.current_period_end),
      cancelAtPeriodEnd: subscription.cancel_at_period_end,
      scheduledPlan: scheduledPlanOf(subscription, plan, item?.current_period_end),
    }
  }

  const snapshotOrThrow = (subscription: Stripe.Subscription) => {
    const snapshot = toSnapshot(subscription)
    if (!snapshot)
      throw new AppError(409, 'This subscription is for a price this app does not sell.', 'UNKNOWN_PRICE')
    return snapshot
  }

  async function customerOf(user: UserRow): Promise<string> {
    if (user.stripeCustomerId) return user.stripeCustomerId
    // Invoices are made out to the billing details the owner gave before paying, when there are any.
    const details = await readBillingDetails(db, user.id)
    const customer = await stripe.customers.create(
      {
        email: user.email,
        name: details.name || [user.firstName, user.lastName].filter(Boolean).join(' '),
        ...(details.country ? { address: stripeAddress(details) } : {}),
        metadata: { userId: String(user.id) },
      },
      // One customer per user, even if two tabs ask at once.
      { idempotencyKey: `customer-${user.id}` },
    )
    await db.update(users).set({ stripeCustomerId: customer.id }).where(eq(users.id, user.id))
    return customer.id
  }

  async function ownSubscription(
    user: UserRow,
    subscriptionId: string,
    expand: string[] = WITH_SCHEDULE,
  ): Promise<Stripe.Subscription> {
    const subscription = await stripe.subscriptions.retrieve(subscriptionId, expand.length ? { expand } : {})
    const customer = stripeId(subscription.customer)
    if (!user.stripeCustomerId || customer !== user.stripeCustomerId) throw notFound('Subscription not found')
    return subscription
  }

  /**
   * Ends a subscription's schedule, keeping the subscription as it is now: what a scheduled downgrade is
   * dropped with, and what must happen before Stripe accepts a direct change (it refuses cancellation
   * changes on a subscription a schedule manages).
   */
  async function releaseSchedule(subscription: Stripe.Subscription) {
    const scheduleId = stripeId(subscription.schedule)
    if (!scheduleId) return
    await stripe.subscriptionSchedules.release(
      scheduleId,
      {},
      // A schedule is released once; a retry of the same release gets the same answer.
      { idempotencyKey: `release-${scheduleId}` },
    )
  }

  /** A SetupIntent collecting a card for later, off-session charges. */
  async function setupIntent(user: UserRow, metadata: Record<string, string>) {
    const customer = await customerOf(user)
    const intent = await stripe.setupIntents.create(
      {
        customer,
        usage: 'off_session',
        allowed_payment_method_types: ['card'],
        metadata: { userId: String(user.id), ...metadata },
      },
      { idempotencyKey: `setup-${user.id}-${randomUUID()}` },
    )
    if (!intent.client_secret) throw new AppError(502, 'Stripe returned no client secret', 'BILLING_ERROR')
    return intent.client_secret
  }

  /** How an invoice is listed: by why Stripe made it, and the plan its charged line is for. */
  function describe(invoice: Stripe.Invoice): string {
    const charged = invoice.lines.data.filter((line) => line.amount > 0).at(-1) ?? invoice.lines.data[0]
    const plan = planOf(stripeId(charged?.pricing?.price_details?.price) ?? undefined)
    if (plan && invoice.billing_reason === 'subscription_create') return invoiceDescription('create', plan)
    if (plan && invoice.billing_reason === 'subscription_cycle') return invoiceDescription('renewal', plan)
    if (plan && invoice.billing_reason === 'subscription_update') return invoiceDescription('upgrade', plan)
    return invoice.description ?? charged?.description ?? 'Invoice'
  }

  return {
    kind: 'stripe',
    stripe,
    toSnapshot,

    async initialize(user, plan) {
      priceOf(plan)
      return setupIntent(user, { plan })
    },

    async create(user, plan, paymentMethodId, attemptId): Promise<CreatedSubscription> {
      const price = priceOf(plan)
      const customer = await customerOf(user)
      const method = await stripe.paymentMethods.retrieve(paymentMethodId)
      const owner = stripeId(method.customer)
      if (owner !== customer) {
        await stripe.paymentMethods.attach(
          paymentMethodId,
          { customer },
          { idempotencyKey: `attach-${customer}-${paymentMethodId}` },
        )
      }
      await stripe.customers.update(
        customer,
        { invoice_settings: { default_payment_method: paymentMethodId } },
        // Keyed by the attempt: a key naming only the card would replay a stale answer if the customer
        // came back to this card after choosing another one.
        { idempotencyKey: `default-pm-${attemptId}` },
      )
      const subscription = await stripe.subscriptions.create(
        {
          customer,
          items: [{ price }],
          default_payment_method: paymentMethodId,
          payment_behavior: 'default_incomplete',
          payment_settings: { save_default_payment_method: 'on_subscription' },
          // The PaymentIntent's client secret moved to the invoice's confirmation_secret in API 2025-03-31.
          expand: ['latest_invoice.confirmation_secret'],
          metadata: { userId: String(user.id), plan },
        },
        // A retried request returns the same subscription instead of a second one.
        { idempotencyKey: `subscription-${attemptId}` },
      )
      const invoice = subscription.latest_invoice
      const secret =
        invoice && typeof invoice !== 'string' && subscription.status === 'incomplete'
          ? (invoice.confirmation_secret?.client_secret ?? null)
          : null
      return { snapshot: snapshotOrThrow(subscription), paymentIntentClientSecret: secret }
    },

    async retrieve(user, subscriptionId) {
      return snapshotOrThrow(await ownSubscription(user, subscriptionId))
    },

    async portal(user) {
      if (!user.stripeCustomerId) throw notFound('No active subscription found to manage.')
      try {
        const session = await stripe.billingPortal.sessions.create(
          { customer: user.stripeCustomerId, return_url: `${options.appUrl}/profile` },
          { idempotencyKey: `portal-${user.id}-${randomUUID()}` },
        )
        return { url: session.url, environment: options.environment }
      } catch (error) {
        // Stripe answers this when no customer portal has been set up in the dashboard.
        if (
          error instanceof loadStripe().errors.StripeInvalidRequestError &&
          /configuration/i.test(error.message)
        ) {
          throw new AppError(
            400,
            'The Stripe customer portal is not configured yet. An administrator must set it up in the Stripe dashboard; please try again later.',
            PORTAL_NOT_CONFIGURED,
          )
        }
        throw error
      }
    },

    // Cancelling drops a scheduled downgrade: the subscription ends instead.
    async cancel(user) {
      const subscription = await ownSubscription(user, user.subscriptionId as string)
      await releaseSchedule(subscription)
      const updated = await stripe.subscriptions.update(
        subscription.id,
        { cancel_at_period_end: true, expand: WITH_SCHEDULE },
        { idempotencyKey: `cancel-${subscription.id}-${randomUUID()}` },
      )
      return snapshotOrThrow(updated)
    },

    async resume(user) {
      const subscription = await ownSubscription(user, user.subscriptionId as string)
      const updated = await stripe.subscriptions.update(
        subscription.id,
        { cancel_at_period_end: false, expand: WITH_SCHEDULE },
        { idempotencyKey: `resume-${subscription.id}-${randomUUID()}` },
      )
      return snapshotOrThrow(updated)
    },

    async cancelImmediately(user) {
      if (!user.subscriptionId) return
      let subscription: Stripe.Subscription
      try {
        subscription = await stripe.subscriptions.retrieve(user.subscriptionId)
      } catch (error) {
        // Gone from Stripe (deleted in the dashboard, or another account's test data): nothing to cancel.
        if (
          error instanceof loadStripe().errors.StripeInvalidRequestError &&
          error.code === 'resource_missing'
        )
          return
        throw error
      }
      // Only this account's own subscription is ever touched.
      if (!user.stripeCustomerId || stripeId(subscription.customer) !== user.stripeCustomerId) return
      if (ENDED_STATUSES.has(subscription.status)) return
      // No final invoice and no proration credit: payments are non-refundable (Terms of Service).
      await stripe.subscriptions.cancel(
        subscription.id,
        { invoice_now: false, prorate: false },
        { idempotencyKey: `cancel-now-${subscription.id}` },
      )
    },

    async upgrade(user, plan, attemptId) {
      const subscription = await ownSubscription(user, user.subscriptionId as string)
      await releaseSchedule(subscription)
      const item = subscription.items.data[0]
      if (!item) throw new AppError(409, 'This subscription has no plan to change.', 'UNKNOWN_PRICE')
      const updated = await stripe.subscriptions.update(
        subscription.id,
        {
          items: [{ id: item.id, price: priceOf(plan) }],
          // The difference for the rest of the period is invoiced and charged now, not with the next renewal;
          // when that payment fails Stripe answers 402 and leaves the subscription on its plan.
          proration_behavior: 'always_invoice',
          payment_behavior: 'error_if_incomplete',
          expand: ['latest_invoice', ...WITH_SCHEDULE],
        },
        { idempotencyKey: `change-plan-${attemptId}` },
      )
      const invoice = updated.latest_invoice
      const chargedCents = invoice && typeof invoice !== 'string' ? invoice.amount_paid : null
      return { snapshot: snapshotOrThrow(updated), chargedCents }
    },

    // Stripe's own invoice preview of the change upgrade makes (always_invoice: the invoice made at once),
    // so the amount shown is the one Stripe will charge, credits and taxes included.
    async previewUpgrade(user, plan) {
      const subscription = await ownSubscription(user, user.subscriptionId as string, [])
      const item = subscription.items.data[0]
      if (!item) throw new AppError(409, 'This subscription has no plan to change.', 'UNKNOWN_PRICE')
      const preview = await stripe.invoices.createPreview({
        subscription: subscription.id,
        subscription_details: {
          items: [{ id: item.id, price: priceOf(plan) }],
          proration_behavior: 'always_invoice',
        },
      })
      return { amountDueCents: preview.amount_due, currency: preview.currency }
    },

    async scheduleDowngrade(user, plan, attemptId) {
      const subscription = await ownSubscription(user, user.subscriptionId as string)
      const schedule =
        subscription.schedule && typeof subscription.schedule !== 'string'
          ? subscription.schedule
          : await stripe.subscriptionSchedules.create(
              { from_subscription: subscription.id },
              { idempotencyKey: `schedule-${attemptId}` },
            )
      const now = Math.floor(Date.now() / 1000)
      const current =
        schedule.phases.find((phase) => phase.start_date <= now && now < phase.end_date) ?? schedule.phases[0]
      if (!current) throw new AppError(502, 'Stripe returned a schedule without phases', 'BILLING_ERROR')
      await stripe.subscriptionSchedules.update(
        schedule.id,
        {
          // Once the new plan's first month is scheduled, the schedule lets go and the subscription renews.
          end_behavior: 'release',
          phases: [
            {
              items: current.items.map((i) => ({ price: stripeId(i.price) as string, quantity: i.quantity })),
              start_date: current.start_date,
              end_date: current.end_date,
            },
            {
              items: [{ price: priceOf(plan), quantity: 1 }],
              duration: { interval: 'month', interval_count: 1 },
              // Paid in full until the period ends: nothing to credit or charge when the plan changes.
              proration_behavior: 'none',
            },
          ],
        },
        { idempotencyKey: `schedule-update-${attemptId}` },
      )
      return snapshotOrThrow(await ownSubscription(user, subscription.id))
    },

    async cancelScheduledChange(user) {
      const subscription = await ownSubscription(user, user.subscriptionId as string)
      await releaseSchedule(subscription)
      return snapshotOrThrow(await ownSubscription(user, subscription.id))
    },

    async invoices(user): Promise<Invoice[]> {
      if (!user.stripeCustomerId) return []
      const list = await stripe.invoices.list({
        customer: user.stripeCustomerId,
        limit: INVOICE_HISTORY_LIMIT,
      })
      // Drafts are not sent yet and void ones were never owed: neither is the customer's to read.
      return list.data
        .filter((invoice) => invoice.status !== 'draft' && invoice.status !== 'void')
        .map((invoice) => ({
          id: invoice.id,
          date: new Date(invoice.created * 1000).toISOString(),
          amountCents: invoice.total,
          currency: invoice.currency,
          status: invoice.status ?? 'draft',
          description: describe(invoice),
          url: invoice.hosted_invoice_url ?? null,
          number: invoice.number ?? null,
          pdfUrl: invoice.invoice_pdf ?? null,
        }))
    },

    // The subscription's own default card wins over the customer's, as it does when Stripe charges.
    async paymentMethod(user) {
      if (!user.stripeCustomerId) return null
      if (user.subscriptionId) {
        const subscription = await ownSubscription(user, user.subscriptionId, ['default_payment_method'])
        const card = cardOf(subscription.default_payment_method as Stripe.PaymentMethod | string | null)
        if (card) return card
      }
      const customer = await stripe.customers.retrieve(user.stripeCustomerId, {
        expand: ['invoice_settings.default_payment_method'],
      })
      if (customer.deleted) return null
      return cardOf(customer.invoice_settings?.default_payment_method)
    },

    async setupPaymentMethod(user) {
      return setupIntent(user, { purpose: 'update_payment_method' })
    },

    // The customer's name and address are what Stripe prints on its invoices. Without a customer yet there is
    // nothing to update: the customer is made with them (customerOf).
    async updateBillingDetails(user, details) {
      if (!user.stripeCustomerId) return
      await stripe.customers.update(
        user.stripeCustomerId,
        {
          name: details.name || [user.firstName, user.lastName].filter(Boolean).join(' '),
          // An empty string removes an address Stripe holds.
          address: details.country ? stripeAddress(details) : '',
        },
        { idempotencyKey: `billing-details-${user.id}-${randomUUID()}` },
      )
    },

    async updatePaymentMethod(user, paymentMethodId) {
      const subscription = await ownSubscription(user, user.subscriptionId as string, [])
      const customer = stripeId(subscription.customer) as string
      const method = await stripe.paymentMethods.retrieve(paymentMethodId)
      const owner = stripeId(method.customer)
      // Another customer's card is not this customer's to use; say no more than an unknown card would.
      if (owner && owner !== customer) throw badRequest('Unknown payment method', 'paymentMethodId')
      const card = cardOf(method)
      if (!card) throw badRequest('Only a card can pay for the subscription', 'paymentMethodId')
      if (!owner) {
        await stripe.paymentMethods.attach(
          paymentMethodId,
          { customer },
          { idempotencyKey: `attach-${customer}-${paymentMethodId}` },
        )
      }
      // Random keys: the customer may come back to a card they used before, and that must take effect.
      await stripe.customers.update(
        customer,
        { invoice_settings: { default_payment_method: paymentMethodId } },
        { idempotencyKey: `default-pm-${customer}-${randomUUID()}` },
      )
      await stripe.subscriptions.update(
        subscription.id,
        { default_payment_method: paymentMethodId },
        { idempotencyKey: `subscription-pm-${subscription.id}-${randomUUID()}` },
      )
      return card
    },
  }
}

/** Billing details as Stripe's customer address (empty fields as Stripe's 'unset'). */
function stripeAddress(details: BillingDetails): Stripe.AddressParam {
  return {
    line1: details.line1,
    line2: details.line2,
    city: details.city,
    state: details.state,
    postal_code: details.postalCode,
    country: details.country,
  }
}

/** Stripe's failures as our errors: card problems are the user's to fix; an outage is said plainly. */
export function billingErrorOf(error: unknown): AppError | null {
  // Without a Stripe client made, no Stripe error can have been thrown.
  const Stripe = stripeSdk
  if (!Stripe || !(error instanceof Stripe.errors.StripeError)) return null
  if (error instanceof Stripe.errors.StripeCardError) {
    return new AppError(402, error.message || 'Your card was declined.', error.code ?? 'card_error')
  }
  if (
    error instanceof Stripe.errors.StripeConnectionError ||
    error instanceof Stripe.errors.StripeAPIError ||
    error instanceof Stripe.errors.StripeRateLimitError
  ) {
    return new AppError(
      503,
      'The payment service is unreachable right now. Please try again in a few minutes.',
      'BILLING_UNAVAILABLE',
    )
  }
  if (
    error instanceof Stripe.errors.StripeAuthenticationError ||
    error instanceof Stripe.errors.StripePermissionError
  ) {
    return new AppError(
      503,
      'Billing is not available right now. Please try again later.',
      'BILLING_MISCONFIGURED',
    )
  }
  if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing') {
    return new AppError(404, 'That payment record was not found.', 'NOT_FOUND')
  }
  return new AppError(502, error.message || 'The payment service refused the request.', 'BILLING_ERROR')
}
