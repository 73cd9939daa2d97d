import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { isApiRequest } from '../lib/request-route'
import { sendError } from './errors'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Server-to-server routes (the Stripe webhook) that authenticate by signature, not by cookie. */
    skipOriginCheck?: boolean
    /**
     * Irreversible routes (deleting one's account): a request without an Origin header is refused too.
     * Browsers send Origin with every request that is not a GET or HEAD, same-origin ones included.
     */
    requireOrigin?: boolean
  }
}

/**
 * CSRF defence on top of SameSite cookies: a state-changing API request that names an Origin other than
 * the app's own is refused, and so is one the browser marks as cross-site, and on a route marked
 * `requireOrigin` one that names no Origin at all. Decided by the matched route, so no spelling of a path
 * skips it.
 */
export const originCheckPlugin = fp(async (app: FastifyInstance, opts: { allowedOrigins: string[] }) => {
  const allowed = new Set(opts.allowedOrigins)
  app.addHook('onRequest', async (request, reply) => {
    if (SAFE_METHODS.has(request.method) || request.routeOptions.config?.skipOriginCheck) return
    if (!isApiRequest(request)) return
    const origin = request.headers.origin
    const fetchSite = request.headers['sec-fetch-site']
    const missingRequired = origin === undefined && request.routeOptions.config?.requireOrigin
    if ((origin !== undefined && !allowed.has(origin)) || fetchSite === 'cross-site' || missingRequired) {
      return sendError(request, reply, 403, {
        message: 'Cross-origin request refused',
        code: 'BAD_ORIGIN',
      })
    }
  })
})
