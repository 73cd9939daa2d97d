import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { logListSchema, logsQuerySchema, statsSchema } from '../../../contract/admin'
import type { Db } from '../../db/client'
import { getStats, listLogs } from './service'

export async function statsRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  api.get('/api/admin/stats', { schema: { response: { 200: statsSchema } } }, async () => getStats(db))
  api.get(
    '/api/admin/logs',
    { schema: { querystring: logsQuerySchema, response: { 200: logListSchema } } },
    async (request) => listLogs(db, request.query),
  )
}
