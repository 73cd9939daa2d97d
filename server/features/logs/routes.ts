import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { logListSchema, logsQuerySchema } from '../../../contract/admin'
import type { Db } from '../../db/client'
import { listLogs } from './service'

/** GET /api/admin/logs; registered inside the admin plugin, which guards it. */
export async function logsAdminRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  api.get(
    '/logs',
    { schema: { querystring: logsQuerySchema, response: { 200: logListSchema } } },
    async (request) => listLogs(db, request.query),
  )
}
