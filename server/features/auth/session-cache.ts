import type { UserRow } from '../../db/schema'
import type { ActiveSession } from './sessions'

/** How long an instance trusts a session it verified without asking the database again (decision 0015). */
export const SESSION_CACHE_TTL_MS = 1000
/** Revocation must reach every instance within a second or two: a longer lifetime is cut to this. */
export const SESSION_CACHE_MAX_TTL_MS = 2000
export const SESSION_CACHE_MAX_ENTRIES = 10_000

export type FoundSession = ActiveSession & { expiresAt: Date }

interface Entry {
  user: UserRow
  /** Date.now() after which the entry is not used: the cache's lifetime, or the session's end if sooner. */
  until: number
}

export interface SessionCacheOptions {
  ttlMs?: number
  maxEntries?: number
}

/**
 * Verified sessions of this instance, by session id (the SHA-256 of the cookie's token, never the token),
 * with their account as it was read; admins' sessions are not kept. An entry lives `ttlMs` at most, so what
 * another instance changes (a logout, a new password, a plan) is seen here within that time even when no
 * notice arrives; on PostgreSQL the accounts' notices make it at once (decision 0069). What this instance
 * changes is forgotten at once. A read that began before a change may not store what it read
 * (`generation`).
 */
export class SessionCache {
  readonly ttlMs: number
  private readonly maxEntries: number
  private readonly entries = new Map<string, Entry>()
  private readonly byUser = new Map<number, Set<string>>()
  private changes = 0
  /** Database reads under way, so concurrent requests of one session share one (for one generation). */
  private readonly loading = new Map<string, { generation: number; read: Promise<FoundSession | null> }>()

  constructor(options: SessionCacheOptions = {}) {
    this.ttlMs = Math.min(SESSION_CACHE_MAX_TTL_MS, Math.max(0, options.ttlMs ?? SESSION_CACHE_TTL_MS))
    this.maxEntries = Math.max(1, options.maxEntries ?? SESSION_CACHE_MAX_ENTRIES)
  }

  /** How many times the cache was invalidated: take it before reading the database, give it to set(). */
  get generation(): number {
    return this.changes
  }

  get size(): number {
    return this.entries.size
  }

  get(sessionId: string): ActiveSession | null {
    const entry = this.entries.get(sessionId)
    if (!entry) return null
    if (Date.now() >= entry.until) {
      this.delete(sessionId)
      return null
    }
    // A fresh object per request: a request may replace its own `auth.user`, never the cached one.
    return { sessionId, user: entry.user }
  }

  /**
   * The session from the cache, or else from `read` (the database), then kept. Concurrent requests of one
   * session share one read, unless something was invalidated after it began.
   */
  async load(
    sessionId: string,
    read: (sessionId: string) => Promise<FoundSession | null>,
  ): Promise<ActiveSession | null> {
    const cached = this.get(sessionId)
    if (cached) return cached
    const generation = this.changes
    let loading = this.loading.get(sessionId)
    if (!loading || loading.generation !== generation) {
      const started = {
        generation,
        read: read(sessionId).then((found) => {
          if (found) this.set(found, found.expiresAt, generation)
          return found
        }),
      }
      this.loading.set(sessionId, started)
      const done = () => {
        if (this.loading.get(sessionId) === started) this.loading.delete(sessionId)
      }
      started.read.then(done, done)
      loading = started
    }
    const found = await loading.read
    return found ? { sessionId, user: found.user } : null
  }

  /**
   * Keeps a session read from the database at `generation`; dropped when anything was invalidated since,
   * since the row may predate that change. An admin's session is never kept: what an admin may do is read
   * from the database on every request, so a demotion or deletion on another instance holds here at once,
   * without any message between instances (decision 0044).
   */
  set(session: ActiveSession, expiresAt: Date, generation: number): void {
    if (this.ttlMs === 0 || generation !== this.changes || session.user.role === 'admin') return
    const until = Math.min(Date.now() + this.ttlMs, expiresAt.getTime())
    this.delete(session.sessionId)
    if (this.entries.size >= this.maxEntries) {
      // The oldest entry goes first (a Map keeps insertion order).
      const oldest = this.entries.keys().next().value
      if (oldest !== undefined) this.delete(oldest)
    }
    this.entries.set(session.sessionId, { user: session.user, until })
    const ids = this.byUser.get(session.user.id)
    if (ids) ids.add(session.sessionId)
    else this.byUser.set(session.user.id, new Set([session.sessionId]))
  }

  /** After a logout (or a login replacing a session). */
  forgetSession(sessionId: string): void {
    this.changes++
    this.delete(sessionId)
  }

  /** After anything changed the account or ended its sessions: password, role, plan, usage, deletion. */
  forgetUser(userId: number): void {
    this.changes++
    for (const id of this.byUser.get(userId) ?? []) this.entries.delete(id)
    this.byUser.delete(userId)
  }

  /** After a change whose account is not known here (a webhook, a reset link, an admin's action). */
  clear(): void {
    this.changes++
    this.entries.clear()
    this.byUser.clear()
  }

  private delete(sessionId: string): void {
    const entry = this.entries.get(sessionId)
    if (!entry) return
    this.entries.delete(sessionId)
    const ids = this.byUser.get(entry.user.id)
    ids?.delete(sessionId)
    if (ids?.size === 0) this.byUser.delete(entry.user.id)
  }
}
