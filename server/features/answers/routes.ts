// The question routes (POST /api/query and its event stream) and a boat device's suggested settings: HTTP
// only; the rules are in service.ts and boat/.
import { PassThrough } from 'node:stream'
import type { FastifyInstance, FastifyReply } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { suggestedSettingsParamsSchema, suggestedSettingsSchema } from '../../../contract/boats'
import { type QueryStreamEvent, queryRequestSchema, queryResponseSchema } from '../../../contract/query'
import type { Db } from '../../db/client'
import { throttle } from '../../plugins/throttle'
import { signedInUser } from '../auth'
import type { LoadBoat } from './boat/boat-answer'
import { AnswerAbortedError, type AnswerDeps, answerQuestion, ownersSuggestedSettings } from './service'

function sse(event: QueryStreamEvent): string {
  return `event: ${event.event}\ndata: ${JSON.stringify(event.data)}\n\n`
}

/** Nobody reads this answer any more; 499 (client closed request) is what the request log keeps. */
const cancelled = (reply: FastifyReply) =>
  reply.code(499).send({ message: 'The request was cancelled', code: 'CANCELLED' })

/** Aborted when the reader goes away before the answer is complete (closed tab, dropped connection). */
function readerGone(reply: FastifyReply): AbortSignal {
  const controller = new AbortController()
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) controller.abort()
  })
  return controller.signal
}

/** How long a closing server waits for the answers it cut to be recorded before it closes the database. */
const RECORD_ON_CLOSE_MS = 5_000

export async function answerRoutes(
  app: FastifyInstance,
  { questionsPerUser, ...deps }: AnswerDeps & { questionsPerUser: { max: number; timeWindowMs: number } },
) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  // Answers in flight: when the server closes (a shutdown's grace period over), their connections are closed,
  // and each records its question and the text sent, cut short, before the database closes behind it.
  const inFlight = new Set<Promise<unknown>>()
  const answer: typeof answerQuestion = (...args) => {
    const answering = answerQuestion(...args)
    const settled: Promise<unknown> = answering.then(
      () => inFlight.delete(settled),
      () => inFlight.delete(settled),
    )
    inFlight.add(settled)
    return answering
  }
  app.addHook('onClose', async () => {
    if (!inFlight.size) return
    let timer: NodeJS.Timeout | undefined
    await Promise.race([
      Promise.all(inFlight),
      new Promise((resolve) => {
        timer = setTimeout(resolve, RECORD_ON_CLOSE_MS)
      }),
    ])
    clearTimeout(timer)
  })
  // One counter for both routes, per user (requireUser has run: onRequest comes before preHandler).
  const questionThrottle = throttle(app, {
    name: 'questions',
    ...questionsPerUser,
    key: (request) => (request.auth ? String(request.auth.user.id) : undefined),
    message:
      'You are asking questions faster than anyone can read the answers. Please wait a minute and try again.',
  })

  api.post(
    '',
    {
      onRequest: app.requireUser,
      preHandler: questionThrottle,
      schema: { body: queryRequestSchema, response: { 200: queryResponseSchema } },
    },
    async (request, reply) => {
      try {
        return await answer(deps, signedInUser(request), request.body, {
          signal: readerGone(reply),
          log: request.log,
        })
      } catch (error) {
        if (error instanceof AnswerAbortedError) return cancelled(reply)
        throw error
      }
    },
  )

  api.post(
    '/stream',
    { onRequest: app.requireUser, preHandler: questionThrottle, schema: { body: queryRequestSchema } },
    async (request, reply) => {
      const user = signedInUser(request)
      const signal = readerGone(reply)
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
        const result = await answer(deps, user, request.body, {
          onStart: (ids) => write({ event: 'start', data: ids }),
          onDelta: (text) => write({ event: 'delta', data: { text } }),
          onReplace: (text) => write({ event: 'replace', data: { text } }),
          signal,
          log: request.log,
        })
        write({ event: 'done', data: result })
        stream.end()
      } catch (error) {
        if (error instanceof AnswerAbortedError) {
          request.log.info('the reader closed the answer stream; the model request was cancelled')
          if (!opened) return cancelled(reply)
          stream.end()
          return reply
        }
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

/**
 * GET /api/boats/:id/devices/:deviceId/suggested-settings (registered under /api/boats): the owner's boat is read
 * through loadBoat, so another owner's boat is not found.
 */
export async function suggestedSettingsRoutes(app: FastifyInstance, deps: { db: Db; loadBoat?: LoadBoat }) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  api.get(
    '/:id/devices/:deviceId/suggested-settings',
    {
      onRequest: app.requireUser,
      schema: { params: suggestedSettingsParamsSchema, response: { 200: suggestedSettingsSchema } },
    },
    async (request) =>
      ownersSuggestedSettings(deps, signedInUser(request).id, request.params.id, request.params.deviceId),
  )
}
