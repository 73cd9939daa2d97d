import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { idParamsSchema } from '../../../contract/admin'
import { messageSchema } from '../../../contract/common'
import {
  feedbackItemSchema,
  feedbackListSchema,
  feedbackReplyListSchema,
  feedbackReplyParamsSchema,
  feedbackReplyRequestSchema,
  feedbackReplyResultSchema,
  feedbackRequestSchema,
  feedbackUpdateSchema,
} from '../../../contract/feedback'
import type { AppConfig } from '../../config'
import type { Db } from '../../db/client'
import type { Mailer } from '../../mail/mailer'
import { actingAdmin } from '../auth'
import {
  listFeedback,
  listReplies,
  replyToFeedback,
  resendReply,
  submitFeedback,
  toFeedbackItem,
  toFeedbackReply,
  updateFeedback,
} from './service'

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
export async function feedbackAdminRoutes(app: FastifyInstance, { db, mailer }: { db: Db; mailer: Mailer }) {
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

  api.get(
    '/feedback/:id/replies',
    { schema: { params: idParamsSchema, response: { 200: feedbackReplyListSchema } } },
    async (request) => (await listReplies(db, request.params.id)).map(toFeedbackReply),
  )

  // 201 whenever the reply is kept: its `delivery` says whether the email went ('failed' carries the error).
  api.post(
    '/feedback/:id/replies',
    {
      schema: {
        params: idParamsSchema,
        body: feedbackReplyRequestSchema,
        response: { 201: feedbackReplyResultSchema },
      },
    },
    async (request, reply) => {
      const result = await replyToFeedback(
        { db, mailer, log: request.log },
        actingAdmin(request),
        request.params.id,
        request.body,
      )
      reply.code(201)
      return result
    },
  )

  api.post(
    '/feedback/:id/replies/:replyId/resend',
    { schema: { params: feedbackReplyParamsSchema, response: { 200: feedbackReplyResultSchema } } },
    async (request) =>
      resendReply(
        { db, mailer, log: request.log },
        actingAdmin(request),
        request.params.id,
        request.params.replyId,
      ),
  )
}
