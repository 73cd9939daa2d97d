import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  adminUserListSchema,
  adminUserSchema,
  bulkDeleteUsersRequestSchema,
  bulkDeleteUsersResponseSchema,
  createUserRequestSchema,
  idParamsSchema,
  updateUserRequestSchema,
} from '../../../contract/admin'
import { messageSchema } from '../../../contract/common'
import type { Db } from '../../db/client'
import { signedInUser } from '../auth'
import * as usersService from './service'

/** User management for the Admin Console; registered inside the admin plugin, which guards it. */
export async function userAdminRoutes(app: FastifyInstance, { db, appName }: { db: Db; appName: string }) {
  const api = app.withTypeProvider<ZodTypeProvider>()

  api.get('/users', { schema: { response: { 200: adminUserListSchema } } }, async () =>
    (await usersService.listUsers(db)).map(usersService.toAdminUser),
  )

  api.post(
    '/users',
    { schema: { body: createUserRequestSchema, response: { 201: adminUserSchema } } },
    async (request, reply) => {
      const user = await usersService.addUser(db, signedInUser(request).id, request.body, appName)
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
        signedInUser(request).id,
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
      await usersService.deleteUsers(db, signedInUser(request).id, [request.params.id])
      app.sessionCache.forgetUser(request.params.id)
      return { message: 'User deleted successfully' }
    },
  )

  api.delete(
    '/users',
    { schema: { body: bulkDeleteUsersRequestSchema, response: { 200: bulkDeleteUsersResponseSchema } } },
    async (request) => {
      const deleted = await usersService.deleteUsers(db, signedInUser(request).id, request.body.userIds)
      for (const id of request.body.userIds) app.sessionCache.forgetUser(id)
      return { count: deleted, message: `${deleted} users deleted successfully` }
    },
  )

  api.post(
    '/users/:id/reset-queries',
    { schema: { params: idParamsSchema, response: { 200: adminUserSchema } } },
    async (request) => {
      const user = await usersService.resetQueries(db, signedInUser(request).id, request.params.id)
      app.sessionCache.forgetUser(user.id)
      return usersService.toAdminUser(user)
    },
  )
}
