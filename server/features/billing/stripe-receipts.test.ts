import { createServer } from 'node:net'
import { gzipSync } from 'node:zlib'
import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  accountRow,
  changeAccount,
  createSubscription,
  initializeSubscription,
  type Plan,
  sendStripeEvent,
} from '../../test/billing'
import { createTestContext, injectAs, registerUser, type TestContext } from '../../test/context'
import { startFakeStripe, stripeTestEnv } from '../../test/fake-stripe'
import { startSmtpServer } from '../../test/smtp'

const WEBHOOK_SECRET = 'whsec_receipts'
const BROWSER = 'gzip, deflate, br, zstd'

let ctx: TestContext
let fake: Awaited<ReturnType<typeof startFakeStripe>>
let smtp: Awaited<ReturnType<typeof startSmtpServer>>
beforeAll(async () => {
  fake = await startFakeStripe()
  smtp = await startSmtpServer()
  ctx = await createTestContext({
    env: stripeTestEnv(fake.url, { STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, SMTP_URL: smtp.url }),
  })
})
afterAll(async () => {
  await ctx?.close()
  await fake?.close()
  await smtp?.close()
})

const call = (cookie: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, headers = {}) =>
  injectAs(ctx.app, cookie, { method, url, headers, ...(payload ? { payload } : {}) })

async function subscribe(plan: Plan = 'basic') {
  const account = await registerUser(ctx.app)
  await initializeSubscription(ctx.app, account.cookie, plan)
  const created = await createSubscription(ctx.app, account.cookie, 'pm_card_visa', plan)
  expect(created.statusCode).toBe(200)
  const row = await accountRow(ctx, account.user.id)
  return {
    ...account,
    customer: row.stripeCustomerId as string,
    subscriptionId: row.subscriptionId as string,
  }
}

const DETAILS = {
  name: 'Blue Heron Charters LLC',
  line1: '12 Harbour Road',
  line2: '',
  city: 'Mobile',
  state: 'AL',
  postalCode: '36602',
  country: 'US',
}

describe('receipts with Stripe', () => {
  it('emails a paid invoice once, with its number and links, however often Stripe reports it', async () => {
    const { email, customer } = await subscribe('basic')
    const invoice = fake.invoices.find((i) => i.customer === customer)
    if (!invoice) throw new Error('no invoice')
    const event = { type: 'invoice.paid', object: { id: invoice.id, object: 'invoice', customer } }
    // A retry of the same event, another event about the same invoice, and two deliveries at once.
    const answers = await Promise.all([
      sendStripeEvent(ctx.app, { ...event, id: `evt_paid_${invoice.id}` }, WEBHOOK_SECRET),
      sendStripeEvent(ctx.app, { ...event, id: `evt_paid_${invoice.id}` }, WEBHOOK_SECRET),
      sendStripeEvent(ctx.app, event, WEBHOOK_SECRET),
    ])
    for (const answer of answers) expect(answer.statusCode).toBe(200)
    expect((await sendStripeEvent(ctx.app, event, WEBHOOK_SECRET)).statusCode).toBe(200)

    const number = `FAKE-${String(invoice.sequence).padStart(4, '0')}`
    const mail = await smtp.waitForMail(email, new RegExp(`receipt ${number}`))
    expect(mail.text).toContain(`https://invoice.stripe.com/i/acct_fake/test_${invoice.id}`)
    expect(mail.text).toContain(`https://pay.stripe.com/invoice/acct_fake/test_${invoice.id}/pdf`)
    expect(mail.text).toContain('$9.99')
    await new Promise((r) => setTimeout(r, 300))
    expect(
      smtp.received.filter((m) => m.to.includes(email) && m.text.includes(`receipt ${number}`)),
    ).toHaveLength(1)
  })

  it("sends the billing details to the Stripe customer; nothing changes when Stripe can't be reached", async () => {
    const { cookie, customer } = await subscribe('basic')
    fake.requests.length = 0
    const saved = await call(cookie, 'PUT', '/api/subscriptions/billing-details', DETAILS)
    expect(saved.statusCode).toBe(200)
    const update = fake.requests.find((r) => r.method === 'POST' && r.path === `/v1/customers/${customer}`)
    expect(update?.params.get('name')).toBe('Blue Heron Charters LLC')
    expect(update?.params.get('address[line1]')).toBe('12 Harbour Road')
    expect(update?.params.get('address[postal_code]')).toBe('36602')
    expect(update?.params.get('address[country]')).toBe('US')
    expect(update?.idempotencyKey).toBeTruthy()

    fake.settings.outage = true
    try {
      const refused = await call(cookie, 'PUT', '/api/subscriptions/billing-details', {
        ...DETAILS,
        name: 'Other',
      })
      expect(refused.statusCode).toBe(503)
      expect(refused.json().code).toBe('BILLING_UNAVAILABLE')
    } finally {
      fake.settings.outage = false
    }
    const kept = await call(cookie, 'GET', '/api/subscriptions/billing-details')
    expect(kept.json().billingDetails.name).toBe('Blue Heron Charters LLC')
  })

  it('makes a new Stripe customer with the billing details given before paying', async () => {
    const { cookie, user } = await registerUser(ctx.app)
    await call(cookie, 'PUT', '/api/subscriptions/billing-details', DETAILS)
    fake.requests.length = 0
    await initializeSubscription(ctx.app, cookie, 'basic')
    const made = fake.requests.find((r) => r.method === 'POST' && r.path === '/v1/customers')
    expect(made?.params.get('name')).toBe('Blue Heron Charters LLC')
    expect(made?.params.get('address[city]')).toBe('Mobile')
    expect(made?.params.get('metadata[userId]')).toBe(String(user.id))
  })
})

