import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  checkStatusRequestSchema,
  checkStatusResponseSchema,
  createSubscriptionRequestSchema,
  createSubscriptionResponseSchema,
  currentSubscriptionResponseSchema,
  demoCardRequestSchema,
  demoCardResponseSchema,
  initializeSubscriptionRequestSchema,
  initializeSubscriptionResponseSchema,
  manageResponseSchema,
  subscriptionResponseSchema,
} from '../../../contract/billing'
import { advance, demoPeriodEnded } from '../../billing/demo-provider'
import type { BillingProviders } from '../../billing/index'
import { billingErrorOf } from '../../billing/stripe-provider'
import type { Db } from '../../db/client'
import { badRequest, conflict, notFound, unauthorized } from '../../lib/errors'
import * as billing from './operations'

const userOf = (request: FastifyRequest) => {
  if (!request.auth) throw unauthorized()
  return request.auth.user
}

/** Turns a payment provider's failure into a clear error; anything else goes on unchanged. */
async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (error) {
    throw billingErrorOf(error) ?? error
  }
}

export const billingRoutes = fp(
  async (app: FastifyInstance, opts: { db: Db; providers: BillingProviders }) => {
    const { db, providers } = opts
    const deps = { db, providers }
    const api = app.withTypeProvider<ZodTypeProvider>()
    const signedIn = { onRequest: app.requireUser }

    // Demo billing has no webhooks: a signed-in request settles a period that has ended (renewal or end).
    if (providers.demo) {
      app.addHook('preHandler', async (request) => {
        const user = request.auth?.user
        if (!user || !demoPeriodEnded(user)) return
        const snapshot = advance(
          await providers.provider.retrieve(user, user.subscriptionId as string),
          new Date(),
        )
        if (request.auth) request.auth.user = await billing.apply(deps, user.id, snapshot)
      })
    }

    api.post(
      '/api/subscriptions/initialize',
      {
        ...signedIn,
        schema: {
          body: initializeSubscriptionRequestSchema,
          response: { 200: initializeSubscriptionResponseSchema },
        },
      },
      async (request) => {
        const user = userOf(request)
        if (billing.hasActive(user)) throw conflict(billing.ALREADY_SUBSCRIBED, 'ALREADY_SUBSCRIBED')
        const clientSecret = await guarded(() => providers.provider.initialize(user, request.body.planType))
        return { clientSecret, provider: providers.provider.kind }
      },
    )

    api.post(
      '/api/subscriptions/create',
      {
        ...signedIn,
        schema: {
          body: createSubscriptionRequestSchema,
          response: { 200: createSubscriptionResponseSchema },
        },
      },
      async (request) => guarded(() => billing.create(deps, userOf(request), request.body)),
    )

    api.post(
      '/api/subscriptions/check-status',
      {
        ...signedIn,
        schema: { body: checkStatusRequestSchema, response: { 200: checkStatusResponseSchema } },
      },
      async (request) =>
        guarded(() => billing.checkStatus(deps, userOf(request), request.body.subscriptionId)),
    )

    api.post(
      '/api/subscriptions/manage',
      { ...signedIn, schema: { response: { 200: manageResponseSchema } } },
      async (request) => {
        const user = userOf(request)
        if (!user.subscriptionId || !user.stripeCustomerId)
          throw notFound('No active subscription found to manage.')
        return guarded(() => providers.provider.portal(user))
      },
    )

    api.post(
      '/api/subscriptions/sync',
      { ...signedIn, schema: { response: { 200: subscriptionResponseSchema } } },
      async (request) => guarded(() => billing.sync(deps, userOf(request))),
    )

    api.post(
      '/api/subscriptions/cancel',
      { ...signedIn, schema: { response: { 200: subscriptionResponseSchema } } },
      async (request) => guarded(() => billing.cancel(deps, userOf(request))),
    )

    api.post(
      '/api/subscriptions/resume',
      { ...signedIn, schema: { response: { 200: subscriptionResponseSchema } } },
      async (request) => guarded(() => billing.resume(deps, userOf(request))),
    )

    api.get(
      '/api/subscriptions/current',
      { ...signedIn, schema: { response: { 200: currentSubscriptionResponseSchema } } },
      async (request) => billing.current(deps, userOf(request)),
    )

    api.post(
      '/api/billing/demo/payment-methods',
      { ...signedIn, schema: { body: demoCardRequestSchema, response: { 201: demoCardResponseSchema } } },
      async (request, reply) => {
        if (!providers.demo) throw notFound('Demo billing is off: payments go through Stripe.')
        const card = await providers.demo.saveCard(userOf(request), request.body)
        reply.code(201)
        return card
      },
    )

    // Only a POST with a JSON body counts; anything else there is a client error, not a crash.
    if (!providers.stripe) {
      app.post('/api/stripe/webhook', async () => {
        throw badRequest('Stripe is not configured on this server')
      })
    }
  },
)
