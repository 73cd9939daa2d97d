import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { idParamsSchema } from '../../../contract/admin'
import { messageSchema } from '../../../contract/common'
import {
  feedbackItemSchema,
  feedbackListSchema,
  feedbackRequestSchema,
  feedbackUpdateSchema,
} from '../../../contract/feedback'
import type { AppConfig } from '../../config'
import type { Db } from '../../db/client'
import { actingAdmin } from '../auth'
import { listFeedback, submitFeedback, toFeedbackItem, updateFeedback } from './service'

export async function feedbackRoutes(app: FastifyInstance, { db, config }: { db: Db; config: AppConfig }) {
  const api = app.withTypeProvider<ZodTypeProvider>()

  // Open to visitors and users alike, so throttled per address.
  api.post(
    '',
    {
      config: {
        rateLimit: {
          max: config.limits.feedbackPerIp.max,
          timeWindow: config.limits.feedbackPerIp.timeWindowMs,
        },
      },
      schema: { body: feedbackRequestSchema, response: { 201: messageSchema } },
    },
    async (request, reply) => {
      await submitFeedback(db, request.body, request.auth?.user.id ?? null)
      reply.code(201)
      return { message: 'Thank you for your feedback!' }
    },
  )
}

/** The Feedback tab's routes; registered inside the admin plugin, which guards them. */
export async function feedbackAdminRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const api = app.withTypeProvider<ZodTypeProvider>()

  api.get('/feedback', { schema: { response: { 200: feedbackListSchema } } }, async () =>
    (await listFeedback(db)).map(toFeedbackItem),
  )

  api.put(
    '/feedback/:id',
    { schema: { params: idParamsSchema, body: feedbackUpdateSchema, response: { 200: feedbackItemSchema } } },
    async (request) =>
      toFeedbackItem(await updateFeedback(db, actingAdmin(request), request.params.id, request.body)),
  )
}
