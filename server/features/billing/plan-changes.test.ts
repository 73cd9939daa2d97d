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
  monthPasses,
  type Plan,
  sendStripeEvent,
} from '../../test/billing'
import {
  createTestContext,
  injectAs,
  registerUser,
  setUpTestContext,
  type TestContext,
} from '../../test/context'
import { startFakeStripe, stripeTestEnv } from '../../test/fake-stripe'

const DAY_MS = 86_400_000
const PARALLEL = 10

const call = (ctx: TestContext, cookie: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  injectAs(ctx.app, cookie, { method, url, ...(payload ? { payload } : {}) })
const usageOf = async (ctx: TestContext, cookie: string) =>
  (await call(ctx, cookie, 'GET', '/api/usage')).json()
const currentOf = async (ctx: TestContext, cookie: string) =>
  (await call(ctx, cookie, 'GET', '/api/subscriptions/current')).json()

/** 'MMMM d, yyyy' in UTC, as the messages write billing dates. */
const longDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  })

/** The prorated charge of Basic to Premium with `msLeft` of a period of `msLong` left, in cents. */
const upgradeCents = (msLeft: number, msLong: number) => Math.round((1899 - 999) * (msLeft / msLong))

describe('plan changes, demo billing', () => {
  const ctx = setUpTestContext()

  async function subscribe(plan: Plan) {
    const account = await registerUser(ctx.app)
    expect((await initializeSubscription(ctx.app, account.cookie, plan)).statusCode).toBe(200)
    const card = await addDemoCard(ctx.app, account.cookie)
    const created = await createSubscription(ctx.app, account.cookie, card.json().id, plan)
    expect(created.statusCode).toBe(200)
    return { ...account, subscriptionId: created.json().subscriptionId as string }
  }

  /** A month goes by: the demo period ended a minute ago, so the next request renews it. */
  const endPeriod = (userId: number) => monthPasses(ctx, userId)

  it('moves Basic to Premium at once, charging the rest of the period prorated; the quota follows at once', async () => {
    const { cookie, user, subscriptionId } = await subscribe('basic')
    // Ten days of this period left, and 480 of the 500 Basic queries spent.
    const end = new Date(Date.now() + 10 * DAY_MS)
    const start = new Date(end)
    start.setUTCMonth(start.getUTCMonth() - 1)
    await changeAccount(ctx, user.id, { subscriptionEndDate: end, queriesUsed: 480 })
    expect(await usageOf(ctx, cookie)).toEqual({ queriesUsed: 480, limit: 500, subscription: 'basic' })

    const before = Date.now()
    const response = await changePlan(ctx.app, cookie, 'premium')
    const after = Date.now()
    expect(response.statusCode).toBe(200)
    const body = response.json()
    expect(body.subscription).toMatchObject({
      id: subscriptionId,
      plan: 'premium',
      status: 'active',
      scheduledPlan: null,
      cancelAtPeriodEnd: false,
      currentPeriodEnd: end.toISOString(),
    })
    const [charge] = await ctx.database.db
      .select()
      .from(demoInvoices)
      .where(eq(demoInvoices.description, 'Upgrade to Premium Plan (prorated)'))
      .then((rows) => rows.filter((row) => row.userId === user.id))
    const longest = upgradeCents(end.getTime() - before, end.getTime() - start.getTime())
    const shortest = upgradeCents(end.getTime() - after, end.getTime() - start.getTime())
    expect(charge?.amountCents).toBeGreaterThanOrEqual(shortest)
    expect(charge?.amountCents).toBeLessThanOrEqual(longest)
    expect(charge?.periodEnd?.toISOString()).toBe(end.toISOString())
    expect(body.message).toBe(
      `You are now on the Premium plan. $${((charge?.amountCents ?? 0) / 100).toFixed(2)} was charged for the rest of the current billing period.`,
    )
    // Premium is unlimited from this moment; the period and its count stay as they were.
    expect(await usageOf(ctx, cookie)).toEqual({ queriesUsed: 480, limit: null, subscription: 'premium' })
    expect((await accountRow(ctx, user.id)).subscriptionEndDate?.toISOString()).toBe(end.toISOString())
  })

  it('moves Premium to Basic when the period ends: Premium until then, then Basic with a fresh allocation', async () => {
    const { cookie, user } = await subscribe('premium')
    await changeAccount(ctx, user.id, { queriesUsed: 900 })
    const response = await changePlan(ctx.app, cookie, 'basic')
    expect(response.statusCode).toBe(200)
    const { subscription, message } = response.json()
    expect(subscription).toMatchObject({ plan: 'premium', status: 'active', scheduledPlan: 'basic' })
    expect(message).toBe(
      `Your plan changes to Basic on ${longDate(subscription.currentPeriodEnd)}. You keep Premium until then.`,
    )
    expect(await usageOf(ctx, cookie)).toEqual({ queriesUsed: 900, limit: null, subscription: 'premium' })
    expect((await currentOf(ctx, cookie)).subscription.scheduledPlan).toBe('basic')
    expect((await accountRow(ctx, user.id)).scheduledPlan).toBe('basic')
    // Asking again changes nothing and says the same.
    const again = await changePlan(ctx.app, cookie, 'basic')
    expect(again.statusCode).toBe(200)
    expect(again.json().message).toBe(message)

    await endPeriod(user.id)
    expect(await usageOf(ctx, cookie)).toEqual({ queriesUsed: 0, limit: 500, subscription: 'basic' })
    const renewed = (await currentOf(ctx, cookie)).subscription
    expect(renewed).toMatchObject({ plan: 'basic', status: 'active', scheduledPlan: null })
    expect(Date.parse(renewed.currentPeriodEnd)).toBeGreaterThan(Date.now() + 27 * DAY_MS)
    expect((await accountRow(ctx, user.id)).scheduledPlan).toBeNull()
  })

  it('keeps Premium when Premium is asked for while a downgrade is scheduled', async () => {
    const { cookie, user } = await subscribe('premium')
    expect((await changePlan(ctx.app, cookie, 'basic')).statusCode).toBe(200)
    const keep = await changePlan(ctx.app, cookie, 'premium')
    expect(keep.statusCode).toBe(200)
    expect(keep.json()).toMatchObject({
      message: 'Your change to Basic is cancelled. You stay on the Premium plan.',
      subscription: { plan: 'premium', scheduledPlan: null },
    })
    await endPeriod(user.id)
    expect(await usageOf(ctx, cookie)).toEqual({ queriesUsed: 0, limit: null, subscription: 'premium' })
    // Nothing was charged for keeping the plan: the first payment and the renewal only.
    const invoices = (await call(ctx, cookie, 'GET', '/api/subscriptions/invoices')).json().invoices
    expect(invoices.map((i: { description: string }) => i.description)).toEqual([
      'Premium Plan renewal',
      'Premium Plan subscription',
    ])
  })

  it('refuses: no subscription, the same plan, a subscription set to end (until resumed), a bad price', async () => {
    const free = await registerUser(ctx.app)
    const none = await changePlan(ctx.app, free.cookie, 'premium')
    expect(none.statusCode).toBe(400)
    expect(none.json().message).toBe('You have no active subscription. Choose a plan to subscribe first.')

    const { cookie, user } = await subscribe('basic')
    const same = await changePlan(ctx.app, cookie, 'basic')
    expect(same.statusCode).toBe(400)
    expect(same.json().message).toBe('You are already on the Basic plan.')
    const wrongPrice = await call(ctx, cookie, 'POST', '/api/subscriptions/change-plan', {
      planType: 'premium',
      priceId: 'price_basic',
    })
    expect(wrongPrice.statusCode).toBe(400)

    const cancelled = await call(ctx, cookie, 'POST', '/api/subscriptions/cancel')
    expect(cancelled.statusCode).toBe(200)
    const ending = await changePlan(ctx.app, cookie, 'premium')
    expect(ending.statusCode).toBe(409)
    expect(ending.json()).toEqual({
      code: 'CANCELLATION_PENDING',
      message: `Your subscription is set to end on ${longDate(cancelled.json().subscription.currentPeriodEnd)}. Resume it first, then change your plan.`,
    })
    expect((await usageOf(ctx, cookie)).subscription).toBe('basic')
    expect((await call(ctx, cookie, 'POST', '/api/subscriptions/resume')).statusCode).toBe(200)
    expect((await changePlan(ctx.app, cookie, 'premium')).statusCode).toBe(200)

    await changeAccount(ctx, user.id, { subscriptionStatus: 'past_due' })
    const behind = await changePlan(ctx.app, cookie, 'basic')
    expect(behind.statusCode).toBe(409)
    expect(behind.json().code).toBe('PAYMENT_PAST_DUE')
  })

  it('drops a scheduled downgrade when the subscription is cancelled: it ends instead', async () => {
    const { cookie, user } = await subscribe('premium')
    await changePlan(ctx.app, cookie, 'basic')
    const cancel = await call(ctx, cookie, 'POST', '/api/subscriptions/cancel')
    expect(cancel.json().subscription).toMatchObject({ cancelAtPeriodEnd: true, scheduledPlan: null })
    await endPeriod(user.id)
    expect((await usageOf(ctx, cookie)).subscription).toBe('free')
  })

  it('resumes a cancelled subscription, which then renews instead of ending', async () => {
    const { cookie, user } = await subscribe('basic')
    expect((await call(ctx, cookie, 'POST', '/api/subscriptions/resume')).statusCode).toBe(400)
    await call(ctx, cookie, 'POST', '/api/subscriptions/cancel')
    const resumed = await call(ctx, cookie, 'POST', '/api/subscriptions/resume')
    expect(resumed.statusCode).toBe(200)
    expect(resumed.json()).toMatchObject({
      message: 'Your subscription will continue.',
      subscription: { plan: 'basic', status: 'active', cancelAtPeriodEnd: false },
    })
    await changeAccount(ctx, user.id, { queriesUsed: 321 })
    await endPeriod(user.id)
    expect(await usageOf(ctx, cookie)).toEqual({ queriesUsed: 0, limit: 500, subscription: 'basic' })
    const row = await accountRow(ctx, user.id)
    expect(row.subscriptionStatus).toBe('active')
    expect(row.subscriptionEndDate?.getTime()).toBeGreaterThan(Date.now() + 27 * DAY_MS)
  })

  it(`${PARALLEL} parallel upgrades charge once; the others are told why`, async () => {
    const { cookie, user } = await subscribe('basic')
    const responses = await Promise.all(
      Array.from({ length: PARALLEL }, () => changePlan(ctx.app, cookie, 'premium')),
    )
    const statuses = responses.map((r) => r.statusCode)
    expect(
      statuses.filter((s) => s === 200),
      JSON.stringify(statuses),
    ).toHaveLength(1)
    for (const refused of responses.filter((r) => r.statusCode !== 200)) {
      // Under way (409), or already done by the time this one was looked at (400, already Premium).
      expect([409, 400]).toContain(refused.statusCode)
      expect(['CHANGE_IN_PROGRESS', 'VALIDATION']).toContain(refused.json().code)
    }
    const charges = (
      await ctx.database.db.select().from(demoInvoices).where(eq(demoInvoices.userId, user.id))
    ).filter((row) => row.description.startsWith('Upgrade'))
    expect(charges).toHaveLength(1)
    expect((await accountRow(ctx, user.id)).billingAttemptId).toBeNull()
  })

  it('needs a signed-in user, and an Origin of its own', async () => {
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: '/api/subscriptions/change-plan',
      payload: { planType: 'premium', priceId: 'price_premium' },
    })
    expect(anonymous.statusCode).toBe(401)
    const { cookie } = await subscribe('basic')
    const forged = await injectAs(ctx.app, cookie, {
      method: 'POST',
      url: '/api/subscriptions/change-plan',
      payload: { planType: 'premium', priceId: 'price_premium' },
      headers: { origin: 'https://evil.example' },
    })
    expect(forged.statusCode).toBe(403)
    expect((await usageOf(ctx, cookie)).subscription).toBe('basic')
  })
})

