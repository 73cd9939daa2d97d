import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { stripeEvents, users } from '../../db/schema'
import {
  addDemoCard,
  createSubscription,
  initializeSubscription,
  type Plan,
  sendStripeEvent,
} from '../../test/billing'
import { createTestContext, injectAs, registerUser, type TestContext } from '../../test/context'
import { startFakeStripe, stripeTestEnv } from '../../test/fake-stripe'

const WEBHOOK_SECRET = 'whsec_test_secret'
const PRICES = { basic: 'price_1BasicMonthly', premium: 'price_1PremiumMonthly' }

let ctx: TestContext
let fake: Awaited<ReturnType<typeof startFakeStripe>>

beforeAll(async () => {
  fake = await startFakeStripe()
  ctx = await createTestContext({
    env: stripeTestEnv(fake.url, {
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_PRICE_BASIC: PRICES.basic,
      STRIPE_PRICE_PREMIUM: PRICES.premium,
    }),
  })
})
afterAll(async () => {
  await ctx.close()
  await fake.close()
})

const call = (cookie: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  injectAs(ctx.app, cookie, { method, url, ...(payload ? { payload } : {}) })
const usage = async (cookie: string) => (await call(cookie, 'GET', '/api/usage')).json()
const userRow = async (id: number) => (await ctx.database.db.select().from(users).where(eq(users.id, id)))[0]

async function subscribe(cookie: string, plan: Plan = 'basic', paymentMethodId = 'pm_card_visa') {
  const init = await initializeSubscription(ctx.app, cookie, plan)
  expect(init.statusCode).toBe(200)
  expect(init.json().clientSecret).toMatch(/^seti_.+_secret_/)
  return createSubscription(ctx.app, cookie, paymentMethodId, plan)
}

const webhook = (
  event: { id: string; type: string; object: Record<string, unknown> },
  secret = WEBHOOK_SECRET,
) => sendStripeEvent(ctx.app, event, secret)

let eventCounter = 0
const eventId = () => `evt_test_${++eventCounter}_${Date.now()}`

describe('stripe billing through the real SDK', () => {
  it('tells the client to load Stripe.js with the publishable key', async () => {
    const config = (await ctx.app.inject({ method: 'GET', url: '/api/config' })).json()
    expect(config.billing).toEqual({ provider: 'stripe', publishableKey: 'pk_test_123' })
    const demoCard = await addDemoCard(ctx.app, (await registerUser(ctx.app)).cookie)
    expect(demoCard.statusCode).toBe(404)
  })

  it('creates one customer, a SetupIntent, and the subscription with the saved card, idempotently', async () => {
    const { cookie, user } = await registerUser(ctx.app)
    fake.requests.length = 0
    const response = await subscribe(cookie, 'basic')
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ status: 'active', paymentIntentClientSecret: null })
    expect(await usage(cookie)).toEqual({ queriesUsed: 0, limit: 500, subscription: 'basic' })

    const writes = fake.requests.filter((r) => r.method === 'POST')
    expect(writes.map((w) => w.path)).toContain('/v1/subscriptions')
    for (const write of writes) expect(write.idempotencyKey, write.path).toBeTruthy()
    const customer = writes.find((r) => r.path === '/v1/customers')
    expect(customer?.idempotencyKey).toBe(`customer-${user.id}`)
    expect(customer?.params.get('metadata[userId]')).toBe(String(user.id))
    const setup = writes.find((r) => r.path === '/v1/setup_intents')
    expect(setup?.params.get('usage')).toBe('off_session')
    const created = writes.find((r) => r.path === '/v1/subscriptions')
    expect(created?.params.get('items[0][price]')).toBe(PRICES.basic)
    expect(created?.params.get('payment_behavior')).toBe('default_incomplete')
    expect(created?.params.get('payment_settings[save_default_payment_method]')).toBe('on_subscription')
    expect(created?.params.get('expand[0]')).toBe('latest_invoice.confirmation_secret')
    expect(created?.params.get('default_payment_method')).toBe('pm_card_visa')
    const defaultCard = writes.find((r) => r.path.startsWith('/v1/customers/'))
    expect(defaultCard?.params.get('invoice_settings[default_payment_method]')).toBe('pm_card_visa')

    const row = await userRow(user.id)
    expect(row?.stripeCustomerId).toMatch(/^cus_/)
    expect(row?.subscriptionId).toMatch(/^sub_/)
    expect(row?.subscriptionEndDate?.getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000)
  })

  it('returns the confirmation secret when the first payment needs the browser, then checks the status', async () => {
    const { cookie, user } = await registerUser(ctx.app)
    fake.settings.createStatus = 'incomplete'
    try {
      const response = (await subscribe(cookie, 'premium')).json()
      expect(response.status).toBe('incomplete')
      expect(response.paymentIntentClientSecret).toMatch(/^pi_.+_secret_/)
      expect((await usage(cookie)).subscription).toBe('free') // not paid yet
      fake.update(response.subscriptionId, { status: 'active' })
      const check = await call(cookie, 'POST', '/api/subscriptions/check-status', {
        subscriptionId: response.subscriptionId,
      })
      expect(check.json().status).toBe('active')
      expect(await usage(cookie)).toEqual({ queriesUsed: 0, limit: null, subscription: 'premium' })
      expect((await userRow(user.id))?.subscriptionStatus).toBe('active')
    } finally {
      fake.settings.createStatus = 'active'
    }
  })

  it("passes a declined card's error on as a card error", async () => {
    const { cookie } = await registerUser(ctx.app)
    const response = await subscribe(cookie, 'basic', 'pm_card_chargeDeclined')
    expect(response.statusCode).toBe(402)
    expect(response.json()).toEqual({ message: 'Your card was declined.', code: 'card_declined' })
  })

  it('opens the billing portal, and says PORTAL_NOT_CONFIGURED when Stripe has no portal set up', async () => {
    const { cookie } = await registerUser(ctx.app)
    await subscribe(cookie, 'basic')
    const portal = await call(cookie, 'POST', '/api/subscriptions/manage', {})
    expect(portal.statusCode).toBe(200)
    expect(portal.json()).toMatchObject({ environment: 'test' })
    expect(portal.json().url).toMatch(/^https:\/\/billing\.stripe\.com\//)
    fake.settings.portalConfigured = false
    try {
      const missing = await call(cookie, 'POST', '/api/subscriptions/manage', {})
      expect(missing.statusCode).toBe(400)
      expect(missing.json().code).toBe('PORTAL_NOT_CONFIGURED')
    } finally {
      fake.settings.portalConfigured = true
    }
  })

  it('cancels at the period end (cancel_at_period_end), and resumes', async () => {
    const { cookie } = await registerUser(ctx.app)
    await subscribe(cookie, 'basic')
    const cancel = await call(cookie, 'POST', '/api/subscriptions/cancel')
    expect(cancel.statusCode).toBe(200)
    expect(cancel.json().subscription).toMatchObject({
      cancelAtPeriodEnd: true,
      plan: 'basic',
      status: 'active',
    })
    expect(fake.requests.at(-1)?.params.get('cancel_at_period_end')).toBe('true')
    const resume = await call(cookie, 'POST', '/api/subscriptions/resume')
    expect(resume.json().subscription.cancelAtPeriodEnd).toBe(false)
  })
})

