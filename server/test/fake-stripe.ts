import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { listenOnLoopback } from './loopback'

export interface StripeRequest {
  method: string
  path: string
  params: URLSearchParams
  idempotencyKey: string | undefined
}

interface FakeSubscription {
  id: string
  customer: string
  price: string
  status: string
  start: number
  periodStart: number
  periodEnd: number
  cancelAtPeriodEnd: boolean
  metadata: Record<string, string>
  invoice: string
}

const DAY = 86_400
const newId = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`

/**
 * A local server answering the Stripe API calls the billing provider makes, with response shapes from
 * Stripe's API reference (API 2025-03-31 and later: billing periods on subscription items, the invoice's
 * confirmation_secret). The real `stripe` SDK is pointed at it through STRIPE_API_BASE.
 */
export async function startFakeStripe() {
  const requests: StripeRequest[] = []
  const customers = new Map<string, { id: string; email: string; metadata: Record<string, string> }>()
  const paymentMethods = new Map<string, { customer: string | null }>([
    ['pm_card_visa', { customer: null }],
    ['pm_card_chargeDeclined', { customer: null }],
  ])
  const subscriptions = new Map<string, FakeSubscription>()
  const settings = {
    /** Status a new subscription gets: 'active', or 'incomplete' (a payment to confirm in the browser). */
    createStatus: 'active',
    portalConfigured: true,
    /** Cancelling a subscription at once (DELETE) fails as a Stripe outage would (500, api_error). */
    cancelFails: false,
  }

  const subscriptionJson = (s: FakeSubscription, expandInvoice = false) => ({
    id: s.id,
    object: 'subscription',
    customer: s.customer,
    status: s.status,
    start_date: s.start,
    cancel_at_period_end: s.cancelAtPeriodEnd,
    metadata: s.metadata,
    latest_invoice: expandInvoice
      ? {
          id: s.invoice,
          object: 'invoice',
          status: s.status === 'incomplete' ? 'open' : 'paid',
          confirmation_secret:
            s.status === 'incomplete'
              ? {
                  client_secret: `pi_${s.invoice}_secret_${randomBytes(4).toString('hex')}`,
                  type: 'payment_intent',
                }
              : null,
        }
      : s.invoice,
    items: {
      object: 'list',
      data: [
        {
          id: `si_${s.id}`,
          object: 'subscription_item',
          price: { id: s.price, object: 'price', recurring: { interval: 'month' } },
          quantity: 1,
          current_period_start: s.periodStart,
          current_period_end: s.periodEnd,
        },
      ],
    },
  })

  const error = (res: ServerResponse, status: number, body: Record<string, unknown>) => {
    res.writeHead(status, { 'content-type': 'application/json' })
    res.end(JSON.stringify({ error: body }))
  }

  /** Stripe's answer for an id it does not know. */
  const missing = (res: ServerResponse, resource: string, id: string) =>
    error(res, 404, {
      type: 'invalid_request_error',
      code: 'resource_missing',
      message: `No such ${resource}: '${id}'`,
    })

  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = []
    for await (const c of req) chunks.push(c as Buffer)
    const url = new URL(req.url ?? '/', 'http://localhost')
    const params = new URLSearchParams(
      // The SDK sends a GET's and a DELETE's parameters in the query string, a POST's in the body.
      req.method === 'GET' || req.method === 'DELETE' ? url.search : Buffer.concat(chunks).toString('utf8'),
    )
    const key = req.headers['idempotency-key']
    requests.push({
      method: req.method ?? '',
      path: url.pathname,
      params,
      idempotencyKey: typeof key === 'string' ? key : undefined,
    })
    const send = (body: unknown) => {
      res.writeHead(200, { 'content-type': 'application/json', 'request-id': newId('req') })
      res.end(JSON.stringify(body))
    }
    const parts = url.pathname.split('/').filter(Boolean) // ['v1', resource, id?, action?]
    const [, resource, id, action] = parts

    if (req.method === 'POST' && resource === 'customers' && !id) {
      const customer = {
        id: newId('cus'),
        email: params.get('email') ?? '',
        metadata: { userId: params.get('metadata[userId]') ?? '' },
      }
      customers.set(customer.id, customer)
      return send({ object: 'customer', ...customer })
    }
    if (req.method === 'POST' && resource === 'customers' && id) {
      const customer = customers.get(id)
      if (!customer) return missing(res, 'customer', id)
      return send({ object: 'customer', ...customer })
    }
    if (req.method === 'POST' && resource === 'setup_intents') {
      const intentId = newId('seti')
      return send({
        id: intentId,
        object: 'setup_intent',
        client_secret: `${intentId}_secret_${randomBytes(6).toString('hex')}`,
        customer: params.get('customer'),
        status: 'requires_payment_method',
        usage: params.get('usage'),
      })
    }
    if (resource === 'payment_methods' && id) {
      const method = paymentMethods.get(id)
      if (!method) return missing(res, 'PaymentMethod', id)
      if (action === 'attach') {
        if (id === 'pm_card_chargeDeclined') {
          return error(res, 402, {
            type: 'card_error',
            code: 'card_declined',
            decline_code: 'generic_decline',
            message: 'Your card was declined.',
          })
        }
        method.customer = params.get('customer')
      }
      return send({
        id,
        object: 'payment_method',
        type: 'card',
        customer: method.customer,
        card: { brand: 'visa', last4: '4242' },
      })
    }
    if (req.method === 'POST' && resource === 'subscriptions' && !id) {
      const now = Math.floor(Date.now() / 1000)
      const subscription: FakeSubscription = {
        id: newId('sub'),
        customer: params.get('customer') ?? '',
        price: params.get('items[0][price]') ?? '',
        status: settings.createStatus,
        start: now,
        periodStart: now,
        periodEnd: now + 30 * DAY,
        cancelAtPeriodEnd: false,
        metadata: { userId: params.get('metadata[userId]') ?? '' },
        invoice: newId('in'),
      }
      subscriptions.set(subscription.id, subscription)
      return send(
        subscriptionJson(
          subscription,
          params.getAll('expand[0]').includes('latest_invoice.confirmation_secret'),
        ),
      )
    }
    if (resource === 'subscriptions' && id) {
      const subscription = subscriptions.get(id)
      if (!subscription) return missing(res, 'subscription', id)
      if (req.method === 'DELETE') {
        if (settings.cancelFails) {
          return error(res, 500, { type: 'api_error', message: 'An unknown error occurred' })
        }
        subscription.status = 'canceled'
        return send(subscriptionJson(subscription))
      }
      if (req.method === 'POST' && params.has('cancel_at_period_end')) {
        subscription.cancelAtPeriodEnd = params.get('cancel_at_period_end') === 'true'
      }
      return send(subscriptionJson(subscription))
    }
    if (req.method === 'POST' && resource === 'billing_portal') {
      if (!settings.portalConfigured) {
        return error(res, 400, {
          type: 'invalid_request_error',
          message:
            'No configuration provided and your test mode default configuration has not been created. Provide a configuration or create your default by saving your customer portal settings in test mode at https://dashboard.stripe.com/test/settings/billing/portal.',
        })
      }
      return send({
        id: newId('bps'),
        object: 'billing_portal.session',
        customer: params.get('customer'),
        url: `https://billing.stripe.com/p/session/test_${randomBytes(6).toString('hex')}`,
        return_url: params.get('return_url'),
      })
    }
    return error(res, 404, {
      type: 'invalid_request_error',
      message: `Unrecognized request URL (${req.method}: ${url.pathname})`,
    })
  })
  const { url, close } = await listenOnLoopback(server)
  return {
    url,
    requests,
    settings,
    subscriptions,
    /** What Stripe would do over time: change a subscription's status or move it to its next period. */
    update(
      id: string,
      change: Partial<Pick<FakeSubscription, 'status' | 'cancelAtPeriodEnd'>> & { renew?: boolean },
    ) {
      const subscription = subscriptions.get(id)
      if (!subscription) throw new Error(`no subscription ${id}`)
      if (change.status) subscription.status = change.status
      if (change.cancelAtPeriodEnd !== undefined) subscription.cancelAtPeriodEnd = change.cancelAtPeriodEnd
      if (change.renew) {
        subscription.periodStart = subscription.periodEnd
        subscription.periodEnd += 30 * DAY
        subscription.invoice = newId('in')
      }
      return subscriptionJson(subscription)
    },
    close,
  }
}

/** The environment of an app billing through Stripe at `apiBase` (a fake Stripe), every key set. */
export function stripeTestEnv(
  apiBase: string,
  overrides: Record<string, string> = {},
): Record<string, string> {
  return {
    STRIPE_SECRET_KEY: 'sk_test_123',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_123',
    STRIPE_WEBHOOK_SECRET: 'whsec_test',
    STRIPE_PRICE_BASIC: 'price_1BasicMonthly',
    STRIPE_PRICE_PREMIUM: 'price_1PremiumMonthly',
    STRIPE_API_BASE: apiBase,
    ...overrides,
  }
}
