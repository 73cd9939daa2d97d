import { eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import Stripe from 'stripe'
import { demoInvoices, users } from '../db/schema'
import { injectAs, type TestContext } from './context'

/** The price ids the client sends for each plan. */
export const PLAN_PRICE_IDS = { basic: 'price_basic', premium: 'price_premium' } as const
export type Plan = keyof typeof PLAN_PRICE_IDS

const post = (app: FastifyInstance, cookie: string, url: string, payload: object) =>
  injectAs(app, cookie, { method: 'POST', url, payload })

/**
 * Saves a card through demo billing as `cookie`'s account. The fields default to a valid Visa far from
 * expiry; the billing tests change only the field they are about.
 */
export const addDemoCard = (
  app: FastifyInstance,
  cookie: string,
  card: Partial<{ number: string; expiry: string; cvc: string }> = {},
) =>
  post(app, cookie, '/api/billing/demo/payment-methods', {
    number: '4242424242424242',
    expiry: '12/35',
    cvc: '123',
    ...card,
  })

/** The first step of every checkout: starts subscribing `cookie`'s account to `plan` at the plan's price. */
export const initializeSubscription = (app: FastifyInstance, cookie: string, plan: Plan = 'basic') =>
  post(app, cookie, '/api/subscriptions/initialize', { planType: plan, priceId: PLAN_PRICE_IDS[plan] })

/** The last step of a checkout: subscribes `cookie`'s account to `plan`, paying with a saved card. */
export const createSubscription = (
  app: FastifyInstance,
  cookie: string,
  paymentMethodId: string,
  plan: Plan = 'basic',
) =>
  post(app, cookie, '/api/subscriptions/create', {
    paymentMethodId,
    planType: plan,
    priceId: PLAN_PRICE_IDS[plan],
  })

/** Asks to move `cookie`'s subscription to `plan` (up at once, down at the period end). */
export const changePlan = (app: FastifyInstance, cookie: string, plan: Plan) =>
  post(app, cookie, '/api/subscriptions/change-plan', { planType: plan, priceId: PLAN_PRICE_IDS[plan] })

/**
 * Changes an account behind the app's back (what time or Stripe would have done), then has every
 * instance forget the sessions it holds, so the next request reads the account as it now is.
 */
export async function changeAccount(
  ctx: TestContext,
  userId: number,
  changes: Partial<typeof users.$inferInsert>,
) {
  await ctx.database.db.update(users).set(changes).where(eq(users.id, userId))
  ctx.app.sessionCache.clear()
}

/** The account's row as stored. */
export async function accountRow(ctx: TestContext, userId: number) {
  const [row] = await ctx.database.db.select().from(users).where(eq(users.id, userId))
  if (!row) throw new Error(`no user ${userId}`)
  return row
}

const webhookSigner = new Stripe('sk_test_signer')
let webhookEvents = 0

/**
 * Delivers a Stripe event to the webhook route, signed as Stripe signs it with `secret`. The object is
 * only a pointer for the app, which reads the subscription's state from (the fake) Stripe.
 */
export function sendStripeEvent(
  app: FastifyInstance,
  event: { type: string; object: Record<string, unknown>; id?: string },
  secret: string,
) {
  const payload = JSON.stringify({
    id: event.id ?? `evt_test_${++webhookEvents}_${Date.now()}`,
    object: 'event',
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    type: event.type,
    data: { object: event.object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
  })
  const signature = webhookSigner.webhooks.generateTestHeaderString({ payload, secret })
  return app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  })
}

/**
 * A demo month goes by for the account: its period ended a minute ago (the next request renews or ends
 * it), and what it was billed so far is a month older.
 */
export async function monthPasses(ctx: TestContext, userId: number) {
  await ctx.database.db
    .update(demoInvoices)
    .set({ createdAt: sql`${demoInvoices.createdAt} - interval '1 month'` })
    .where(eq(demoInvoices.userId, userId))
  await changeAccount(ctx, userId, { subscriptionEndDate: new Date(Date.now() - 60_000) })
}
