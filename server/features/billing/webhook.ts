// POST /api/stripe/webhook: the signed route (or its refusal without Stripe) and applying Stripe's events.
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type Stripe from 'stripe'
import type { Db } from '../../db/client'
import { stripeEvents, type UserRow, users } from '../../db/schema'
import { AppError, badRequest, conflict } from '../../lib/errors'
import type { BillingProviders } from './providers/index'
import { type createStripeProvider, stripeId } from './providers/stripe'
import { emailStripeReceipt, type ReceiptMailDeps } from './receipts'
import { applySubscription, CHANGE_IN_PROGRESS, underBillingClaim } from './service'

type StripeProvider = ReturnType<typeof createStripeProvider>

export const HANDLED_EVENTS = new Set([
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
  // A scheduled downgrade is a schedule: made, changed, dropped, or done (docs/decisions/0027).
  'subscription_schedule.created',
  'subscription_schedule.updated',
  'subscription_schedule.released',
  'subscription_schedule.canceled',
  'subscription_schedule.completed',
  'subscription_schedule.aborted',
])

/**
 * The webhook route, in a plugin of its own: the signature is checked on the raw body, so the route gets
 * a buffer parser (scoped to this plugin) instead of the JSON one. Without Stripe it answers 400.
 */
export async function stripeWebhookRoutes(
  app: FastifyInstance,
  opts: {
    db: Db
    providers: BillingProviders
    webhookSecret: string | undefined
    /** Receipt emails for paid invoices (sent when SMTP is configured). */
    receipts?: ReceiptMailDeps
  },
) {
  const provider = opts.providers.stripe
  if (!provider) {
    // Only a POST with a JSON body counts; anything else there is a client error, not a crash.
    app.post('/webhook', async () => {
      throw badRequest('Stripe is not configured on this server')
    })
    return
  }

  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  )

  app.post(
    '/webhook',
    // Server to server: Stripe's signature authenticates it, not a browser's cookie and Origin.
    { config: { rateLimit: { max: 600, timeWindow: 60_000 }, skipOriginCheck: true } },
    async (request) => {
      if (!opts.webhookSecret)
        throw new AppError(503, 'The Stripe webhook secret is not configured', 'WEBHOOK_NOT_CONFIGURED')
      const signature = request.headers['stripe-signature']
      if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) {
        throw badRequest('Missing Stripe signature or body')
      }
      let event: Stripe.Event
      try {
        event = provider.stripe.webhooks.constructEvent(request.body, signature, opts.webhookSecret)
      } catch {
        throw badRequest('Invalid Stripe signature')
      }
      const outcome = await handleStripeEvent(opts.db, provider, event, opts.receipts)
      request.log.info({ eventId: event.id, type: event.type, outcome }, 'stripe webhook')
      return { received: true, outcome }
    },
  )
}

/** The subscription an event is about: the event's own object, the schedule's, or the invoice's. */
function subscriptionIdOf(event: Stripe.Event): string | null {
  const object = event.data.object as unknown as Record<string, unknown>
  if (event.type.startsWith('customer.subscription.')) return String(object.id)
  // A released schedule no longer names its subscription, only the one it released.
  if (event.type.startsWith('subscription_schedule.'))
    return stripeId(
      (object.subscription as string | { id: string } | null) ??
        (object.released_subscription as string | null),
    )
  // Invoices name their subscription under parent.subscription_details since API 2025-03-31.
  const parent = object.parent as
    | { subscription_details?: { subscription?: string | { id: string } } }
    | undefined
  return stripeId(parent?.subscription_details?.subscription ?? (object.subscription as string | undefined))
}

async function userForCustomer(
  db: Db,
  customerId: string | null,
  metadataUserId: unknown,
): Promise<UserRow | null> {
  if (customerId) {
    const [byCustomer] = await db.select().from(users).where(eq(users.stripeCustomerId, customerId)).limit(1)
    if (byCustomer) return byCustomer
  }
  const id = Number(metadataUserId)
  if (!Number.isInteger(id) || id <= 0) return null
  const [byId] = await db.select().from(users).where(eq(users.id, id)).limit(1)
  return byId ?? null
}

/**
 * Applies a Stripe event once. Events can arrive late, twice or out of order, so the payload is only a
 * pointer: the subscription's current state is fetched from Stripe and applied, which gives the same result
 * whatever the order. The event id is stored after it was handled; a replay changes nothing.
 */
