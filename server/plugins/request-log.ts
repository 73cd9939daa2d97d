import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Db } from '../db/client'
import { recordApiRequest } from '../features/logs/service'
import { isApiRequest } from '../lib/request-route'

/** Every API request (by matched route, whatever its spelling) goes to api_logs for the Admin Console, with secrets removed from the body. */
export const requestLogPlugin = fp(async (app: FastifyInstance, opts: { db: Db }) => {
  app.addHook('onResponse', async (request, reply) => {
    if (!isApiRequest(request)) return
    // The path as it was sent, so an odd spelling shows in the Admin Console as the attacker typed it.
    const path = request.url.split('?')[0] ?? request.url
    // Written after the response has gone; a failure here must never affect the request.
    recordApiRequest(opts.db, {
      statusCode: reply.statusCode,
      duration: Math.round(reply.elapsedTime),
      method: request.method,
      path,
      userId: request.auth?.user.id ?? null,
      body: request.body,
      query: request.query,
    }).catch((err: unknown) => request.log.warn({ err }, 'could not record the API request'))
  })
})
