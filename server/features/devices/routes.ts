import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { manualListSchema } from '../../../contract/devices'
import type { Db } from '../../db/client'
import { listManuals, toManual } from './service'

export async function deviceRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('', { onRequest: app.requireUser, schema: { response: { 200: manualListSchema } } }, async () =>
      (await listManuals(db)).map(toManual),
    )
}
