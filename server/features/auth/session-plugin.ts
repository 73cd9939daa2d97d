import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import {
  ACCOUNT_SUSPENDED_CODE,
  ACCOUNT_SUSPENDED_MESSAGE,
  PASSWORD_CHANGE_REQUIRED_CODE,
} from '../../../contract/auth'
import type { Db } from '../../db/client'
import type { Notices } from '../../db/notices'
import type { UserRow } from '../../db/schema'
import { AppError, forbidden, unauthorized } from '../../lib/errors'
import { isApiRequest } from '../../lib/request-route'
import { hashToken } from '../../lib/tokens'
import { SessionCache, type SessionCacheOptions } from './session-cache'
import { VerifiedSessionCookies } from './session-cookies'
import { type ActiveSession, findSessionById, SESSION_COOKIE, SESSION_TTL_MS } from './sessions'

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route serves an account that must still replace its printed password (decision 0028): reading
     * the current user, changing the password, signing in and out. Every other signed-in route refuses it.
     */
    allowedBeforePasswordChange?: boolean
  }
  interface FastifyRequest {
    /** The signed-in session, or null; loaded for API requests only (decided by the matched route). */
    auth: ActiveSession | null
  }
  interface FastifyReply {
    startSession(token: string): FastifyReply
    endSession(): FastifyReply
  }
  interface FastifyInstance {
    /** preHandler: 401 unless signed in; 403 PASSWORD_CHANGE_REQUIRED while a new password is due. */
    requireUser: (request: FastifyRequest) => Promise<void>
    /** preHandler: as requireUser, then 403 unless an admin. */
    requireAdmin: (request: FastifyRequest) => Promise<void>
    /**
     * Sessions this instance verified in the last second (decision 0015). Whatever ends a session or
     * changes an account tells it at once: forgetSession, forgetUser, or clear when the account is unknown.
     */
    sessionCache: SessionCache
  }
}

const passwordChangeRequired = () =>
  new AppError(
    403,
    'Please set a new password before you continue: the one you signed in with was only for the first sign-in.',
    PASSWORD_CHANGE_REQUIRED_CODE,
  )

/** 403 ACCOUNT_SUSPENDED: the account is suspended by an admin (decision 0085). */
export const accountSuspended = () => new AppError(403, ACCOUNT_SUSPENDED_MESSAGE, ACCOUNT_SUSPENDED_CODE)

/**
 * The signed-in account as a route may use it: 401 without one; 403 ACCOUNT_SUSPENDED while an admin has
 * suspended it (every session of it, on every route, from the moment the suspension commits); 403
 * PASSWORD_CHANGE_REQUIRED while it must still replace its printed password, unless the matched route is
 * one that serves that change. Decided by the route's own config, never by its URL.
 */
function usableAccount(request: FastifyRequest): UserRow {
  if (!request.auth) throw unauthorized()
  const { user } = request.auth
  if (user.suspendedAt) throw accountSuspended()
  if (user.passwordChangeRequired && !request.routeOptions.config?.allowedBeforePasswordChange) {
    throw passwordChangeRequired()
  }
  return user
}

async function requireUser(request: FastifyRequest) {
  usableAccount(request)
}

async function requireAdmin(request: FastifyRequest) {
  if (usableAccount(request).role !== 'admin') throw forbidden('Admin privileges are required')
}

/**
 * The signed-in user of a route guarded by `requireUser` or `requireAdmin` (the admin plugin's hook), for
 * TypeScript's sake: the guard already ran, so this never throws there. Fails closed anywhere else: 401, or
 * 403 while the account must still replace its printed password, as the guards would.
 */
export function signedInUser(request: FastifyRequest): UserRow {
  return usableAccount(request)
}

/**
 * The admin acting through this request, for the audit log (decision 0085): their id and the client's
 * address as the app sees it (request.ip: the socket's peer, or past the trusted proxies of TRUST_PROXY).
 * Fails closed as signedInUser does.
 */
export function actingAdmin(request: FastifyRequest): { id: number; ip: string | null } {
  return { id: usableAccount(request).id, ip: request.ip || null }
}

export interface SessionPluginOptions {
  db: Db
  secureCookies: boolean
  /** Brings a signed-in account up to date as it is loaded, before any route reads it (decision 0013). */
  refreshUser?: (user: UserRow) => Promise<UserRow>
  /** How long a verified session is trusted without the database (default 1 s; 0 turns the cache off). */
  cache?: SessionCacheOptions
  /**
   * The app's listening connection on PostgreSQL (decision 0069): another instance's change to an account or
   * its sessions is forgotten here as it commits, not a TTL later. Null or absent on the embedded database.
   */
  notices?: Notices | null
}

/** The channel the accounts' trigger (migration 0015) tells, with the account's id. */
export const ACCOUNTS_CHANNEL = 'accounts_changed'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

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

  const cache = new SessionCache(opts.cache)
  app.decorate('sessionCache', cache)
  opts.notices?.subscribe({
    channel: ACCOUNTS_CHANNEL,
    heard: (payload) => {
      const userId = Number(payload)
      if (Number.isSafeInteger(userId)) cache.forgetUser(userId)
      else cache.clear()
    },
    // Whatever changed while the connection was down is unknown: everything goes. Until it is back, an entry
    // is still used for at most the cache's own short lifetime (1 s, never more than 2 s), as before.
    connected: async () => cache.clear(),
    disconnected: () => {},
  })
  const verifiedCookies = new VerifiedSessionCookies((signed) => {
    const unsigned = app.unsignCookie(signed)
    return unsigned.valid && unsigned.value ? hashToken(unsigned.value) : null
  })

  // Every API request knows its session before any route runs. A cookie whose signature was checked before
  // is not checked again; a session verified in the last second is taken from the cache (keyed by the
  // token's hash, as in the database); otherwise from the database.
  app.addHook('onRequest', async (request) => {
    if (!isApiRequest(request)) return
    const raw = request.cookies[SESSION_COOKIE]
    if (!raw) return
    const sessionId = verifiedCookies.sessionIdOf(raw)
    if (!sessionId) return
    const auth = await cache.load(sessionId, (id) => findSessionById(opts.db, id))
    if (!auth) return
    if (opts.refreshUser) {
      const user = await opts.refreshUser(auth.user)
      if (user !== auth.user) cache.forgetUser(user.id)
      auth.user = user
    }
    request.auth = auth
  })

  // A state-changing request may have changed accounts: this instance forgets what it held before the
  // response leaves (onSend), so the next request sees the change; again once the response is complete
  // (onResponse: streamed answers spend their query after the first bytes). A signed-in user changes only
  // their own account; an admin, a webhook or a token link (reset, verification) may change any.
  const forgetChanged = (request: FastifyRequest) => {
    if (SAFE_METHODS.has(request.method) || !request.routeOptions.url || !isApiRequest(request)) return
    const user = request.auth?.user
    if (user && user.role !== 'admin') cache.forgetUser(user.id)
    else cache.clear()
  }
  app.addHook('onSend', (request, _reply, payload, done) => {
    forgetChanged(request)
    done(null, payload)
  })
  app.addHook('onResponse', (request, _reply, done) => {
    forgetChanged(request)
    done()
  })

  app.decorate('requireUser', requireUser)
  app.decorate('requireAdmin', requireAdmin)
})
