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
  /** The latest invoice's id. */
  invoice: string
  /** The schedule managing it (a scheduled downgrade), or null. */
  schedule: string | null
  defaultPaymentMethod: string | null
}

interface FakePhase {
  start: number
  end: number
  price: string
  quantity: number
  prorationBehavior: string
}

interface FakeSchedule {
  id: string
  customer: string
  subscription: string | null
  status: 'active' | 'not_started' | 'released' | 'completed' | 'canceled'
  endBehavior: string
  phases: FakePhase[]
  created: number
  releasedAt: number | null
  releasedSubscription: string | null
  completedAt: number | null
}

interface FakeInvoiceLine {
  price: string
  amount: number
  description: string
  start: number
  end: number
}

interface FakeInvoice {
  id: string
  customer: string
  subscription: string | null
  status: 'draft' | 'open' | 'paid' | 'void' | 'uncollectible'
  billingReason: string
  created: number
  /** Tie-breaker for invoices made in the same second: Stripe lists the newest first. */
  sequence: number
  lines: FakeInvoiceLine[]
}

interface FakePaymentMethod {
  customer: string | null
  brand: string
  last4: string
  expMonth: number
  expYear: number
  /** Attaching it fails (Stripe's pm_card_chargeDeclined in this fake). */
  declinesOnAttach: boolean
  /** Attaching works but charging it fails (Stripe's pm_card_chargeCustomerFail). */
  declinesOnCharge: boolean
}

interface FakeCustomer {
  id: string
  email: string
  metadata: Record<string, string>
  defaultPaymentMethod: string | null
}

