import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { demoPaymentMethods, users } from '../../db/schema'
import { addDemoCard, createSubscription, initializeSubscription, type Plan } from '../../test/billing'
import { injectAs, registerUser, setUpTestContext } from '../../test/context'

const ctx = setUpTestContext({ content: true })

const call = (cookie: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  injectAs(ctx.app, cookie, { method, url, ...(payload ? { payload } : {}) })

async function subscribe(cookie: string, plan: Plan = 'basic', number = '4242 4242 4242 4242') {
  const init = await initializeSubscription(ctx.app, cookie, plan)
  expect(init.statusCode).toBe(200)
  const card = await addDemoCard(ctx.app, cookie, { number })
  expect(card.statusCode).toBe(201)
  return createSubscription(ctx.app, cookie, card.json().id, plan)
}

const usage = async (cookie: string) => (await call(cookie, 'GET', '/api/usage')).json()

describe('demo billing', () => {
  it('is what /api/config announces without Stripe keys', async () => {
    const config = (await ctx.app.inject({ method: 'GET', url: '/api/config' })).json()
    expect(config.billing).toEqual({ provider: 'demo', publishableKey: null })
  })

  it('refuses an unknown plan or price', async () => {
    const { cookie } = await registerUser(ctx.app)
    const wrongPrice = await call(cookie, 'POST', '/api/subscriptions/initialize', {
      planType: 'basic',
      priceId: 'price_premium',
    })
    expect(wrongPrice.statusCode).toBe(400)
    expect(wrongPrice.json().message).toMatch(/Unknown price for this plan/)
    const wrongPlan = await call(cookie, 'POST', '/api/subscriptions/initialize', {
      planType: 'gold',
      priceId: 'price_gold',
    })
    expect(wrongPlan.statusCode).toBe(400)
    expect(wrongPlan.json().message).toMatch(/Plan must be basic or premium/)
  })

  it('declines 4000 0000 0000 0002 with a card error, leaving the account free', async () => {
    const { cookie, user } = await registerUser(ctx.app)
    const response = await subscribe(cookie, 'basic', '4000 0000 0000 0002')
    expect(response.statusCode).toBe(402)
    expect(response.json()).toEqual({ message: 'Your card was declined.', code: 'card_declined' })
    expect(await usage(cookie)).toEqual({ queriesUsed: 0, limit: 20, subscription: 'free' })
    const cards = await ctx.database.db
      .select()
      .from(demoPaymentMethods)
      .where(eq(demoPaymentMethods.userId, user.id))
    expect(cards[0]).toMatchObject({ last4: '0002', brand: 'visa', declines: true })
    expect(JSON.stringify(cards)).not.toContain('4000000000000002')
  })

  it('refuses a mistyped card number and an expired card', async () => {
    const { cookie } = await registerUser(ctx.app)
    const typo = await addDemoCard(ctx.app, cookie, { number: '4242 4242 4242 4241' })
    expect(typo.statusCode).toBe(402)
    expect(typo.json().message).toBe('Your card number is invalid.')
    const expired = await addDemoCard(ctx.app, cookie, { expiry: '01/20' })
    expect(expired.json().message).toMatch(/expiration year is in the past/)
    const short = await addDemoCard(ctx.app, cookie, { number: '4242', expiry: '1/2', cvc: '1' })
    expect(short.statusCode).toBe(400)
  })

  it('upgrades a free user who used the trial to Basic: 500 a month, starting at 0', async () => {
    const { cookie, user } = await registerUser(ctx.app)
    await ctx.database.db.update(users).set({ queriesUsed: 20 }).where(eq(users.id, user.id))
    const response = await subscribe(cookie, 'basic')
    expect(response.statusCode).toBe(200)
    const body = response.json()
    expect(body).toMatchObject({
      status: 'active',
      paymentIntentClientSecret: null,
      message: 'Your Basic subscription has been activated!',
    })
    expect(body.subscriptionId).toMatch(/^demo_sub_/)
    expect(await usage(cookie)).toEqual({ queriesUsed: 0, limit: 500, subscription: 'basic' })
    const me = (await call(cookie, 'GET', '/api/auth/user')).json().user
    expect(me).toMatchObject({
      subscription: 'basic',
      subscriptionStatus: 'active',
      subscriptionId: body.subscriptionId,
    })
    expect(me.stripeCustomerId).toMatch(/^demo_cus_/)
    const days = (Date.parse(me.subscriptionEndDate) - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(27)
    expect(days).toBeLessThan(32)

    const again = await initializeSubscription(ctx.app, cookie, 'premium')
    expect(again.statusCode).toBe(409)
    expect(again.json().code).toBe('ALREADY_SUBSCRIBED')
    const card = (await addDemoCard(ctx.app, cookie)).json()
    const second = await createSubscription(ctx.app, cookie, card.id, 'premium')
    expect(second.statusCode).toBe(409)
  })

  it('cancels at the period end, keeps access until then, resumes, and becomes free once it ends', async () => {
    const { cookie, user } = await registerUser(ctx.app)
    await ctx.database.db.update(users).set({ queriesUsed: 7 }).where(eq(users.id, user.id))
    await subscribe(cookie, 'basic')
    const manage = await call(cookie, 'POST', '/api/subscriptions/manage', {})
    expect(manage.json()).toEqual({ url: '/billing/manage', environment: 'demo' })

    const cancel = await call(cookie, 'POST', '/api/subscriptions/cancel')
    expect(cancel.statusCode).toBe(200)
    // SPEC.md section 9: the date reads 'MMMM d, yyyy' (in UTC, as billing periods are).
    const end = new Date(cancel.json().subscription.currentPeriodEnd)
    const until = end.toLocaleDateString('en-US', {
      month: 'long',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    })
    expect(until).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/)
    expect(cancel.json().message).toBe(
      `Your subscription has been canceled. You keep access until the end of the current billing period (${until}).`,
    )
    expect(cancel.json().subscription).toMatchObject({
      plan: 'basic',
      status: 'active',
      cancelAtPeriodEnd: true,
    })
    expect((await usage(cookie)).subscription).toBe('basic')
    expect((await call(cookie, 'POST', '/api/subscriptions/cancel')).statusCode).toBe(409)

    const resumed = await call(cookie, 'POST', '/api/subscriptions/resume')
    expect(resumed.json().subscription.cancelAtPeriodEnd).toBe(false)
    await call(cookie, 'POST', '/api/subscriptions/cancel')

    // The period ends: the next request settles it, and the trial's count is back (the trial is not renewed).
    await ctx.database.db
      .update(users)
      .set({ subscriptionEndDate: new Date(Date.now() - 60_000) })
      .where(eq(users.id, user.id))
    expect(await usage(cookie)).toEqual({ queriesUsed: 7, limit: 20, subscription: 'free' })
    const current = (await call(cookie, 'GET', '/api/subscriptions/current')).json()
    expect(current.subscription).toMatchObject({ plan: 'free', status: 'canceled' })
    expect(current.paymentMethod).toEqual({ brand: 'visa', last4: '4242', expMonth: 12, expYear: 2035 })
    expect((await call(cookie, 'POST', '/api/subscriptions/cancel')).statusCode).toBe(400)
    // ...and they can subscribe again.
    expect((await subscribe(cookie, 'premium')).statusCode).toBe(200)
    expect(await usage(cookie)).toEqual({ queriesUsed: 0, limit: null, subscription: 'premium' })
  })

  it('renews the Basic allocation when a period renews', async () => {
    const { cookie, user } = await registerUser(ctx.app)
    await subscribe(cookie, 'basic')
    await ctx.database.db
      .update(users)
      .set({ queriesUsed: 480, subscriptionEndDate: new Date(Date.now() - 60_000) })
      .where(eq(users.id, user.id))
    expect(await usage(cookie)).toEqual({ queriesUsed: 0, limit: 500, subscription: 'basic' })
    const me = (await call(cookie, 'GET', '/api/auth/user')).json().user
    expect(Date.parse(me.subscriptionEndDate)).toBeGreaterThan(Date.now() + 27 * 86_400_000)
  })

  it('refuses the 501st Basic query with an upgrade message', async () => {
    const { cookie, user } = await registerUser(ctx.app)
    await subscribe(cookie, 'basic')
    await ctx.database.db.update(users).set({ queriesUsed: 500 }).where(eq(users.id, user.id))
    const manuals = (await call(cookie, 'GET', '/api/manuals')).json()
    const refused = await call(cookie, 'POST', '/api/query', {
      manualId: manuals[1].id,
      query: 'how do I set the gain',
    })
    expect(refused.statusCode).toBe(402)
    expect(refused.json().message).toMatch(/all 500 queries of this billing period/)
  })

  it('syncs and checks the status of its own subscription only', async () => {
    const a = await registerUser(ctx.app)
    const b = await registerUser(ctx.app)
    const created = (await subscribe(a.cookie, 'basic')).json()
    const sync = await call(a.cookie, 'POST', '/api/subscriptions/sync')
    expect(sync.json()).toMatchObject({
      message: 'Subscription status: active',
      subscription: { status: 'active', plan: 'basic' },
    })
    const check = await call(a.cookie, 'POST', '/api/subscriptions/check-status', {
      subscriptionId: created.subscriptionId,
    })
    expect(check.json().status).toBe('active')
    const foreign = await call(b.cookie, 'POST', '/api/subscriptions/check-status', {
      subscriptionId: created.subscriptionId,
    })
    expect(foreign.statusCode).toBe(404)
    expect((await call(b.cookie, 'POST', '/api/subscriptions/sync')).statusCode).toBe(404)
    expect((await call(b.cookie, 'POST', '/api/subscriptions/manage', {})).statusCode).toBe(404)
  })

  it('needs a signed-in user for every billing call', async () => {
    for (const url of [
      '/api/subscriptions/initialize',
      '/api/subscriptions/create',
      '/api/subscriptions/cancel',
      '/api/billing/demo/payment-methods',
    ]) {
      expect((await ctx.app.inject({ method: 'POST', url, payload: {} })).statusCode).toBe(401)
    }
  })
})
