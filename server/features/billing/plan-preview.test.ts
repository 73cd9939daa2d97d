import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demoInvoices } from '../../db/schema'
import {
  accountRow,
  addDemoCard,
  changeAccount,
  changePlan,
  createSubscription,
  initializeSubscription,
  type Plan,
} from '../../test/billing'
import {
  createTestContext,
  injectAs,
  registerUser,
  setUpTestContext,
  type TestContext,
} from '../../test/context'
import { startFakeStripe, stripeTestEnv } from '../../test/fake-stripe'

// GET /api/subscriptions/preview: what a plan change costs today, shown before the owner confirms it
// (decision 0079). The amount must be the one the change then charges.

const DAY_MS = 86_400_000

const preview = (ctx: TestContext, cookie: string, plan: string) =>
  injectAs(ctx.app, cookie, { method: 'GET', url: `/api/subscriptions/preview?plan=${plan}` })

describe('plan change preview, demo billing', () => {
  const ctx = setUpTestContext()

  async function subscribe(plan: Plan) {
    const account = await registerUser(ctx.app)
    expect((await initializeSubscription(ctx.app, account.cookie, plan)).statusCode).toBe(200)
    const card = await addDemoCard(ctx.app, account.cookie)
    expect((await createSubscription(ctx.app, account.cookie, card.json().id, plan)).statusCode).toBe(200)
    return account
  }

  const invoicesOf = (userId: number) =>
    ctx.database.db.select().from(demoInvoices).where(eq(demoInvoices.userId, userId))

  it('Basic to Premium: the prorated amount due today, then $18.99 a month; the upgrade charges exactly that', async () => {
    const { cookie, user } = await subscribe('basic')
    // Ten days of this period left.
    const end = new Date(Date.now() + 10 * DAY_MS)
    await changeAccount(ctx, user.id, { subscriptionEndDate: end })
    const start = new Date(end)
    start.setUTCMonth(start.getUTCMonth() - 1)
    const share = (10 * DAY_MS) / (end.getTime() - start.getTime())

    const response = await preview(ctx, cookie, 'premium')
    expect(response.statusCode).toBe(200)
    const body = response.json()
    expect(body).toMatchObject({
      plan: 'premium',
      change: 'upgrade',
      currency: 'usd',
      recurringCents: 1899,
      periodEnd: end.toISOString(),
    })
    // (18.99 - 9.99) for the share of the period left, to the cent (a second or two may pass).
    expect(Math.abs(body.amountDueTodayCents - Math.round(900 * share))).toBeLessThanOrEqual(1)

    // Asking changes nothing: no charge, the plan as it was.
    expect(await invoicesOf(user.id)).toHaveLength(1)
    expect((await accountRow(ctx, user.id)).subscription).toBe('basic')

    expect((await changePlan(ctx.app, cookie, 'premium')).statusCode).toBe(200)
    const charge = (await invoicesOf(user.id)).find((i) => i.description.startsWith('Upgrade'))
    expect(Math.abs((charge?.amountCents ?? 0) - body.amountDueTodayCents)).toBeLessThanOrEqual(1)
  })

  it('Premium to Basic: nothing today, Basic from the end of the period', async () => {
    const { cookie, user } = await subscribe('premium')
    const end = (await accountRow(ctx, user.id)).subscriptionEndDate?.toISOString()
    const response = await preview(ctx, cookie, 'basic')
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      plan: 'basic',
      change: 'downgrade',
      amountDueTodayCents: 0,
      currency: 'usd',
      recurringCents: 999,
      effectiveAt: end,
      periodEnd: end,
    })
  })

  it('refuses what change-plan refuses: no subscription, the same plan, one set to end, an unknown plan', async () => {
    const free = await registerUser(ctx.app)
    const none = await preview(ctx, free.cookie, 'premium')
    expect(none.statusCode).toBe(400)
    expect(none.json().message).toBe('You have no active subscription. Choose a plan to subscribe first.')

    const { cookie } = await subscribe('basic')
    const same = await preview(ctx, cookie, 'basic')
    expect(same.statusCode).toBe(400)
    expect(same.json().message).toBe('You are already on the Basic plan.')
    expect((await preview(ctx, cookie, 'gold')).statusCode).toBe(400)
    expect(
      (await injectAs(ctx.app, cookie, { method: 'GET', url: '/api/subscriptions/preview' })).statusCode,
    ).toBe(400)

    expect(
      (await injectAs(ctx.app, cookie, { method: 'POST', url: '/api/subscriptions/cancel' })).statusCode,
    ).toBe(200)
    const ending = await preview(ctx, cookie, 'premium')
    expect(ending.statusCode).toBe(409)
    expect(ending.json().code).toBe('CANCELLATION_PENDING')
  })

  it('needs a signed-in user', async () => {
    const anonymous = await ctx.app.inject({ method: 'GET', url: '/api/subscriptions/preview?plan=premium' })
    expect(anonymous.statusCode).toBe(401)
  })
})