export async function handleStripeEvent(
  db: Db,
  provider: StripeProvider,
  event: Stripe.Event,
  receipts?: ReceiptMailDeps,
) {
  const seen = await db
    .select({ id: stripeEvents.id })
    .from(stripeEvents)
    .where(eq(stripeEvents.id, event.id))
  if (seen.length > 0) return 'duplicate'
  if (!HANDLED_EVENTS.has(event.type)) {
    await db.insert(stripeEvents).values({ id: event.id, type: event.type }).onConflictDoNothing()
    return 'ignored'
  }
  const subscriptionId = subscriptionIdOf(event)
  if (!subscriptionId) {
    await receiptOf(db, provider, event, receipts)
    await db.insert(stripeEvents).values({ id: event.id, type: event.type }).onConflictDoNothing()
    return 'no-subscription'
  }
  // With its schedule: a scheduled downgrade is read from there.
  const retrieve = () => provider.stripe.subscriptions.retrieve(subscriptionId, { expand: ['schedule'] })
  const subscription = await retrieve()
  const user = await userForCustomer(db, stripeId(subscription.customer), subscription.metadata?.userId)
  let outcome = 'unmatched'
  if (provider.toSnapshot(subscription) && user) {
    // Applied under the account's billing claim, as the customer's own changes are, and read again once it
    // is held: a state fetched before a change of the customer's was applied must not undo it. While a
    // change holds the account the event is refused (409) and Stripe delivers it again later.
    outcome =
      (await underBillingClaim(
        db,
        user.id,
        conflict(CHANGE_IN_PROGRESS, 'CHANGE_IN_PROGRESS'),
        async (account) => {
          const snapshot = provider.toSnapshot(await retrieve())
          if (!snapshot) return 'unmatched'
          // An older subscription's events must not overwrite the one the account uses now.
          const current =
            !account.subscriptionId ||
            account.subscriptionId === snapshot.id ||
            account.subscription === 'free'
          if (!current) return 'stale-subscription'
          await applySubscription(db, user.id, snapshot)
          return 'applied'
        },
      )) ?? 'unmatched'
  }
  await receiptOf(db, provider, event, receipts)
  await db.insert(stripeEvents).values({ id: event.id, type: event.type }).onConflictDoNothing()
  return outcome
}

/**
 * Sent after the plan is applied (a receipt never holds up access) and before the event counts as handled:
 * a receipt that fails with Stripe or the mail server is tried again on Stripe's retry, and is sent once.
 */
async function receiptOf(db: Db, provider: StripeProvider, event: Stripe.Event, receipts?: ReceiptMailDeps) {
  if (event.type === 'invoice.paid' && receipts?.mailer.mode === 'smtp') {
    await sendReceipt(db, provider, event, receipts)
  }
}

/**
 * A paid invoice's receipt, emailed once (receipts.ts settles it in the database, whatever Stripe resends).
 * The invoice is read from Stripe, as the subscription is: the event is only a pointer to it.
 */
async function sendReceipt(db: Db, provider: StripeProvider, event: Stripe.Event, receipts: ReceiptMailDeps) {
  const invoiceId = (event.data.object as { id?: unknown }).id
  if (typeof invoiceId !== 'string') return
  const invoice = await provider.stripe.invoices.retrieve(invoiceId)
  // Nothing was paid (a zero invoice, a credit): no receipt, as Stripe sends none either.
  if (invoice.status !== 'paid' || invoice.amount_paid <= 0) return
  const user = await userForCustomer(
    db,
    stripeId(invoice.customer),
    invoice.parent?.subscription_details?.metadata?.userId,
  )
  if (!user) return
  const paidAt = invoice.status_transitions?.paid_at ?? invoice.created
  const charged = invoice.lines.data.filter((line) => line.amount > 0).at(-1) ?? invoice.lines.data[0]
  await emailStripeReceipt(receipts, user.id, {
    id: invoice.id as string,
    number: invoice.number ?? null,
    customerEmail: invoice.customer_email ?? null,
    amountPaidCents: invoice.amount_paid,
    currency: invoice.currency,
    paidAt: new Date(paidAt * 1000),
    description: invoice.description ?? charged?.description ?? 'Subscription',
    hostedUrl: invoice.hosted_invoice_url ?? null,
    pdfUrl: invoice.invoice_pdf ?? null,
  })
}
