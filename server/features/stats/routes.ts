import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { statsSchema } from '../../../contract/admin'
import type { Db } from '../../db/client'
import { getStats } from './service'

/** GET /api/admin/stats; registered inside the admin plugin, which guards it. */
export async function statsAdminRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  api.get('/stats', { schema: { response: { 200: statsSchema } } }, async () => getStats(db))
}
