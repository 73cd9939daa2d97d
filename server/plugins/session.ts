import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { Db } from '../db/client'
import type { UserRow } from '../db/schema'
import { type ActiveSession, findSession, SESSION_COOKIE, SESSION_TTL_MS } from '../features/auth/sessions'
import { forbidden, unauthorized } from '../lib/errors'
import { isApiRequest } from '../lib/request-route'

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in session, or null; loaded for API requests only (decided by the matched route). */
    auth: ActiveSession | null
  }
  interface FastifyReply {
    startSession(token: string): FastifyReply
    endSession(): FastifyReply
  }
  interface FastifyInstance {
    /** preHandler: 401 unless signed in. */
    requireUser: (request: FastifyRequest) => Promise<void>
    /** preHandler: 401 unless signed in, 403 unless an admin. */
    requireAdmin: (request: FastifyRequest) => Promise<void>
  }
}

async function requireAdmin(request: FastifyRequest) {
  if (!request.auth) throw unauthorized()
  if (request.auth.user.role !== 'admin') throw forbidden('Admin privileges are required')
}

/**
 * The signed-in user of a route guarded by `requireUser` or `requireAdmin` (the admin plugin's hook), for
 * TypeScript's sake: the guard already ran, so this never throws there. Fails closed (401) anywhere else.
 */
export function signedInUser(request: FastifyRequest): UserRow {
  if (!request.auth) throw unauthorized()
  return request.auth.user
}

export interface SessionPluginOptions {
  db: Db
  secureCookies: boolean
  /** Brings a signed-in account up to date as it is loaded, before any route reads it (decision 0013). */
  refreshUser?: (user: UserRow) => Promise<UserRow>
}

export const sessionPlugin = fp(async (app: FastifyInstance, opts: SessionPluginOptions) => {
  const cookieOptions = {
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: opts.secureCookies,
    path: '/',
    signed: true,
  }

  app.decorateRequest('auth', null)

  app.decorateReply('startSession', function (this: FastifyReply, token: string) {
    return this.setCookie(SESSION_COOKIE, token, { ...cookieOptions, maxAge: SESSION_TTL_MS / 1000 })
  })
  app.decorateReply('endSession', function (this: FastifyReply) {
    return this.clearCookie(SESSION_COOKIE, cookieOptions)
  })

  app.addHook('onRequest', async (request) => {
    if (!isApiRequest(request)) return
    const raw = request.cookies[SESSION_COOKIE]
    const unsigned = raw ? request.unsignCookie(raw) : undefined
    if (unsigned?.valid && unsigned.value) request.auth = await findSession(opts.db, unsigned.value)
    if (request.auth && opts.refreshUser) request.auth.user = await opts.refreshUser(request.auth.user)
  })

  app.decorate('requireUser', async (request: FastifyRequest) => {
    if (!request.auth) throw unauthorized()
  })
  app.decorate('requireAdmin', requireAdmin)
})
