import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  adminUserListSchema,
  adminUserSchema,
  bulkDeleteUsersRequestSchema,
  bulkDeleteUsersResponseSchema,
  createUserRequestSchema,
  idParamsSchema,
  resetLinkResponseSchema,
  suspendUserRequestSchema,
  updateUserRequestSchema,
} from '../../../contract/admin'
import { messageSchema } from '../../../contract/common'
import type { AppConfig } from '../../config'
import type { Db } from '../../db/client'
import type { Mailer } from '../../mail/mailer'
import { throttle } from '../../plugins/throttle'
import { actingAdmin, deliverLinkMail, resetEmail } from '../auth'
import * as usersService from './service'

export interface UserAdminOptions {
  db: Db
  /** APP_NAME (its words are refused in passwords an admin sets), APP_URL, production or not. */
  config: Pick<AppConfig, 'appName' | 'appUrl' | 'isProduction'>
  mailer: Mailer
}

/** Reset links an admin may send one account: a few an hour, so a slip of the hand cannot flood a mailbox. */
export const RESET_LINKS_PER_USER = { max: 3, timeWindowMs: 60 * 60 * 1000 }

/** User management for the Admin Console; registered inside the admin plugin, which guards it. */
export async function userAdminRoutes(app: FastifyInstance, { db, config, mailer }: UserAdminOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  const { appName } = config

  api.get('/users', { schema: { response: { 200: adminUserListSchema } } }, async () =>
    (await usersService.listUsers(db)).map(usersService.toAdminUser),
  )

  api.post(
    '/users',
    { schema: { body: createUserRequestSchema, response: { 201: adminUserSchema } } },
    async (request, reply) => {
      const user = await usersService.addUser(db, actingAdmin(request), request.body, appName)
      reply.code(201)
      return usersService.toAdminUser(user)
    },
  )

  api.put(
    '/users/:id',
    { schema: { params: idParamsSchema, body: updateUserRequestSchema, response: { 200: adminUserSchema } } },
    async (request) => {
      const user = await usersService.updateUser(
        db,
        actingAdmin(request),
        request.params.id,
        request.body,
        appName,
      )
      // A new role, plan or password takes effect on this instance's next request (decision 0015).
      app.sessionCache.forgetUser(user.id)
      return usersService.toAdminUser(user)
    },
  )

  api.delete(
    '/users/:id',
    { schema: { params: idParamsSchema, response: { 200: messageSchema } } },
    async (request) => {
      await usersService.deleteUsers(db, actingAdmin(request), [request.params.id])
      app.sessionCache.forgetUser(request.params.id)
      return { message: 'User deleted successfully' }
    },
  )

  api.delete(
    '/users',
    { schema: { body: bulkDeleteUsersRequestSchema, response: { 200: bulkDeleteUsersResponseSchema } } },
    async (request) => {
      const deleted = await usersService.deleteUsers(db, actingAdmin(request), request.body.userIds)
      for (const id of request.body.userIds) app.sessionCache.forgetUser(id)
      return { count: deleted, message: `${deleted} users deleted successfully` }
    },
  )

  api.post(
    '/users/:id/suspend',
    {
      schema: { params: idParamsSchema, body: suspendUserRequestSchema, response: { 200: adminUserSchema } },
    },
    async (request) => {
      const user = await usersService.suspendUser(
        db,
        actingAdmin(request),
        request.params.id,
        request.body.reason,
      )
      // Other instances hear it from the accounts trigger as it commits (decision 0069).
      app.sessionCache.forgetUser(user.id)
      return usersService.toAdminUser(user)
    },
  )

  api.post(
    '/users/:id/reinstate',
    { schema: { params: idParamsSchema, response: { 200: adminUserSchema } } },
    async (request) => {
      const user = await usersService.reinstateUser(db, actingAdmin(request), request.params.id)
      app.sessionCache.forgetUser(user.id)
      return usersService.toAdminUser(user)
    },
  )

  api.post(
    '/users/:id/reset-link',
    {
      preHandler: throttle(app, {
        name: 'admin-reset-link',
        ...RESET_LINKS_PER_USER,
        key: (request) => String((request.params as { id?: unknown }).id ?? ''),
        message:
          'A reset link was sent to this user several times in the last hour. Please wait and try again.',
      }),
      schema: { params: idParamsSchema, response: { 200: resetLinkResponseSchema } },
    },
    async (request) => {
      const delivery = mailer.mode === 'smtp' ? 'email' : config.isProduction ? 'none' : 'log'
      const { user, resetLink } = await usersService.issueResetLink(
        db,
        actingAdmin(request),
        request.params.id,
        config.appUrl,
        delivery,
      )
      const mail = resetEmail(appName, user.firstName, resetLink)
      // The link goes to the mail (or, in development without SMTP, the server's log): never in the answer.
      deliverLinkMail(
        { mailer, config, log: request.log },
        'password reset',
        { to: user.email, ...mail },
        resetLink,
      )
      return delivery === 'email'
        ? {
            delivery: 'email' as const,
            message: `A password reset link was sent to ${user.email}. It works once, within an hour.`,
          }
        : {
            delivery: 'log' as const,
            message: `No mail server is configured (SMTP_URL is not set): the reset link for ${user.email} was written to the server log.`,
          }
    },
  )

  api.post(
    '/users/:id/reset-queries',
    { schema: { params: idParamsSchema, response: { 200: adminUserSchema } } },
    async (request) => {
      const user = await usersService.resetQueries(db, actingAdmin(request), request.params.id)
      app.sessionCache.forgetUser(user.id)
      return usersService.toAdminUser(user)
    },
  )
}
