import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { sendError } from './errors'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * CSRF defence on top of SameSite cookies: a state-changing /api request that names an Origin
 * other than APP_URL's is refused, and so is one the browser marks as cross-site.
 */
export const originCheckPlugin = fp(async (app: FastifyInstance, opts: { appOrigin: string }) => {
  app.addHook('onRequest', async (request, reply) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return
    if (request.url.startsWith('/api/stripe/webhook')) return // server-to-server, signed instead
    const origin = request.headers.origin
    const fetchSite = request.headers['sec-fetch-site']
    if ((origin !== undefined && origin !== opts.appOrigin) || fetchSite === 'cross-site') {
      return sendError(request, reply, 403, {
        message: 'Cross-origin request refused',
        code: 'BAD_ORIGIN',
      })
    }
  })
})
