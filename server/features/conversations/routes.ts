// The user's conversations (GET/PATCH/DELETE /api/conversations, their export and share links), answer
// ratings (POST /api/answers/{answerId}/feedback), and the public shared copy (GET /api/shared-conversation, and the page
// GET /shared): HTTP only; the rules are in service.ts, share.ts and export.ts.
import type { FastifyInstance, FastifyReply } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  answerFeedbackResponseSchema,
  answerFeedbackSchema,
  answerParamsSchema,
  conversationExportQuerySchema,
  conversationListQuerySchema,
  conversationListSchema,
  conversationParamsSchema,
  conversationSchema,
  createdShareSchema,
  renameConversationSchema,
  SHARED_PAGE,
  sharedConversationSchema,
  sharedQuerySchema,
  shareStatusSchema,
} from '../../../contract/conversations'
import type { Db } from '../../db/client'
import { signedInUser } from '../auth'
import { attachmentHeader, exportConversation } from './export'
import {
  deleteConversation,
  getConversation,
  listConversations,
  rateAnswer,
  renameConversation,
} from './service'
import { createShare, revokeShare, sharedConversation, sharedPageStatus, shareStatus } from './share'

type Throttle = { max: number; timeWindowMs: number }

/** What a shared copy's answers carry: kept out of search engines, caches and other sites' Referer. */
function privateCopyHeaders(reply: FastifyReply) {
  reply.header('x-robots-tag', 'noindex, nofollow, noarchive')
  reply.header('cache-control', 'no-store')
  reply.header('referrer-policy', 'no-referrer')
}

// A PDF of a long conversation is seconds of CPU (laid out between other requests, export.ts): far more than
// anyone downloads in ten minutes, and a bound on what one account can make the service spend.
export const CONVERSATION_EXPORTS_PER_USER = { max: 30, timeWindow: 10 * 60_000 }

export async function conversationRoutes(
  app: FastifyInstance,
  { db, appName, sharedLinksPerIp }: { db: Db; appName: string; sharedLinksPerIp: Throttle },
) {
  const api = app.withTypeProvider<ZodTypeProvider>()

  api.get(
    '/conversations',
    {
      onRequest: app.requireUser,
      schema: { querystring: conversationListQuerySchema, response: { 200: conversationListSchema } },
    },
    async (request) =>
      listConversations(db, signedInUser(request).id, {
        search: request.query.q || undefined,
        cursor: request.query.cursor,
        limit: request.query.limit,
      }),
  )

  api.get(
    '/conversations/:id/export',
    {
      onRequest: app.requireUser,
      config: {
        rateLimit: {
          ...CONVERSATION_EXPORTS_PER_USER,
          keyGenerator: (request) => `conversation-export:${request.auth?.user.id}`,
        },
      },
      schema: { params: conversationParamsSchema, querystring: conversationExportQuerySchema },
    },
    async (request, reply) => {
      const conversation = await getConversation(db, signedInUser(request).id, request.params.id)
      const file = await exportConversation(conversation, request.query.format, {
        appName,
        exportedAt: new Date().toISOString(),
      })
      return reply
        .header('content-disposition', attachmentHeader(file.filename))
        .header('cache-control', 'no-store')
        .type(file.contentType)
        .send(file.body)
    },
  )

  api.get(
    '/conversations/:id/share',
    {
      onRequest: app.requireUser,
      schema: { params: conversationParamsSchema, response: { 200: shareStatusSchema } },
    },
    async (request) => shareStatus(db, signedInUser(request).id, request.params.id),
  )

  api.post(
    '/conversations/:id/share',
    {
      onRequest: app.requireUser,
      schema: { params: conversationParamsSchema, response: { 201: createdShareSchema } },
    },
    async (request, reply) => {
      const created = await createShare(db, signedInUser(request).id, request.params.id)
      reply.header('cache-control', 'no-store')
      return reply.code(201).send(created)
    },
  )

  api.delete(
    '/conversations/:id/share',
    { onRequest: app.requireUser, schema: { params: conversationParamsSchema } },
    async (request, reply) => {
      await revokeShare(db, signedInUser(request).id, request.params.id)
      return reply.code(204).send()
    },
  )

  // Open to anyone with the link, so throttled per address: tokens cannot be walked through.
  api.get(
    '/shared-conversation',
    {
      config: {
        rateLimit: {
          max: sharedLinksPerIp.max,
          timeWindow: sharedLinksPerIp.timeWindowMs,
          keyGenerator: (request) => `shared:${request.ip}`,
        },
      },
      onSend: async (_request, reply) => privateCopyHeaders(reply),
      schema: { querystring: sharedQuerySchema, response: { 200: sharedConversationSchema } },
    },
    async (request) => sharedConversation(db, request.query.token),
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

/**
 * GET /shared?token=: the client's shared-conversation page (it reads the copy from GET /api/shared-conversation), answered
 * with the status the link has: 200, 404 for a link that never was, 410 for a revoked one. Throttled with the
 * API it reads (each route counts per address). Without a built client (the API alone), the status and a JSON body.
 */
export async function sharedPageRoute(
  app: FastifyInstance,
  { db, sharedLinksPerIp }: { db: Db; sharedLinksPerIp: Throttle },
) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  api.get(
    SHARED_PAGE,
    {
      config: {
        rateLimit: {
          max: sharedLinksPerIp.max,
          timeWindow: sharedLinksPerIp.timeWindowMs,
          keyGenerator: (request) => `shared:${request.ip}`,
        },
      },
      onSend: async (_request, reply) => privateCopyHeaders(reply),
      schema: { querystring: sharedQuerySchema.partial() },
    },
    async (request, reply) => {
      const status = await sharedPageStatus(db, request.query.token)
      reply.code(status)
      if (typeof reply.sendFile !== 'function') {
        return {
          message: status === 200 ? 'Shared conversation' : status === 410 ? 'No longer shared' : 'Not found',
        }
      }
      return reply.type('text/html; charset=utf-8').sendFile('index.html')
    },
  )
}
