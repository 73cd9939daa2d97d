// The user's conversations (GET/PATCH/DELETE /api/conversations) and answer ratings
// (POST /api/answers/{answerId}/feedback): HTTP only; the rules are in service.ts.
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  answerFeedbackResponseSchema,
  answerFeedbackSchema,
  answerParamsSchema,
  conversationListQuerySchema,
  conversationListSchema,
  conversationParamsSchema,
  conversationSchema,
  renameConversationSchema,
} from '../../../contract/conversations'
import type { Db } from '../../db/client'
import { signedInUser } from '../auth'
import {
  deleteConversation,
  getConversation,
  listConversations,
  rateAnswer,
  renameConversation,
} from './service'

export async function conversationRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const api = app.withTypeProvider<ZodTypeProvider>()

  api.get(
    '/conversations',
    {
      onRequest: app.requireUser,
      schema: { querystring: conversationListQuerySchema, response: { 200: conversationListSchema } },
    },
    async (request) => listConversations(db, signedInUser(request).id, request.query.q || undefined),
  )

  api.get(
    '/conversations/:id',
    {
      onRequest: app.requireUser,
      schema: { params: conversationParamsSchema, response: { 200: conversationSchema } },
    },
    async (request) => getConversation(db, signedInUser(request).id, request.params.id),
  )

  api.patch(
    '/conversations/:id',
    {
      onRequest: app.requireUser,
      schema: {
        params: conversationParamsSchema,
        body: renameConversationSchema,
        response: { 200: conversationSchema },
      },
    },
    async (request) =>
      renameConversation(db, signedInUser(request).id, request.params.id, request.body.title),
  )

  api.delete(
    '/conversations/:id',
    { onRequest: app.requireUser, schema: { params: conversationParamsSchema } },
    async (request, reply) => {
      await deleteConversation(db, signedInUser(request).id, request.params.id)
      return reply.code(204).send()
    },
  )

  api.post(
    '/answers/:answerId/feedback',
    {
      onRequest: app.requireUser,
      schema: {
        params: answerParamsSchema,
        body: answerFeedbackSchema,
        response: { 200: answerFeedbackResponseSchema },
      },
    },
    async (request) => rateAnswer(db, signedInUser(request).id, request.params.answerId, request.body),
  )
}
