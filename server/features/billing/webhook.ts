import type { FastifyInstance } from 'fastify'
import type Stripe from 'stripe'
import type { createStripeProvider } from '../../billing/stripe-provider'
import type { Db } from '../../db/client'
import { AppError, badRequest } from '../../lib/errors'
import { handleStripeEvent } from './events'

type StripeProvider = ReturnType<typeof createStripeProvider>

/**
 * POST /api/stripe/webhook: the signature is checked on the raw body, so this route gets its own
 * buffer parser (scoped to this plugin) instead of the JSON one.
 */
export async function stripeWebhookRoute(
  app: FastifyInstance,
  opts: { db: Db; provider: StripeProvider; webhookSecret: string | undefined },
) {
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  )

  app.post(
    '/api/stripe/webhook',
    // Server to server: Stripe's signature authenticates it, not a browser's cookie and Origin.
    { config: { rateLimit: { max: 600, timeWindow: 60_000 }, skipOriginCheck: true } },
    async (request) => {
      if (!opts.webhookSecret)
        throw new AppError(503, 'The Stripe webhook secret is not configured', 'WEBHOOK_NOT_CONFIGURED')
      const signature = request.headers['stripe-signature']
      if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) {
        throw badRequest('Missing Stripe signature or body')
      }
      let event: Stripe.Event
      try {
        event = opts.provider.stripe.webhooks.constructEvent(request.body, signature, opts.webhookSecret)
      } catch {
        throw badRequest('Invalid Stripe signature')
      }
      const outcome = await handleStripeEvent(opts.db, opts.provider, event)
      request.log.info({ eventId: event.id, type: event.type, outcome }, 'stripe webhook')
      return { received: true, outcome }
    },
  )
}
