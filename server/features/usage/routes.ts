import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { usageSchema } from '../../../contract/usage'
import { signedInUser } from '../auth'
import { usageOf } from './service'

export async function usageRoutes(app: FastifyInstance) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('', { onRequest: app.requireUser, schema: { response: { 200: usageSchema } } }, async (request) =>
      usageOf(signedInUser(request)),
    )
}
