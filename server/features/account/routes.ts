// The signed-in user's own data (/api/account): HTTP only; the rules are in service.ts.
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  accountExportFileName,
  accountExportSchema,
  deleteAccountRequestSchema,
} from '../../../contract/account'
import { messageSchema } from '../../../contract/common'
import type { AppConfig } from '../../config'
import type { Db } from '../../db/client'
import { signedInUser } from '../auth'
import type { BillingProviders } from '../billing'
import { deleteAccount, exportAccount } from './service'

export interface AccountRoutesOptions {
  db: Db
  providers: BillingProviders
  config: AppConfig
}

// An export reads every question the user ever asked: a few a minute is plenty for anyone.
const EXPORTS_PER_USER = { max: 10, timeWindow: 10 * 60_000 }

export async function accountRoutes(app: FastifyInstance, { db, providers, config }: AccountRoutesOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>()

  api.get(
    '/export',
    {
      onRequest: app.requireUser,
      config: {
        rateLimit: {
          ...EXPORTS_PER_USER,
          keyGenerator: (request) => `account-export:${request.auth?.user.id}`,
        },
      },
      schema: { response: { 200: accountExportSchema } },
    },
    async (request, reply) => {
      const data = await exportAccount(db, signedInUser(request))
      const fileName = accountExportFileName(config.appName, data.exportedAt)
      reply
        .header('content-disposition', `attachment; filename="${fileName}"`)
        // Personal data: no cache, shared or private, keeps a copy.
        .header('cache-control', 'no-store')
      return data
    },
  )

  api.delete(
    '',
    {
      onRequest: app.requireUser,
      // Irreversible: a request that does not name its origin is refused too (server/plugins/origin-check.ts).
      config: { requireOrigin: true },
      schema: { body: deleteAccountRequestSchema, response: { 200: messageSchema } },
    },
    async (request, reply) => {
      const user = signedInUser(request)
      await deleteAccount(
        { db, providers, passwordFailures: config.limits.changePasswordFailures },
        user,
        request.body,
      )
      app.sessionCache.forgetUser(user.id)
      reply.endSession()
      return { message: 'Your account has been deleted.' }
    },
  )
}
