// GET /metrics (Prometheus' text format) and the per-request counts behind it. The endpoint exists only when
// METRICS_TOKEN is set, and then answers only a request bearing that token.
import { timingSafeEqual } from 'node:crypto'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { AppError } from '../../lib/errors'
import type { ServiceMetrics } from './service-metrics'

declare module 'fastify' {
  interface FastifyInstance {
    metrics: ServiceMetrics
  }
}

/** The same length and bytes, compared in constant time. */
function tokenMatches(given: string, expected: string): boolean {
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

async function metricsPlugin(
  app: FastifyInstance,
  opts: { metrics: ServiceMetrics; token: string | undefined },
) {
  const { metrics, token } = opts
  app.decorate('metrics', metrics)

  // Counted when the connection's response ends, so a streamed (hijacked) answer counts too, with its
  // whole duration. The route is the pattern ('/api/manuals/:id'), never the raw URL: bounded labels.
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const started = performance.now()
    reply.raw.once('close', () => {
      const route = request.routeOptions.url ?? 'unmatched'
      metrics.requestAnswered(
        request.method,
        route,
        reply.raw.statusCode,
        (performance.now() - started) / 1000,
      )
    })
  })

  if (!token) return
  app.get('/metrics', async (request, reply) => {
    const header = request.headers.authorization ?? ''
    const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : ''
    if (!tokenMatches(given, token)) {
      reply.header('www-authenticate', 'Bearer realm="metrics"')
      throw new AppError(401, 'A valid metrics token is required', 'UNAUTHORIZED')
    }
    reply.header('content-type', metrics.registry.contentType).header('cache-control', 'no-store')
    return metrics.registry.metrics()
  })
}

export const metricsRoutes = fp(metricsPlugin, { name: 'metrics' })
