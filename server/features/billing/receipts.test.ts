import { extractText, getDocumentProxy } from 'unpdf'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  addDemoCard,
  changePlan,
  createSubscription,
  initializeSubscription,
  monthPasses,
  type Plan,
} from '../../test/billing'
import { createTestContext, injectAs, registerUser, type TestContext } from '../../test/context'
import { startSmtpServer } from '../../test/smtp'

let ctx: TestContext
let smtp: Awaited<ReturnType<typeof startSmtpServer>>
beforeAll(async () => {
  smtp = await startSmtpServer()
  ctx = await createTestContext({ env: { SMTP_URL: smtp.url, MAIL_FROM: 'Sonar <billing@example.test>' } })
})
afterAll(async () => {
  await ctx?.close()
  await smtp?.close()
})

type Invoice = { id: string; number: string; pdfUrl: string; description: string; amountCents: number }
const call = (cookie: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  injectAs(ctx.app, cookie, { method, url, ...(payload ? { payload } : {}) })
const invoicesOf = async (cookie: string) =>
  (await call(cookie, 'GET', '/api/subscriptions/invoices')).json().invoices as Invoice[]

async function subscribe(cookie: string, plan: Plan = 'basic') {
  await initializeSubscription(ctx.app, cookie, plan)
  const card = await addDemoCard(ctx.app, cookie)
  const created = await createSubscription(ctx.app, cookie, card.json().id, plan)
  expect(created.statusCode).toBe(200)
}

async function pdfText(body: Buffer) {
  const pdf = await getDocumentProxy(new Uint8Array(body))
  return (await extractText(pdf, { mergePages: true })).text as string
}

const DETAILS = {
  name: 'Blue Heron Charters LLC',
  line1: '12 Harbour Road',
  line2: 'Pier 4',
  city: 'Mobile',
  state: 'AL',
  postalCode: '36602',
  country: 'US',
}

describe('billing details', () => {
  it('are empty at first, saved as given, and every field optional', async () => {
    const { cookie } = await registerUser(ctx.app)
    const empty = await call(cookie, 'GET', '/api/subscriptions/billing-details')
    expect(empty.statusCode).toBe(200)
    expect(empty.json()).toEqual({
      billingDetails: { name: '', line1: '', line2: '', city: '', state: '', postalCode: '', country: '' },
    })
    const saved = await call(cookie, 'PUT', '/api/subscriptions/billing-details', {
      ...DETAILS,
      name: '  Blue Heron Charters LLC ',
      country: 'us',
    })
    expect(saved.statusCode).toBe(200)
    expect(saved.json()).toEqual({ message: expect.stringMatching(/saved/), billingDetails: DETAILS })
    expect((await call(cookie, 'GET', '/api/subscriptions/billing-details')).json().billingDetails).toEqual(
      DETAILS,
    )
    // A name alone is fine; clearing the address too.
    const nameOnly = {
      name: 'Ann Angler',
      line1: '',
      line2: '',
      city: '',
      state: '',
      postalCode: '',
      country: '',
    }
    expect((await call(cookie, 'PUT', '/api/subscriptions/billing-details', nameOnly)).statusCode).toBe(200)
    expect((await call(cookie, 'GET', '/api/subscriptions/billing-details')).json().billingDetails).toEqual(
      nameOnly,
    )
  })

  it('refuses an address without its country, an unknown country, and over-long fields', async () => {
    const { cookie } = await registerUser(ctx.app)
    const put = (body: object) =>
      call(cookie, 'PUT', '/api/subscriptions/billing-details', { ...DETAILS, ...body })
    const noCountry = await put({ country: '' })
    expect(noCountry.statusCode).toBe(400)
    expect(noCountry.json().message).toMatch(/country/i)
    expect((await put({ country: 'XX' })).statusCode).toBe(400)
    expect((await put({ postalCode: '1'.repeat(21) })).statusCode).toBe(400)
    expect((await put({ name: 'a\u0000b' })).statusCode).toBe(400)
    // Nothing was kept.
    expect((await call(cookie, 'GET', '/api/subscriptions/billing-details')).json().billingDetails.name).toBe(
      '',
    )
    for (const method of ['GET', 'PUT'] as const) {
      const anonymous = await ctx.app.inject({
        method,
        url: '/api/subscriptions/billing-details',
        payload: DETAILS,
      })
      expect(anonymous.statusCode).toBe(401)
    }
  })
})

describe('invoice numbers and receipts, demo billing', () => {
  it('gives every invoice its own number, settled by the database, even when many are issued at once', async () => {
    const accounts = await Promise.all([1, 2, 3, 4, 5, 6].map(() => registerUser(ctx.app)))
    await Promise.all(accounts.map((a) => subscribe(a.cookie)))
    const numbers = (await Promise.all(accounts.map((a) => invoicesOf(a.cookie)))).map(
      (list) => list[0]?.number as string,
    )
    for (const number of numbers)
      expect(number).toMatch(new RegExp(`^SA-${new Date().getUTCFullYear()}-\\d{6}$`))
    expect(new Set(numbers).size).toBe(numbers.length)
    // Sequential: one installation-wide counter.
    const sequence = numbers.map((n) => Number(n.slice(-6))).sort((a, b) => a - b)
    expect((sequence.at(-1) as number) - (sequence[0] as number)).toBe(numbers.length - 1)
  })

  it("downloads the owner's receipt as a PDF with the number, billing details, plan, period, tax and card", async () => {
    const { cookie, email } = await registerUser(ctx.app)
    await call(cookie, 'PUT', '/api/subscriptions/billing-details', DETAILS)
    await subscribe(cookie)
    const [invoice] = await invoicesOf(cookie)
    if (!invoice) throw new Error('no invoice')
    const response = await call(cookie, 'GET', invoice.pdfUrl)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('application/pdf')
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="receipt-${invoice.number}.pdf"`,
    )
    expect(response.headers['cache-control']).toBe('no-store')
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')
    const text = await pdfText(response.rawPayload)
    for (const expected of [
      invoice.number,
      'Blue Heron Charters LLC',
      email,
      '12 Harbour Road',
      'Pier 4',
      '36602 Mobile, AL',
      'United States',
      'Basic Plan subscription',
      '$9.99',
      'Tax',
      '$0.00',
      'Date paid',
      'Visa ending in 4242',
      'Period:',
    ]) {
      expect(text, expected).toContain(expected)
    }
    // Never the card number, only its last four digits.
    expect(text).not.toContain('4242424242424242')
  })

  it('says what an upgrade charged: the proration', async () => {
    const { cookie } = await registerUser(ctx.app)
    await subscribe(cookie)
    expect((await changePlan(ctx.app, cookie, 'premium')).statusCode).toBe(200)
    const [upgrade] = await invoicesOf(cookie)
    expect(upgrade?.description).toBe('Upgrade to Premium Plan (prorated)')
    const text = await pdfText((await call(cookie, 'GET', upgrade?.pdfUrl as string)).rawPayload)
    expect(text).toContain('Proration')
    expect(text).toContain(upgrade?.number as string)
  })

  it("keeps each receipt its owner's: another account and a visitor get nothing", async () => {
    const owner = await registerUser(ctx.app)
    await subscribe(owner.cookie)
    const [invoice] = await invoicesOf(owner.cookie)
    const other = await registerUser(ctx.app)
    const theirs = await call(other.cookie, 'GET', invoice?.pdfUrl as string)
    expect(theirs.statusCode).toBe(404)
    expect(theirs.headers['content-type']).toMatch(/^application\/json/)
    expect((await ctx.app.inject({ method: 'GET', url: invoice?.pdfUrl as string })).statusCode).toBe(401)
    expect(
      (await call(owner.cookie, 'GET', '/api/subscriptions/invoices/in_demo_nothing/receipt.pdf')).statusCode,
    ).toBe(404)
  })

  it('emails each paid receipt once, with its PDF attached, renewals settled in parallel included', async () => {
    const { cookie, email, user } = await registerUser(ctx.app)
    await subscribe(cookie)
    const [first] = await invoicesOf(cookie)
    const mail = await smtp.waitForMail(email, new RegExp(`receipt ${first?.number}`))
    expect(mail.text).toContain('Basic Plan subscription: $9.99')
    expect(mail.text).toContain('Visa ending in 4242')
    expect(mail.raw).toMatch(/Content-Type: application\/pdf; name=receipt-SA-\d{4}-\d{6}\.pdf/)
    expect(mail.raw).toContain(`filename=receipt-${first?.number}.pdf`)

    await monthPasses(ctx, user.id)
    await Promise.all([1, 2, 3, 4].map(() => call(cookie, 'GET', '/api/usage')))
    const [renewal] = await invoicesOf(cookie)
    expect(renewal?.description).toBe('Basic Plan renewal')
    await smtp.waitForMail(email, new RegExp(`receipt ${renewal?.number}`))
    await new Promise((r) => setTimeout(r, 300))
    const receipts = smtp.received.filter(
      (m) => m.to.includes(email) && /Subject: .*receipt SA-/.test(m.text),
    )
    expect(receipts).toHaveLength(2)
  })
})