const DAY = 86_400
/** The fake's billing month. */
const MONTH = 30 * DAY
const newId = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`
const nowSeconds = () => Math.floor(Date.now() / 1000)

/** What each test price costs a month, in cents (the prices stripeTestEnv configures). */
const DEFAULT_PRICE_AMOUNTS: Record<string, number> = {
  price_1BasicMonthly: 999,
  price_1PremiumMonthly: 1899,
}

/** The `expand[n]` values of a request. */
const expansions = (params: URLSearchParams) =>
  [...params.entries()].filter(([key]) => /^expand\[\d+\]$/.test(key)).map(([, value]) => value)

/**
 * A local server answering the Stripe API calls the billing provider makes, with response shapes from
 * Stripe's API reference (API 2025-03-31 and later: billing periods on subscription items, the invoice's
 * confirmation_secret; durations instead of iterations on schedule phases). The real `stripe` SDK is pointed
 * at it through STRIPE_API_BASE. Like Stripe, a POST repeated with the same Idempotency-Key gets the first
 * answer again without doing anything, and one with other parameters is refused.
 */
export async function startFakeStripe() {
  const requests: StripeRequest[] = []
  const customers = new Map<string, FakeCustomer>()
  const card = (brand: string, last4: string, extra: Partial<FakePaymentMethod> = {}): FakePaymentMethod => ({
    customer: null,
    brand,
    last4,
    expMonth: 12,
    expYear: 2034,
    declinesOnAttach: false,
    declinesOnCharge: false,
    ...extra,
  })
  const paymentMethods = new Map<string, FakePaymentMethod>([
    ['pm_card_visa', card('visa', '4242')],
    ['pm_card_chargeDeclined', card('visa', '0002', { declinesOnAttach: true })],
    ['pm_card_chargeCustomerFail', card('visa', '0341', { declinesOnCharge: true })],
  ])
  const subscriptions = new Map<string, FakeSubscription>()
  const schedules = new Map<string, FakeSchedule>()
  const invoices: FakeInvoice[] = []
  const idempotent = new Map<string, { signature: string; status: number; body: string }>()
  let invoiceSequence = 0
  const settings = {
    /** Status a new subscription gets: 'active', or 'incomplete' (a payment to confirm in the browser). */
    createStatus: 'active',
    portalConfigured: true,
    /** Cancelling a subscription at once (DELETE) fails as a Stripe outage would (500, api_error). */
    cancelFails: false,
    /** Characters added to every client secret (a SetupIntent's, an invoice's confirmation secret). */
    secretPadding: 0,
    /** Every request answered 500 api_error, as during a Stripe outage. */
    outage: false,
    /** Monthly amount of each price, in cents. */
    priceAmounts: { ...DEFAULT_PRICE_AMOUNTS } as Record<string, number>,
  }
  const amountOf = (price: string) => settings.priceAmounts[price] ?? 0

  const paymentMethodJson = (id: string, method: FakePaymentMethod) => ({
    id,
    object: 'payment_method',
    type: 'card',
    customer: method.customer,
    created: nowSeconds(),
    livemode: false,
    metadata: {},
    billing_details: { address: null, email: null, name: null, phone: null },
    card: {
      brand: method.brand,
      display_brand: method.brand,
      last4: method.last4,
      exp_month: method.expMonth,
      exp_year: method.expYear,
      country: 'US',
      funding: 'credit',
      checks: null,
      generated_from: null,
      networks: null,
      three_d_secure_usage: { supported: true },
      wallet: null,
      regulated_status: 'unregulated',
    },
  })

  const expandPaymentMethod = (id: string | null, expand: boolean) => {
    if (!id || !expand) return id
    const method = paymentMethods.get(id)
    return method ? paymentMethodJson(id, method) : id
  }

  const customerJson = (c: FakeCustomer, expand: string[] = []) => ({
    id: c.id,
    object: 'customer',
    email: c.email,
    metadata: c.metadata,
    livemode: false,
    invoice_settings: {
      custom_fields: null,
      default_payment_method: expandPaymentMethod(
        c.defaultPaymentMethod,
        expand.includes('invoice_settings.default_payment_method'),
      ),
      footer: null,
      rendering_options: null,
    },
  })

  const invoiceJson = (invoice: FakeInvoice, withConfirmationSecret = false) => {
    const total = invoice.lines.reduce((sum, line) => sum + line.amount, 0)
    const paid = invoice.status === 'paid'
    const period = invoice.lines[0]
    return {
      id: invoice.id,
      object: 'invoice',
      customer: invoice.customer,
      status: invoice.status,
      billing_reason: invoice.billingReason,
      collection_method: 'charge_automatically',
      created: invoice.created,
      currency: 'usd',
      description: null,
      number: invoice.status === 'draft' ? null : `FAKE-${String(invoice.sequence).padStart(4, '0')}`,
      subtotal: total,
      total,
      amount_due: Math.max(0, total),
      amount_paid: paid ? Math.max(0, total) : 0,
      amount_remaining: paid ? 0 : Math.max(0, total),
      period_start: period?.start ?? invoice.created,
      period_end: period?.end ?? invoice.created,
      // Stripe gives drafts no hosted page: it exists once the invoice is finalized.
      hosted_invoice_url:
        invoice.status === 'draft' ? null : `https://invoice.stripe.com/i/acct_fake/test_${invoice.id}`,
      invoice_pdf:
        invoice.status === 'draft' ? null : `https://pay.stripe.com/invoice/acct_fake/test_${invoice.id}/pdf`,
      livemode: false,
      parent: invoice.subscription
        ? {
            type: 'subscription_details',
            quote_details: null,
            subscription_details: { subscription: invoice.subscription, metadata: {} },
          }
        : null,
      status_transitions: {
        finalized_at: invoice.status === 'draft' ? null : invoice.created,
        paid_at: paid ? invoice.created : null,
        voided_at: null,
        marked_uncollectible_at: null,
      },
      confirmation_secret:
        withConfirmationSecret && invoice.status === 'open'
          ? {
              client_secret: `pi_${invoice.id}_secret_${randomBytes(4).toString('hex')}${'x'.repeat(settings.secretPadding)}`,
              type: 'payment_intent',
            }
          : null,
      lines: {
        object: 'list',
        has_more: false,
        url: `/v1/invoices/${invoice.id}/lines`,
        data: invoice.lines.map((line, index) => ({
          id: `il_${invoice.id}_${index}`,
          object: 'line_item',
          amount: line.amount,
          currency: 'usd',
          description: line.description,
          invoice: invoice.id,
          livemode: false,
          metadata: {},
          period: { start: line.start, end: line.end },
          pricing: {
            type: 'price_details',
            price_details: { price: line.price, product: `prod_${line.price}` },
            unit_amount_decimal: String(line.amount),
          },
          quantity: 1,
          subtotal: line.amount,
          discount_amounts: [],
          discountable: true,
          discounts: [],
          parent: null,
          pretax_credit_amounts: [],
          taxes: [],
        })),
      },
    }
  }

  const addInvoice = (invoice: Omit<FakeInvoice, 'id' | 'sequence'> & { id?: string }) => {
    const made: FakeInvoice = { ...invoice, id: invoice.id ?? newId('in'), sequence: ++invoiceSequence }
    invoices.push(made)
    return made
  }

  const scheduleJson = (schedule: FakeSchedule) => {
    const now = nowSeconds()
    const current = schedule.phases.find((phase) => phase.start <= now && now < phase.end)
    return {
      id: schedule.id,
      object: 'subscription_schedule',
      application: null,
      billing_mode: { type: 'classic', flexible: null },
      canceled_at: null,
      completed_at: schedule.completedAt,
      created: schedule.created,
      current_phase:
        schedule.status === 'active' && current ? { start_date: current.start, end_date: current.end } : null,
      customer: schedule.customer,
      customer_account: null,
      default_settings: {
        application_fee_percent: null,
        billing_cycle_anchor: 'automatic',
        billing_thresholds: null,
        collection_method: 'charge_automatically',
        default_payment_method: null,
        description: null,
        invoice_settings: { account_tax_ids: null, days_until_due: null, issuer: { type: 'self' } },
        on_behalf_of: null,
        transfer_data: null,
      },
      end_behavior: schedule.endBehavior,
      livemode: false,
      metadata: {},
      pause_schedules: [],
      phases: schedule.phases.map((phase) => ({
        add_invoice_items: [],
        application_fee_percent: null,
        billing_cycle_anchor: null,
        billing_thresholds: null,
        collection_method: null,
        currency: 'usd',
        default_payment_method: null,
        description: null,
        discounts: [],
        end_date: phase.end,
        invoice_settings: null,
        items: [
          {
            price: phase.price,
            quantity: phase.quantity,
            metadata: {},
            discounts: [],
            billing_thresholds: null,
            tax_rates: [],
          },
        ],
        metadata: {},
        on_behalf_of: null,
        proration_behavior: phase.prorationBehavior,
        start_date: phase.start,
        transfer_data: null,
        trial_end: null,
      })),
      released_at: schedule.releasedAt,
      released_subscription: schedule.releasedSubscription,
      status: schedule.status,
      subscription: schedule.subscription,
      test_clock: null,
    }
  }

  const subscriptionJson = (s: FakeSubscription, expand: string[] = []) => {
    const invoice = invoices.find((i) => i.id === s.invoice)
    const schedule = s.schedule ? schedules.get(s.schedule) : undefined
    return {
      id: s.id,
      object: 'subscription',
      customer: s.customer,
      status: s.status,
      start_date: s.start,
      cancel_at_period_end: s.cancelAtPeriodEnd,
      metadata: s.metadata,
      livemode: false,
      pending_update: null,
      default_payment_method: expandPaymentMethod(
        s.defaultPaymentMethod,
        expand.includes('default_payment_method'),
      ),
      schedule: expand.includes('schedule') && schedule ? scheduleJson(schedule) : s.schedule,
      latest_invoice:
        invoice &&
        (expand.includes('latest_invoice') || expand.includes('latest_invoice.confirmation_secret'))
          ? invoiceJson(invoice, expand.includes('latest_invoice.confirmation_secret'))
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
    }
  }

  /** The card a subscription's invoices are charged to: its own default, or its customer's. */
  const chargedMethod = (s: FakeSubscription) =>
    paymentMethods.get(s.defaultPaymentMethod ?? customers.get(s.customer)?.defaultPaymentMethod ?? '')

  /** Ends a schedule, leaving the subscription as it is now. */
  const releaseSchedule = (schedule: FakeSchedule, status: 'released' | 'completed' = 'released') => {
    const subscription = schedule.subscription ? subscriptions.get(schedule.subscription) : undefined
    if (subscription) subscription.schedule = null
    schedule.releasedSubscription = schedule.subscription
    schedule.subscription = null
    schedule.status = status
    if (status === 'released') schedule.releasedAt = nowSeconds()
    else schedule.completedAt = nowSeconds()
  }

  /** What Stripe does when a period ends: renew (following the schedule's next phase), or end it. */
  const renew = (s: FakeSubscription) => {
    if (s.cancelAtPeriodEnd) {
      s.status = 'canceled'
      return
    }
    const ended = s.periodEnd
    const schedule = s.schedule ? schedules.get(s.schedule) : undefined
    if (schedule) {
      const next = schedule.phases.find((phase) => phase.start === ended)
      if (next) s.price = next.price
      else if (!schedule.phases.some((phase) => phase.end > ended)) releaseSchedule(schedule, 'completed')
    }
    s.periodStart = ended
    s.periodEnd = ended + MONTH
    const invoice = addInvoice({
      customer: s.customer,
      subscription: s.id,
      status: 'paid',
      billingReason: 'subscription_cycle',
      created: nowSeconds(),
      lines: [
        {
          price: s.price,
          amount: amountOf(s.price),
          description: `1 × ${s.price} (at $${(amountOf(s.price) / 100).toFixed(2)} / month)`,
          start: s.periodStart,
          end: s.periodEnd,
        },
      ],
    })
    s.invoice = invoice.id
  }

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

  const invalid = (res: ServerResponse, message: string) =>
    error(res, 400, { type: 'invalid_request_error', message })

  const declined = (res: ServerResponse) =>
    error(res, 402, {
      type: 'card_error',
      code: 'card_declined',
      decline_code: 'generic_decline',
      message: 'Your card was declined.',
    })

  /** The schedule phases of an update, as the SDK form-encodes them (phases[0][items][0][price]=...). */
  const phasesOf = (params: URLSearchParams): Array<Record<string, string>> => {
    const phases: Array<Record<string, string>> = []
    for (const [key, value] of params.entries()) {
      const match = /^phases\[(\d+)\]\[(.+)\]$/.exec(key)
      if (!match) continue
      const index = Number(match[1])
      phases[index] ??= {}
      ;(phases[index] as Record<string, string>)[match[2] as string] = value
    }
    return phases
  }

  const handle = (req: IncomingMessage, res: ServerResponse, url: URL, params: URLSearchParams) => {
    const send = (body: unknown) => {
      res.writeHead(200, { 'content-type': 'application/json', 'request-id': newId('req') })
      res.end(JSON.stringify(body))
    }
    const parts = url.pathname.split('/').filter(Boolean) // ['v1', resource, id?, action?]
    const [, resource, id, action] = parts
    const expand = expansions(params)

    if (req.method === 'POST' && resource === 'customers' && !id) {
      const customer: FakeCustomer = {
        id: newId('cus'),
        email: params.get('email') ?? '',
        metadata: { userId: params.get('metadata[userId]') ?? '' },
        defaultPaymentMethod: null,
      }
      customers.set(customer.id, customer)
      return send(customerJson(customer))
    }
    if (resource === 'customers' && id) {
      const customer = customers.get(id)
      if (!customer) return missing(res, 'customer', id)
      if (req.method === 'POST' && params.has('invoice_settings[default_payment_method]')) {
        const method = params.get('invoice_settings[default_payment_method]') as string
        if (paymentMethods.get(method)?.customer !== id) {
          return invalid(
            res,
            `The customer does not have a payment method with the ID ${method}. The payment method must be attached to the customer.`,
          )
        }
        customer.defaultPaymentMethod = method
      }
      return send(customerJson(customer, expand))
    }
    if (req.method === 'POST' && resource === 'setup_intents') {
      const intentId = newId('seti')
      return send({
        id: intentId,
        object: 'setup_intent',
        client_secret: `${intentId}_secret_${randomBytes(6).toString('hex')}${'x'.repeat(settings.secretPadding)}`,
        customer: params.get('customer'),
        status: 'requires_payment_method',
        usage: params.get('usage'),
        metadata: Object.fromEntries(
          [...params.entries()]
            .filter(([key]) => key.startsWith('metadata['))
            .map(([key, value]) => [key.slice('metadata['.length, -1), value]),
        ),
      })
    }
    if (resource === 'payment_methods' && id) {
      const method = paymentMethods.get(id)
      if (!method) return missing(res, 'PaymentMethod', id)
      if (action === 'attach') {
        if (method.declinesOnAttach) return declined(res)
        method.customer = params.get('customer')
      }
      return send(paymentMethodJson(id, method))
    }
    if (req.method === 'POST' && resource === 'subscriptions' && !id) {
      const now = nowSeconds()
      const price = params.get('items[0][price]') ?? ''
      const subscription: FakeSubscription = {
        id: newId('sub'),
        customer: params.get('customer') ?? '',
        price,
        status: settings.createStatus,
        start: now,
        periodStart: now,
        periodEnd: now + MONTH,
        cancelAtPeriodEnd: false,
        metadata: { userId: params.get('metadata[userId]') ?? '' },
        invoice: '',
        schedule: null,
        defaultPaymentMethod: params.get('default_payment_method'),
      }
      subscription.invoice = addInvoice({
        customer: subscription.customer,
        subscription: subscription.id,
        status: subscription.status === 'incomplete' ? 'open' : 'paid',
        billingReason: 'subscription_create',
        created: now,
        lines: [
          {
            price,
            amount: amountOf(price),
            description: `1 × ${price} (at $${(amountOf(price) / 100).toFixed(2)} / month)`,
            start: subscription.periodStart,
            end: subscription.periodEnd,
          },
        ],
      }).id
      subscriptions.set(subscription.id, subscription)
      return send(subscriptionJson(subscription, expand))
    }
    if (resource === 'subscriptions' && id) {
      const subscription = subscriptions.get(id)
      if (!subscription) return missing(res, 'subscription', id)
      if (req.method === 'DELETE') {
        if (settings.cancelFails) {
          return error(res, 500, { type: 'api_error', message: 'An unknown error occurred' })
        }
        subscription.status = 'canceled'
        if (subscription.schedule) {
          const schedule = schedules.get(subscription.schedule)
          if (schedule) schedule.status = 'canceled'
          subscription.schedule = null
        }
        return send(subscriptionJson(subscription, expand))
      }
      if (req.method === 'POST') {
        if (params.has('cancel_at_period_end') && subscription.schedule) {
          return invalid(
            res,
            `The subscription is managed by the subscription schedule \`${subscription.schedule}\`, and updating any cancelation behavior directly is not allowed. Please update the schedule instead.`,
          )
        }
        const price = params.get('items[0][price]')
        if (price && price !== subscription.price) {
          if (params.get('items[0][id]') !== `si_${subscription.id}`) {
            return invalid(res, 'Invalid subscription item: pass the id of the item whose price changes.')
          }
          const behavior = params.get('proration_behavior') ?? 'create_prorations'
          if (behavior === 'always_invoice') {
            // Unused time on the old price is credited, the rest of the period on the new one charged.
            const now = nowSeconds()
            const left = (subscription.periodEnd - now) / (subscription.periodEnd - subscription.periodStart)
            const credit = -Math.round(amountOf(subscription.price) * left)
            const charge = Math.round(amountOf(price) * left)
            const declines = chargedMethod(subscription)?.declinesOnCharge ?? false
            if (declines && params.get('payment_behavior') === 'error_if_incomplete') return declined(res)
            subscription.invoice = addInvoice({
              customer: subscription.customer,
              subscription: subscription.id,
              status: declines ? 'open' : 'paid',
              billingReason: 'subscription_update',
              created: now,
              lines: [
                {
                  price: subscription.price,
                  amount: credit,
                  description: `Unused time on ${subscription.price}`,
                  start: now,
                  end: subscription.periodEnd,
                },
                {
                  price,
                  amount: charge,
                  description: `Remaining time on ${price}`,
                  start: now,
                  end: subscription.periodEnd,
                },
              ],
            }).id
            if (declines) subscription.status = 'past_due'
          }
          subscription.price = price
        }
        if (params.has('cancel_at_period_end')) {
          subscription.cancelAtPeriodEnd = params.get('cancel_at_period_end') === 'true'
        }
        if (params.has('default_payment_method')) {
          const method = params.get('default_payment_method') as string
          if (paymentMethods.get(method)?.customer !== subscription.customer) {
            return invalid(
              res,
              `The customer does not have a payment method with the ID ${method}. The payment method must be attached to the customer.`,
            )
          }
          subscription.defaultPaymentMethod = method
        }
      }
      return send(subscriptionJson(subscription, expand))
    }
    if (req.method === 'POST' && resource === 'subscription_schedules' && !id) {
      const from = params.get('from_subscription')
      const subscription = from ? subscriptions.get(from) : undefined
      if (!from || !subscription) return missing(res, 'subscription', from ?? '')
      if (subscription.schedule) {
        return invalid(
          res,
          `You cannot migrate a subscription that is already attached to a schedule: \`${subscription.schedule}\`.`,
        )
      }
      const schedule: FakeSchedule = {
        id: newId('sub_sched'),
        customer: subscription.customer,
        subscription: subscription.id,
        status: 'active',
        endBehavior: 'release',
        phases: [
          {
            start: subscription.periodStart,
            end: subscription.periodEnd,
            price: subscription.price,
            quantity: 1,
            prorationBehavior: 'create_prorations',
          },
        ],
        created: nowSeconds(),
        releasedAt: null,
        releasedSubscription: null,
        completedAt: null,
      }
      schedules.set(schedule.id, schedule)
      subscription.schedule = schedule.id
      return send(scheduleJson(schedule))
    }
    if (resource === 'subscription_schedules' && id) {
      const schedule = schedules.get(id)
      if (!schedule) return missing(res, 'subscription_schedule', id)
      if (req.method === 'GET') return send(scheduleJson(schedule))
      if (schedule.status !== 'active' && schedule.status !== 'not_started') {
        return invalid(
          res,
          `You cannot ${action === 'release' ? 'release' : 'update'} a subscription schedule that is currently in the \`${schedule.status}\` status.`,
        )
      }
      if (action === 'release') {
        releaseSchedule(schedule)
        return send(scheduleJson(schedule))
      }
      const given = phasesOf(params)
      if (given.length > 0) {
        const current = schedule.phases[0] as FakePhase
        const phases: FakePhase[] = []
        for (const [index, phase] of given.entries()) {
          const start =
            index === 0 ? Number(phase.start_date ?? current.start) : (phases[index - 1]?.end ?? 0)
          if (index === 0 && start !== current.start) {
            return invalid(res, 'You can not modify the start date of the current phase.')
          }
          if (index > 0 && phase.start_date && Number(phase.start_date) !== start) {
            return invalid(res, 'Phases must be sequential: each starts where the one before it ends.')
          }
          const count = Number(phase['duration][interval_count'] ?? 1)
          const end = phase.end_date
            ? Number(phase.end_date)
            : phase['duration][interval'] === 'month'
              ? start + count * MONTH
              : Number.NaN
          const price = phase['items][0][price']
          if (!price || !Number.isFinite(end)) {
            return invalid(res, `phases[${index}] needs items and an end_date or a duration.`)
          }
          phases.push({
            start,
            end,
            price,
            quantity: Number(phase['items][0][quantity'] ?? 1),
            prorationBehavior: phase.proration_behavior ?? 'create_prorations',
          })
        }
        schedule.phases = phases
      }
      if (params.has('end_behavior')) schedule.endBehavior = params.get('end_behavior') as string
      return send(scheduleJson(schedule))
    }
    if (req.method === 'POST' && resource === 'invoices' && id === 'create_preview') {
      // The invoice a subscription change would make, computed as the update above computes it; nothing kept.
      const subscription = subscriptions.get(params.get('subscription') ?? '')
      if (!subscription) return missing(res, 'subscription', params.get('subscription') ?? '')
      const price = params.get('subscription_details[items][0][price]') ?? subscription.price
      if (params.get('subscription_details[items][0][id]') !== `si_${subscription.id}`) {
        return invalid(res, 'Invalid subscription item: pass the id of the item whose price changes.')
      }
      const now = Number(params.get('subscription_details[proration_date]') ?? nowSeconds())
      const left = (subscription.periodEnd - now) / (subscription.periodEnd - subscription.periodStart)
      const invoice: FakeInvoice = {
        id: `upcoming_${subscription.id}`,
        customer: subscription.customer,
        subscription: subscription.id,
        status: 'draft',
        billingReason: 'subscription_update',
        created: now,
        sequence: 0,
        lines:
          params.get('subscription_details[proration_behavior]') === 'always_invoice'
            ? [
                {
                  price: subscription.price,
                  amount: -Math.round(amountOf(subscription.price) * left),
                  description: `Unused time on ${subscription.price}`,
                  start: now,
                  end: subscription.periodEnd,
                },
                {
                  price,
                  amount: Math.round(amountOf(price) * left),
                  description: `Remaining time on ${price}`,
                  start: now,
                  end: subscription.periodEnd,
                },
              ]
            : [
                {
                  price,
                  amount: amountOf(price),
                  description: `1 × ${price}`,
                  start: subscription.periodEnd,
                  end: subscription.periodEnd + MONTH,
                },
              ],
      }
      return send(invoiceJson(invoice))
    }
    if (req.method === 'GET' && resource === 'invoices' && id) {
      const invoice = invoices.find((i) => i.id === id)
      if (!invoice) return missing(res, 'invoice', id)
      return send(invoiceJson(invoice))
    }
    if (req.method === 'GET' && resource === 'invoices' && !id) {
      const customer = params.get('customer')
      const limit = Number(params.get('limit') ?? 10)
      const listed = invoices
        .filter((invoice) => !customer || invoice.customer === customer)
        .sort((a, b) => b.created - a.created || b.sequence - a.sequence)
      return send({
        object: 'list',
        url: '/v1/invoices',
        has_more: listed.length > limit,
        data: listed.slice(0, limit).map((invoice) => invoiceJson(invoice)),
      })
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
  }

  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = []
    for await (const c of req) chunks.push(c as Buffer)
    const url = new URL(req.url ?? '/', 'http://localhost')
    const body = Buffer.concat(chunks).toString('utf8')
    const params = new URLSearchParams(
      // The SDK sends a GET's and a DELETE's parameters in the query string, a POST's in the body.
      req.method === 'GET' || req.method === 'DELETE' ? url.search : body,
    )
    const header = req.headers['idempotency-key']
    const key = typeof header === 'string' ? header : undefined
    requests.push({ method: req.method ?? '', path: url.pathname, params, idempotencyKey: key })
    if (settings.outage) {
      return error(res, 500, { type: 'api_error', message: 'An unknown error occurred' })
    }
    if (req.method === 'POST' && key) {
      const signature = `${url.pathname}?${body}`
      const seen = idempotent.get(key)
      if (seen && seen.signature !== signature) {
        return error(res, 400, {
          type: 'idempotency_error',
          message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
        })
      }
      if (seen) {
        res.writeHead(seen.status, { 'content-type': 'application/json', 'idempotent-replayed': 'true' })
        res.end(seen.body)
        return
      }
      // Keep what is answered under this key, so a retry gets the same answer.
      const end = res.end.bind(res)
      res.end = ((chunk?: unknown, ...rest: unknown[]) => {
        if (typeof chunk === 'string') idempotent.set(key, { signature, status: res.statusCode, body: chunk })
        return (end as (...args: unknown[]) => ServerResponse)(chunk, ...rest)
      }) as ServerResponse['end']
    }
    handle(req, res, url, params)
  })
  const { url, close } = await listenOnLoopback(server)
  return {
    url,
    requests,
    settings,
    subscriptions,
    schedules,
    invoices,
    /** What Stripe would do over time: change a subscription's status or move it to its next period. */
    update(
      id: string,
      change: Partial<Pick<FakeSubscription, 'status' | 'cancelAtPeriodEnd'>> & { renew?: boolean },
    ) {
      const subscription = subscriptions.get(id)
      if (!subscription) throw new Error(`no subscription ${id}`)
      if (change.status) subscription.status = change.status
      if (change.cancelAtPeriodEnd !== undefined) subscription.cancelAtPeriodEnd = change.cancelAtPeriodEnd
      if (change.renew) renew(subscription)
      return subscriptionJson(subscription, ['schedule'])
    },
    /**
     * A card as Stripe.js leaves it once a SetupIntent is confirmed in the browser: attached to the
     * SetupIntent's customer (or to none). Returns its id.
     */
    addPaymentMethod(
      options: Partial<Pick<FakePaymentMethod, 'customer' | 'brand' | 'last4' | 'declinesOnCharge'>> = {},
    ) {
      const id = newId('pm')
      paymentMethods.set(id, card(options.brand ?? 'mastercard', options.last4 ?? '4444', options))
      return id
    },
    /** An invoice Stripe made outside the requests (a draft before a renewal, a voided one...). */
    addInvoice(
      customer: string,
      invoice: { status: FakeInvoice['status']; amount: number; price: string; reason?: string },
    ) {
      const now = nowSeconds()
      return addInvoice({
        customer,
        subscription: null,
        status: invoice.status,
        billingReason: invoice.reason ?? 'manual',
        created: now,
        lines: [
          { price: invoice.price, amount: invoice.amount, description: 'One-off', start: now, end: now },
        ],
      }).id
    },
    /** A schedule as Stripe's webhook events carry it. */
    scheduleJson(id: string) {
      const schedule = schedules.get(id)
      if (!schedule) throw new Error(`no schedule ${id}`)
      return scheduleJson(schedule)
    },
    /** What the customer does in Stripe's portal, or Stripe's dashboard: end a schedule. */
    releaseSchedule(id: string) {
      const schedule = schedules.get(id)
      if (!schedule) throw new Error(`no schedule ${id}`)
      releaseSchedule(schedule)
      return scheduleJson(schedule)
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
