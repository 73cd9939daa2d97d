import type { FastifyInstance } from 'fastify'
import { injectAs } from './context'

/** The price ids the client sends for each plan. */
export const PLAN_PRICE_IDS = { basic: 'price_basic', premium: 'price_premium' } as const
export type Plan = keyof typeof PLAN_PRICE_IDS

const post = (app: FastifyInstance, cookie: string, url: string, payload: object) =>
  injectAs(app, cookie, { method: 'POST', url, payload })

/**
 * Saves a card through demo billing as `cookie`'s account. The fields default to a valid Visa far from
 * expiry; the billing tests change only the field they are about.
 */
export const addDemoCard = (
  app: FastifyInstance,
  cookie: string,
  card: Partial<{ number: string; expiry: string; cvc: string }> = {},
) =>
  post(app, cookie, '/api/billing/demo/payment-methods', {
    number: '4242424242424242',
    expiry: '12/35',
    cvc: '123',
    ...card,
  })

/** The first step of every checkout: starts subscribing `cookie`'s account to `plan` at the plan's price. */
export const initializeSubscription = (app: FastifyInstance, cookie: string, plan: Plan = 'basic') =>
  post(app, cookie, '/api/subscriptions/initialize', { planType: plan, priceId: PLAN_PRICE_IDS[plan] })

/** The last step of a checkout: subscribes `cookie`'s account to `plan`, paying with a saved card. */
export const createSubscription = (
  app: FastifyInstance,
  cookie: string,
  paymentMethodId: string,
  plan: Plan = 'basic',
) =>
  post(app, cookie, '/api/subscriptions/create', {
    paymentMethodId,
    planType: plan,
    priceId: PLAN_PRICE_IDS[plan],
  })
