import type { FastifyInstance, FastifyRequest } from 'fastify'
import { TooManyAttemptsError } from '../lib/errors'

export interface ThrottleRule {
  /** Names the counter, so two rules never share one. */
  name: string
  max: number
  timeWindowMs: number
  /** What to count by; return undefined to skip (for example, no email in the body). */
  key: (request: FastifyRequest) => string | undefined
  /** What the 429 says; the default fits sign-in and sign-up forms. */
  message?: string
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
  return async (request: FastifyRequest) => {
    if (rule.key(request) === undefined) return
    const result = await limiter(request)
    if (result.isAllowed) return
    if (result.isExceeded) {
      throw new TooManyAttemptsError(
        result.ttlInSeconds,
        rule.message ?? 'Too many attempts. Please wait a few minutes and try again.',
      )
    }
  }
}

/** The email in a JSON body, normalised, for per-account throttles. */
export function bodyEmail(request: FastifyRequest): string | undefined {
  const email = (request.body as { email?: unknown } | undefined)?.email
  return typeof email === 'string' && email.trim() ? email.trim().toLowerCase() : undefined
}