describe('plan changes, Stripe (through the real SDK)', () => {
  const WEBHOOK_SECRET = 'whsec_plan_changes'
  const PRICES = { basic: 'price_1BasicMonthly', premium: 'price_1PremiumMonthly' }
  let ctx: TestContext
  let fake: Awaited<ReturnType<typeof startFakeStripe>>
  beforeAll(async () => {
    fake = await startFakeStripe()
    ctx = await createTestContext({
      env: stripeTestEnv(fake.url, { STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET }),
    })
  })
  afterAll(async () => {
    await ctx.close()
    await fake.close()
  })

  async function subscribe(plan: Plan) {
    const account = await registerUser(ctx.app)
    expect((await initializeSubscription(ctx.app, account.cookie, plan)).statusCode).toBe(200)
    // A card of its own, as Stripe.js leaves it after the SetupIntent: not attached to anyone yet.
    const created = await createSubscription(ctx.app, account.cookie, fake.addPaymentMethod(), plan)
    expect(created.statusCode).toBe(200)
    const subscriptionId = created.json().subscriptionId as string
    return { ...account, subscriptionId }
  }

  const event = (type: string, object: Record<string, unknown>) =>
    sendStripeEvent(ctx.app, { type, object }, WEBHOOK_SECRET)
  const writesTo = (path: string) => fake.requests.filter((r) => r.method === 'POST' && r.path === path)

  it('moves Basic to Premium at once with always_invoice proration, charged now; the quota follows at once', async () => {
    const { cookie, user, subscriptionId } = await subscribe('basic')
    await changeAccount(ctx, user.id, { queriesUsed: 499 })
    fake.requests.length = 0
    const response = await changePlan(ctx.app, cookie, 'premium')
    expect(response.statusCode).toBe(200)
    expect(response.json().subscription).toMatchObject({
      plan: 'premium',
      status: 'active',
      scheduledPlan: null,
    })

    const [update] = writesTo(`/v1/subscriptions/${subscriptionId}`)
    expect(update?.params.get('items[0][id]')).toBe(`si_${subscriptionId}`)
    expect(update?.params.get('items[0][price]')).toBe(PRICES.premium)
    expect(update?.params.get('proration_behavior')).toBe('always_invoice')
    expect(update?.params.get('payment_behavior')).toBe('error_if_incomplete')
    expect(update?.idempotencyKey).toMatch(/^change-plan-[0-9a-f-]{36}$/)
    // What Stripe charged (the fake's proration: Premium's rest of the period less Basic's unused time).
    const charged = fake.invoices.find(
      (i) => i.subscription === subscriptionId && i.billingReason === 'subscription_update',
    )
    const cents = charged?.lines.reduce((sum, line) => sum + line.amount, 0) ?? 0
    expect(cents).toBeGreaterThan(850)
    expect(response.json().message).toBe(
      `You are now on the Premium plan. $${(cents / 100).toFixed(2)} was charged for the rest of the current billing period.`,
    )
    expect(await usageOf(ctx, cookie)).toEqual({ queriesUsed: 499, limit: null, subscription: 'premium' })
    expect(fake.subscriptions.get(subscriptionId)?.price).toBe(PRICES.premium)
  })

  it('leaves the plan as it was when the prorated payment fails', async () => {
    const { cookie, user, subscriptionId } = await subscribe('basic')
    const failing = fake.addPaymentMethod({
      customer: (await accountRow(ctx, user.id)).stripeCustomerId,
      declinesOnCharge: true,
    })
    expect(
      (await call(ctx, cookie, 'POST', '/api/subscriptions/payment-method', { paymentMethodId: failing }))
        .statusCode,
    ).toBe(200)
    const response = await changePlan(ctx.app, cookie, 'premium')
    expect(response.statusCode).toBe(402)
    expect(response.json()).toEqual({ message: 'Your card was declined.', code: 'card_declined' })
    expect(await usageOf(ctx, cookie)).toEqual({ queriesUsed: 0, limit: 500, subscription: 'basic' })
    expect(fake.subscriptions.get(subscriptionId)?.price).toBe(PRICES.basic)
    expect((await accountRow(ctx, user.id)).billingAttemptId).toBeNull()
  })

  it('schedules Premium to Basic at the period end (a two-phase schedule); the webhook applies it then', async () => {
    const { cookie, user, subscriptionId } = await subscribe('premium')
    await changeAccount(ctx, user.id, { queriesUsed: 700 })
    const period = fake.subscriptions.get(subscriptionId)
    fake.requests.length = 0
    const response = await changePlan(ctx.app, cookie, 'basic')
    expect(response.statusCode).toBe(200)
    const { subscription, message } = response.json()
    expect(subscription).toMatchObject({ plan: 'premium', status: 'active', scheduledPlan: 'basic' })
    expect(message).toBe(
      `Your plan changes to Basic on ${longDate(subscription.currentPeriodEnd)}. You keep Premium until then.`,
    )

    const [made] = writesTo('/v1/subscription_schedules')
    expect(made?.params.get('from_subscription')).toBe(subscriptionId)
    const scheduleId = fake.subscriptions.get(subscriptionId)?.schedule as string
    const [phases] = writesTo(`/v1/subscription_schedules/${scheduleId}`)
    expect(Object.fromEntries(phases?.params ?? [])).toMatchObject({
      end_behavior: 'release',
      'phases[0][items][0][price]': PRICES.premium,
      'phases[0][start_date]': String(period?.periodStart),
      'phases[0][end_date]': String(period?.periodEnd),
      'phases[1][items][0][price]': PRICES.basic,
      'phases[1][duration][interval]': 'month',
      'phases[1][duration][interval_count]': '1',
      'phases[1][proration_behavior]': 'none',
    })
    // No proration and no charge now: the customer paid for this Premium month.
    expect(fake.invoices.filter((i) => i.subscription === subscriptionId)).toHaveLength(1)
    expect(await usageOf(ctx, cookie)).toEqual({ queriesUsed: 700, limit: null, subscription: 'premium' })
    expect((await accountRow(ctx, user.id)).scheduledPlan).toBe('basic')

    // The period ends: Stripe moves to the schedule's next phase and says so.
    fake.update(subscriptionId, { renew: true })
    const updated = await event('customer.subscription.updated', {
      id: subscriptionId,
      object: 'subscription',
    })
    expect(updated.json().outcome).toBe('applied')
    expect(await usageOf(ctx, cookie)).toEqual({ queriesUsed: 0, limit: 500, subscription: 'basic' })
    expect((await accountRow(ctx, user.id)).scheduledPlan).toBeNull()
    // A month later the schedule is done and lets go; the subscription renews on Basic.
    fake.update(subscriptionId, { renew: true })
    expect(fake.schedules.get(scheduleId)?.status).toBe('completed')
    await event('subscription_schedule.completed', fake.scheduleJson(scheduleId))
    expect((await usageOf(ctx, cookie)).subscription).toBe('basic')
  })

  it('drops the scheduled downgrade (the schedule is released) when Premium is asked for again', async () => {
    const { cookie, user, subscriptionId } = await subscribe('premium')
    await changePlan(ctx.app, cookie, 'basic')
    const scheduleId = fake.subscriptions.get(subscriptionId)?.schedule as string
    fake.requests.length = 0
    const keep = await changePlan(ctx.app, cookie, 'premium')
    expect(keep.statusCode).toBe(200)
    expect(keep.json().subscription).toMatchObject({ plan: 'premium', scheduledPlan: null })
    expect(writesTo(`/v1/subscription_schedules/${scheduleId}/release`)).toHaveLength(1)
    expect(fake.subscriptions.get(subscriptionId)?.schedule).toBeNull()
    fake.update(subscriptionId, { renew: true })
    await event('invoice.paid', {
      id: fake.subscriptions.get(subscriptionId)?.invoice,
      object: 'invoice',
      parent: { type: 'subscription_details', subscription_details: { subscription: subscriptionId } },
    })
    expect((await usageOf(ctx, cookie)).subscription).toBe('premium')
    expect((await accountRow(ctx, user.id)).scheduledPlan).toBeNull()
  })

  it('follows schedule events made outside the app: a downgrade released in Stripe is dropped here too', async () => {
    const { cookie, user, subscriptionId } = await subscribe('premium')
    await changePlan(ctx.app, cookie, 'basic')
    const scheduleId = fake.subscriptions.get(subscriptionId)?.schedule as string
    const released = fake.releaseSchedule(scheduleId)
    const response = await event('subscription_schedule.released', released)
    expect(response.json().outcome).toBe('applied')
    expect((await accountRow(ctx, user.id)).scheduledPlan).toBeNull()
    expect((await currentOf(ctx, cookie)).subscription).toMatchObject({
      plan: 'premium',
      scheduledPlan: null,
    })
  })

  it('releases the schedule before cancelling (Stripe refuses otherwise): cancelling drops the downgrade', async () => {
    const { cookie, subscriptionId } = await subscribe('premium')
    await changePlan(ctx.app, cookie, 'basic')
    const cancel = await call(ctx, cookie, 'POST', '/api/subscriptions/cancel')
    expect(cancel.statusCode).toBe(200)
    expect(cancel.json().subscription).toMatchObject({
      plan: 'premium',
      cancelAtPeriodEnd: true,
      scheduledPlan: null,
    })
    expect(fake.subscriptions.get(subscriptionId)).toMatchObject({ schedule: null, cancelAtPeriodEnd: true })
  })

  it('resumes a cancelled subscription, which then renews instead of ending; no plan change until then', async () => {
    const { cookie, user, subscriptionId } = await subscribe('basic')
    await call(ctx, cookie, 'POST', '/api/subscriptions/cancel')
    const refused = await changePlan(ctx.app, cookie, 'premium')
    expect(refused.statusCode).toBe(409)
    expect(refused.json().code).toBe('CANCELLATION_PENDING')
    fake.requests.length = 0
    const resumed = await call(ctx, cookie, 'POST', '/api/subscriptions/resume')
    expect(resumed.statusCode).toBe(200)
    expect(resumed.json().subscription).toMatchObject({ cancelAtPeriodEnd: false, plan: 'basic' })
    expect(writesTo(`/v1/subscriptions/${subscriptionId}`)[0]?.params.get('cancel_at_period_end')).toBe(
      'false',
    )

    await changeAccount(ctx, user.id, { queriesUsed: 250 })
    fake.update(subscriptionId, { renew: true })
    expect(fake.subscriptions.get(subscriptionId)?.status).toBe('active')
    await event('invoice.paid', {
      id: fake.subscriptions.get(subscriptionId)?.invoice,
      object: 'invoice',
      parent: { type: 'subscription_details', subscription_details: { subscription: subscriptionId } },
    })
    expect(await usageOf(ctx, cookie)).toEqual({ queriesUsed: 0, limit: 500, subscription: 'basic' })
    expect((await changePlan(ctx.app, cookie, 'premium')).statusCode).toBe(200)
  })

  it(`${PARALLEL} parallel upgrades make one prorated change at Stripe`, async () => {
    const { cookie, subscriptionId } = await subscribe('basic')
    fake.requests.length = 0
    const responses = await Promise.all(
      Array.from({ length: PARALLEL }, () => changePlan(ctx.app, cookie, 'premium')),
    )
    expect(
      responses.filter((r) => r.statusCode === 200),
      JSON.stringify(responses.map((r) => [r.statusCode, r.body])),
    ).toHaveLength(1)
    const prorated = writesTo(`/v1/subscriptions/${subscriptionId}`).filter(
      (r) => r.params.get('proration_behavior') === 'always_invoice',
    )
    expect(prorated).toHaveLength(1)
    expect(
      fake.invoices.filter(
        (i) => i.subscription === subscriptionId && i.billingReason === 'subscription_update',
      ),
    ).toHaveLength(1)
  })
})
