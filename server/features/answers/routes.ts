import { PassThrough } from 'node:stream'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { type QueryStreamEvent, queryRequestSchema, queryResponseSchema } from '../../../contract/query'
import { unauthorized } from '../../lib/errors'
import { type AnswerDeps, answerQuestion } from './service'

function sse(event: QueryStreamEvent): string {
  return `event: ${event.event}\ndata: ${JSON.stringify(event.data)}\n\n`
}

export async function answerRoutes(app: FastifyInstance, deps: AnswerDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>()

  api.post(
    '/api/query',
    {
      onRequest: app.requireUser,
      schema: { body: queryRequestSchema, response: { 200: queryResponseSchema } },
    },
    async (request) => {
      if (!request.auth) throw unauthorized()
      return answerQuestion(deps, request.auth.user, request.body)
    },
  )

  api.post(
    '/api/query/stream',
    { onRequest: app.requireUser, schema: { body: queryRequestSchema } },
    async (request, reply) => {
      if (!request.auth) throw unauthorized()
      const stream = new PassThrough()
      let opened = false
      const open = () => {
        if (opened) return
        opened = true
        reply
          .header('content-type', 'text/event-stream; charset=utf-8')
          // no-transform and X-Accel-Buffering keep proxies (nginx, CDNs) from holding the stream back.
          .header('cache-control', 'no-cache, no-transform')
          .header('x-accel-buffering', 'no')
          .send(stream)
      }
      const write = (event: QueryStreamEvent) => {
        open()
        stream.write(sse(event))
      }
      try {
        const result = await answerQuestion(deps, request.auth.user, request.body, {
          onDelta: (text) => write({ event: 'delta', data: { text } }),
          onReplace: (text) => write({ event: 'replace', data: { text } }),
        })
        write({ event: 'done', data: result })
        stream.end()
      } catch (error) {
        // Refusals before any text (402, 404, 400) are ordinary JSON errors; after that, an error event.
        if (!opened) throw error
        request.log.error({ err: error }, 'answer stream failed')
        write({
          event: 'error',
          data: { message: 'Something went wrong while answering. Please try again.' },
        })
        stream.end()
      }
      return reply
    },
  )
}
