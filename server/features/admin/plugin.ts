import type { FastifyInstance } from 'fastify'
import type { AppConfig } from '../../config'
import type { Db } from '../../db/client'
import type { Mailer } from '../../mail/mailer'
import type { RegisteredRoute } from '../../plugins/route-table'
import { answerReviewAdminRoutes } from '../answer-review'
import { auditAdminRoutes } from '../audit'
import { deviceAdminRoutes } from '../devices'
import { type createDocuments, documentAdminRoutes } from '../documents'
import { feedbackAdminRoutes } from '../feedback'
import { logsAdminRoutes } from '../logs'
import { statsAdminRoutes } from '../stats'
import { userAdminRoutes } from '../users'

export const ADMIN_PREFIX = '/api/admin'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set on every route of the admin plugin; the app refuses to start with an unguarded admin route. */
    adminOnly?: boolean
  }
}

export interface AdminApiOptions {
  db: Db
  documents: ReturnType<typeof createDocuments>
  /** APP_NAME (its words are refused in passwords an admin sets), APP_URL, production or not. */
  config: Pick<AppConfig, 'appName' | 'appUrl' | 'isProduction'>
  /** For the reset links an admin sends and the replies to feedback. */
  mailer: Mailer
}

/**
 * Every /api/admin route lives inside this encapsulated plugin (registered at ADMIN_PREFIX). Its onRequest
 * hook requires an admin before anything else of the route runs, and Fastify applies it to each route
 * (and to the not-found handler) of this context by route, whatever spelling of the URL reached it.
 */
export async function adminApi(app: FastifyInstance, opts: AdminApiOptions) {
  app.addHook('onRequest', app.requireAdmin)
  app.addHook('onRoute', (route) => {
    route.config = { ...(route.config ?? {}), adminOnly: true }
  })
  await app.register(userAdminRoutes, { db: opts.db, config: opts.config, mailer: opts.mailer })
  await app.register(deviceAdminRoutes, { db: opts.db, onDeviceDeleted: opts.documents.removeOrphanFiles })
  await app.register(documentAdminRoutes, { deps: opts.documents.deps })
  await app.register(statsAdminRoutes, { db: opts.db })
  await app.register(logsAdminRoutes, { db: opts.db })
  await app.register(feedbackAdminRoutes, { db: opts.db, mailer: opts.mailer })
  await app.register(answerReviewAdminRoutes, { db: opts.db })
  await app.register(auditAdminRoutes, { db: opts.db })
  app.setNotFoundHandler(async (_request, reply) => {
    reply.code(404)
    return { message: 'Not found', code: 'NOT_FOUND' }
  })
}

/**
 * The app-wide check that no route under ADMIN_PREFIX was registered outside adminApi (and so without its
 * guard): a route added by mistake elsewhere stops the start instead of opening a hole.
 */
export function assertAdminRoutesGuarded(routes: readonly RegisteredRoute[]) {
  for (const route of routes) {
    const underAdmin = route.url === ADMIN_PREFIX || route.url.startsWith(`${ADMIN_PREFIX}/`)
    if (underAdmin && !route.config?.adminOnly) {
      throw new Error(`${route.method} ${route.url} is under ${ADMIN_PREFIX} but outside the admin plugin`)
    }
  }
}
