import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { auditListSchema, auditQuerySchema } from '../../../contract/audit'
import type { Db } from '../../db/client'
import { listAudit } from './service'

/** GET /api/admin/audit; registered inside the admin plugin, which guards it. */
export async function auditAdminRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/audit',
      { schema: { querystring: auditQuerySchema, response: { 200: auditListSchema } } },
      async (request) => listAudit(db, request.query),
    )
}
