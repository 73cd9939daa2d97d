import type { FastifyInstance, FastifyRequest } from 'fastify'
import { AppError, TooManyAttemptsError } from '../lib/errors'

export interface ThrottleRule {
  /** Names the counter, so two rules never share one. */
  name: string
  max: number
  timeWindowMs: number
  /** What to count by; return undefined to skip (for example, no email in the body). */
  key: (request: FastifyRequest) => string | undefined
}

/**
 * A preHandler that counts requests per key with @fastify/rate-limit's store (so per-email throttles
 * share the database or Redis counters with the per-IP ones) and answers 429 past the limit.
 */
export function throttle(app: FastifyInstance, rule: ThrottleRule) {
  const limiter = app.createRateLimit({
    max: rule.max,
    timeWindow: rule.timeWindowMs,
    keyGenerator: (request) => `${rule.name}:${rule.key(request) ?? ''}`,
  })
  return async (request: FastifyRequest, reply: { header: (k: string, v: string) => unknown }) => {
    if (rule.key(request) === undefined) return
    const result = await limiter(request)
    if (result.isAllowed) return
    if (result.isExceeded) {
      reply.header('retry-after', String(result.ttlInSeconds))
      throw new AppError(429, 'Too many attempts. Please wait a few minutes and try again.', 'RATE_LIMITED')
    }
  }
}

/** The email in a JSON body, normalised, for per-account throttles. */
export function bodyEmail(request: FastifyRequest): string | undefined {
  const email = (request.body as { email?: unknown } | undefined)?.email
  return typeof email === 'string' && email.trim() ? email.trim().toLowerCase() : undefined
}

/**
 * Sends Retry-After with every TooManyAttemptsError thrown in this plugin's scope (the login and
 * change-password failure counters). onError runs before the error handler, whose answer keeps the header.
 */
export function sendRetryAfter(app: FastifyInstance) {
  app.addHook('onError', async (_request, reply, error) => {
    if (error instanceof TooManyAttemptsError) {
      reply.header('retry-after', String(Math.max(1, Math.ceil(error.retryAfterSeconds))))
    }
  })
}
