import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { usageSchema } from '../../../contract/usage'
import { unauthorized } from '../../lib/errors'
import { usageOf } from './service'

export async function usageRoutes(app: FastifyInstance) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/usage',
      { onRequest: app.requireUser, schema: { response: { 200: usageSchema } } },
      async (request) => {
        if (!request.auth) throw unauthorized()
        return usageOf(request.auth.user)
      },
    )
}