describe('the plan-change preview while Stripe is down', () => {
  it('answers a clear 503 when Stripe answers 500, and charges nothing', async () => {
    const { cookie, user, subscriptionId } = await subscribe('basic')
    const invoicesBefore = fake.invoices.length
    fake.requests.length = 0
    fake.settings.outage = true
    try {
      const preview = await call(cookie, 'GET', '/api/subscriptions/preview?plan=premium')
      expect(preview.statusCode).toBe(503)
      expect(preview.json()).toEqual({
        message: 'The payment service is unreachable right now. Please try again in a few minutes.',
        code: 'BILLING_UNAVAILABLE',
      })
    } finally {
      fake.settings.outage = false
    }
    // Only reads were asked (retried once by the SDK), nothing written or invoiced; the plan is as it was.
    expect(
      fake.requests.filter((r) => r.method === 'POST' && r.path !== '/v1/invoices/create_preview'),
    ).toEqual([])
    expect(fake.invoices.length).toBe(invoicesBefore)
    expect(fake.subscriptions.get(subscriptionId)?.price).toBe('price_1BasicMonthly')
    expect((await accountRow(ctx, user.id)).subscription).toBe('basic')
  })

  it('answers a clear 503 when Stripe refuses the connection', async () => {
    // A port nothing listens on: taken, then given back.
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const address = probe.address() as { port: number }
        probe.close(() => resolve(address.port))
      })
    })
    const down = await createTestContext({ env: stripeTestEnv(`http://127.0.0.1:${port}`) })
    try {
      const { cookie, user } = await registerUser(down.app)
      await changeAccount(down, user.id, {
        subscription: 'basic',
        subscriptionStatus: 'active',
        subscriptionId: 'sub_unreachable',
        stripeCustomerId: 'cus_unreachable',
        subscriptionEndDate: new Date(Date.now() + 20 * 86_400_000),
      })
      const preview = await injectAs(down.app, cookie, { url: '/api/subscriptions/preview?plan=premium' })
      expect(preview.statusCode).toBe(503)
      expect(preview.json().code).toBe('BILLING_UNAVAILABLE')
      expect((await accountRow(down, user.id)).subscription).toBe('basic')
    } finally {
      await down.close()
    }
  })
})

describe('what Stripe routes send and read as they are', () => {
  it('never compresses an answer that carries a client secret, however large', async () => {
    const { cookie } = await registerUser(ctx.app)
    fake.settings.secretPadding = 3000
    fake.settings.createStatus = 'incomplete'
    try {
      const init = await call(
        cookie,
        'POST',
        '/api/subscriptions/initialize',
        { planType: 'basic', priceId: 'price_basic' },
        { 'accept-encoding': BROWSER },
      )
      expect(init.statusCode).toBe(200)
      expect(init.body.length).toBeGreaterThan(3000)
      expect(init.headers['content-encoding']).toBeUndefined()

      const created = await call(
        cookie,
        'POST',
        '/api/subscriptions/create',
        { paymentMethodId: 'pm_card_visa', planType: 'basic', priceId: 'price_basic' },
        { 'accept-encoding': BROWSER },
      )
      expect(created.statusCode).toBe(200)
      expect(created.json().paymentIntentClientSecret.length).toBeGreaterThan(3000)
      expect(created.headers['content-encoding']).toBeUndefined()
    } finally {
      fake.settings.createStatus = 'active'
    }
    try {
      const paying = await subscribe('basic')
      const setup = await call(paying.cookie, 'POST', '/api/subscriptions/payment-method/setup', undefined, {
        'accept-encoding': BROWSER,
      })
      expect(setup.statusCode).toBe(200)
      expect(setup.body.length).toBeGreaterThan(3000)
      expect(setup.headers['content-encoding']).toBeUndefined()
    } finally {
      fake.settings.secretPadding = 0
    }
    // A large answer without a secret is compressed as any other (the control).
    const openapi = await call(cookie, 'GET', '/api/openapi.json', undefined, { 'accept-encoding': BROWSER })
    expect(openapi.headers['content-encoding']).toBe('br')
  })

  it('checks the webhook signature on the bytes Stripe sent, and refuses a compressed body', async () => {
    const { subscriptionId, user } = await subscribe('basic')
    fake.update(subscriptionId, { cancelAtPeriodEnd: true })
    // Spacing, key order and escapes a JSON parser would not give back: only the raw bytes verify.
    const payload = `{\n  "type": "customer.subscription.updated",  "id": "evt_raw_${subscriptionId}", "object": "event",\n  "api_version": "2026-10-28.endive", "created": ${Math.floor(Date.now() / 1000)},\n  "data": { "object": { "object": "subscription", "id": "${subscriptionId}", "note": "caf\\u00e9" } },\n  "livemode": false, "pending_webhooks": 1, "request": { "id": null, "idempotency_key": null }\n}`
    const signature = new Stripe('sk_test_signer').webhooks.generateTestHeaderString({
      payload,
      secret: WEBHOOK_SECRET,
    })
    const compressed = await ctx.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: {
        'content-type': 'application/json',
        'content-encoding': 'gzip',
        'stripe-signature': signature,
      },
      payload: gzipSync(payload),
    })
    expect(compressed.statusCode).toBe(400)
    expect((await accountRow(ctx, user.id)).cancelAtPeriodEnd).toBe(false)

    const raw = await ctx.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload,
    })
    expect(raw.statusCode).toBe(200)
    expect(raw.json()).toEqual({ received: true, outcome: 'applied' })
    expect((await accountRow(ctx, user.id)).cancelAtPeriodEnd).toBe(true)
  })
})
