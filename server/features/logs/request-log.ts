import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { Database, Db } from '../../db/client'
import { isApiRequest } from '../../lib/request-route'
import { ApiLogBatch } from './batch'
import { apiLogRow, apiLogWriter } from './service'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: the route's requests stay out of the request log (the API reference page's own files). */
    requestLog?: boolean
  }
  interface FastifyInstance {
    /** The request log's rows waiting to be written; flush() writes them (tests, shutdown). */
    requestLog: Pick<ApiLogBatch, 'flush' | 'size'>
  }
}

interface RequestLogOptions {
  db: Db
  copyText?: Database['copyText']
}

/**
 * Every API request (by matched route, whatever its spelling) goes to api_logs for the Admin Console, with
 * secrets removed from the body. The row is made, masked, as the response completes; it is written with
 * others in one statement within 250 ms (decision 0015), and whatever waits is written when the app closes.
 */
export const requestLogPlugin = fp(async (app: FastifyInstance, opts: RequestLogOptions) => {
  const batch = new ApiLogBatch({
    write: apiLogWriter(opts.db, opts.copyText),
    // A failure here must never affect a request.
    onError: (err, lostRows) => app.log.warn({ err, lostRows }, 'could not record API requests'),
  })
  app.decorate('requestLog', batch)
  app.addHook('onClose', () => batch.close())

  app.addHook('onResponse', (request, reply, done) => {
    if (isApiRequest(request) && request.routeOptions.config?.requestLog !== false) record(request, reply)
    done()
  })

  const record = (request: FastifyRequest, reply: FastifyReply) => {
    // The path as it was sent, so an odd spelling shows in the Admin Console as the attacker typed it.
    const path = request.url.split('?')[0] ?? request.url
    try {
      batch.add(
        apiLogRow({
          statusCode: reply.statusCode,
          duration: Math.round(reply.elapsedTime),
          method: request.method,
          path,
          userId: request.auth?.user.id ?? null,
          body: request.body,
          query: request.query,
        }),
      )
    } catch (err) {
      request.log.warn({ err }, 'could not record the API request')
    }
  }
})
