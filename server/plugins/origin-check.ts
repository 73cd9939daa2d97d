import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { isApiRequest } from '../lib/request-route'
import { sendError } from './errors'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Server-to-server routes (the Stripe webhook) that authenticate by signature, not by cookie. */
    skipOriginCheck?: boolean
  }
}

/**
 * CSRF defence on top of SameSite cookies: a state-changing API request that names an Origin other than
 * the app's own is refused, and so is one the browser marks as cross-site. Decided by the matched route,
 * so no spelling of a path skips it.
 */
export const originCheckPlugin = fp(async (app: FastifyInstance, opts: { allowedOrigins: string[] }) => {
  const allowed = new Set(opts.allowedOrigins)
  app.addHook('onRequest', async (request, reply) => {
    if (SAFE_METHODS.has(request.method) || request.routeOptions.config?.skipOriginCheck) return
    if (!isApiRequest(request)) return
    const origin = request.headers.origin
    const fetchSite = request.headers['sec-fetch-site']
    if ((origin !== undefined && !allowed.has(origin)) || fetchSite === 'cross-site') {
      return sendError(request, reply, 403, {
        message: 'Cross-origin request refused',
        code: 'BAD_ORIGIN',
      })
    }
  })
})