describe('stripe webhooks', () => {
  it('refuses a bad signature with 400 and changes nothing', async () => {
    const { cookie, user } = await registerUser(ctx.app)
    const { subscriptionId } = (await subscribe(cookie, 'basic')).json()
    fake.update(subscriptionId, { status: 'canceled' })
    const id = eventId()
    const forged = await webhook(
      { id, type: 'customer.subscription.deleted', object: { id: subscriptionId } },
      'whsec_wrong',
    )
    expect(forged.statusCode).toBe(400)
    expect(forged.json().message).toBe('Invalid Stripe signature')
    expect((await userRow(user.id))?.subscription).toBe('basic')
    expect(await ctx.database.db.select().from(stripeEvents).where(eq(stripeEvents.id, id))).toHaveLength(0)
    const unsigned = await ctx.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    })
    expect(unsigned.statusCode).toBe(400)
    fake.update(subscriptionId, { status: 'active' })
  })

  it('ends access on customer.subscription.deleted, once; a replay changes nothing', async () => {
    const { cookie, user } = await registerUser(ctx.app)
    await ctx.database.db.update(users).set({ queriesUsed: 12 }).where(eq(users.id, user.id))
    const { subscriptionId } = (await subscribe(cookie, 'basic')).json()
    await ctx.database.db.update(users).set({ queriesUsed: 300 }).where(eq(users.id, user.id))
    fake.update(subscriptionId, { status: 'canceled' })
    const event = {
      id: eventId(),
      type: 'customer.subscription.deleted',
      object: { id: subscriptionId, object: 'subscription' },
    }
    const first = await webhook(event)
    expect(first.statusCode).toBe(200)
    expect(first.json()).toEqual({ received: true, outcome: 'applied' })
    expect(await usage(cookie)).toEqual({ queriesUsed: 12, limit: 20, subscription: 'free' })

    // Someone subscribes again; replaying the old deletion must not touch the new subscription.
    const again = (await subscribe(cookie, 'premium')).json()
    const replay = await webhook(event)
    expect(replay.json().outcome).toBe('duplicate')
    expect((await userRow(user.id))?.subscriptionId).toBe(again.subscriptionId)
    expect((await usage(cookie)).subscription).toBe('premium')
  })

  it('applies the current state whatever the order events arrive in', async () => {
    const { cookie, user } = await registerUser(ctx.app)
    const { subscriptionId } = (await subscribe(cookie, 'basic')).json()
    // 'updated' (active) is delivered first, then the older 'created' whose payload still says incomplete.
    await webhook({
      id: eventId(),
      type: 'customer.subscription.updated',
      object: { id: subscriptionId, status: 'active' },
    })
    await webhook({
      id: eventId(),
      type: 'customer.subscription.created',
      object: { id: subscriptionId, status: 'incomplete' },
    })
    const row = await userRow(user.id)
    expect(row).toMatchObject({ subscription: 'basic', subscriptionStatus: 'active' })
  })

  it('renews the Basic allocation on invoice.paid for a new period, and keeps access while past_due', async () => {
    const { cookie, user } = await registerUser(ctx.app)
    const { subscriptionId } = (await subscribe(cookie, 'basic')).json()
    await ctx.database.db.update(users).set({ queriesUsed: 499 }).where(eq(users.id, user.id))
    const invoice = (id: string) => ({
      id,
      object: 'invoice',
      parent: { type: 'subscription_details', subscription_details: { subscription: subscriptionId } },
    })
    // The same period's invoice paid again (e.g. a retry) does not reset anything.
    await webhook({ id: eventId(), type: 'invoice.paid', object: invoice('in_same') })
    expect((await usage(cookie)).queriesUsed).toBe(499)
    fake.update(subscriptionId, { renew: true })
    await webhook({ id: eventId(), type: 'invoice.paid', object: invoice('in_next') })
    expect(await usage(cookie)).toEqual({ queriesUsed: 0, limit: 500, subscription: 'basic' })

    fake.update(subscriptionId, { status: 'past_due' })
    await webhook({ id: eventId(), type: 'invoice.payment_failed', object: invoice('in_failed') })
    expect(await usage(cookie)).toEqual({ queriesUsed: 0, limit: 500, subscription: 'basic' })
    expect((await userRow(user.id))?.subscriptionStatus).toBe('past_due')
    // Stripe gives up: unpaid ends the plan's access.
    fake.update(subscriptionId, { status: 'unpaid' })
    await webhook({ id: eventId(), type: 'customer.subscription.updated', object: { id: subscriptionId } })
    expect((await usage(cookie)).subscription).toBe('free')
  })

  it("leaves an event for Stripe's next delivery while a change of the account is under way", async () => {
    const { cookie, user } = await registerUser(ctx.app)
    const { subscriptionId } = (await subscribe(cookie, 'basic')).json()
    fake.update(subscriptionId, { status: 'past_due' })
    // A cancel or plan change of the customer holds the account's billing claim at this moment: what the
    // event would write could be undone by, or undo, what that change applies.
    const heldAt = new Date()
    await ctx.database.db
      .update(users)
      .set({ billingAttemptId: 'a-change-under-way', billingAttemptAt: heldAt })
      .where(eq(users.id, user.id))
    const event = {
      id: eventId(),
      type: 'customer.subscription.updated',
      object: { id: subscriptionId, object: 'subscription' },
    }
    const refused = await webhook(event)
    expect(refused.statusCode, refused.body).toBe(409)
    expect(refused.json().code).toBe('CHANGE_IN_PROGRESS')
    expect(await userRow(user.id)).toMatchObject({
      subscriptionStatus: 'active',
      billingAttemptId: 'a-change-under-way',
    })
    // The change is done: Stripe's next delivery of the same event is applied (it was not recorded).
    await ctx.database.db
      .update(users)
      .set({ billingAttemptId: null, billingAttemptAt: null })
      .where(eq(users.id, user.id))
    const delivered = await webhook(event)
    expect(delivered.json()).toEqual({ received: true, outcome: 'applied' })
    expect((await userRow(user.id))?.subscriptionStatus).toBe('past_due')
  })

  it('records events it does not handle, and answers 200', async () => {
    const response = await webhook({ id: eventId(), type: 'charge.refunded', object: { id: 'ch_1' } })
    expect(response.statusCode).toBe(200)
    expect(response.json().outcome).toBe('ignored')
  })
})

describe('a Stripe outage', () => {
  it('starts without the network and gives clear errors on billing calls only', async () => {
    const offline = await createTestContext({
      env: {
        STRIPE_SECRET_KEY: 'sk_test_123',
        STRIPE_PRICE_BASIC: 'price_b',
        STRIPE_API_BASE: 'http://127.0.0.1:9',
      },
    })
    try {
      const { cookie } = await registerUser(offline.app)
      const response = await initializeSubscription(offline.app, cookie)
      expect(response.statusCode).toBe(503)
      expect(response.json()).toMatchObject({ code: 'BILLING_UNAVAILABLE' })
      expect((await offline.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200)
      expect((await injectAs(offline.app, cookie, { method: 'GET', url: '/api/usage' })).statusCode).toBe(200)
    } finally {
      await offline.close()
    }
  })
})
