import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { dashboardChartsSchema, statsSchema } from '../../../contract/admin'
import type { Db } from '../../db/client'
import { getDashboardCharts, getStats } from './service'

/** GET /api/admin/stats and /api/admin/stats/charts; registered inside the admin plugin, which guards them. */
export async function statsAdminRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  api.get('/stats', { schema: { response: { 200: statsSchema } } }, async () => getStats(db))
  api.get('/stats/charts', { schema: { response: { 200: dashboardChartsSchema } } }, async () =>
    getDashboardCharts(db),
  )
}