describe('plan change preview, Stripe (through the real SDK)', () => {
  const PRICES = { basic: 'price_1BasicMonthly', premium: 'price_1PremiumMonthly' }
  let ctx: TestContext
  let fake: Awaited<ReturnType<typeof startFakeStripe>>
  beforeAll(async () => {
    fake = await startFakeStripe()
    ctx = await createTestContext({ env: stripeTestEnv(fake.url) })
  })
  afterAll(async () => {
    await ctx.close()
    await fake.close()
  })

  async function subscribe(plan: Plan) {
    const account = await registerUser(ctx.app)
    expect((await initializeSubscription(ctx.app, account.cookie, plan)).statusCode).toBe(200)
    const created = await createSubscription(ctx.app, account.cookie, fake.addPaymentMethod(), plan)
    expect(created.statusCode).toBe(200)
    return { ...account, subscriptionId: created.json().subscriptionId as string }
  }

  it("Basic to Premium: Stripe's invoice preview of the always_invoice change is the amount due today, and what the upgrade charges", async () => {
    const { cookie, subscriptionId } = await subscribe('basic')
    fake.requests.length = 0
    const response = await preview(ctx, cookie, 'premium')
    expect(response.statusCode).toBe(200)
    const body = response.json()

    const [asked] = fake.requests.filter((r) => r.path === '/v1/invoices/create_preview')
    expect(asked?.method).toBe('POST')
    expect(asked?.params.get('subscription')).toBe(subscriptionId)
    expect(asked?.params.get('subscription_details[items][0][id]')).toBe(`si_${subscriptionId}`)
    expect(asked?.params.get('subscription_details[items][0][price]')).toBe(PRICES.premium)
    expect(asked?.params.get('subscription_details[proration_behavior]')).toBe('always_invoice')
    // Only read: the subscription is not updated.
    expect(
      fake.requests.filter((r) => r.method === 'POST' && r.path.startsWith('/v1/subscriptions')),
    ).toEqual([])
    expect(fake.subscriptions.get(subscriptionId)?.price).toBe(PRICES.basic)

    expect(body).toMatchObject({ plan: 'premium', change: 'upgrade', currency: 'usd', recurringCents: 1899 })
    // A whole period is left on a subscription made just now: the difference, less a cent or so of time.
    expect(body.amountDueTodayCents).toBeGreaterThan(890)
    expect(body.amountDueTodayCents).toBeLessThanOrEqual(900)

    expect((await changePlan(ctx.app, cookie, 'premium')).statusCode).toBe(200)
    const charged = fake.invoices.find(
      (i) => i.subscription === subscriptionId && i.billingReason === 'subscription_update',
    )
    const cents = charged?.lines.reduce((sum, line) => sum + line.amount, 0) ?? 0
    expect(Math.abs(cents - body.amountDueTodayCents)).toBeLessThanOrEqual(1)
  })

  it('Premium to Basic: nothing today and no call to Stripe for it', async () => {
    const { cookie } = await subscribe('premium')
    fake.requests.length = 0
    const response = await preview(ctx, cookie, 'basic')
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({
      change: 'downgrade',
      amountDueTodayCents: 0,
      recurringCents: 999,
    })
    expect(fake.requests.filter((r) => r.path === '/v1/invoices/create_preview')).toEqual([])
  })
})
