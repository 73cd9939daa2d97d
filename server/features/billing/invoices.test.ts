import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  accountRow,
  addDemoCard,
  changeAccount,
  changePlan,
  createSubscription,
  initializeSubscription,
  monthPasses,
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

const call = (ctx: TestContext, cookie: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  injectAs(ctx.app, cookie, { method, url, ...(payload ? { payload } : {}) })
const invoicesOf = async (ctx: TestContext, cookie: string) => {
  const response = await call(ctx, cookie, 'GET', '/api/subscriptions/invoices')
  expect(response.statusCode).toBe(200)
  return response.json().invoices as Array<{
    id: string
    date: string
    amountCents: number
    currency: string
    status: string
    description: string
    url: string | null
    number: string | null
    pdfUrl: string | null
  }>
}
const cardOnFile = async (ctx: TestContext, cookie: string) =>
  (await call(ctx, cookie, 'GET', '/api/subscriptions/current')).json().paymentMethod
const setUpCard = (ctx: TestContext, cookie: string) =>
  call(ctx, cookie, 'POST', '/api/subscriptions/payment-method/setup')
const chooseCard = (ctx: TestContext, cookie: string, paymentMethodId: string) =>
  call(ctx, cookie, 'POST', '/api/subscriptions/payment-method', { paymentMethodId })

describe('invoices and the card on file, demo billing', () => {
  const ctx = setUpTestContext()

  async function subscribe(plan: Plan) {
    const account = await registerUser(ctx.app)
    await initializeSubscription(ctx.app, account.cookie, plan)
    const card = await addDemoCard(ctx.app, account.cookie)
    const created = await createSubscription(ctx.app, account.cookie, card.json().id, plan)
    expect(created.statusCode).toBe(200)
    return { ...account, subscriptionId: created.json().subscriptionId as string }
  }

  it('lists nothing, and shows no card, for an account that never subscribed', async () => {
    const { cookie } = await registerUser(ctx.app)
    expect(await invoicesOf(ctx, cookie)).toEqual([])
    // A card typed into the form but never used for a subscription is not a card on file.
    await addDemoCard(ctx.app, cookie)
    expect(await cardOnFile(ctx, cookie)).toBeNull()
  })

  it('lists the first payment, an upgrade and each renewal, newest first, billing a renewal once', async () => {
    const { cookie, user } = await subscribe('basic')
    const first = await invoicesOf(ctx, cookie)
    expect(first).toEqual([
      {
        id: expect.stringMatching(/^in_demo_/),
        date: expect.any(String),
        amountCents: 999,
        currency: 'usd',
        status: 'paid',
        description: 'Basic Plan subscription',
        url: null,
        number: expect.stringMatching(/^SA-\d{4}-\d{6}$/),
        pdfUrl: expect.stringMatching(/^\/api\/subscriptions\/invoices\/in_demo_\w+\/receipt\.pdf$/),
      },
    ])
    expect(Math.abs(Date.parse(first[0]?.date ?? '') - Date.now())).toBeLessThan(60_000)

    expect((await changePlan(ctx.app, cookie, 'premium')).statusCode).toBe(200)
    const upgraded = await invoicesOf(ctx, cookie)
    expect(upgraded.map((i) => i.description)).toEqual([
      'Upgrade to Premium Plan (prorated)',
      'Basic Plan subscription',
    ])
    // Upgraded at once after subscribing: almost the whole month's difference, never more.
    expect(upgraded[0]?.amountCents).toBeGreaterThan(890)
    expect(upgraded[0]?.amountCents).toBeLessThanOrEqual(900)

    await monthPasses(ctx, user.id)
    // Several requests settle the ended period at once: it is billed once.
    await Promise.all([1, 2, 3].map(() => call(ctx, cookie, 'GET', '/api/usage')))
    const renewed = await invoicesOf(ctx, cookie)
    expect(renewed.map((i) => [i.description, i.amountCents])).toEqual([
      ['Premium Plan renewal', 1899],
      ['Upgrade to Premium Plan (prorated)', upgraded[0]?.amountCents],
      ['Basic Plan subscription', 999],
    ])
    const row = await accountRow(ctx, user.id)
    const periodStart = new Date(row.subscriptionEndDate as Date)
    periodStart.setUTCMonth(periodStart.getUTCMonth() - 1)
    expect(renewed[0]?.date).toBe(periodStart.toISOString())

    // Another account sees none of it.
    expect(await invoicesOf(ctx, (await registerUser(ctx.app)).cookie)).toEqual([])
  })

  it('shows the card on file and replaces it with another saved card', async () => {
    const { cookie } = await subscribe('basic')
    expect(await cardOnFile(ctx, cookie)).toEqual({
      brand: 'visa',
      last4: '4242',
      expMonth: 12,
      expYear: 2035,
    })

    const setup = await setUpCard(ctx, cookie)
    expect(setup.statusCode).toBe(200)
    expect(setup.json()).toEqual({
      clientSecret: expect.stringMatching(/^seti_demo_.+_secret_/),
      provider: 'demo',
    })
    const mastercard = await addDemoCard(ctx.app, cookie, { number: '5555 5555 5555 4444', expiry: '08/33' })
    // Saved but not chosen yet: the card on file is still the Visa.
    expect((await cardOnFile(ctx, cookie)).last4).toBe('4242')
    const updated = await chooseCard(ctx, cookie, mastercard.json().id)
    expect(updated.statusCode).toBe(200)
    expect(updated.json()).toEqual({
      message: 'Your subscription will be charged to the Mastercard ending in 4444.',
      paymentMethod: { brand: 'mastercard', last4: '4444', expMonth: 8, expYear: 2033 },
    })
    expect(await cardOnFile(ctx, cookie)).toEqual({
      brand: 'mastercard',
      last4: '4444',
      expMonth: 8,
      expYear: 2033,
    })
    // A card saved later and never chosen does not replace it.
    await addDemoCard(ctx.app, cookie, { number: '4242 4242 4242 4242', expiry: '01/34' })
    expect((await cardOnFile(ctx, cookie)).last4).toBe('4444')
  })

  it("refuses a declining card, another account's card, and an account without a subscription", async () => {
    const { cookie } = await subscribe('basic')
    const declining = await addDemoCard(ctx.app, cookie, { number: '4000 0000 0000 0002' })
    const refused = await chooseCard(ctx, cookie, declining.json().id)
    expect(refused.statusCode).toBe(402)
    expect(refused.json()).toEqual({ message: 'Your card was declined.', code: 'card_declined' })
    expect((await cardOnFile(ctx, cookie)).last4).toBe('4242')

    const other = await subscribe('premium')
    const theirs = await addDemoCard(ctx.app, other.cookie, { number: '5555 5555 5555 4444' })
    const foreign = await chooseCard(ctx, cookie, theirs.json().id)
    expect(foreign.statusCode).toBe(400)
    expect(foreign.json().message).toBe('Unknown payment method')
    expect((await cardOnFile(ctx, cookie)).last4).toBe('4242')

    const free = await registerUser(ctx.app)
    const card = await addDemoCard(ctx.app, free.cookie)
    for (const response of [
      await setUpCard(ctx, free.cookie),
      await chooseCard(ctx, free.cookie, card.json().id),
    ]) {
      expect(response.statusCode).toBe(400)
      expect(response.json().message).toBe('You have no active subscription. There is no card to update.')
    }
    for (const [method, url] of [
      ['GET', '/api/subscriptions/invoices'],
      ['POST', '/api/subscriptions/payment-method/setup'],
      ['POST', '/api/subscriptions/payment-method'],
    ] as const) {
      expect((await ctx.app.inject({ method, url, payload: {} })).statusCode).toBe(401)
    }
  })
})

describe('invoices and the card on file, Stripe (through the real SDK)', () => {
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

  async function subscribe(
    plan: Plan,
    paymentMethodId = fake.addPaymentMethod({ brand: 'visa', last4: '4242' }),
  ) {
    const account = await registerUser(ctx.app)
    await initializeSubscription(ctx.app, account.cookie, plan)
    const created = await createSubscription(ctx.app, account.cookie, paymentMethodId, plan)
    expect(created.statusCode).toBe(200)
    const customer = (await accountRow(ctx, account.user.id)).stripeCustomerId as string
    return { ...account, customer, subscriptionId: created.json().subscriptionId as string }
  }

  it('lists nothing, without asking Stripe, for an account that never subscribed', async () => {
    const { cookie } = await registerUser(ctx.app)
    fake.requests.length = 0
    expect(await invoicesOf(ctx, cookie)).toEqual([])
    expect(await cardOnFile(ctx, cookie)).toBeNull()
    expect(fake.requests).toEqual([])
  })

  it("lists the customer's invoices from Stripe, newest first, with their hosted pages", async () => {
    const { cookie, customer, subscriptionId } = await subscribe('basic')
    await changePlan(ctx.app, cookie, 'premium')
    fake.update(subscriptionId, { renew: true })
    // Stripe's draft of the next invoice and a voided one are not the customer's to read.
    fake.addInvoice(customer, { status: 'draft', amount: 1899, price: PRICES.premium })
    fake.addInvoice(customer, { status: 'void', amount: 500, price: PRICES.premium })
    fake.requests.length = 0
    const invoices = await invoicesOf(ctx, cookie)
    const list = fake.requests.find((r) => r.method === 'GET' && r.path === '/v1/invoices')
    expect(list?.params.get('customer')).toBe(customer)
    expect(list?.params.get('limit')).toBe('24')

    expect(invoices.map((i) => [i.description, i.status])).toEqual([
      ['Premium Plan renewal', 'paid'],
      ['Upgrade to Premium Plan (prorated)', 'paid'],
      ['Basic Plan subscription', 'paid'],
    ])
    const stored = fake.invoices.filter((i) => i.customer === customer && i.subscription === subscriptionId)
    for (const invoice of invoices) {
      const source = stored.find((s) => s.id === invoice.id)
      expect(source, invoice.id).toBeDefined()
      expect(invoice.amountCents).toBe(source?.lines.reduce((sum, line) => sum + line.amount, 0))
      expect(invoice.currency).toBe('usd')
      expect(invoice.url).toBe(`https://invoice.stripe.com/i/acct_fake/test_${invoice.id}`)
      // Stripe's own numbering and PDF.
      expect(invoice.number).toMatch(/^FAKE-\d{4}$/)
      expect(invoice.pdfUrl).toBe(`https://pay.stripe.com/invoice/acct_fake/test_${invoice.id}/pdf`)
      expect(Date.parse(invoice.date)).toBe((source?.created ?? 0) * 1000)
    }
    expect(invoices[0]?.amountCents).toBe(1899)
    expect(invoices[2]?.amountCents).toBe(999)
  })

  it("shows the subscription's card, and makes a new card the customer's and the subscription's default", async () => {
    const { cookie, customer, subscriptionId } = await subscribe('basic')
    expect(await cardOnFile(ctx, cookie)).toEqual({
      brand: 'visa',
      last4: '4242',
      expMonth: 12,
      expYear: 2034,
    })

    fake.requests.length = 0
    const setup = await setUpCard(ctx, cookie)
    expect(setup.statusCode).toBe(200)
    expect(setup.json()).toEqual({
      clientSecret: expect.stringMatching(/^seti_.+_secret_/),
      provider: 'stripe',
    })
    const intent = fake.requests.find((r) => r.path === '/v1/setup_intents')
    expect(intent?.params.get('customer')).toBe(customer)
    expect(intent?.params.get('usage')).toBe('off_session')

    // Confirming the SetupIntent in the browser attached the new card to the customer already.
    const mastercard = fake.addPaymentMethod({ customer, brand: 'mastercard', last4: '4444' })
    fake.requests.length = 0
    const updated = await chooseCard(ctx, cookie, mastercard)
    expect(updated.statusCode).toBe(200)
    expect(updated.json()).toEqual({
      message: 'Your subscription will be charged to the Mastercard ending in 4444.',
      paymentMethod: { brand: 'mastercard', last4: '4444', expMonth: 12, expYear: 2034 },
    })
    const writes = fake.requests.filter((r) => r.method === 'POST')
    expect(writes.map((w) => w.path)).toEqual([
      `/v1/customers/${customer}`,
      `/v1/subscriptions/${subscriptionId}`,
    ])
    expect(writes[0]?.params.get('invoice_settings[default_payment_method]')).toBe(mastercard)
    expect(writes[1]?.params.get('default_payment_method')).toBe(mastercard)
    for (const write of writes) expect(write.idempotencyKey, write.path).toBeTruthy()
    expect((await cardOnFile(ctx, cookie)).last4).toBe('4444')

    // A card that is no one's yet is attached first; going back to a card used before takes effect too.
    const amex = fake.addPaymentMethod({ brand: 'amex', last4: '0005' })
    expect((await chooseCard(ctx, cookie, amex)).statusCode).toBe(200)
    expect(fake.requests.some((r) => r.path === `/v1/payment_methods/${amex}/attach`)).toBe(true)
    expect((await chooseCard(ctx, cookie, mastercard)).statusCode).toBe(200)
    expect(fake.subscriptions.get(subscriptionId)?.defaultPaymentMethod).toBe(mastercard)
    expect((await cardOnFile(ctx, cookie)).last4).toBe('4444')
  })

  it("refuses another customer's card and a declining card; shows no card when Stripe cannot say", async () => {
    const { cookie, user, subscriptionId } = await subscribe('basic')
    const other = await subscribe('basic')
    const theirs = fake.addPaymentMethod({ customer: other.customer })
    fake.requests.length = 0
    const foreign = await chooseCard(ctx, cookie, theirs)
    expect(foreign.statusCode).toBe(400)
    expect(foreign.json().message).toBe('Unknown payment method')
    expect(fake.requests.filter((r) => r.method === 'POST')).toEqual([])
    expect(fake.subscriptions.get(subscriptionId)?.defaultPaymentMethod).not.toBe(theirs)

    const declined = await chooseCard(ctx, cookie, 'pm_card_chargeDeclined')
    expect(declined.statusCode).toBe(402)
    expect(declined.json().code).toBe('card_declined')

    const free = await registerUser(ctx.app)
    expect((await setUpCard(ctx, free.cookie)).statusCode).toBe(400)
    expect((await chooseCard(ctx, free.cookie, fake.addPaymentMethod())).statusCode).toBe(400)

    // The subscription gone from Stripe: the profile still shows the subscription, without a card.
    await changeAccount(ctx, user.id, { subscriptionId: 'sub_gone', stripeCustomerId: 'cus_gone' })
    const current = await call(ctx, cookie, 'GET', '/api/subscriptions/current')
    expect(current.statusCode).toBe(200)
    expect(current.json()).toMatchObject({
      subscription: { id: 'sub_gone', plan: 'basic' },
      paymentMethod: null,
    })
  })
})
