import {
  type BillingDetails,
  type Invoice,
  type PaidPlan,
  type PaymentMethodSummary,
  PLAN_DETAILS,
  type SubscriptionSummary,
} from '@contract/billing'
import type { User } from '@contract/user'
import { vi } from 'vitest'
import { appConfig, usage as usageFixture, user as userFixture } from './fixtures'

/** One request the component made, as the fake server saw it (the path without its query string). */
export type ApiCall = { method: string; path: string; body: unknown; at: number; query: URLSearchParams }

/** What a route answers: a JSON body (status 200), or a Response built by hand (e.g. a stream). */
export type RouteAnswer = unknown | Response
type RouteHandler = (call: ApiCall) => RouteAnswer | Promise<RouteAnswer>

/**
 * Routes keyed 'METHOD /path' (no query string; ':name' matches one path segment, e.g.
 * 'GET /api/admin/manuals/:id/documents'); a value answers as JSON, a function can look at the call.
 */
export type Routes = Record<string, RouteAnswer | RouteHandler>

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
}

/**
 * A server-sent-events answer the test feeds by hand: send() writes one event, end() closes the stream.
 * This is how POST /api/query/stream answers.
 */
export function eventStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>
  const encoder = new TextEncoder()
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c
    },
  })
  return {
    response: new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } }),
    send(event: string, data: unknown) {
      controller.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`))
    },
    end() {
      controller.close()
    },
  }
}

function matchPattern(routes: Routes, key: string): Routes[string] | undefined {
  for (const [pattern, route] of Object.entries(routes)) {
    if (!pattern.includes('/:')) continue
    const regex = new RegExp(
      `^${pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[\w]+/g, '[^/]+')}$`,
    )
    if (regex.test(key)) return route
  }
  return undefined
}

/**
 * Replaces the global fetch with a small fake server answering `routes`: the app's own api modules run as
 * they are, only the network is fake. Unknown routes answer 404 and are listed in `unexpected`.
 */
export function fakeApi(routes: Routes) {
  const calls: ApiCall[] = []
  const unexpected: string[] = []
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(typeof input === 'string' ? input : input.toString(), 'http://localhost')
    const method = (init.method ?? 'GET').toUpperCase()
    const text = typeof init.body === 'string' ? init.body : undefined
    const call: ApiCall = {
      method,
      path: url.pathname,
      body: text ? JSON.parse(text) : undefined,
      at: performance.now(),
      query: url.searchParams,
    }
    calls.push(call)
    const key = `${method} ${url.pathname}`
    const route = routes[key] ?? matchPattern(routes, key)
    if (route === undefined) {
      unexpected.push(key)
      return json({ message: `No fake route for ${key}` }, 404)
    }
    const answer = typeof route === 'function' ? await (route as RouteHandler)(call) : route
    return answer instanceof Response ? answer : json(answer)
  })
  vi.stubGlobal('fetch', fetchMock)
  return {
    calls,
    unexpected,
    /** The calls to one route, e.g. callsTo('POST /api/query/stream'). */
    callsTo: (key: string) => calls.filter((call) => `${call.method} ${call.path}` === key),
  }
}

/** Answers every fetch with this one response; the mock records the calls. */
export function stubFetch(response: Response) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => response)
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

/** A signed-in account's billing, as the fake billing server keeps it. */
export type FakeBilling = {
  user: User
  subscription: SubscriptionSummary
  paymentMethod: PaymentMethodSummary | null
  invoices: Invoice[]
  billingDetails: BillingDetails
}

/** A paid account's billing: Basic, active, paid with a Visa, one invoice; `overrides` change any part. */
export function paidBilling(
  plan: PaidPlan = 'basic',
  overrides: {
    subscription?: Partial<SubscriptionSummary>
    paymentMethod?: PaymentMethodSummary | null
  } = {},
): FakeBilling {
  const subscription: SubscriptionSummary = {
    id: 'sub_demo_1',
    provider: 'demo',
    plan,
    status: 'active',
    currentPeriodStart: '2025-04-01T12:00:00.000Z',
    currentPeriodEnd: '2025-05-01T12:00:00.000Z',
    cancelAtPeriodEnd: false,
    scheduledPlan: null,
    ...overrides.subscription,
  }
  return {
    user: userFixture({
      subscription: plan,
      subscriptionStatus: subscription.status,
      subscriptionId: subscription.id,
      stripeCustomerId: 'cus_demo_1',
      subscriptionStartDate: subscription.currentPeriodStart,
      subscriptionEndDate: subscription.currentPeriodEnd,
    }),
    subscription,
    paymentMethod:
      overrides.paymentMethod === undefined
        ? { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2035 }
        : overrides.paymentMethod,
    billingDetails: { name: '', line1: '', line2: '', city: '', state: '', postalCode: '', country: '' },
    invoices: [
      {
        id: 'in_demo_1',
        date: subscription.currentPeriodStart ?? '2025-04-01T12:00:00.000Z',
        amountCents: PLAN_DETAILS[plan].amountCents,
        currency: 'usd',
        status: 'paid',
        description: `${PLAN_DETAILS[plan].name} subscription`,
        url: null,
        number: 'SA-2025-000001',
        pdfUrl: '/api/subscriptions/invoices/in_demo_1/receipt.pdf',
      },
    ],
  }
}

/**
 * The billing routes of one signed-in account that keep their state, as the server does: a plan change,
 * a cancel, a resume or a new card changes what the next read answers, so a test sees the screen refresh.
 * Basic -> Premium applies at once with a prorated invoice; Premium -> Basic is scheduled for the period
 * end; asking for the current plan drops a scheduled change.
 */
export function billingRoutes(billing: FakeBilling): Routes {
  const setPlan = (plan: PaidPlan) => {
    billing.subscription = { ...billing.subscription, plan, scheduledPlan: null }
    billing.user = { ...billing.user, subscription: plan }
  }
  const answer = (message: string) => ({ message, subscription: billing.subscription })
  return {
    'GET /api/config': appConfig(),
    'GET /api/auth/user': () => ({ user: billing.user }),
    'GET /api/usage': () => {
      const plan = billing.user.subscription
      return usageFixture({
        subscription: plan,
        queriesUsed: billing.user.queriesUsed,
        limit: plan === 'premium' ? null : plan === 'basic' ? 500 : 20,
      })
    },
    'GET /api/subscriptions/current': () => ({
      subscription: billing.subscription,
      paymentMethod: billing.paymentMethod,
      freeAllowance: { limit: 20, used: 5 },
    }),
    'GET /api/subscriptions/billing-details': () => ({ billingDetails: billing.billingDetails }),
    'PUT /api/subscriptions/billing-details': ({ body }: ApiCall) => {
      billing.billingDetails = body as BillingDetails
      return { message: 'Your billing details are saved.', billingDetails: billing.billingDetails }
    },
    'GET /api/subscriptions/invoices': () => ({ invoices: billing.invoices }),
    // What the upgrade below charges: $4.12 today for Premium; nothing today for a downgrade.
    'GET /api/subscriptions/preview': ({ query }: ApiCall) => {
      const plan = query.get('plan') as PaidPlan
      const upgrade = plan === 'premium'
      const periodEnd = billing.subscription.currentPeriodEnd
      return {
        plan,
        change: upgrade ? 'upgrade' : 'downgrade',
        amountDueTodayCents: upgrade ? 412 : 0,
        currency: 'usd',
        recurringCents: PLAN_DETAILS[plan].amountCents,
        effectiveAt: upgrade ? '2025-04-15T12:00:00.000Z' : periodEnd,
        periodEnd,
      }
    },
    'POST /api/subscriptions/change-plan': ({ body }: ApiCall) => {
      const { planType } = body as { planType: PaidPlan }
      const current = billing.subscription.plan
      if (planType === current) {
        billing.subscription = { ...billing.subscription, scheduledPlan: null }
        return answer(`You keep the ${PLAN_DETAILS[planType].name}.`)
      }
      if (planType === 'premium') {
        setPlan('premium')
        billing.invoices = [
          {
            id: `in_demo_${billing.invoices.length + 1}`,
            date: '2025-04-15T12:00:00.000Z',
            amountCents: 412,
            currency: 'usd',
            status: 'paid',
            description: 'Upgrade to Premium Plan (prorated)',
            url: null,
            number: `SA-2025-00000${billing.invoices.length + 1}`,
            pdfUrl: `/api/subscriptions/invoices/in_demo_${billing.invoices.length + 1}/receipt.pdf`,
          },
          ...billing.invoices,
        ]
        return answer('Upgraded to the Premium Plan.')
      }
      billing.subscription = { ...billing.subscription, scheduledPlan: planType }
      return answer('Your plan changes at the end of the period.')
    },
    'POST /api/subscriptions/cancel': () => {
      billing.subscription = { ...billing.subscription, cancelAtPeriodEnd: true }
      return answer('Your subscription will end with the current billing period.')
    },
    'POST /api/subscriptions/resume': () => {
      billing.subscription = { ...billing.subscription, cancelAtPeriodEnd: false }
      return answer('Your subscription will renew as usual.')
    },
    'POST /api/subscriptions/sync': () => answer('Subscription synchronized'),
    'POST /api/billing/demo/payment-methods': ({ body }: ApiCall) => {
      const { number } = body as { number: string }
      return json(
        { id: 'pm_demo_new', brand: number.startsWith('5') ? 'mastercard' : 'visa', last4: number.slice(-4) },
        201,
      )
    },
    'POST /api/subscriptions/payment-method': ({ body }: ApiCall) => {
      const { paymentMethodId } = body as { paymentMethodId: string }
      if (paymentMethodId !== 'pm_demo_new') return json({ message: 'Unknown card' }, 400)
      billing.paymentMethod = { brand: 'mastercard', last4: '4444', expMonth: 11, expYear: 2034 }
      return { message: 'Card updated', paymentMethod: billing.paymentMethod }
    },
  }
}
